/// Which list the feed is (`list.layout`): the shapes of list people ship, each with its own
/// pull. Presets keep the shape the user chose: it is what the screen shows, not the feel.
///
/// Rules, per shape (docs/layouts.md):
/// - `feed`: newest first, `EngineConfig.items` rows, the header loads newer rows, the footer older.
/// - `short`: four rows that do not fill the view (MJRefreshAutoFooter's "内容不满一屏": showing the
///   footer never loads, a drag released pushed up does, once per drag; SmartRefreshLayout's
///   `enableLoadMoreWhenContentNotFull`), with two older rows behind them (still short with the footer), then no more data,
///   which a refresh clears: the footer neither loads in a loop nor hides for good.
/// - `empty`: no rows: an empty state, no footer (MJRefresh hides a footer over no data); a pull
///   brings the newest page.
/// - `chat`: oldest first, the list starts at its end; the header loads older messages above with
///   what is read kept in place; new messages arrive at the bottom every `newItemInterval` and
///   move the list only when it was at its end (else the "N new" pill counts them); no footer.
/// - `sections`: newest first, grouped by local day, one row a section's header, the header of the
///   section under the bar pinned to the bar's bottom edge (never to the refresh header's inset).
/// - `tabs`: three feeds side by side in a horizontal pager under one bar with a tab strip; each tab
///   keeps its own scroll, refresh and footer, the bar is shared (TabsFeature, NestedScroll).
public enum ListShape: String, CaseIterable, Sendable {
    case feed, short, empty, chat, sections, tabs

    /// Rows the list starts with, of `configured` (`EngineConfig.items`).
    func startCount(configured: Int) -> Int {
        switch self {
        case .feed, .chat, .sections, .tabs: return max(configured, 0)
        case .short: return 4
        case .empty: return 0
        }
    }

    /// Older rows behind the first ones, of `configured` (`EngineConfig.history`).
    func history(configured: Int) -> Int {
        self == .short ? 2 : max(configured, 0)
    }

    /// Oldest first, the newest row at the bottom (a chat).
    public var isReversed: Bool { self == .chat }

    /// Chat: the "N new" pill counts up to this many messages ("99+" past it).
    public static let chatPillCap = ChatFollowRule.pillCap
    /// Chat: how long the list takes to follow a message to its end, s (a chat's scroll to the bottom).
    public static let chatFollowDuration = ChatFollowRule.duration
    /// Chat: the pill's height, the space each side of its text and its distance above the list's bottom, pt.
    public static let chatPillHeight = 32.0, chatPillPadding = 14.0, chatPillMargin = 16.0
    /// Sections: a section header's least height, pt (UITableView's plain section header).
    public static let sectionMinHeight = 28.0

    /// Tabs: how many lists the pager holds.
    public static let tabCount = 3
    /// Tabs: the strip's height under the bar, pt (Material's TabBar: kTabHeight 46 and its 2 pt
    /// indicator; TabLayout's 48 dp).
    public static let tabStripHeight = 48.0

    /// Three lists in a pager under one bar.
    public var hasTabs: Bool { self == .tabs }

    /// Rows grouped by day under pinned section headers.
    public var hasSections: Bool { self == .sections }

    /// The load-more footer shows under the rows (a chat's header loads the older rows instead).
    var hasFooter: Bool { self != .chat }

    /// Seconds between two posts going back from the start: a day holds about eight posts in
    /// sections, so a flick crosses several; a chat's messages come a minute apart.
    var spacing: Double {
        switch self {
        case .sections: return 3 * 3_600
        case .chat: return 60
        case .feed, .short, .empty, .tabs: return 420
        }
    }
}
