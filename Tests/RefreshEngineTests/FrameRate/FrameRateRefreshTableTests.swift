import Testing
@testable import RefreshEngine
import TestSupport

/// Cases the frame-rate property found: a refresh whose answer inserts rows at the top
/// (and whose header then closes) while the list moves or is held, at a moment between
/// two frames at a low frame rate; and a release at exactly the minimum fling speed. At every rate the script flings at the same speeds
/// (within 0.5 pt/s) and rests within 0.5 pt of where it rests at 60 fps.
struct FrameRateRefreshTableTests {
    static let scripts: [String] = [
        // Touchpad pull refreshes; a press catches the bounce, the release flings; the
        // answer arrives while the fling decelerates. Was 20 pt off at 1 and 2 fps.
        """
        wheel 18.0 precise over 0.33
        wait 0.31
        drag 200,230.0 -> 200,181.0 over 0.13 hold 0.021
        wait 0.23
        """,
        // Long pull, then a drag up with a fling. Was 20 pt off at 3 fps.
        """
        drag 200,156.0 -> 200,531.0 over 0.31
        wait 0.54
        drag 200,433.0 -> 200,262.0 over 0.39 hold 0.009
        wait 0.25
        """,
        // Pull, then a slow drag up with no fling. Was 40 pt off at 1 fps.
        """
        drag 200,224.0 -> 200,636.0 over 0.33999999999999997
        wait 0.53
        drag 200,357.0 -> 200,339.0 over 0.26
        wait 0.09
        """,
        // The header closes under a touchpad pull still held, and the touchpad's lift is due
        // before the next frame at 5 fps: the header must pull again at its own time, or the
        // lift ends a pull the header never saw and no second refresh starts.
        """
        drag 200,234.0 -> 200,575.0 over 0.11
        wait 0.37
        drag 200,506.0 -> 200,607.0 over 0.09
        wait 0.22
        wheel 11.0 precise over 0.17
        wait 0.08
        drag 200,241.0 -> 200,598.0 over 0.21
        wait 0.38
        wheel 2.5 precise over 0.27
        wait 0.36
        wheel -16.0 precise over 0.24
        wait 0.04
        drag 200,209.0 -> 200,278.0 over 0.22
        wait 0.17
        """,
        // The answer adds rows far above the view during a fling down the list; a fling back
        // up then meets the top between two frames at 2 fps, before any frame reached the
        // new rows (they must have their real heights from the answer on).
        """
        drag 200,632.0 -> 200,546.0 over 0.3
        wait 0.35
        drag 200,191.0 -> 200,609.0 over 0.39 hold 0.032
        wait 0.44
        drag 200,508.0 -> 200,199.0 over 0.08 hold 0.013
        wait 0.45
        drag 200,294.0 -> 200,583.0 over 0.19
        wait 0.31
        wheel 7.0 precise over 0.1
        wait 0.44
        drag 200,556.0 -> 200,170.0 over 0.15 hold 0.066
        wait 0.05
        """,
    ]

    /// Expects `script` at `fps` to fling as often, at the same speeds (within 0.5 pt/s),
    /// and to rest within 0.5 pt of where it rests at 60 fps; returns the 60 fps run.
    @discardableResult
    static func expectAsAt60Fps(_ script: String, fps: Double, _ name: String) throws -> (flings: [Double], rest: Double) {
        let reference = try FrameRatePropertyTests.run(script, fps: 60)
        let other = try FrameRatePropertyTests.run(script, fps: fps)
        #expect(reference.rest.isFinite, "\(name) came to rest at 60 fps")
        #expect(abs(other.rest - reference.rest) <= 0.5, "\(name): rest at \(fps) fps \(other.rest) vs \(reference.rest)")
        #expect(other.flings.count == reference.flings.count, "\(name): flings at \(fps) fps \(other.flings) vs \(reference.flings)")
        for (a, b) in zip(other.flings, reference.flings) {
            #expect(abs(a - b) <= 0.5, "\(name): fling at \(fps) fps \(a) vs \(b)")
        }
        return reference
    }

