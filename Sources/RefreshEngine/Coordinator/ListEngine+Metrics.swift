/// The text metrics the rows are laid out in, changed while the list runs (the desktop's
/// text size): the rows reflow as on a resize, the row at the top of the view staying in
/// place; the scrolling and the refresh states are not touched.
extension ListEngine {
    /// Lays every row out again in `newMetrics` from now on.
    public mutating func setMetrics(_ newMetrics: TextMetrics, at t: Double) {
        step(to: t)
        let anchorY = max(scroller.offset + scroller.leadingInset, 0)
        let anchor = layout.rowIndex(at: anchorY)
        let inside = anchorY - layout.rowTop(anchor)
        metrics = newMetrics
        presenter.cardLooks.removeAll()
        layout.reflow(estimatedHeight: Self.estimatedRowHeight(style: config.style, metrics: metrics))
        if layout.count > 0 {
            layout.ensureLaidOut(anchor, content: content, metrics: metrics, now: config.epoch)
            let newTop = layout.rowTop(anchor)
            let target = scroller.offset + (newTop + min(inside, layout.heights[anchor]) - anchorY)
            shiftUnseen(by: target - scroller.offset)
        }
        scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
        layOutRowsInView()
        collectPhaseChanges()
    }
}
