import PropertyBased
import Testing
@testable import RefreshEngine
import TestSupport

/// Frame-rate independence as a property: any script of drags (any length, speed and
/// direction, held still or not before the release, pauses between) and touchpad streams,
/// played at any frame rate from 1 to 1000 fps, flings at the same speeds (within 0.5 pt/s)
/// and comes to rest within 0.5 pt of the same script at 60 fps.
struct FrameRatePropertyTests {
    /// One gesture of the script, decoded from a random code.
    static func gesture(_ code: Int) -> String {
        var r = SplitMix64(seed: UInt64(code))
        let from = 150 + Double(r.below(500)), to = 150 + Double(r.below(500))
        let over = 0.05 + Double(r.below(36)) / 100
        let hold = r.below(3) == 0 ? " hold \(Double(r.below(70)) / 1000)" : ""
        let wait = "wait \(Double(r.below(60)) / 100)"
        if r.below(5) == 0 {
            let dy = (Double(r.below(80)) - 40) / 2
            return "wheel \(dy == 0 ? 1 : dy) precise over \(over)\n\(wait)"
        }
        return "drag 200,\(from) -> 200,\(to) over \(over)\(hold)\n\(wait)"
    }

    /// The fling speeds and the resting offset of `script` at `fps`.
    static func run(_ script: String, fps: Double) throws -> (flings: [Double], rest: Double) {
        var h = EngineHarness()
        h.engine.tracing = true
        let end = try h.play(script, fps: fps)
        var flings: [Double] = []
        h.engine.drainTrace { e in
            if case let .scroll(_, phase, _, v) = e, phase == .decelerating { flings.append(v) }
        }
        return (flings, end.isFinite ? h.samples.last?.offset ?? .nan : .nan)
    }

    @Test func anyScriptAtAnyFrameRateFlingsAndRestsAsAt60Fps() async {
        await propertyCheck(count: 40, input: Gen.int(in: 0...1_000_000).array(of: 1...4), Gen.int(in: 1...1000)) {
            codes, fps in
            let script = codes.map(Self.gesture).joined(separator: "\n")
            guard let reference = try? Self.run(script, fps: 60), let other = try? Self.run(script, fps: Double(fps)) else {
                Issue.record("\(script) did not play")
                return
            }
            #expect(reference.rest.isFinite, "\(script) came to rest at 60 fps")
            #expect(abs(other.rest - reference.rest) <= 0.5, "\(script)\nrest at \(fps) fps \(other.rest) vs \(reference.rest)")
            #expect(other.flings.count == reference.flings.count,
                    "\(script)\nflings at \(fps) fps \(other.flings) vs \(reference.flings)")
            for (a, b) in zip(other.flings, reference.flings) {
                #expect(abs(a - b) <= 0.5, "\(script)\nfling at \(fps) fps \(a) vs \(b)")
            }
        }
    }
}
