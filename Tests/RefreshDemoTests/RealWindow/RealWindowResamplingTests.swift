import Foundation
import XCTest
import TestSupport

/// A steady mouse drag in a real X window (Xvfb, xdotool): resampled as Flutter does, the
/// list moves the same amount every frame; as the reports come (off), by as many reports as
/// came since the last frame. The motions' times are the X server's (cdi_pointer_time):
/// with SDL2's stamps (when the frame loop read them) resampling could not even them out.
extension RealWindowTests {
    /// Per-frame speeds (pt/s) of the middle of a steady drag, each under a steady hand: the
    /// mouse moves 2 px every 10 ms (xdotool's sleeps, so roughly: 100 Hz, 1.6 reports a
    /// frame at 60 Hz; at 8 ms xdotool's own overhead makes it 8.1 ms, two reports to Xvfb's
    /// 16.2 ms frames, and off would be even by chance) from y 700 to 400, frames and moves
    /// traced.
    func steadyWindowDrag(resampling: String) throws -> [Double] {
        let dir = ProductPaths.temporaryFolder("window-resampling-\(resampling)")
        let tuning = dir.appendingPathComponent("tuning.json")
        try "{\"version\": 1, \"input.resampling\": \"\(resampling)\"}".write(to: tuning, atomically: true, encoding: .utf8)
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        try? FileManager.default.removeItem(at: traceURL)
        let window = try launch(["--trace", traceURL.path, "--trace-frames", "--no-initial-refresh", "--state-dir", dir.path,
                                 "--tuning", tuning.path])
        waitForTrace(traceURL) { !$0.ofType("frame").isEmpty }
        var drag = ["mousemove", "--window", window, "200", "700", "mousedown", "1"]
        for y in stride(from: 698, through: 400, by: -2) {
            drag += ["sleep", "0.010", "mousemove", "--window", window, "200", "\(y)"]
        }
        _ = try xdotool(drag + ["sleep", "0.1", "mouseup", "1"])
        waitForTrace(traceURL) { e in
            e.ofType("input").contains { $0["kind"] as? String == "release" }
                && ["idle", "decelerating"].contains(e.ofType("scroll").last?["phase"] as? String ?? "")
        }
        try quit(window)
        return Self.dragSpeeds(readTrace(traceURL))
    }

    /// The speeds (pt/s) from frame to frame in the middle of the one drag of `trace` (its
    /// tracking frames but the first and last 0.3 s: the slop and the start, the hold),
    /// keeping only the steps the hand made steadily.
    ///
    /// A step from frame a to b draws on the reports between a's and b's sample times
    /// (Flutter samples 38 ms back, off takes those since a): those in [a - 70 ms, b - 0 ms].
    /// The hand was steady there when each interval between them is within 3 ms of the
    /// drag's median interval (the X server stamps whole milliseconds). A loaded machine
    /// delays xdotool's sleeps now and then; a late report then bends the frames around it
    /// whatever the resampling, and those frames say nothing about it.
    static func dragSpeeds(_ trace: [[String: Any]]) -> [Double] {
        let frames = trace.filter { $0["type"] as? String == "frame" && $0["phase"] as? String == "tracking" }
            .compactMap { f -> (t: Double, y: Double)? in
                guard let t = f["t"] as? Double, let y = f["offsetY"] as? Double else { return nil }
                return (t, y)
            }
        let moves = trace.filter { $0["type"] as? String == "input" && $0["kind"] as? String == "move" }
            .compactMap { $0["t"] as? Double }
        let intervals = zip(moves, moves.dropFirst()).map { $1 - $0 }
        guard let first = frames.first?.t, let last = frames.last?.t, !intervals.isEmpty else { return [] }
        let typical = intervals.sorted()[intervals.count / 2]
        func steady(from a: Double, to b: Double) -> Bool {
            let around = moves.filter { $0 >= a - 0.070 && $0 <= b }
            return around.count >= 2 && zip(around, around.dropFirst()).allSatisfy { abs($1 - $0 - typical) <= 0.003 }
        }
        let middle = frames.filter { $0.t >= first + 0.3 && $0.t <= last - 0.3 }
        return zip(middle, middle.dropFirst()).compactMap { a, b in
            b.t > a.t && steady(from: a.t, to: b.t) ? (b.y - a.y) / (b.t - a.t) : nil
        }
    }

    /// How evenly the frames step: the fraction of the per-frame speeds within 10% of their
    /// median.
    static func evenness(_ v: [Double]) -> Double {
        guard !v.isEmpty else { return 0 }
        let median = v.sorted()[v.count / 2]
        return Double(v.filter { abs($0 - median) <= 0.1 * abs(median) }.count) / Double(v.count)
    }

    func testASteadyMouseDragStepsEvenlyWhenResampled() throws {
        try startXvfb()
        // A machine loaded enough to shake the hand through most of a drag leaves too few
        // steady steps to judge: the drag is made again, up to three times.
        func drag(_ resampling: String) throws -> [Double] {
            var best: [Double] = []
            for _ in 0..<3 {
                let v = try steadyWindowDrag(resampling: resampling)
                if v.count > best.count { best = v }
                if best.count > 20 { break }
            }
            return best
        }
        let off = try drag("off")
        let flutter = try drag("flutter")
        XCTAssertGreaterThan(off.count, 20, "frames traced under a steady hand")
        XCTAssertGreaterThan(flutter.count, 20, "frames traced under a steady hand")
        let (a, b) = (Self.evenness(off), Self.evenness(flutter))
        print("frames within 10% of the median speed: off \(a) of \(off.count), flutter \(b) of \(flutter.count)")
        // Resampled, a frame's speed is the hand's between the reports around its sample
        // time: found 98-100% of the frames within 10% of the median. Off, a frame takes the
        // one or two reports that came since the last: found 59-61%. With SDL's own stamps
        // (when the loop read the events) the resampled drag was as uneven as off.
        XCTAssertGreaterThan(b, 0.8, "resampled steps are even (off \(a), flutter \(b))")
        XCTAssertGreaterThan(b, a, "resampled steps are more even than off's (off \(a), flutter \(b))")
    }
}
