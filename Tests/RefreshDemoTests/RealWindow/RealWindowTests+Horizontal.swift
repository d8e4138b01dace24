import Foundation
import XCTest
import TestSupport

/// Horizontal wheel input in a real X window (Xvfb, xdotool): the horizontal wheel buttons
/// and Shift with the vertical wheel reach the app as dx, read from the trace's wheel lines.
extension RealWindowTests {
    func testHorizontalWheelButtonsAndShiftWheelGiveDxInARealWindow() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-horizontal-\(UUID().uuidString.prefix(8))")
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        let window = try launch(["--trace", traceURL.path, "--no-initial-refresh", "--state-dir", dir.path])
        // The wheel's listener is made before the first frame: no click goes before it.
        waitForFirstFrame(traceURL)
        // Buttons 7 (right) and 6 (left), XTEST's: a device without scroll valuators.
        _ = try xdotool(["mousemove", "--window", window, "200", "400", "click", "7", "sleep", "0.1",
                         "click", "--repeat", "2", "--delay", "40", "6"])
        waitForTrace(traceURL) { $0.ofType("wheel").count >= 3 }
        // Shift held: the vertical wheel scrolls sideways, down (5) to the right.
        _ = try xdotool(["keydown", "--window", window, "shift", "sleep", "0.3", "click", "5", "sleep", "0.1", "click", "4",
                         "sleep", "0.3", "keyup", "--window", window, "shift", "sleep", "0.3", "click", "5"])
        waitForTrace(traceURL) { e in
            e.ofType("wheel").count >= 6 && e.ofType("scroll").contains { $0["phase"] as? String == "idle" }
        }
        try quit(window)

        let events = readTrace(traceURL)
        XCTAssertEqual(events.first { $0["name"] as? String == "scrollPath" }?["value"] as? String, "X11 smooth",
                       "the XInput2 listener reads the wheel")
        let wheels = events.filter { $0["type"] as? String == "wheel" }
        let amounts = wheels.map { [$0["dx"] as? Double ?? 0, $0["dy"] as? Double ?? .nan] }
        XCTAssertEqual(amounts, [[1, 0], [-1, 0], [-1, 0],  // right, left, left
                                 [1, 0], [-1, 0],  // Shift: down is right, up is left
                                 [0, -1]],  // Shift released: down again
                       "\(wheels)")
        let idles = events.filter { $0["type"] as? String == "scroll" && $0["phase"] as? String == "idle" }
            .compactMap { $0["offsetY"] as? Double }
        XCTAssertEqual(idles, [-64 + 240], "only the last click scrolled the list, one notch")
    }

    func testAHorizontalWheelOverTheCarouselScrollsItInARealWindow() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-carousel-\(UUID().uuidString.prefix(8))")
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        let window = try launch(["--trace", traceURL.path, "--no-initial-refresh", "--state-dir", dir.path])
        // The wheel's listener is made before the first frame: no click goes before it.
        waitForFirstFrame(traceURL)
        // Over the cards (under the 64-pt bar): a click right, then Shift with the wheel down.
        _ = try xdotool(["mousemove", "--window", window, "200", "150", "sleep", "0.2", "click", "7", "sleep", "0.8",
                         "keydown", "--window", window, "shift", "sleep", "0.3", "click", "5", "sleep", "0.8",
                         "keyup", "--window", window, "shift"])
        waitForTrace(traceURL) { $0.ofType("carousel").filter { $0["phase"] as? String == "idle" }.count >= 2 }
        try quit(window)
        let events = readTrace(traceURL)
        let idle = events.filter { $0["type"] as? String == "carousel" && $0["phase"] as? String == "idle" }
            .compactMap { $0["offsetX"] as? Double }
        XCTAssertEqual(idle, [240, 480], "a notch each, the list's notch distance: \(idle)")
        XCTAssertTrue(events.filter { $0["type"] as? String == "scroll" && $0["phase"] as? String == "idle" }.isEmpty,
                      "the list never moved")
    }

    /// A real pointer's sideways drag on the cards flings them, the list staying put; a
    /// drag that starts on the cards and goes down pulls the list, the cards staying put.
    func testADragOnTheCarouselTakesTheAxisItFavoursInARealWindow() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-carousel-drag-\(UUID().uuidString.prefix(8))")
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        let window = try launch(["--trace", traceURL.path, "--no-initial-refresh", "--state-dir", dir.path])
        // The wheel's listener is made before the first frame: no click goes before it.
        waitForFirstFrame(traceURL)
        var sideways = ["mousemove", "--window", window, "380", "150", "mousedown", "1"]
        for x in stride(from: 360, through: 200, by: -20) {
            sideways += ["sleep", "0.016", "mousemove", "--window", window, "\(x)", "152"]
        }
        _ = try xdotool(sideways + ["mouseup", "1", "sleep", "2.5"])
        var down = ["mousemove", "--window", window, "200", "150", "mousedown", "1"]
        for y in stride(from: 160, through: 260, by: 10) {
            down += ["sleep", "0.016", "mousemove", "--window", window, "203", "\(y)"]
        }
        _ = try xdotool(down + ["sleep", "0.2", "mouseup", "1", "sleep", "1.5"])
        try quit(window)
        let events = readTrace(traceURL)
        let axes = events.filter { $0["name"] as? String == "gestureAxis" }.compactMap { $0["value"] as? String }
        XCTAssertEqual(axes, ["horizontal", "vertical"], "\(axes)")
        let carousel = events.filter { $0["type"] as? String == "carousel" }
        XCTAssertTrue(carousel.contains { $0["phase"] as? String == "decelerating" || $0["phase"] as? String == "bouncing" },
                      "the cards flung: \(carousel)")
        let rest = carousel.last { $0["phase"] as? String == "idle" }?["offsetX"] as? Double ?? 0
        XCTAssertGreaterThan(rest, 160, "past the drag's own 160 pt")
        XCTAssertEqual(carousel.filter { ($0["t"] as? Double ?? 0) > 3 && $0["phase"] as? String == "tracking" }.count, 0,
                       "the downward drag never took the cards")
        let listPulls = events.filter { $0["type"] as? String == "scroll" && $0["phase"] as? String == "tracking" }
        XCTAssertEqual(listPulls.count, 2, "the list was held by both presses")
        let pulled = events.filter { $0["type"] as? String == "scroll" && $0["phase"] as? String == "bouncing" }
        XCTAssertFalse(pulled.isEmpty, "the downward drag pulled the list past its top, and it sprang back")
    }
}
