import RefreshPhysics

extension ScrollModel {
    /// Flutter's BouncingScrollPhysics: friction per drag delta, BouncingScrollSimulation.
    public static let flutter = ScrollModel(name: "flutter", physics: FlutterScrollPhysics())
}

/// Flutter's BouncingScrollPhysics: friction applied to each drag delta past an edge
/// (applyPhysicsToUserOffset, so the raw position is the shown one), and
/// BouncingScrollSimulation's friction with its own spring at the edges. The tunable
/// stop speed is ScrollPhysics.toleranceFor's velocity.
final class FlutterScrollPhysics: ScrollPhysics {
    /// pixels -= applyPhysicsToUserOffset(delta): Flutter's friction depends on how the
    /// drag is cut into deltas, one per pointer event.
    func dragPosition(rawAtAnchor: Double, total: Double, delta: Double, offset: Double, in s: ScrollSpace) -> Double {
        guard delta != 0 else { return offset }
        return offset - FlutterDragPhysics.userOffset(delta, pixels: offset, minExtent: s.leadingEdge, maxExtent: s.trailingEdge,
                                                      viewport: s.extent)
    }

    func visualOffset(forRaw raw: Double, in s: ScrollSpace) -> Double { raw }
    func bandSlope(atRaw raw: Double, in s: ScrollSpace) -> Double { 1 }
    func rawOffset(forVisual visual: Double, in s: ScrollSpace) -> Double { visual }

    /// ScrollPhysics.toleranceFor: velocity 1 / (0.05 dpr) (the tunable stop speed), distance 1 / dpr.
    func fling(from x: Double, velocity v: Double, in s: ScrollSpace) -> ScrollFling {
        .bouncing(FlutterBouncingSimulation(position: x, velocity: v, leadingExtent: s.leadingEdge, trailingExtent: s.trailingEdge,
                                            toleranceDistance: 1 / s.pixelDensity,
                                            toleranceVelocity: s.tuning.restVelocity(pixelDensity: s.pixelDensity)))
    }

    var unusedTunables: [(TunableID, UnusedTunable)] { ScrollModel.platformFlingAndEdge }
}
