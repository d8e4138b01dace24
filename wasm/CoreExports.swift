/// The engine's scroll core as the page calls it: the WebAssembly module's exports.
///
/// Compiled into the core's `RefreshEngine` module for wasm32 alone (scripts/build-core-wasm.sh),
/// beside the same Scrolling and Tuning files the app builds, so each call below is the app's own
/// Scroller call and nothing of the physics is written here. A scroller is a handle (its index);
/// numbers cross as doubles, a tuning as `Tuning.wire` written into `core_buffer` first. Time is
/// an argument of every call, in seconds, as in the app.

/// The scrollers the host made; nil where it freed one.
nonisolated(unsafe) private var scrollers: [Scroller?] = []

@inline(__always) private func with<R>(_ h: Int32, _ fallback: R, _ body: (inout Scroller) -> R) -> R {
    let i = Int(h)
    guard i >= 0, i < scrollers.count, scrollers[i] != nil else { return fallback }
    return body(&scrollers[i]!)
}

/// The scroller behind handle `h` as it is now (nil: none): the rules that follow a scroller's
/// tuning (its model, its slop, its density) read it.
func scroller(_ h: Int32) -> Scroller? { with(h, nil) { $0 } }

/// How many numbers a tuning takes on the wire.
@_expose(wasm, "core_wire_count") @_cdecl("core_wire_count")
public func coreWireCount() -> Int32 { Int32(Tuning.wireFields.count) }

/// A scroller with the default tuning over a view `viewport` long, `content` long content and
/// `leadingInset` before it (the bar under which it rests); its handle.
@_expose(wasm, "core_new") @_cdecl("core_new")
public func coreNew(_ viewport: Double, _ content: Double, _ leadingInset: Double) -> Int32 {
    store(Scroller(tuning: Tuning(), viewportExtent: viewport, contentExtent: content, leadingInset: leadingInset))
}

/// Keeps `s` in the first free slot; its handle.
private func store(_ s: Scroller) -> Int32 {
    if let free = scrollers.firstIndex(where: { $0 == nil }) {
        scrollers[free] = s
        return Int32(free)
    }
    scrollers.append(s)
    return Int32(scrollers.count - 1)
}

@_expose(wasm, "core_free") @_cdecl("core_free")
public func coreFree(_ h: Int32) {
    let i = Int(h)
    if i >= 0, i < scrollers.count { scrollers[i] = nil }
}

/// The tuning from the first `count` wire numbers in the buffer (the next gesture takes it), at
/// `density` device pixels a point.
@_expose(wasm, "core_configure") @_cdecl("core_configure")
public func coreConfigure(_ h: Int32, _ count: Int32, _ density: Double) {
    let n = max(0, min(Int(count), bufferCapacity))
    let tuning = Tuning(wire: Array(UnsafeBufferPointer(start: buffer, count: n)))
    with(h, ()) {
        $0.tuning = tuning
        if density.isFinite, density > 0 { $0.pixelDensity = density }
    }
}

@_expose(wasm, "core_geometry") @_cdecl("core_geometry")
public func coreGeometry(_ h: Int32, _ viewport: Double, _ content: Double, _ t: Double) {
    with(h, ()) { $0.setGeometry(viewportExtent: viewport, contentExtent: content, at: t) }
}

/// The insets before and after the content; `settle` > 0 moves content left outside over that many
/// seconds, `bounces` != 0 lets the model's own physics take it back.
@_expose(wasm, "core_insets") @_cdecl("core_insets")
public func coreInsets(_ h: Int32, _ leading: Double, _ trailing: Double, _ t: Double, _ settle: Double, _ bounces: Int32) {
    with(h, ()) { $0.setInsets(leading: leading, trailing: trailing, at: t, settle: settle > 0 ? settle : nil, bounces: bounces != 0) }
}

/// The most a drag pulls past the leading edge; negative: as far as the model lets it.
@_expose(wasm, "core_pull_limit") @_cdecl("core_pull_limit")
public func corePullLimit(_ h: Int32, _ limit: Double) {
    with(h, ()) { $0.leadingPullLimit = limit >= 0 ? limit : nil }
}

@_expose(wasm, "core_press") @_cdecl("core_press")
public func corePress(_ h: Int32, _ pointer: Double, _ t: Double) { with(h, ()) { $0.press(pointer: pointer, at: t) } }

@_expose(wasm, "core_move") @_cdecl("core_move")
public func coreMove(_ h: Int32, _ pointer: Double, _ t: Double) { with(h, ()) { $0.move(pointer: pointer, at: t) } }

@_expose(wasm, "core_release") @_cdecl("core_release")
public func coreRelease(_ h: Int32, _ t: Double) { with(h, ()) { $0.release(at: t) } }

/// Lets go with no fling: the hand was lifted elsewhere (a cancelled pointer).
@_expose(wasm, "core_cancel") @_cdecl("core_cancel")
public func coreCancel(_ h: Int32, _ t: Double) {
    with(h, ()) {
        guard $0.phase == .tracking else { return }
        $0.startFling(from: $0.offset, velocity: 0, at: t)
    }
}

