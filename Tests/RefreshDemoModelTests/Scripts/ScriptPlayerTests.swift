import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

final class ScriptPlayerTests: XCTestCase {
    func events(_ text: String, fps: Double, until end: Double) throws -> [(Double, ScriptPlayer.Action)] {
        var player = ScriptPlayer(script: try GestureScript.parse(text, file: "t"))
        var out: [(Double, ScriptPlayer.Action)] = []
        var frame = 0
        while Double(frame) / fps <= end {
            player.advance(to: Double(frame) / fps) { out.append(($0, $1)) }
            frame += 1
        }
        return out
    }

    /// A drag reports like a mouse, every 8 ms (125 Hz) from its start, then the exact end,
    /// each at its own time: the same reports at 1, 10 or 1000 fps.
    func testDragReportsAt125HzAndTheExactEndAtAnyFrameRate() throws {
        for fps in [1.0, 10, 1000] {
            let out = try events("drag 0,100 -> 0,400 over 0.5", fps: fps, until: 1)
            XCTAssertEqual(out.first?.0, 0)
            XCTAssertEqual(out.first?.1, .input(.press(x: 0, y: 100)))
            let moves = out.compactMap { e -> (Double, Double)? in
                if case .input(.move(_, let y)) = e.1 { return (e.0, y) }
                return nil
            }
            XCTAssertEqual(moves.count, 63, "62 reports before the end, then the end, at \(fps) fps")
            for (k, m) in moves.dropLast().enumerated() { XCTAssertEqual(m.0, Double(k + 1) * 0.008, accuracy: 1e-12) }
            XCTAssertEqual(moves.last?.0, 0.5)
            for (t, y) in moves { XCTAssertEqual(y, 100 + 600 * t, accuracy: 1e-9) }
            XCTAssertEqual(out.last?.0, 0.5)
            XCTAssertEqual(out.last?.1, .input(.release(x: 0, y: 400)))
        }
    }

    func testTimesDoNotDependOnTheFrameRate() throws {
        let text = "wait 0.25\npress 5,5\nmove 5,105 over 0.3\nwait 0.1\nrelease\nscreenshot a.png"
        for fps in [7.0, 30, 144] {
            let out = try events(text, fps: fps, until: 2)
            XCTAssertEqual(out.first?.0 ?? -1, 0.25, accuracy: 1e-12)
            XCTAssertEqual(out.last?.0 ?? -1, 0.65, accuracy: 1e-12)
            XCTAssertEqual(out.last?.1, .screenshot("a.png"))
            XCTAssertEqual(out.map(\.0), out.map(\.0).sorted())
        }
    }

    func testASpreadWheelSendsItsWholeDeltaAtAnyFrameRate() throws {
        for fps in [30.0, 60, 144] {
            let out = try events("wheel 3 precise over 0.5\nkey end", fps: fps, until: 1)
            var total = 0.0
            for (_, action) in out {
                if case .input(.wheel(_, let dy, let precise)) = action {
                    XCTAssertTrue(precise)
                    total += dy
                }
            }
            XCTAssertEqual(total, 3, accuracy: 1e-9, "at \(fps) fps")
            XCTAssertEqual(out.last?.0 ?? 0, 0.5, accuracy: 1e-12)
        }
    }

    func testFinishesAndReportsTheLine() throws {
        var player = ScriptPlayer(script: try GestureScript.parse("wait 1\n\nkey end", file: "t"))
        XCTAssertEqual(player.currentLine, 1)
        player.advance(to: 0.5) { _, _ in }
        XCTAssertFalse(player.isFinished)
        var keys: [ScriptPlayer.Action] = []
        player.advance(to: 1) { keys.append($1) }
        XCTAssertEqual(keys, [.input(.key(KeyPress(.end)))])
        XCTAssertTrue(player.isFinished)
        XCTAssertNil(player.currentLine)
    }

    /// A touchpad that reports its lift (Wayland) is scripted as finger deltas and a lift,
    /// and a recording of those events plays back the same events at the same times.
    func testTouchpadDeltasAndTheLiftPlayAndRecordAsThemselves() throws {
        let out = try events("touchpad 12.5\nwait 0.01\ntouchpad -4\nwait 0.02\nlift", fps: 100, until: 0.1)
        XCTAssertEqual(out.map(\.1), [.input(.touchpad(dx: 0, dy: 12.5, liftReported: true)),
                                       .input(.touchpad(dx: 0, dy: -4, liftReported: true)), .input(.touchpadLift)])
        XCTAssertEqual(out.count, 3)
        for (a, b) in zip(out.map(\.0), [0, 0.01, 0.03]) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertThrowsError(try GestureScript.parse("touchpad 0", file: "t"))
        XCTAssertThrowsError(try GestureScript.parse("lift now", file: "t"))
        var recorder = ScriptRecorder(start: 0, header: "test")
        for (t, action) in out { if case .input(let e) = action { recorder.add(e, at: t) } }
        let replayed = try events(recorder.text, fps: 100, until: 0.1)
        XCTAssertEqual(replayed.map(\.1), out.map(\.1))
        for (a, b) in zip(replayed.map(\.0), out.map(\.0)) { XCTAssertEqual(a, b, accuracy: 1e-9) }
    }

    /// A horizontal amount plays as dx, spreads over `over` like the vertical one, and a
    /// recorded run writes it back as DX,DY so the replay sends the same events.
    func testHorizontalWheelAndTouchpadPlayAndRecordBothAxes() throws {
        let out = try events("wheel 2,0\nwait 0.01\nwheel -1,0.5 precise over 0.02\ntouchpad 12,-3\nlift\n", fps: 100, until: 0.1)
        let wheels = out.compactMap { e -> (Double, Double)? in
            if case .input(.wheel(let dx, let dy, _)) = e.1 { return (dx, dy) } else { return nil }
        }
        XCTAssertEqual(wheels.first?.0, 2)
        XCTAssertEqual(wheels.first?.1, 0)
        XCTAssertEqual(wheels.dropFirst().map(\.0).reduce(0, +), -1, accuracy: 1e-12, "a spread horizontal amount adds up")
        XCTAssertEqual(wheels.dropFirst().map(\.1).reduce(0, +), 0.5, accuracy: 1e-12)
        XCTAssertTrue(out.contains { $0.1 == .input(.touchpad(dx: 12, dy: -3, liftReported: true)) })
        for bad in ["wheel 0,0", "wheel 1,2,3", "wheel ,1", "touchpad 0,0", "touchpad nan,1", "wheel 2000,0"] {
            XCTAssertThrowsError(try GestureScript.parse(bad, file: "t"), bad)
        }
        var recorder = ScriptRecorder(start: 0, header: "test")
        for (t, action) in out { if case .input(let e) = action { recorder.add(e, at: t) } }
        XCTAssertTrue(recorder.text.contains("wheel 2,0\n"), recorder.text)
        XCTAssertTrue(recorder.text.contains("touchpad 12,-3\n"), recorder.text)
        let replayed = try events(recorder.text, fps: 100, until: 0.1)
        XCTAssertEqual(replayed.map(\.1), out.map(\.1))
    }
}
