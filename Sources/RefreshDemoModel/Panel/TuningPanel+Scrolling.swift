import RefreshEngine

/// How the panel's columns scroll: side by side, the slider list by `scroll` and the right
/// column by its own scroll; in one column (`PanelLayout.isOneColumn`), one scroll for all.
///
/// Rule (one column): the right column's groups start where the sliders end, so a group at
/// layout y sits at panel y = `listTop` + `sliderContentHeight` + y - `scroll`; `sideScroll`
/// is then `scroll` - `listTop` - `sliderContentHeight`, and the whole column scrolls within
/// `sliderContentHeight` + the layout's `sideContentHeight`. Nothing under the title
/// (y < `listTop`) takes a press there: the title stays and the column scrolls under it.
extension TuningPanel {
    /// How far the right column is scrolled up, in panel points (0 while it fits the window);
    /// in one column, where the one scroll has moved its groups (negative while they are
    /// below the sliders' top).
    public var sideScroll: Double {
        layout.isOneColumn ? scroll - Self.listTop - sliderContentHeight : ownSideScroll
    }

    /// True when panel point (x, y) is inside `rect` of the right column, where its scroll has
    /// moved it and outside the title in one column.
    func sideContains(_ rect: Rect, _ x: Double, _ y: Double) -> Bool {
        (!layout.isOneColumn || y >= Self.listTop) && rect.contains(x, y + sideScroll)
    }

    /// How far the slider list (in one column: the whole column) scrolls in a panel this tall.
    func maxScroll(viewportHeight: Double) -> Double {
        let content = sliderContentHeight + (layout.isOneColumn ? layout.sideContentHeight : 0)
        return max(content - (viewportHeight - Self.listTop), 0)
    }

    /// The wheel scrolls the column under the pointer at `x` (dy in points, > 0 towards the
    /// top): the slider list, or the right column when the window is too short for it; in
    /// one column, the one column wherever the pointer is.
    public mutating func wheel(_ dy: Double, x: Double = 0, viewportHeight: Double, markers: PanelMarkers = PanelMarkers()) {
        guard dy.isFinite else { return }
        sliderContentHeight = Self.contentHeight(markers: markers)
        if x >= Self.columnWidth && !layout.isOneColumn {
            ownSideScroll = min(max(ownSideScroll - dy, 0), layout.maxSideScroll(viewportHeight: viewportHeight))
            return
        }
        scroll = min(max(scroll - dy, 0), maxScroll(viewportHeight: viewportHeight))
    }

    /// The scrolls within what a panel this tall allows (the window may have grown, the
    /// layout changed, the art's marker rows come or gone).
    mutating func fitSide(viewportHeight: Double, markers: PanelMarkers? = nil) {
        if let markers { sliderContentHeight = Self.contentHeight(markers: markers) }
        ownSideScroll = layout.isOneColumn ? 0 : min(ownSideScroll, layout.maxSideScroll(viewportHeight: viewportHeight))
        // Side by side the slider list keeps its scroll as it always has (the wheel clamps it).
        if layout.isOneColumn { scroll = min(scroll, maxScroll(viewportHeight: viewportHeight)) }
    }

    /// Scrolls so the selected slider is in view.
    mutating func reveal(viewportHeight: Double, markers: PanelMarkers = PanelMarkers()) {
        sliderContentHeight = Self.contentHeight(markers: markers)
        let kind = selectedMarker.map { Row.Kind.marker($0) } ?? .tunable(selected)
        guard let row = Self.rows(markers: markers).first(where: { $0.kind == kind }) else { return }
        reveal(top: row.y, height: row.height, viewportHeight: viewportHeight)
    }

    /// Scrolls so the content from `top` (under the title, before scrolling) for `height` is in view.
    mutating func reveal(top: Double, height: Double, viewportHeight: Double) {
        let visible = viewportHeight - Self.listTop
        if top < scroll { scroll = top }
        if top + height > scroll + visible { scroll = top + height - visible }
        scroll = max(scroll, 0)
    }
}
