/// What the render model keeps from frame to frame: the frame value (its rows buffer is
/// reused, so a frame allocates nothing), the keys of the header's and footer's texts
/// (a text is rebuilt only when what it says changes), and the arrows' turns.
struct ListPresenter: Sendable {
    var frame = FrameState()
    var headerTextKey = HeaderTextKey()
    var footerTextKey = FooterTextKey()
    var arrows = RefresherArrows()
    /// The carousel cards' titles fitted to a card, by card id: measured once per card, not per frame.
    var cardTitles: [Int: String] = [:]
}
