/// One card of the carousel as drawn this frame: where (window points) and what it shows.
public struct CarouselCard: Equatable, Sendable {
    /// Its place in the row (0 = first) and its feed id (what it shows depends on the id only).
    public var index: Int
    public var id: Int
    public var x: Double
    public var title: String
    public var initial: String
    public var color: Int
}

/// MJRefreshTrailer as drawn this frame: a column `width` wide at x (window points) the
/// cards' full height, its arrow and its label of one character per line.
public struct TrailerView: Equatable, Sendable {
    public var x: Double
    public var width: Double
    public var state: TrailerState
    public var pullingPercent: Double
    /// 0 points towards the cards (keep pulling); pi points away (release).
    public var arrowAngle: Double
    public var showsArrow: Bool
    public var showsSpinner: Bool
    public var spinnerStep: Int
    /// The label's characters, top to bottom.
    public var label: [String]
    /// The haptic's pulse as the trailer armed (as the header's `hapticPulse`).
    public var hapticPulse: Double = 0
}

/// The carousel's row as drawn this frame; nil in the frame when the list has none.
public struct CarouselView: Equatable, Sendable {
    /// The row's top and height in window points (the row scrolls with the list).
    public var top: Double
    public var height: Double
    /// The cards' top and size.
    public var cardTop: Double
    public var cardWidth: Double
    public var cardHeight: Double
    /// contentOffset.x, and the cards in view, left to right.
    public var offsetX: Double
    public var cards: [CarouselCard]
    public var trailer: TrailerView?
}

/// The trailer's texts in one language, short enough to stand one character per line
/// beside a card.
public struct TrailerStrings: Equatable, Sendable {
    public var idle: String
    public var pulling: String
    public var loading: String
    public var noMoreData: String
    public var failed: String

    func text(_ state: TrailerState) -> String {
        switch state {
        case .idle: return idle
        case .pulling: return pulling
        case .refreshing: return loading
        case .noMoreData: return noMoreData
        case .failed: return failed
        }
    }
}

extension Language {
    public var trailerStrings: TrailerStrings {
        switch self {
        case .en: return TrailerStrings(idle: "More", pulling: "Release", loading: "Loading", noMoreData: "End", failed: "Retry")
        case .zhHans: return TrailerStrings(idle: "查看更多", pulling: "释放查看", loading: "加载中", noMoreData: "没有更多", failed: "加载失败")
        case .zhHant: return TrailerStrings(idle: "查看更多", pulling: "釋放查看", loading: "載入中", noMoreData: "沒有更多", failed: "載入失敗")
        case .ko: return TrailerStrings(idle: "더보기", pulling: "놓으면보기", loading: "불러오는중", noMoreData: "끝", failed: "실패")
        case .ru: return TrailerStrings(idle: "Ещё", pulling: "Отпустить", loading: "Загрузка", noMoreData: "Всё", failed: "Ошибка")
        case .uk: return TrailerStrings(idle: "Ще", pulling: "Відпусти", loading: "Чекайте", noMoreData: "Усе", failed: "Помилка")
        }
    }
}
