/// One recorded fling from a platform's test suite (FlutterFlings, AndroidFlings): the
/// pointer's reports (the down, then the moves) and its lift.
struct RecordedFling {
    /// Report time in nanoseconds, and position (points).
    typealias Report = (ns: Int64, x: Double, y: Double)

    enum Axis: CaseIterable { case x, y }

    let name: String
    let reports: [Report]
    /// When the pointer was lifted (ns).
    let up: Int64
    /// The platform's expected velocity per axis (points/s); nil where its test checks none.
    let x: Double?
    let y: Double?

    func expected(_ axis: Axis) -> Double? { axis == .x ? x : y }

    /// The reports along one axis: (seconds, position), as the scroller hands them to the tracker.
    func positions(_ axis: Axis, shiftedBy shift: Double = 0) -> [(t: Double, x: Double)] {
        reports.map { (Double($0.ns) / 1e9 + shift, axis == .x ? $0.x : $0.y) }
    }

    /// The sign of the last report that moved along `axis` (0 if none did).
    func lastMovement(_ axis: Axis) -> Double {
        let p = positions(axis)
        for i in stride(from: p.count - 1, to: 0, by: -1) where p[i].x != p[i - 1].x {
            return p[i].x > p[i - 1].x ? 1 : -1
        }
        return 0
    }

    /// Every recorded fling with an expectation, each axis it has one for.
    static var all: [(fling: RecordedFling, axis: Axis, expected: Double)] {
        (FlutterFlings.recorded + [FlutterFlings.interrupted] + AndroidFlings.sailfish).flatMap { f in
            Axis.allCases.compactMap { a in f.expected(a).map { (f, a, $0) } }
        }
    }
}
