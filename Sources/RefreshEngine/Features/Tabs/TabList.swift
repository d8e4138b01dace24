/// A tab's own list while another shows: its scroll view, rows, feed, refresh header and
/// load-more footer, as it was left (the engine holds the shown tab's in its own fields).
///
/// Rule: what is the tab's own is parked whole; what every tab shares (the bar, the pager, the
/// tuning, the user's art, the carousel's settings) stays with the engine and is given to a tab
/// again when it shows (ListEngine+Tabs `showTab`).
struct TabList {
    var scroller: Scroller
    var layout: ListLayout
    var content: FeedContent
    var paging: FeedPaging
    var header: HeaderFeature
    var footer: FooterFeature
    var laidOutTop: Double?
    /// The list's own offset below the bar when it was parked (NestedScroll's `inner`).
    var inner: Double
}
