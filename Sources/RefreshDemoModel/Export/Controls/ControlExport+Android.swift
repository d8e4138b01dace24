import RefreshEngine

extension FeelExport.ControlExport {
    /// SwipeRefreshLayout: a circle over a still list, pulled by the list's unconsumed nested scroll (rate 1); Flutter plays it with RefreshIndicator.
    static let android = Self(
        kind: .android,
        summary: { c in
            "SwipeRefreshLayout: the list stays still; a release past \(FeelExport.n(c.android.triggerDistance)) dp of pull (the finger's whole "
                + "travel: the RecyclerView scrolls nested) refreshes; the \(c.android.large ? "large 56" : "40") dp circle rests at "
                + "\(FeelExport.n(c.android.spinnerOffsetEnd - c.android.diameter)) dp"
        },
        flutterWidget: "tunedRefreshIndicator",
        // The circle's end target.
        indicatorRest: { $0.android.spinnerOffsetEnd },
        dragRate: SwipeRefreshSpinner.dragRate)
}
