import RefreshPhysics

/// The scroll view's rubber band: how a raw drag position maps to what is shown past
/// an edge, back, and how fast the shown offset moves per raw point.
extension Scroller {

    /// The visible offset for a raw (unbanded) drag position.
    func visualOffset(forRaw raw: Double) -> Double {
        let c = tuning.rubberBandCoefficient
        if raw < minOffset {
            return minOffset - RubberBand.offset(forDrag: minOffset - raw, dimension: viewportHeight, coefficient: c)
        }
        if raw > maxOffset {
            return maxOffset + RubberBand.offset(forDrag: raw - maxOffset, dimension: viewportHeight, coefficient: c)
        }
        return raw
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
        if visual < minOffset {
            return minOffset - RubberBand.drag(forOffset: minOffset - visual, dimension: viewportHeight, coefficient: c)
        }
        if visual > maxOffset {
            return maxOffset + RubberBand.drag(forOffset: visual - maxOffset, dimension: viewportHeight, coefficient: c)
        }
        return visual
    }
}
