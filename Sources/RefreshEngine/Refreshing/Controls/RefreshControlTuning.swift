/// The header control's tunables together: which control (`header.control`), where an `mj`
/// header sits and each control's own geometry. The engine makes its control from them
/// (`make`): the kind's registration makes it, so nothing here knows which kinds there are.
public struct RefreshControlTuning: Equatable, Sendable {
    public var kind = HeaderControlKind.mj
    public var position = HeaderPosition.translate
    public var android = SwipeRefreshSpinner.Geometry()
    public var cupertino = CupertinoRefreshControl.Geometry()
    /// RefreshIndicator's displacement.
    public var materialDisplacement = 40.0

    public init() {}

    /// The control these values describe, for a list `viewportExtent` high on a display of
    /// `density` pixels a point. `current` goes on (its animation with it) when it is of the
    /// same kind: only its geometry changes.
    public func make(keeping current: AnyRefreshControl, viewportExtent: Double, density: Double) -> AnyRefreshControl {
        kind.make(self, current, viewportExtent, density)
    }
}
