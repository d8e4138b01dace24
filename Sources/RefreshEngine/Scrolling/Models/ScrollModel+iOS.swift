import RefreshPhysics

extension ScrollModel {
    /// UIKit's scroll view: rubber band, exponential deceleration, spring bounce (the tunables' model).
    public static let ios = ScrollModel(name: "ios", physics: UIKitScrollPhysics())
}

/// UIKit's scroll view (the `ios` model, the tunables' own): the rubber band
/// b(x) = (1 - 1/(x c/dim + 1)) dim past an edge, an exponential deceleration and a spring
/// bounce (BouncingScrollSimulation). Every tunable applies.
final class UIKitScrollPhysics: ScrollPhysics {
    func visualOffset(forRaw raw: Double, in s: ScrollSpace) -> Double {
        s.pastEdge(raw) { RubberBand.offset(forDrag: $0, dimension: s.extent, coefficient: s.tuning.rubberBandCoefficient) }
    }

    /// 1 inside the bounds; past an edge by x, b'(x) = c / (x c / dim + 1)^2.
    func bandSlope(atRaw raw: Double, in s: ScrollSpace) -> Double {
        let x = s.distancePastEdge(raw)
        guard x > 0 else { return 1 }
        let c = s.tuning.rubberBandCoefficient
        let q = x * c / s.extent + 1
        return c / (q * q)
    }

    func rawOffset(forVisual visual: Double, in s: ScrollSpace) -> Double {
        s.pastEdge(visual) { RubberBand.drag(forOffset: $0, dimension: s.extent, coefficient: s.tuning.rubberBandCoefficient) }
    }

    func fling(from x: Double, velocity v: Double, in s: ScrollSpace) -> ScrollFling {
        .bouncing(BouncingScrollSimulation(position: x, velocity: v, minEdge: s.leadingEdge, maxEdge: s.trailingEdge,
                                        tuning: s.tuning, pixelDensity: s.pixelDensity))
    }

    var unusedTunables: [(TunableID, UnusedTunable)] { [] }
}
