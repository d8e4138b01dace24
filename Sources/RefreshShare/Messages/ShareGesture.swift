import Foundation

/// A gesture made with a finger on a page: `{"type":"gesture","dpr":..,"samples":[...]}`, each
/// sample a pointer event's own timeStamp (ms), its position in CSS pixels (pt) and its phase,
/// coalesced events included where the browser gives them.
public struct ShareGesture: Equatable, Sendable {
    /// One pointer event.
    public struct Sample: Equatable, Sendable, Codable {
        public enum Phase: String, Sendable, Codable { case down, move, up, cancel }
        /// The event's timeStamp, ms (the page's clock).
        public var t: Double
        public var x: Double
        public var y: Double
        public var phase: Phase

        public init(t: Double, x: Double, y: Double, phase: Phase) {
            self.t = t
            self.x = x
            self.y = y
            self.phase = phase
        }
    }

    /// The page's devicePixelRatio.
    public var dpr: Double
    public var samples: [Sample]
    /// Where the page's list ended (its scroll offset, pt) once the motion came to rest, when it said.
    public var endOffset: Double?

    public init(dpr: Double, samples: [Sample], endOffset: Double? = nil) {
        self.dpr = dpr
        self.samples = samples
        self.endOffset = endOffset
    }
}

/// What a page may send, read from one WebSocket text message.
public enum PageMessage: Equatable, Sendable {
    case gesture(ShareGesture)
    /// The page is there (every 100 ms: keeps a phone's Wi-Fi awake).
    case keepalive
    /// The page applied tuning `version` (for the latency figure).
    case applied(version: Int, latencyMs: Double)

    /// Why a message was dropped: one line in the log.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    private struct Wire: Decodable {
        let type: String
        let dpr: Double?
        let samples: [ShareGesture.Sample]?
        let endOffset: Double?
        let version: Int?
        let latencyMs: Double?
    }

    /// Reads one message, or says in one line why not: not JSON, an unknown type, a gesture
    /// with no samples, too many, numbers that are not finite, times that go back.
    public static func decode(_ text: String, limits: ShareLimits) throws(Refusal) -> PageMessage {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(text.utf8)) else {
            throw Refusal(description: "not a message (malformed JSON or a missing type)")
        }
        switch wire.type {
        case "keepalive":
            return .keepalive
        case "applied":
            guard let version = wire.version, let latency = wire.latencyMs, latency.isFinite else {
                throw Refusal(description: "an applied message without version and latencyMs")
            }
            return .applied(version: version, latencyMs: latency)
        case "gesture":
            guard let dpr = wire.dpr, dpr.isFinite, (0.5...8).contains(dpr) else {
                throw Refusal(description: "a gesture without a dpr from 0.5 to 8")
            }
            guard let samples = wire.samples, !samples.isEmpty, samples.count <= limits.gestureSamples else {
                throw Refusal(description: "a gesture with no samples or more than \(limits.gestureSamples)")
            }
            var last = -Double.infinity
            for s in samples {
                guard s.t.isFinite, s.x.isFinite, s.y.isFinite, abs(s.x) < 1e6, abs(s.y) < 1e6, s.t >= last else {
                    throw Refusal(description: "a gesture sample that is not finite or goes back in time")
                }
                last = s.t
            }
            let end = wire.endOffset.flatMap { $0.isFinite ? $0 : nil }
            return .gesture(ShareGesture(dpr: dpr, samples: samples, endOffset: end))
        default:
            throw Refusal(description: "an unknown message type")
        }
    }
}
