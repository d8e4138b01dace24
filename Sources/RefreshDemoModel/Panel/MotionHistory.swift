import RefreshPhysics
import RefreshEngine

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
        /// A pull's haptic (`header.haptics`), drawn as a tick at the plot's edges; nil for a state change.
        public var haptic: HapticKind? = nil
    }

    public static let sampleCapacity = 2048
    static let markerCapacity = 64
    /// How much time the plot shows, s.
    public static let span = 3.0

    private var samples: RingBuffer<Sample>
    private var markers: RingBuffer<Marker>

    public var sampleCount: Int { samples.count }
    public var markerCount: Int { markers.count }

    /// A shared empty history: handing it out allocates nothing.
    public static let empty = MotionHistory()

    public init() {
        samples = RingBuffer(capacity: Self.sampleCapacity, filler: Sample(t: 0, offset: 0, velocity: 0))
        markers = RingBuffer(capacity: Self.markerCapacity, filler: Marker(t: 0, label: "", isFooter: false))
    }

    public mutating func record(t: Double, offset: Double, velocity: Double) {
        if !samples.isEmpty, samples.newest(0).t >= t { return }
        samples.append(Sample(t: t, offset: offset, velocity: velocity))
    }

    public mutating func mark(t: Double, label: String, isFooter: Bool) {
        markers.append(Marker(t: t, label: label, isFooter: isFooter))
    }

    /// Marks a pull's haptic at t.
    public mutating func markHaptic(t: Double, kind: HapticKind) {
        markers.append(Marker(t: t, label: kind.rawValue, isFooter: false, haptic: kind))
    }

    /// Forgets every sample and marker, keeping the rings (no allocation).
    public mutating func clear() {
        samples.removeAll()
        markers.removeAll()
    }

    /// Sample i, oldest first (0 ..< sampleCount).
    public func sample(_ i: Int) -> Sample { samples[i] }

    /// Marker i, oldest first (0 ..< markerCount).
    public func marker(_ i: Int) -> Marker { markers[i] }
}