/// Puts a resampled drag where the pointer's newest report is (before the release is judged).
@_expose(wasm, "core_catch_up") @_cdecl("core_catch_up")
public func coreCatchUp(_ h: Int32, _ t: Double) { with(h, ()) { _ = $0.catchUp(at: t) } }

/// Jumps to `target` (clamped into bounds), stopping any motion.
@_expose(wasm, "core_jump") @_cdecl("core_jump")
public func coreJump(_ h: Int32, _ target: Double, _ t: Double) { with(h, ()) { $0.jump(to: target, at: t) } }

/// A copy of the scroller as it is, as a new handle (a motion's future sampled without touching it).
@_expose(wasm, "core_copy") @_cdecl("core_copy")
public func coreCopy(_ h: Int32) -> Int32 {
    let i = Int(h)
    guard i >= 0, i < scrollers.count, let s = scrollers[i] else { return -1 }
    return store(s)
}

@_expose(wasm, "core_step") @_cdecl("core_step")
public func coreStep(_ h: Int32, _ t: Double) { with(h, ()) { $0.step(to: t) } }

/// A fling from `x` at `v` from t, whatever the scroller was doing.
@_expose(wasm, "core_fling") @_cdecl("core_fling")
public func coreFling(_ h: Int32, _ x: Double, _ v: Double, _ t: Double) {
    with(h, ()) {
        $0.stopMotion()
        $0.startFling(from: x, velocity: v, at: t)
    }
}

/// A move to `target` in exactly `duration` s on the ease-in-out of the header's opening.
@_expose(wasm, "core_scroll_to") @_cdecl("core_scroll_to")
public func coreScrollTo(_ h: Int32, _ target: Double, _ duration: Double, _ t: Double) {
    with(h, ()) { $0.scroll(to: target, duration: duration, at: t) }
}

/// The model's own scroll to an edge (`trailing` != 0: the end), as a chat's pill does.
@_expose(wasm, "core_scroll_to_edge") @_cdecl("core_scroll_to_edge")
public func coreScrollToEdge(_ h: Int32, _ trailing: Int32, _ t: Double) {
    with(h, ()) { $0.scroll(toEdge: trailing != 0 ? .trailing : .leading, at: t) }
}

/// Moves everything by `delta` with no visible motion (rows laid out above).
@_expose(wasm, "core_shift") @_cdecl("core_shift")
public func coreShift(_ h: Int32, _ delta: Double) { with(h, ()) { $0.shift(by: delta) } }

@_expose(wasm, "core_offset") @_cdecl("core_offset")
public func coreOffset(_ h: Int32) -> Double { with(h, 0) { $0.offset } }

@_expose(wasm, "core_velocity") @_cdecl("core_velocity")
public func coreVelocity(_ h: Int32) -> Double { with(h, 0) { $0.velocity } }

@_expose(wasm, "core_min_offset") @_cdecl("core_min_offset")
public func coreMinOffset(_ h: Int32) -> Double { with(h, 0) { $0.minOffset } }

@_expose(wasm, "core_max_offset") @_cdecl("core_max_offset")
public func coreMaxOffset(_ h: Int32) -> Double { with(h, 0) { $0.maxOffset } }

/// The phase, as its index in ScrollPhase.allCases (idle, tracking, decelerating, bouncing, animating).
@_expose(wasm, "core_phase") @_cdecl("core_phase")
public func corePhase(_ h: Int32) -> Int32 {
    with(h, 0) { s in Int32(ScrollPhase.allCases.firstIndex(of: s.phase) ?? 0) }
}

/// 1 while the pointer has not left the touch slop since the press (a click, not a drag).
@_expose(wasm, "core_within_slop") @_cdecl("core_within_slop")
public func coreWithinSlop(_ h: Int32) -> Int32 { with(h, 1) { $0.withinSlop ? 1 : 0 } }

/// The touch slop of the scroller's tuning, pt: how far a press moves before it is a drag.
@_expose(wasm, "core_touch_slop") @_cdecl("core_touch_slop")
public func coreTouchSlop(_ h: Int32) -> Double { with(h, 0) { $0.tuning.touchSlop } }

/// What a fling at `v` leaves a flick the same way (Scroller.carriedMomentum).
@_expose(wasm, "core_carried_momentum") @_cdecl("core_carried_momentum")
public func coreCarriedMomentum(_ v: Double) -> Double { Scroller.carriedMomentum(v) }

/// The velocity a release at `v` flings with, carrying `momentum` (Scroller.releaseVelocity).
@_expose(wasm, "core_release_velocity") @_cdecl("core_release_velocity")
public func coreReleaseVelocity(_ v: Double, _ momentum: Double, _ maxFlingSpeed: Double) -> Double {
    Scroller.releaseVelocity(v, carrying: momentum, maxFlingSpeed: maxFlingSpeed)
}
