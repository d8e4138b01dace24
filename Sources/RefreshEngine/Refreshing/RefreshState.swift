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
