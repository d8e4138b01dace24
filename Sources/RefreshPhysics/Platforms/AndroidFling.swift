/// Android's fling between two edges: the spline fling (AndroidSplineFling) until it reaches
/// an edge, then the stretch (AndroidStretch) absorbing the fling's velocity there, as a
/// RecyclerView does (ViewFlinger: the unconsumed scroll at the edge goes to absorbGlows with
/// OverScroller.getCurrVelocity(), and EdgeEffect.onAbsorb takes 13 times it).
///
/// Started past an edge, the stretch recedes from the pull that shows the current offset, from
/// rest (EdgeEffect.onRelease sets its velocity to 0: a flick does not carry into it).
public struct AndroidFling: EdgeSimulation, Equatable {
    public let spline: AndroidSplineFling?
    public let stretch: StretchRecede?
    public let crossingTime: Double
    /// The edge the stretch is at, and +1 past the trailing edge (offsets above it), -1 past the leading.
    let edge: Double
    let side: Double
    let viewportHeight: Double
    let density: Double

    public init(position x0: Double, velocity v0: Double, minEdge: Double, maxEdge: Double,
                viewportHeight: Double, density: Double) {
        let lo = min(minEdge, maxEdge), hi = max(minEdge, maxEdge)
        if x0 < lo || x0 > hi {
            self.init(outside: x0, edge: x0 > hi ? hi : lo, viewportHeight: viewportHeight, density: density)
            return
        }
        self.init(spline: AndroidSplineFling(position: x0, velocity: v0, density: density), lo: lo, hi: hi,
                  viewportHeight: viewportHeight, density: density)
    }

    private init(outside x0: Double, edge: Double, viewportHeight: Double, density: Double) {
        spline = nil
        self.viewportHeight = viewportHeight
        self.density = density
        self.edge = edge
        side = x0 > edge ? 1 : -1
        let pull = AndroidStretch.pull(forOffset: abs(x0 - edge), height: viewportHeight)
        stretch = StretchRecede(pull: pull, velocity: 0, height: viewportHeight, density: density)
        crossingTime = 0
    }

    private init(spline f: AndroidSplineFling, lo: Double, hi: Double, viewportHeight: Double, density: Double) {
        spline = f
        self.viewportHeight = viewportHeight
        self.density = density
        let end = f.position(at: f.duration)
        let target: Double? = end > hi ? hi : (end < lo ? lo : nil)
        if let target, let tc = f.time(toReach: target) {
            crossingTime = tc
            edge = target
            side = target == hi ? 1 : -1
            // onAbsorb(int): the velocity as a whole number of pixels per second.
            let px = (abs(f.velocity(at: tc)) * density).rounded(.towardZero)
            stretch = StretchRecede(pull: 0, velocity: AndroidStretch.absorbVelocityAdjustment * px / density,
                                    height: viewportHeight, density: density)
        } else {
            crossingTime = .infinity
            edge = 0
            side = 0
            stretch = nil
        }
    }

    /// The same spline with new edges (rows laid out on the way moved them), if it is still inside them
    /// at `t`: the spline is not memoryless, so restarting it from its current velocity would change
    /// where it goes (and make that depend on the frame the layout happened in).
    public func reaimed(minEdge: Double, maxEdge: Double, at t: Double) -> AnyEdgeSimulation? {
        guard let spline, t < crossingTime else { return nil }
        let lo = min(minEdge, maxEdge), hi = max(minEdge, maxEdge)
        let x = spline.position(at: t)
        guard x >= lo, x <= hi else { return nil }
        let next = AndroidFling(spline: spline, lo: lo, hi: hi, viewportHeight: viewportHeight, density: density)
        return next.crossingTime >= t ? AnyEdgeSimulation(next) : nil
    }

    public func position(at t: Double) -> Double {
        if let stretch, t >= crossingTime {
            let d = stretch.pull(at: t - crossingTime)
            return edge + side * stretch.height * AndroidStretch.stretch(d / stretch.height)
        }
        return spline?.position(at: t) ?? edge
    }

    public func velocity(at t: Double) -> Double {
        if let stretch, t >= crossingTime {
            let local = t - crossingTime
            let d = stretch.pull(at: local)
            return side * AndroidStretch.slope(atPull: d, height: stretch.height) * stretch.pullVelocity(at: local)
        }
        return spline?.velocity(at: t) ?? 0
    }

    public func isDone(at t: Double) -> Bool {
        if let stretch, t >= crossingTime { return t - crossingTime >= stretch.duration }
        return spline?.isDone(at: t) ?? true
    }

    public var restPosition: Double {
        if stretch != nil { return edge }
        return spline.map { $0.position(at: $0.duration) } ?? edge
    }
}
