/// What the render model keeps from frame to frame: the frame value (its rows buffer is
/// reused, so a frame allocates nothing), the keys of the header's and footer's texts
/// (a text is rebuilt only when what it says changes), and the arrows' turns.
struct ListPresenter: Sendable {
    var frame = FrameState()
    var headerTextKey = HeaderTextKey()
    var footerTextKey = FooterTextKey()
    var arrows = RefresherArrows()
    /// What each carousel card shows (its title fitted to a card), by card id: measured
    /// once per card, not per frame.
    var cardLooks: [Int: CarouselCard] = [:]
    /// The trailer's label, one character a line, for the state and language it was made for.
    var trailerLabel = (key: TrailerLabelKey?.none, label: [String]())
}

/// What the trailer's label says depends on: its state and the language.
struct TrailerLabelKey: Equatable, Sendable {
    var state: TrailerState
    var language: Language
}
