/// A CSS-style cubic Bezier easing from (0, 0) to (1, 1) through (x1, y1) and (x2, y2):
/// y at x, solving x(u) = x by bisection (x(u) increases) and returning y(u).
struct CubicBezier: Sendable {
    let x1, y1, x2, y2: Double

    /// Material's FastOutSlowIn (Android's FastOutSlowInInterpolator samples it in a
    /// 201-entry table; the curve itself is used here).
    static let fastOutSlowIn = CubicBezier(x1: 0.4, y1: 0, x2: 0.2, y2: 1)
    /// Flutter's Curves.easeInOut.
    static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    func value(_ x: Double) -> Double {
        let x = min(max(x, 0), 1)
        func bezier(_ a: Double, _ b: Double, _ u: Double) -> Double { 3 * (1 - u) * (1 - u) * u * a + 3 * (1 - u) * u * u * b + u * u * u }
        var lo = 0.0, hi = 1.0
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if bezier(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(y1, y2, (lo + hi) / 2)
    }
}
