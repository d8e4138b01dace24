/// What one phone preview server allows: every cap in one place, so the hostile-client tests
/// and the docs name the same numbers.
public struct ShareLimits: Sendable {
    /// Connections open at once (HTTP and WebSocket together); one more is closed at once.
    public var connections = 32
    /// Largest WebSocket message (one frame, or all fragments of one message), bytes.
    public var messageBytes = 1 << 16
    /// Largest feed message the app sends (the list's rows): rows past it are not sent.
    public var feedBytes = 48 << 10
    /// Seconds a connection may take to send a complete request, and may stay idle between
    /// requests; a slow client that never finishes its request is closed then.
    public var requestSeconds: Int64 = 5
    /// Seconds a WebSocket may stay silent (the page sends a keepalive every 100 ms).
    public var liveIdleSeconds: Int64 = 10
    /// Messages a page may send: a burst of `burst`, then `perSecond` (the page sends ten
    /// keepalives and a few gestures a second); past that each is dropped.
    public var burst = 60.0
    public var perSecond = 30.0
    /// Messages dropped in one flood (FloodGate) after which its connection is closed.
    public var floodClose = 200
    /// Samples in one gesture (a 10 s drag at 120 Hz with coalesced events fits).
    public var gestureSamples = 4000
    /// Gestures waiting for the frame loop; older ones go first when it falls behind.
    public var pendingGestures = 8

    /// The defaults above.
    public init() {}
}
