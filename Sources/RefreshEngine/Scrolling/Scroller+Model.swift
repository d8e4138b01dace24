import RefreshPhysics

/// What the platform model decides for the Scroller: the drag per delta (Flutter) and the
/// motion after a release or a fling (each platform's simulation).
extension Scroller {
    /// The offset after one pointer delta `dy` (pointer y grows downwards) under Flutter's
    /// BouncingScrollPhysics: pixels -= applyPhysicsToUserOffset(dy).
    func flutterOffset(after dy: Double, from offset: Double) -> Double {
        guard dy != 0 else { return offset }
        return offset - FlutterDragPhysics.userOffset(dy, pixels: offset, minExtent: minOffset, maxExtent: maxOffset,
                                                      viewport: viewportHeight)
    }

    /// The fling (or return from overscroll) of a non-iOS model from `x` at `v`.
    func platformFling(from x: Double, velocity v: Double) -> any EdgeSimulation {
        let density = pixelDensity
        switch tuning.model {
        case .flutter, .ios:
            // ScrollPhysics.toleranceFor: velocity 1 / (0.05 dpr) (the tunable stop speed), distance 1 / dpr.
            return FlutterBouncingSimulation(position: x, velocity: v, leadingExtent: minOffset, trailingExtent: maxOffset,
                                             toleranceDistance: 1 / density,
                                             toleranceVelocity: tuning.restVelocity(pixelDensity: density))
        case .android:
            return AndroidFling(position: x, velocity: v, minEdge: minOffset, maxEdge: maxOffset,
                                viewportHeight: viewportHeight, density: density)
        case .gtk:
            return GtkKineticSimulation(position: x, velocity: v, minEdge: minOffset, maxEdge: maxOffset,
                                        density: density)
        }
    }
}
