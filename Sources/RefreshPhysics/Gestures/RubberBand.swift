/// UIScrollView's rubber band: how far the content follows a drag past an edge.
///
///     b(x) = (1 - 1 / (x c / dim + 1)) dim         (c = 0.55, dim = viewport height)
///     x(b) = b dim / (c (dim - b))                  (the inverse)
///
/// It is a pure function of the *total* distance dragged past the edge, so the
/// result does not depend on how many events the drag was split into.
public enum RubberBand {
    public static func offset(forDrag x: Double, dimension dim: Double, coefficient c: Double) -> Double {
        guard x > 0, dim > 0, c > 0, x.isFinite else { return x.isFinite ? min(x, 0) : 0 }
        return (1 - 1 / (x * c / dim + 1)) * dim
    }

    /// The drag distance that produces the banded offset `b`; b must stay below dim.
    public static func drag(forOffset b: Double, dimension dim: Double, coefficient c: Double) -> Double {
        guard b > 0, dim > 0, c > 0 else { return b.isFinite ? min(b, 0) : 0 }
        let clamped = min(b, dim * 0.999_999)
        return clamped * dim / (c * (dim - clamped))
    }
}