    @Test(arguments: scripts.indices, [1.0, 2, 3, 5, 7, 30, 144])
    func refreshBetweenFramesRestsAsAt60Fps(_ index: Int, fps: Double) throws {
        try Self.expectAsAt60Fps(Self.scripts[index], fps: fps, "script \(index)")
    }

    /// At 60 fps too: rows the answer adds above the view while the list is dragged keep
    /// what is on screen under the pointer. A row's place on screen minus the pointer's
    /// stays the same from frame to frame (within 0.5 pt) across the answer; before, the
    /// few milliseconds of drag between the last frame and the answer made the new rows
    /// count as rows passed going down, and the content jumped by their estimates' error.
    @Test func rowsAddedAboveWhileDraggingLeaveTheRowUnderThePointer() throws {
        var e = ListEngine(config: testConfig(), metrics: FixedTextMetrics())
        e.tracing = true
        let watched = e.layout.ids[2]
        var t = 0.0, y = 150.0, steps = 0
        // Pull to refresh: 400 pt down over 0.3 s, then the header settles.
        e.handle(.press(x: 200, y: y), at: 0)
        var placed: [(t: Double, y: Double)] = []
        for k in 1...2_000 {
            t = Double(k) * 0.008
            if t <= 0.3 { y = 150 + 400 * t / 0.3; e.handle(.move(x: 200, y: y), at: t) }
            if abs(t - 0.304) < 1e-9 { e.handle(.release(x: 200, y: y), at: t) }
            // From 0.8 s, a slow drag up into the list for a second, through the answer.
            if abs(t - 0.8) < 1e-9 { y = 600; e.handle(.press(x: 200, y: y), at: t) }
            if t > 0.8, t <= 1.8 { y = 600 - 250 * (t - 0.8); e.handle(.move(x: 200, y: y), at: t) }
            if abs(t - 1.808) < 1e-9 { e.handle(.release(x: 200, y: y), at: t); break }
            // A frame every 1/60 s, between the 8 ms pointer reports.
            while Double(steps + 1) / 60 <= t {
                steps += 1
                let ft = Double(steps) / 60
                _ = e.frame(at: ft)
                guard ft > 0.85, ft < 1.8, let i = e.layout.ids.firstIndex(of: watched) else { continue }
                placed.append((ft, e.layout.heights.top(of: i) - e.scroller.offset - e.scroller.pointer))
            }
        }
        var answered: Double?
        e.drainTrace { if case let .feedResponse(rt, _, count, ok, _) = $0, ok, count > 0 { answered = rt } }
        let at = try #require(answered, "the refresh added rows")
        #expect(at > 0.9 && at < 1.7, "the answer came during the drag (\(at))")
        for (a, b) in zip(placed, placed.dropFirst()) {
            #expect(abs(b.y - a.y) <= 0.5, "row under the pointer moved \(b.y - a.y) pt from \(a.t) to \(b.t) (answer at \(at))")
        }
    }

    /// A release at exactly the minimum fling speed (29 pt in 0.29 s: 100 pt/s) flings at
    /// every frame rate: its estimate's last bits, which depend on the frames, do not decide.
    @Test(arguments: [1.0, 2, 3, 7, 30, 95, 144, 240])
    func aReleaseAtTheMinimumFlingSpeedFlingsAtEveryRate(fps: Double) throws {
        let script = """
            drag 200,390.0 -> 200,175.0 over 0.13
            wait 0.06
            drag 200,188.0 -> 200,159.0 over 0.29
            wait 0.05
            """
        let reference = try Self.expectAsAt60Fps(script, fps: fps, "100 pt/s release")
        #expect(reference.flings.count == 2, "both drags fling at 60 fps: \(reference.flings)")
    }
}
