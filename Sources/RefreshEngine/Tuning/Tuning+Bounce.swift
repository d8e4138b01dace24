import RefreshPhysics

extension Tuning {
    /// The fling and bounce parameters of this tuning; `pixelDensity` (physical pixels
    /// per point) sets where a fling stops (restVelocity(pixelDensity:)).
    func bounce(pixelDensity: Double) -> BouncingScrollSimulation.Parameters {
        var p = BouncingScrollSimulation.Parameters()
        p.decelerationRate = decelerationRate
        p.restVelocity = restVelocity(pixelDensity: pixelDensity)
        p.springStiffness = springStiffness
        p.springDampingRatio = springDampingRatio
        p.springTransferCap = springTransferCap
        p.maxBounceOvershoot = maxBounceOvershoot
        return p
    }
}

extension BouncingScrollSimulation {
    /// A fling shaped by the scroll tuning.
    public init(position x0: Double, velocity v0: Double, minEdge: Double, maxEdge: Double, tuning: Tuning,
                pixelDensity: Double = 1) {
        self.init(position: x0, velocity: v0, minEdge: minEdge, maxEdge: maxEdge,
                  parameters: tuning.bounce(pixelDensity: pixelDensity))
    }
}
