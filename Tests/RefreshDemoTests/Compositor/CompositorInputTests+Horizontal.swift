import Foundation
import XCTest

/// Horizontal scrolling from a real compositor: sideways fingers, a horizontal wheel, a
/// tilt and a diagonal swipe reach the app with their dx, checked through the trace's
/// input lines (the list itself scrolls only vertically).
extension CompositorInputTests {
    /// The trace's touchpad and wheel lines and the lifts' times after line `mark`.
    func scrollInput(after mark: Int) -> (touchpad: [[String: Any]], wheel: [[String: Any]], lifts: [Double]) {
        let after = trace().dropFirst(mark)
        return (after.filter { $0["type"] as? String == "touchpad" },
                after.filter { $0["type"] as? String == "wheel" },
                after.filter { $0["type"] as? String == "input" && $0["kind"] as? String == "touchpad-lift" }
                    .map { $0["t"] as? Double ?? .nan })
    }

    /// A line's dx and dy (0 when the line leaves dx out).
    func amounts(_ line: [String: Any]) -> (dx: Double, dy: Double) {
        (line["dx"] as? Double ?? 0, line["dy"] as? Double ?? .nan)
    }

    func testSidewaysFingersGiveTouchpadDxInPixelsAndTheirLiftOnWayland() throws {
        try start()
        let before = offset()
        for (step, dx) in [(8.0, -8.0), (-5.0, 5.0)] {
            let mark = trace().count
            // Fingers right (the content moves left: dx < 0), then left.
            try touchpad?.run(VirtualTouchpad.fingers(0, dx: step, steps: 10, interval: 10))
            try waitForRest()
            let input = scrollInput(after: mark)
            XCTAssertEqual(input.touchpad.count, 10, "one line per frame")
            for line in input.touchpad {
                XCTAssertEqual(amounts(line).dx, dx, "compositor pixels, the content moving against the fingers")
                XCTAssertEqual(amounts(line).dy, 0)
                XCTAssertEqual(line["liftReported"] as? Bool, true, "a finger source: the compositor reports the lift")
            }
            XCTAssertEqual(input.lifts.count, 1, "the horizontal axis_stop lifted the fingers")
            // Read at once though nothing moved (the list scrolls only vertically): stamped
            // 10 ms after the last delta by the compositor's clock.
            let lastDelta = input.touchpad.last?["t"] as? Double ?? .nan
            XCTAssertEqual((input.lifts.first ?? .nan) - lastDelta, 0.01, accuracy: 0.03, "lifted on time")
            XCTAssertTrue(input.wheel.isEmpty, "fingers, not a wheel: \(input.wheel)")
        }
        XCTAssertEqual(offset(), before, accuracy: 0.5, "nothing scrolled the list vertically")
    }

    func testAHorizontalWheelAndATiltGiveNotchesOfDxOnWayland() throws {
        try start()
        let before = offset()
        let mark = trace().count
        try touchpad?.run(["wheel 1,0", "sleep 50", "wheel -2,0", "sleep 50", "tilt 1", "sleep 50", "tilt -1"])
        try waitForRest()
        let input = scrollInput(after: mark)
        XCTAssertEqual(input.wheel.map { amounts($0).dx }, [1, -2, 1, -1], "whole notches, > 0 to the right")
        XCTAssertEqual(input.wheel.map { amounts($0).dy }, [0, 0, 0, 0])
        XCTAssertEqual(input.wheel.compactMap { $0["precise"] as? Bool }, [false, false, false, false])
        XCTAssertTrue(input.touchpad.isEmpty, "a wheel, not fingers")
        XCTAssertEqual(offset(), before, accuracy: 0.5)
    }

    func testADiagonalSwipeIsOneEventPerFrameWithBothAxesOnWayland() throws {
        try start()
        let mark = trace().count
        // Right 8 px and down 6 px per frame: the content moves left and up.
        try touchpad?.run(VirtualTouchpad.fingers(6, dx: 8, steps: 8, interval: 10))
        try waitForRest()
        let input = scrollInput(after: mark)
        XCTAssertEqual(input.touchpad.count, 8, "one event per frame, not one per axis")
        for line in input.touchpad {
            XCTAssertEqual(amounts(line).dx, -8)
            XCTAssertEqual(amounts(line).dy, -6)
        }
        XCTAssertEqual(input.lifts.count, 1, "both axes stopped in one frame: one lift")
        XCTAssertGreaterThan(offset(), -64 + 40, "the vertical part scrolled the list as before")
    }

