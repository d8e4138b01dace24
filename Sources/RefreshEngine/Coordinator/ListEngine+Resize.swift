/// The list's viewport changing size while it runs (a window resized, the panel opened).
extension ListEngine {
    /// A new list viewport size: the row at the top of the view stays in place while rows reflow.
    public mutating func resize(width w: Double, height h: Double, at t: Double) {
        let newWidth = Self.sane(w, fallback: viewportWidth)
        let newHeight = Self.sane(h, fallback: viewportHeight)
        if newWidth != layout.width {
            // Keep the top row's top at the same distance from the viewport's top.
            let anchorY = max(scroller.offset + scroller.leadingInset, 0)
            let anchor = layout.rowIndex(at: anchorY)
            let inside = anchorY - layout.rowTop(anchor)
            layout.setWidth(newWidth, estimatedHeight: Self.estimatedRowHeight(style: config.style, metrics: metrics))
            if layout.count > 0 { layout.ensureLaidOut(anchor, content: content, metrics: metrics, now: config.epoch) }
            let newTop = layout.rowTop(anchor)
            let target = scroller.offset + (newTop + min(inside, layout.count > 0 ? layout.heights[anchor] : 0) - anchorY)
            shiftUnseen(by: target - scroller.offset)
        }
        viewportWidth = newWidth
        viewportHeight = newHeight
        carouselFeature.row?.setWidth(newWidth, at: t)
        // RefreshIndicator measures a drag against the list's height.
        remakeControl()
        keepListBelowFloor(at: t)
        scroller.setGeometry(viewportExtent: newHeight, contentExtent: layout.contentHeight, at: t)
        layOutRowsInView()
        collectPhaseChanges()
    }
}
