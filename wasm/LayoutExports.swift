/// The list layouts' rules as the page asks them (`list.layout`): the app's own (StickyHeaderRule,
/// EmptyStateRule), so the page pins the section header the app pins, at its y, and centres the
/// empty state where the app does.

/// The section header pinned under the bar: the host writes the section header rows' content tops
/// (top to bottom, the band included) into the buffer, `count` of them; the pinned one's index
/// among them (-1: none), its window y in the buffer's first number.
@_expose(wasm, "layout_sticky") @_cdecl("layout_sticky")
public func layoutSticky(_ count: Int32, _ height: Double, _ offset: Double, _ barBottom: Double, _ band: Double) -> Int32 {
    let n = max(0, min(Int(count), bufferCapacity))
    guard let pinned = StickyHeaderRule.pinned(tops: UnsafeBufferPointer(start: buffer, count: n), height: height,
                                               offset: offset, barBottom: barBottom, band: band) else { return -1 }
    buffer[0] = pinned.y
    return Int32(pinned.index)
}

/// The empty state's centre, window points.
@_expose(wasm, "layout_empty_center") @_cdecl("layout_empty_center")
public func layoutEmptyCenter(_ offset: Double, _ band: Double, _ viewportHeight: Double, _ topBar: Double) -> Double {
    EmptyStateRule.centerY(offset: offset, band: band, viewportHeight: viewportHeight, topBar: topBar)
}
