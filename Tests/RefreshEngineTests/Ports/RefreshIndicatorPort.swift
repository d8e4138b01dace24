import Foundation

/// A port of Flutter's RefreshIndicatorState per-notification code (packages/flutter/lib/src/
/// material/refresh_indicator.dart: _handleScrollNotification, _checkDragOffset, _show,
/// _dismiss, build) and of _RefreshProgressIndicatorState.build (progress_indicator.dart),
/// kept as Flutter keeps it: a drag offset summed from each notification, two
/// AnimationControllers (position, scale) animated linearly over fixed durations, the arc's
/// colour as an 8-bit alpha (Color.lerp truncates), and the progress indicator's own
/// controller in its units (one period = 1333 x 2222 ms). Under ClampingScrollPhysics the
/// list stays at its top and each move past the slop is an OverscrollNotification of the
/// finger's delta. Animations start at the call's time, and the spin from the value the snap
/// ends at (Flutter starts them at the next vsync, from the value last built).
final class RefreshIndicatorPort {
    enum Mode { case drag, armed, snap, refresh, done, canceled }

    /// An AnimationController driven by animateTo(target, duration) (linear).
    struct Controller {
        var value = 0.0
        var animation: (from: Double, to: Double, start: Double, duration: Double)?
        func at(_ t: Double) -> Double {
            guard let a = animation else { return value }
            let x = min(max((t - a.start) / a.duration, 0), 1)
            return a.from + (a.to - a.from) * x
        }
        mutating func animateTo(_ target: Double, duration: Double, at t: Double) {
            let from = at(t)
            value = from
            animation = (from, target, t, duration)
        }
        func done(at t: Double) -> Bool { animation.map { t >= $0.start + $0.duration } ?? true }
    }

    let extent: Double
    let displacement: Double
    let slop: Double
    var mode: Mode?
    var dragOffset: Double?
    var position = Controller()
    var scale = Controller()
    var downY = 0.0
    var lastY: Double?
    var snapEnd: Double?
    /// The progress indicator's controller (0..1 of 1333 x 2222 ms) and when it began to repeat.
    var progressController = 0.0
    var repeatStart: Double?
    var lastValue: Double?
    static let period = 1333.0 * 2222 / 1000

    init(extent: Double, displacement: Double = 40, slop: Double) {
        self.extent = extent
        self.displacement = displacement
        self.slop = slop
    }

    func down(_ y: Double) {
        downY = y
        lastY = nil
    }

    /// A pointer move: past the slop the drag starts (ScrollStartNotification, _start);
    /// each move after it is an overscroll of the finger's delta.
    func move(_ y: Double, at t: Double) {
        if lastY == nil {
            guard y - downY > slop, mode == nil else { return }
            lastY = downY + slop
            mode = .drag
            dragOffset = 0
            scale = Controller()
            position = Controller()
        }
        guard let last = lastY else { return }
        let delta = y - last
        lastY = y
        if mode == .drag || mode == .armed {
            dragOffset = (dragOffset ?? 0) + delta
            checkDragOffset()
        }
    }

    /// ScrollEndNotification.
    func up(at t: Double) {
        switch mode {
        case .armed?: show(at: t)
        case .drag?: dismiss(.canceled, at: t)
        default: break
        }
        lastY = nil
    }

    func checkDragOffset() {
        var newValue = (dragOffset ?? 0) / (extent * 0.25)
        if mode == .armed { newValue = max(newValue, 1 / 1.5) }
        position.value = min(max(newValue, 0), 1)
        position.animation = nil
        if mode == .drag && colorAlpha(position.value) == 0xFF { mode = .armed }
    }

    /// ColorTween(primary at opacity 0 -> 1) through Interval(0, 1/1.5): Color.lerp's alpha.
    func colorAlpha(_ p: Double) -> Int {
        let x = min(max(p / (1 / 1.5), 0), 1)
        return min(max(Int(0 + (255 - 0) * x), 0), 255)
    }

    func show(at t: Double) {
        mode = .snap
        position.animateTo(1 / 1.5, duration: 0.15, at: t)
        snapEnd = t + 0.15
    }

    /// show() from code: _start, then _show.
    func showFromCode(at t: Double) {
        if mode == nil {
            dragOffset = 0
            scale = Controller()
            position = Controller()
        }
        show(at: t)
    }

    func dismiss(_ m: Mode, at t: Double) {
        mode = m
        if m == .done { scale.animateTo(1, duration: 0.2, at: t) } else { position.animateTo(0, duration: 0.2, at: t) }
    }

    /// The refresh's future completed.
    func endRefreshing(at t: Double) {
        if mode == .refresh { dismiss(.done, at: t) }
    }

    /// A frame at t: the snap's `then` (refresh starts), a dismissal's end (mode null).
    func frame(at t: Double) {
        if mode == .snap, let end = snapEnd, t >= end {
            mode = .refresh
            repeatStart = end
            // The value the indicator had when the snap ended (1/1.5 x 0.75), its clock from it.
            lastValue = 0.75 / 1.5
            progressController = interval(0.1, 0.33, 0.5) * (1333.0 / 2 / (1333 * 2222))
        }
        if mode == .done && scale.done(at: t) || mode == .canceled && position.done(at: t) {
            mode = nil
            dragOffset = nil
            repeatStart = nil
        }
    }

    // What build draws at t.
    var visible: Bool { mode != nil }
    func top(at t: Double) -> Double {
        let h = displacement + 41 + 8
        return h * 1.5 * position.at(t) - h + displacement + 4
    }
    func scaleValue(at t: Double) -> Double { 1 - scale.at(t) }
    func alpha(at t: Double) -> Double { Double(colorAlpha(position.at(t))) / 255 }

    /// The painter's arc start and sweep, in radians, and the Transform.rotate angle.
    func arc(at t: Double) -> (start: Double, sweep: Double, rotation: Double) {
        let indeterminate = mode == .refresh || mode == .done
        if !indeterminate {
            let value = 0.75 * position.at(t)
            lastValue = value
            progressController = interval(0.1, 0.33, value) * (1333.0 / 2 / (1333 * 2222))
        }
        var c = progressController
        if indeterminate, let start = repeatStart { c += (t - start) / Self.period }
        c -= c.rounded(.down)
        let path = frac(c * 2222)
        let head = 1.05 * FlutterCubic.fastOutSlowIn.transform(interval(0, 0.5, path))
        let tail = FlutterCubic.fastOutSlowIn.transform(interval(0.5, 1, path))
        let rot = frac(c * 1333)
        let start = -Double.pi / 2 + tail * 3 / 2 * .pi + rot * .pi * 2 + path * 0.5 * .pi
        let sweep = max(head * 3 / 2 * .pi - tail * 3 / 2 * .pi, 0.001)
        let v = lastValue ?? 0
        let extra = v < 0.33 ? -0.1 + (-0.2 + 0.1) * v / 0.33 : -0.2 + (1.35 + 0.2) * (v - 0.33) / (1 - 0.33)
        return (start, sweep, .pi * extra)
    }

    func frac(_ x: Double) -> Double { x - x.rounded(.down) }
    func interval(_ a: Double, _ b: Double, _ x: Double) -> Double { min(max((x - a) / (b - a), 0), 1) }
}
