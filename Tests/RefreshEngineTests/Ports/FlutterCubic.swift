/// Flutter's Cubic.transform as curves.dart solves it (bisection until within 0.001 of t),
/// for the ports of Flutter's refresh controls.
struct FlutterCubic {
    let a, b, c, d: Double

    static let fastOutSlowIn = FlutterCubic(a: 0.4, b: 0.0, c: 0.2, d: 1.0)
    static let easeInOut = FlutterCubic(a: 0.42, b: 0.0, c: 0.58, d: 1.0)

    func transform(_ t: Double) -> Double {
        func evaluate(_ a: Double, _ b: Double, _ m: Double) -> Double {
            3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m
        }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        var start = 0.0, end = 1.0
        while true {
            let midpoint = (start + end) / 2
            let estimate = evaluate(a, c, midpoint)
            if abs(t - estimate) < 0.001 { return evaluate(b, d, midpoint) }
            if estimate < t { start = midpoint } else { end = midpoint }
        }
    }
}