    func testSidewaysFingersThroughXwaylandGiveTouchpadDx() throws {
        try start(x11: true)
        let mark = trace().count
        // 4 px steps: 0.4 increments of the horizontal scroll valuator each.
        try touchpad?.run(VirtualTouchpad.fingers(0, dx: 4, steps: 10, interval: 10, lift: false))
        try waitForRest()
        let input = scrollInput(after: mark)
        XCTAssertEqual(input.touchpad.count, 10)
        for line in input.touchpad {
            XCTAssertEqual(amounts(line).dx, -4, accuracy: 1e-6, "0.4 increments of 10 px, the content moving left")
            XCTAssertEqual(amounts(line).dy, 0)
        }
        // A horizontal wheel click: one whole increment outside a finger stream.
        let clicks = trace().count
        try touchpad?.run(["sleep 300", "wheel -1,0"])
        try waitForRest()
        XCTAssertEqual(scrollInput(after: clicks).wheel.map { amounts($0).dx }, [-1], "one notch left")
    }

    /// The carousel's phase lines after line `mark`: (phase, offsetX).
    func carouselLines(after mark: Int) -> [(phase: String, x: Double)] {
        trace().dropFirst(mark).filter { $0["type"] as? String == "carousel" }
            .map { ($0["phase"] as? String ?? "", $0["offsetX"] as? Double ?? .nan) }
    }

    /// Puts the pointer over the carousel's cards (the row under the 64-pt bar).
    func pointToTheCarousel() throws {
        try touchpad?.run(["move 240 150 \(SwayCompositor.outputSize.width) \(SwayCompositor.outputSize.height)", "sleep 100"])
    }

    func testSidewaysFingersOverTheCarouselScrollItAndItFlingsOnWayland() throws {
        try start()
        try pointToTheCarousel()
        let before = offset()
        let mark = trace().count
        // Fingers right, faster than the release speed a fling needs: the cards move left and fling on.
        try touchpad?.run(VirtualTouchpad.fingers(0, dx: 12, steps: 10, interval: 10))
        try waitForRest()
        let lines = carouselLines(after: mark)
        XCTAssertEqual(lines.first?.phase, "tracking", "\(lines)")
        XCTAssertTrue(lines.contains { $0.phase == "decelerating" || $0.phase == "bouncing" }, "it flung: \(lines)")
        XCTAssertEqual(lines.last?.phase, "idle")
        let fingers = 10 * 12 * (lines.isEmpty ? 0 : 1.0)
        XCTAssertGreaterThan(lines.last?.x ?? 0, fingers, "the fling carried it past the fingers' travel: \(lines)")
        XCTAssertEqual(offset(), before, accuracy: 0.5, "the list did not move")
    }

    func testADiagonalSwipeOverTheCarouselMovesOneAxisOnWayland() throws {
        try start()
        try pointToTheCarousel()
        let before = offset()
        let mark = trace().count
        // Right 8 px and down 6 px per frame: more sideways, so the carousel's, all of it.
        try touchpad?.run(VirtualTouchpad.fingers(6, dx: 8, steps: 8, interval: 10))
        try waitForRest()
        XCTAssertGreaterThan(carouselLines(after: mark).last?.x ?? 0, 8 * 8 - 1)
        XCTAssertEqual(offset(), before, accuracy: 0.5, "the vertical part did not move the list")
        // Down 8 and right 6: the list's; the carousel stays where it is.
        let resting = carouselLines(after: mark).last?.x ?? .nan
        let second = trace().count
        try touchpad?.run(["sleep 300"] + VirtualTouchpad.fingers(8, dx: 6, steps: 8, interval: 10))
        try waitForRest()
        XCTAssertTrue(carouselLines(after: second).isEmpty, "the carousel never moved: \(carouselLines(after: second))")
        XCTAssertNotEqual(offset(), before, "the list scrolled")
        _ = resting
    }
}
