import RefreshPhysics

/// The scroll view's rubber band: how a raw drag position maps to what is shown past
/// an edge, back, and how fast the shown offset moves per raw point.
extension Scroller {

    /// The visible offset for a raw (unbanded) drag position.
    func visualOffset(forRaw raw: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        return pastEdge(raw) { RubberBand.offset(forDrag: $0, dimension: viewportHeight, coefficient: c) }
    }

    /// d(visual)/d(raw): 1 inside the bounds, b'(x) = c / (x c / dim + 1)^2 past an edge.
    func bandSlope(atRaw raw: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        let x = raw < minOffset ? minOffset - raw : (raw > maxOffset ? raw - maxOffset : 0)
        guard x > 0 else { return 1 }
        let q = x * c / viewportHeight + 1
        return c / (q * q)
    }

    /// The raw drag position that shows `visual`: grabbing a bouncing list does not jump.
    func rawOffset(forVisual visual: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        return pastEdge(visual) { RubberBand.drag(forOffset: $0, dimension: viewportHeight, coefficient: c) }
    }

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
