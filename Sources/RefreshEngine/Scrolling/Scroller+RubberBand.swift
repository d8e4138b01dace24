import RefreshPhysics

/// The scroll view's resistance past an edge: how a raw drag position maps to what is shown past
/// an edge, back, and how fast the shown offset moves per raw point, for each platform model.
///
/// - ios: UIKit's rubber band b(x) = (1 - 1/(x c/dim + 1)) dim.
/// - android: the stretch EdgeEffect shows for a pull of x (AndroidStretch.offset), at most the view's height of pull.
/// - gtk: 1:1 up to MAX_OVERSHOOT_DISTANCE (100 px), where the scrolled window clamps the value.
/// - flutter: none here: its friction applies to each drag delta (Scroller.move), so its raw
///   position is the shown one.
extension Scroller {

    /// The visible offset for a raw (unbanded) drag position.
    func visualOffset(forRaw raw: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        let h = viewportHeight
        switch tuning.model {
        case .ios: return pastEdge(raw) { RubberBand.offset(forDrag: $0, dimension: h, coefficient: c) }
        case .android: return pastEdge(raw) { AndroidStretch.offset(forPull: $0, height: h) }
        case .gtk:
            let cap = gtkOvershootLimit
            return pastEdge(raw) { min($0, cap) }
        case .flutter: return raw
        }
    }

    /// d(visual)/d(raw): 1 inside the bounds; past an edge by x, b'(x) = c / (x c / dim + 1)^2 (ios),
    /// the stretch's slope (android), 1 up to the limit and 0 beyond (gtk), 1 (flutter).
    func bandSlope(atRaw raw: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        let x = raw < minOffset ? minOffset - raw : (raw > maxOffset ? raw - maxOffset : 0)
        guard x > 0 else { return 1 }
        switch tuning.model {
        case .ios:
            let q = x * c / viewportHeight + 1
            return c / (q * q)
        case .android: return AndroidStretch.slope(atPull: x, height: viewportHeight)
        case .gtk: return x < gtkOvershootLimit ? 1 : 0
        case .flutter: return 1
        }
    }

    /// The raw drag position that shows `visual`: grabbing a bouncing list does not jump.
    func rawOffset(forVisual visual: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        let h = viewportHeight
        switch tuning.model {
        case .ios: return pastEdge(visual) { RubberBand.drag(forOffset: $0, dimension: h, coefficient: c) }
        case .android: return pastEdge(visual) { AndroidStretch.pull(forOffset: $0, height: h) }
        case .gtk, .flutter: return visual
        }
    }

    /// GTK's MAX_OVERSHOOT_DISTANCE, 100 px, in points.
    var gtkOvershootLimit: Double { GtkKineticSimulation.maxOvershootDistance / pixelDensity }

    /// `position` with its distance past the nearer edge mapped through `map`.
    ///
    /// Rule: inside the bounds a position is its own image; past either edge the same map
    /// applies to the distance, measured outward, so both edges band alike.
    private func pastEdge(_ position: Double, _ map: (Double) -> Double) -> Double {
        if position < minOffset { return minOffset - map(minOffset - position) }
        if position > maxOffset { return maxOffset + map(position - maxOffset) }
        return position
    }
}
