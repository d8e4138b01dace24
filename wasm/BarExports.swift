/// The app bar's state between frames as the page calls it: a BarFeature per handle.
///
/// Each export is one call of the app's BarFeature (Bars/), so the bar's layout, a floating
/// SliverAppBar's effective offset, the snaps, the small title's fade and the pull the header sees
/// are the app's. The settings cross as `BarSettings.wire` written into `core_buffer` first; a
/// frame's numbers come back in it. `pulled` is how far the content is below its resting edge
/// under the open bar (< 0: scrolled into the list); time is in seconds.

/// The bars the host made, at most `barSlots` at once (the page keeps one); nil where none is. A
/// fixed block of slots, not an array: the core stays smaller without Array's growth for this type.
private let barSlots = 8
nonisolated(unsafe) private let bars: UnsafeMutablePointer<BarFeature?> = {
    let p = UnsafeMutablePointer<BarFeature?>.allocate(capacity: barSlots)
    p.initialize(repeating: nil, count: barSlots)
    return p
}()

@inline(__always) private func withBar<R>(_ h: Int32, _ fallback: R, _ body: (inout BarFeature) -> R) -> R {
    let i = Int(h)
    guard i >= 0, i < barSlots, bars[i] != nil else { return fallback }
    return body(&bars[i]!)
}

/// The bar behind handle `h` as it is now (nil: none): the nested scroll reads its range and whether it floats.
func bar(_ h: Int32) -> BarFeature? { withBar(h, nil) { $0 } }

/// How many numbers the bar's settings take on the wire.
@_expose(wasm, "bar_wire_count") @_cdecl("bar_wire_count")
public func barWireCount() -> Int32 { Int32(BarSettings.wireFields.count) }

/// A plain bar; its handle (-1: every slot is taken).
@_expose(wasm, "bar_new") @_cdecl("bar_new")
public func barNew() -> Int32 {
    for i in 0..<barSlots where bars[i] == nil {
        bars[i] = BarFeature()
        return Int32(i)
    }
    return -1
}

@_expose(wasm, "bar_free") @_cdecl("bar_free")
public func barFree(_ h: Int32) {
    let i = Int(h)
    if i >= 0, i < barSlots { bars[i] = nil }
}

/// The status area, the plain bar's height and the settings from the first `count` wire numbers in
/// the buffer; new settings start a floating bar over (the app's setBar).
@_expose(wasm, "bar_configure") @_cdecl("bar_configure")
public func barConfigure(_ h: Int32, _ status: Double, _ plain: Double, _ count: Int32) {
    let n = max(0, min(Int(count), bufferCapacity))
    let settings = BarSettings(wire: Array(UnsafeBufferPointer(start: buffer, count: n)))
    withBar(h, ()) {
        if status.isFinite { $0.statusHeight = max(status, 0) }
        if plain.isFinite { $0.plainHeight = max(plain, 0) }
        if settings != $0.settings { $0.set(settings) }
    }
}

/// The list's top inset at rest: the status area and the open bar.
@_expose(wasm, "bar_rest_inset") @_cdecl("bar_rest_inset")
public func barRestInset(_ h: Int32) -> Double { withBar(h, 0) { $0.restInset } }

/// How much of a pull past the top the bar takes before the header sees any (a stretching sliver's trigger).
@_expose(wasm, "bar_taken_first") @_cdecl("bar_taken_first")
public func barTakenFirst(_ h: Int32) -> Double { withBar(h, 0) { $0.layout.takenFirst } }

/// A press with the content at `pulled` (a collapsing bar not fully open blocks this gesture's refresh).
@_expose(wasm, "bar_press") @_cdecl("bar_press")
public func barPress(_ h: Int32, _ pulled: Double) { withBar(h, ()) { $0.press(pulled: pulled) } }

/// The pull the header sees of the content's displacement `raw`; `headerBusy` != 0: the header refreshes.
@_expose(wasm, "bar_header_pull") @_cdecl("bar_header_pull")
public func barHeaderPull(_ h: Int32, _ raw: Double, _ headerBusy: Int32) -> Double {
    withBar(h, raw) { $0.headerPull(raw, headerBusy: headerBusy != 0) }
}

/// Follows the list to `pulled` at t; `idle` != 0: the list is at rest with no finger on it. Returns 1
/// when a collapsing toolbar snaps by moving the list, and writes the move into the buffer: how far into
/// the list from its resting edge (pt), and over how many seconds; else 0.
@_expose(wasm, "bar_follow") @_cdecl("bar_follow")
public func barFollow(_ h: Int32, _ pulled: Double, _ idle: Int32, _ t: Double) -> Int32 {
    withBar(h, 0) {
        guard let move = $0.followScroll(pulled: pulled, idle: idle != 0, at: t).snap?.move else { return 0 }
        buffer[0] = move.scrolled
        buffer[1] = move.duration
        return 1
    }
}

/// 1 while the bar moves by itself (a floating snap, the small title's fade).
@_expose(wasm, "bar_animating") @_cdecl("bar_animating")
public func barAnimating(_ h: Int32, _ t: Double) -> Int32 { withBar(h, 0) { $0.isAnimating(at: t) ? 1 : 0 } }

/// The bar's frame at t where the content is `pulled` (BarFeature.view), into the buffer: the status
/// area, the height (stretch included), the progress, the stretch, the small title's opacity, then
/// 1 and the title's x, bottom, scale, opacity, clip top and type size (or 0 under the plain bar).
/// Returns how many numbers it wrote.
@_expose(wasm, "bar_view") @_cdecl("bar_view")
public func barView(_ h: Int32, _ pulled: Double, _ controlSpace: Double, _ t: Double) -> Int32 {
    withBar(h, 0) {
        let v = $0.view(pulled: pulled, controlSpace: controlSpace, at: t)
        let numbers = [v.statusHeight, v.height, v.progress, v.stretch, v.smallTitleOpacity, v.title == nil ? 0 : 1,
                       v.title?.x ?? 0, v.title?.bottom ?? 0, v.title?.scale ?? 1, v.title?.opacity ?? 0,
                       v.title?.clipTop ?? 0, v.title?.size ?? 0]
        for (i, n) in numbers.enumerated() { buffer[i] = n }
        return Int32(numbers.count)
    }
}
