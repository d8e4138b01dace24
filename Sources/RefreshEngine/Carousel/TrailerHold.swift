/// The inset the carousel's trailer holds on the row's scroller while it loads (MJRefreshTrailer).
///
/// Rules:
/// - Held open, the trailing inset is the held inset (the trailer's width) plus, content narrower
///   than the view, what the view has past the content (widthForContentBreakView): the trailer
///   shows whole at the view's trailing edge whatever the width, and keeps that through a resize.
/// - Opening from past the row's resting end while no finger drags, the offset moves with the
///   inset to restingEnd + inset in exactly the inset's duration (the trailer comes to rest whole).
struct TrailerHold: Sendable {
    /// 0, or the trailer's width while it loads.
    var held = 0.0

    /// The scroller's trailing inset for a view `viewWidth` wide over `contentWidth` of cards.
    func trailingInset(viewWidth: Double, contentWidth: Double) -> Double {
        held > 0 ? held + max(viewWidth - contentWidth, 0) : 0
    }

    /// Where a row at `offset` moves once the held inset became `held` (after the scroller took
    /// the new trailing inset): restingEnd + held, or nil when it stays (closing, dragging, not past the end).
    func openTarget(offset: Double, tracking: Bool, restingEnd: Double) -> Double? {
        held > 0 && !tracking && offset > restingEnd ? restingEnd + held : nil
    }
}
