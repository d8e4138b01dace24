import RefreshPhysics

/// A tuning as plain numbers in a fixed order: how the app hands its feel to the engine's
/// WebAssembly build (the phone page, `--export js`), which reads no files and no names.
///
/// Rule: `wireFields` is the one list of what crosses, each field read and written by one pair
/// of closures, so the app's encoding and the core's decoding cannot disagree on the order.
/// A choice crosses as its index (the model in `ScrollModel.registered`, the estimator and the
/// resampling in their `allCases`), a switch as 0 or 1. An index out of range or a number that
/// is not finite leaves the field as it was.
extension Tuning {
    /// One field on the wire: how to read it, how to write it back.
    struct WireField: Sendable {
        let read: @Sendable (Tuning) -> Double
        let write: @Sendable (inout Tuning, Double) -> Void
    }

    /// Every field the core's scroller reads, in wire order.
    static let wireFields: [WireField] = [
        WireField(read: { $0.rubberBandCoefficient }, write: { $0.rubberBandCoefficient = $1 }),
        WireField(read: { $0.decelerationRate }, write: { $0.decelerationRate = $1 }),
        WireField(read: { $0.springStiffness }, write: { $0.springStiffness = $1 }),
        WireField(read: { $0.springDampingRatio }, write: { $0.springDampingRatio = $1 }),
        WireField(read: { $0.maxFlingSpeed }, write: { $0.maxFlingSpeed = $1 }),
        WireField(read: { $0.minFlingSpeed }, write: { $0.minFlingSpeed = $1 }),
        WireField(read: { index(of: $0.velocityEstimator, in: VelocityEstimator.allCases) },
                  write: { t, v in element(v, of: VelocityEstimator.allCases).map { t.velocityEstimator = $0 } }),
        WireField(read: { $0.velocityWindow }, write: { $0.velocityWindow = $1 }),
        WireField(read: { $0.velocityStopGap }, write: { $0.velocityStopGap = $1 }),
        WireField(read: { $0.springTransferCap }, write: { $0.springTransferCap = $1 }),
        WireField(read: { $0.maxBounceOvershoot }, write: { $0.maxBounceOvershoot = $1 }),
        WireField(read: { $0.stopPixelSpeed }, write: { $0.stopPixelSpeed = $1 }),
        WireField(read: { $0.carriedMomentum ? 1 : 0 }, write: { $0.carriedMomentum = $1 >= 0.5 }),
        WireField(read: { index(of: $0.model, in: ScrollModel.registered) },
                  write: { t, v in element(v, of: ScrollModel.registered).map { t.model = $0 } }),
        WireField(read: { $0.topBarHeight }, write: { $0.topBarHeight = $1 }),
        WireField(read: { $0.notchDistance }, write: { $0.notchDistance = $1 }),
        WireField(read: { $0.scrollAnimationStiffness }, write: { $0.scrollAnimationStiffness = $1 }),
        WireField(read: { $0.edgeBumpSpeed }, write: { $0.edgeBumpSpeed = $1 }),
        WireField(read: { $0.touchSlop }, write: { $0.touchSlop = $1 }),
        WireField(read: { index(of: $0.resampling, in: InputResampling.allCases) },
                  write: { t, v in element(v, of: InputResampling.allCases).map { t.resampling = $0 } }),
    ]

    /// This tuning on the wire.
    public var wire: [Double] { Self.wireFields.map { $0.read(self) } }

    /// The defaults with `wire`'s fields written over them, as many as it has.
    public init(wire: [Double]) {
        self.init()
        for (field, value) in zip(Self.wireFields, wire) where value.isFinite { field.write(&self, value) }
    }

    private static func index<T: Equatable>(of value: T, in all: [T]) -> Double {
        Double(all.firstIndex(of: value) ?? 0)
    }

    private static func element<T>(_ v: Double, of all: [T]) -> T? {
        guard v >= 0, v < Double(all.count) else { return nil }
        return all[Int(v)]
    }
}
