/// The last seconds of motion for the live plot: offset and velocity per frame, and
/// markers where the header or footer changed state. Fixed-size rings: recording a
/// frame never allocates.
public struct MotionHistory: Sendable {
    public struct Sample: Equatable, Sendable {
        public var t: Double
        public var offset: Double
        public var velocity: Double
    }

    public struct Marker: Equatable, Sendable {
        public var t: Double
        public var label: String
        public var isFooter: Bool
    }

    public static let sampleCapacity = 2048
    public static let markerCapacity = 64
    /// How much time the plot shows, s.
    public static let span = 3.0

    private var samples: [Sample]
    private var sampleHead = 0
    public private(set) var sampleCount = 0
    private var markers: [Marker]
    private var markerHead = 0
    public private(set) var markerCount = 0

    /// A shared empty history: handing it out allocates nothing.
    public static let empty = MotionHistory()

    public init() {
        samples = Array(repeating: Sample(t: 0, offset: 0, velocity: 0), count: Self.sampleCapacity)
        markers = Array(repeating: Marker(t: 0, label: "", isFooter: false), count: Self.markerCapacity)
    }

    public mutating func record(t: Double, offset: Double, velocity: Double) {
        if sampleCount > 0, self.sample(sampleCount - 1).t >= t { return }
        samples[sampleHead] = Sample(t: t, offset: offset, velocity: velocity)
        sampleHead = (sampleHead + 1) % Self.sampleCapacity
        sampleCount = min(sampleCount + 1, Self.sampleCapacity)
    }

    public mutating func mark(t: Double, label: String, isFooter: Bool) {
        markers[markerHead] = Marker(t: t, label: label, isFooter: isFooter)
        markerHead = (markerHead + 1) % Self.markerCapacity
        markerCount = min(markerCount + 1, Self.markerCapacity)
    }

    /// Forgets every sample and marker, keeping the rings (no allocation).
    public mutating func clear() {
        sampleHead = 0
        sampleCount = 0
        markerHead = 0
        markerCount = 0
    }

    /// Sample i, oldest first (0 ..< sampleCount).
    public func sample(_ i: Int) -> Sample {
        samples[(sampleHead - sampleCount + i + 2 * Self.sampleCapacity) % Self.sampleCapacity]
    }

    /// Marker i, oldest first (0 ..< markerCount).
    public func marker(_ i: Int) -> Marker {
        markers[(markerHead - markerCount + i + 2 * Self.markerCapacity) % Self.markerCapacity]
    }
}
