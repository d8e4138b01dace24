import Foundation
import XCTest
import TestSupport
import RefreshDemoModel
import RefreshEngine

/// A phone's page left open while the preview is stopped and started again in a real window
/// (Shift+S, xdotool): the page says plainly, in the app's language, that the app stopped
/// sharing and what to do, and comes back by itself when the preview starts again at the same
/// URL (its port and token are the run's). The window's line for a loopback address says, in
/// its language, how a phone reaches it.
extension RealWindowTests {
    func testAPageLeftOpenSaysTheAppIsGoneAndComesBackWhenThePreviewStartsAgain() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        try startXvfb(screen: "1600x1200x24")
        let dir = ProductPaths.temporaryFolder("window-share-gone-\(UUID().uuidString)")
        let trace = dir.appendingPathComponent("trace.jsonl")
        _ = try launch(["--no-initial-refresh", "--lang", "ko", "--share", "127.0.0.1:0", "--state-dir", dir.path,
                        "--trace", trace.path])
        let window = try settledWindow()
        waitForFirstFrame(trace)
        func toasts() -> [String] { readTrace(trace).ofType("toast").compactMap { $0["text"] as? String } }
        func started() -> [String] { toasts().filter { $0.contains("http://") } }
        let messages = Language.ko.interface.messages
        waitForTrace(trace) { _ in !started().isEmpty }
        let line = try XCTUnwrap(started().first, "the start is said in the window: \(toasts())")
        let match = try XCTUnwrap(line.range(of: #"http://127\.0\.0\.1:[0-9]+/[A-Za-z0-9_-]{32}/"#, options: .regularExpression), line)
        let url = String(line[match])
        let port = try XCTUnwrap(url.split(separator: "/")[1].split(separator: ":").last.map(String.init))
        XCTAssertEqual(line, MessageStrings.fill(messages.sharingLoopback, url, port), "the loopback line, in Korean")
        _ = try grab(window, "share-loopback-line")

        // The phone: it waits until the page says the app is gone, then until it is back.
        let out = dir.appendingPathComponent("probe.out"), shot = dir.appendingPathComponent("gone.png")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        probe.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url, "--dpr", "2",
                           "--gestures", "", "--until-gone", "--gone-shot", shot.path]
        probe.standardOutput = try FileHandle(forWritingTo: out)
        probe.standardError = try FileHandle(forWritingTo: out)
        try probe.run()
        defer { if probe.isRunning { probe.terminate() } }
        func said() -> [[String: Any]] {
            ((try? String(contentsOf: out, encoding: .utf8)) ?? "").split(separator: "\n")
                .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }
        XCTAssertTrue(waitUntil(timeout: 120) { said().contains { $0["connected"] as? Bool == true } },
                      "the page connects: \((try? String(contentsOf: out, encoding: .utf8)) ?? "")")

        _ = try xdotool(["key", "--window", window, "shift+s"])
        XCTAssertTrue(waitUntil(timeout: 60) { said().contains { $0["gone"] != nil } }, "the page says the app is gone")
        let gone = try XCTUnwrap(said().first { $0["gone"] != nil })
        XCTAssertEqual(gone["gone"] as? String, messages.pageGone, "in the app's language, with what to do")
        XCTAssertEqual(gone["connected"] as? Bool, false)
        XCTAssertEqual(toasts().last, messages.shareStopped)

        _ = try xdotool(["key", "--window", window, "shift+s"])
        XCTAssertTrue(waitUntil(timeout: 60) { said().contains { $0["back"] as? Bool == true } },
                      "the page comes back by itself: \((try? String(contentsOf: out, encoding: .utf8)) ?? "")")
        XCTAssertEqual(started().count, 2, "\(toasts())")
        XCTAssertEqual(started().last, line, "started again at the same URL")
        probe.waitUntilExit()
        XCTAssertEqual(probe.terminationStatus, 0)
        try quit(window)
    }
}
