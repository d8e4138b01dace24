/// BouncingScrollPhysics.applyPhysicsToUserOffset (widgets/scroll_physics.dart): how far the
/// content moves for one drag delta, given where it is.
///
/// Inside the extents a delta moves the content 1:1 (even one that crosses an edge). Past an
/// edge by `overscroll`, with frictionFactor(f) = 0.52 (1 - f)^2 and f the overscroll as a
/// fraction of the viewport (less the delta when the delta eases the overscroll back):
/// the delta is multiplied by that factor until the content would be back at the edge, and
/// the rest moves 1:1 (_applyFriction). The result depends on how the drag is cut into deltas,
/// so the engine applies it to each pointer event's delta, as Flutter does to each update.
public enum FlutterDragPhysics {
    public static func frictionFactor(_ overscrollFraction: Double) -> Double {
        let r = 1 - overscrollFraction
        return 0.52 * r * r
    }

    /// The scroll offset change for a finger delta `delta` (in Flutter's sign: positive moves
    /// the finger towards the leading edge's side, so pixels decrease); `pixels` is the
    /// current scroll offset. Returns what Flutter subtracts from pixels.
    public static func userOffset(_ delta: Double, pixels: Double, minExtent: Double, maxExtent: Double,
                                  viewport: Double) -> Double {
        guard delta != 0, pixels < minExtent || pixels > maxExtent else { return delta }
        let pastStart = max(minExtent - pixels, 0)
        let pastEnd = max(pixels - maxExtent, 0)
        let past = max(pastStart, pastEnd)
        let easing = (pastStart > 0 && delta < 0) || (pastEnd > 0 && delta > 0)
        let dim = max(viewport, 1)
        let friction = easing ? frictionFactor((past - abs(delta)) / dim) : frictionFactor(past / dim)
        return (delta > 0 ? 1 : -1) * applyFriction(extentOutside: past, absDelta: abs(delta), gamma: friction)
    }

    static func applyFriction(extentOutside: Double, absDelta: Double, gamma: Double) -> Double {
        var total = 0.0
        var rest = absDelta
        if extentOutside > 0 {
            let deltaToLimit = extentOutside / gamma
            if rest < deltaToLimit { return rest * gamma }
            total += extentOutside
            rest -= deltaToLimit
        }
        return total + rest
    }
}
