import Foundation
import XCTest
@testable import RefreshDemo

/// The Lottie sample in a real X window (Xvfb): started with --header-art, pulled with
/// xdotool, photographed by the app's own script while held and while refreshing.
extension RealWindowTests {
    /// Blue pixels of the sample ring (0, 122, 255) in the window's header band.
    func ringPixels(_ png: String) throws -> Int {
        try SDLLibrary.session(video: false) {
            let s = try Surface(loading: png)
            var n = 0
            for y in 64..<min(s.height, 360) {
                for x in 0..<s.width {
                    let p = s.pixel(x: x, y: y)
                    if Int((p >> 16) & 0xFF) < 60 && (90...150).contains(Int((p >> 8) & 0xFF)) && Int(p & 0xFF) > 220 { n += 1 }
                }
            }
            return n
        }
    }

    func testALottieHeaderFollowsARealPull() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-art-\(UUID().uuidString)")
        let held = dir.appendingPathComponent("held.png").path, loading = dir.appendingPathComponent("loading.png").path
        let script = dir.appendingPathComponent("shots.txt")
        // The script's clock starts with the window: the pull below holds from about 0.6 s to 2.1 s.
        try "wait 1.3\nscreenshot \(held)\nwait 1.7\nscreenshot \(loading)\n".write(to: script, atomically: true, encoding: .utf8)
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        let window = try launch(["--header-art", ProductPaths.repository.appendingPathComponent("Assets/Art/sample.json").path,
                                 "--no-initial-refresh", "--state-dir", dir.appendingPathComponent("state").path,
                                 "--latency", "4-4", "--script", script.path, "--trace", traceURL.path])
        var pull = ["mousemove", "--window", window, "200", "200", "mousedown", "1"]
        for y in stride(from: 230, through: 470, by: 30) {
            pull += ["sleep", "0.016", "mousemove", "--window", window, "200", "\(y)"]
        }
        _ = try xdotool(pull + ["sleep", "1.5", "mouseup", "1"])
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: loading) && Date() < deadline { usleep(100_000) }
        try quit(window)
        let events = readTrace(traceURL)
        XCTAssertTrue(events.contains { $0["type"] as? String == "header" && $0["to"] as? String == "refreshing" },
                      "the real pull refreshed")
        XCTAssertGreaterThan(try ringPixels(held), 120, "the pull segment's ring shows while held: \(held)")
        XCTAssertGreaterThan(try ringPixels(loading), 100, "the refreshing ring shows: \(loading)")
    }
}
