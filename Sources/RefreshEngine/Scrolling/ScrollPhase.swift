/// What the scroll view is doing, in UIScrollView's terms.
public enum ScrollPhase: String, Sendable, CaseIterable {
    /// At rest.
    case idle
    /// A pointer holds the content: it follows 1:1, rubber-banded past an edge.
    case tracking
    /// A fling is slowing down by friction.
    case decelerating
    /// A spring is bringing the content back to an edge.
    case bouncing
    /// A wheel notch, key or programmatic scroll is easing to a target.
    case animating
}
