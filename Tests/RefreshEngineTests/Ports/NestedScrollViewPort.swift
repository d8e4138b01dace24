/// Flutter's NestedScrollView (packages/flutter/lib/src/widgets/nested_scroll_view.dart): the header's outer position
/// and the shown tab's inner position, moved by a drag and by a fling as the coordinator moves them.
///
/// Signs are Flutter's inside: a user offset > 0 drags down (pixels fall), pixels grow into
/// the content. `scroll(by:)` takes this project's sign (> 0 moves the content up).
/// - `_NestedScrollCoordinator.applyUserOffset`: dragging up, an inner position in overscroll
///   (pixels < 0) takes the delta first by `applyClampedDragUpdate`, the outer takes what is left
///   by `applyClampedDragUpdate`, every inner the rest by `applyFullDragUpdate`; dragging down,
///   with `floatHeaderSlivers` the outer first, then each inner's `applyClampedDragUpdate`, the
///   outer by the largest overscroll, and each inner its overscroll less what the outer took by
///   `applyFullDragUpdate`.
/// - `applyClampedDragUpdate` never enters an overscroll: the new pixels are clamped to
///   [min(minScrollExtent, pixels) or -inf, max(maxScrollExtent, pixels), or 0 when pixels < 0].
/// - `applyFullDragUpdate` moves past the ends; its friction (`applyPhysicsToUserOffset`) is left
///   out: the port is given the motion the list made, after its physics.
/// - A fling (`goBallistic`): outer and inner each follow one simulation over the metrics of
///   `_getMetrics`; the outer's `_NestedOuterBallisticScrollActivity.applyMoveTo` keeps it in
///   [minRange, maxRange] shifted by `correctionOffset`, the inner's maps the value by
///   `nestOffset`.
/// - A tab shown again restores its kept offset only when `canScrollBody` (the outer's
///   `extentAfter == 0`: the header fully collapsed, `_NestedScrollPosition.restoreScrollOffset`),
///   else its list starts at its top.
struct NestedScrollViewPort {
    /// The outer position's pixels: 0 with the header open, `outerMax` collapsed.
    var outer = 0.0
    let outerMax: Double
    /// The shown inner position's pixels (< 0 past its top).
    var inner = 0.0
    var innerMax = Double.infinity
    let floatHeaderSlivers: Bool
    /// Each tab's kept offset (PageStorage) and the shown one.
    var kept: [Double]
    var page = 0
    /// A running fling: the metrics `_getMetrics` gave when it began, its direction.
    var fling: (pixels: Double, minRange: Double, maxRange: Double, correction: Double, velocity: Double)?

    init(range: Double, floats: Bool, tabs: Int = 3) {
        outerMax = range
        floatHeaderSlivers = floats
        kept = Array(repeating: 0, count: tabs)
    }

    /// One drag update in this project's sign (> 0 moves the content up).
    mutating func scroll(by delta: Double) {
        guard delta != 0 else { return }
        fling = nil
        applyUserOffset(-delta)
    }

    mutating func applyUserOffset(_ delta: Double) {
        if delta < 0 {
            // Dragging up: an overscrolled inner first, then the outer, then the inner fully.
            var outerDelta = delta
            if inner < 0 { outerDelta = max(outerDelta, Self.clampedDragUpdate(&inner, delta, min: 0, max: innerMax)) }
            if outerDelta != 0 {
                let innerDelta = Self.clampedDragUpdate(&outer, outerDelta, min: 0, max: outerMax)
                if innerDelta != 0 { inner -= innerDelta }
            }
        } else {
            var innerDelta = delta
            if floatHeaderSlivers { innerDelta = Self.clampedDragUpdate(&outer, delta, min: 0, max: outerMax) }
            guard innerDelta != 0 else { return }
            let overscroll = Self.clampedDragUpdate(&inner, innerDelta, min: 0, max: innerMax)
            var outerDelta = max(0, overscroll)
            if outerDelta != 0 { outerDelta -= Self.clampedDragUpdate(&outer, outerDelta, min: 0, max: outerMax) }
            let remaining = overscroll - outerDelta
            if remaining > 0 { inner -= remaining }
        }
    }

    /// `_NestedScrollPosition.applyClampedDragUpdate` with the physics' boundary conditions
    /// clamping at the extents: returns the delta not used.
    static func clampedDragUpdate(_ pixels: inout Double, _ delta: Double, min minExtent: Double, max maxExtent: Double) -> Double {
        let lo = delta < 0 ? -Double.infinity : Swift.min(minExtent, pixels)
        let hi = delta > 0 ? Double.infinity : pixels < 0 ? 0 : Swift.max(maxExtent, pixels)
        let new = Swift.min(Swift.max(pixels - delta, lo), hi)
        let offset = new - pixels
        guard offset != 0 else { return delta }
        pixels = new
        return delta + offset
    }

    /// `goBallistic(velocity)` (> 0: pixels grow, the content moves up): the metrics both
    /// simulations run on (`_getMetrics` for the shown inner position).
    mutating func beginFling(velocity: Double) {
        var pixels: Double, minRange: Double, maxRange: Double, correction = 0.0
        if inner == 0 {
            pixels = min(max(outer, 0), outerMax)
            minRange = 0
            maxRange = outerMax
        } else {
            pixels = inner < 0 ? inner : inner + outerMax
            if velocity > 0, inner > 0 {
                // Up from inside the list: the outer takes what it has left at once.
                let extra = outerMax - outer
                minRange = pixels
                maxRange = pixels + extra
                correction = outer - pixels
            } else if velocity < 0, inner < 0 {
                let extra = outer
                minRange = pixels - extra
                maxRange = pixels
                correction = outer - pixels
            } else {
                // The outer skips the part it need not move over.
                let extra = velocity > 0 ? -outer : velocity < 0 ? outer - outerMax : 0
                minRange = 0
                maxRange = outerMax + extra
            }
        }
        fling = (pixels, minRange, maxRange, correction, velocity)
    }

    /// The simulation's value moved `travel` from where the fling began: the outer by its
    /// `applyMoveTo`, the inner by `nestOffset`.
    mutating func flingMoved(travel: Double) {
        guard let f = fling else { return }
        let value = f.pixels + travel
        var v = value
        var moves = true
        if f.velocity > 0 {
            if v < f.minRange { moves = false }
            v = min(v, f.maxRange)
        } else if f.velocity < 0 {
            if v > f.maxRange { moves = false }
            v = max(v, f.minRange)
        } else {
            v = min(max(v, f.minRange), f.maxRange)
        }
        if moves, f.minRange != f.maxRange { outer = min(max(v + f.correction, 0), outerMax) }
        inner = value < 0 ? value : value > outerMax ? value - outerMax : 0
    }

    /// TabBarView shows tab i: the one shown keeps its offset, tab i restores its own only
    /// when the body can scroll (the header fully collapsed), else starts at its top.
    mutating func show(page i: Int) {
        kept[page] = inner
        page = i
        inner = outer >= outerMax ? kept[i] : 0
        fling = nil
    }
}
