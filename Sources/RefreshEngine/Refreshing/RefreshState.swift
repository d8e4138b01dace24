/// The refresh header's states, in MJRefresh's vocabulary.
public enum HeaderState: String, Sendable, CaseIterable {
    /// Nothing happens; pulling shows "pull down to refresh".
    case idle
    /// Dragged past the threshold: releasing now refreshes.
    case pulling
    /// Loading; the header is held in view by the added top inset.
    case refreshing
    /// The result is shown, then the header closes; idle when closed.
    case finishing
    /// Asked to refresh before the list was laid out: refreshes as soon as it is.
    case willRefresh
    /// The second floor (`header.twoLevel`): pulled past its rate, a release opens it
    /// (SmartRefreshLayout's ReleaseToTwoLevel).
    case twoLevelArmed
    /// Opening over the list (TwoLevelReleased).
    case twoLevelOpening
    /// Open: it covers the list; nothing refreshes (TwoLevel).
    case twoLevel
    /// Closing (TwoLevelFinish); idle when closed.
    case twoLevelClosing

    /// The second floor is opening, open or closing: it has the list and its gestures.
    public var isFloor: Bool { self == .twoLevelOpening || self == .twoLevel || self == .twoLevelClosing }
}

/// How a refresh ended.
public enum RefreshResult: Equatable, Sendable {
    case updated(Int)
    case noNewItems
    case failed

    var traceName: String {
        switch self {
        case .updated: return "updated"
        case .noNewItems: return "noNewItems"
        case .failed: return "failed"
        }
    }
}

/// How the header looks: MJRefresh's normal (arrow) and gif headers, and a
/// minimal UIRefreshControl-like spinner.
public enum HeaderStyle: String, Sendable, CaseIterable {
    case normal, gif, spinner
}
