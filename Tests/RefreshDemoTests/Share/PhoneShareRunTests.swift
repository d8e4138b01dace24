import Foundation
import XCTest
import RefreshEngine
import TestSupport
@testable import RefreshDemoModel
import RefreshShare

/// `refreshdemo --headless --share 127.0.0.1:0` as a person would use it, with real parts: the
/// app prints its URL; a real Chromium emulating a phone's touch screen (tools/share_probe.py)
/// opens it and is dragged, flung and pulled; each gesture comes back as the app's input; a
/// change of the tuning file in the app reaches the page (the figure printed); hostile clients
/// get nothing, and the app's frames stay on time while they try.
final class PhoneShareRunTests: XCTestCase {
    final class Running {
        let process = Process()
        let out: URL, err: URL
        init(_ arguments: [String], in folder: URL, name: String) throws {
            out = folder.appendingPathComponent("\(name).out")
            err = folder.appendingPathComponent("\(name).err")
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            process.currentDirectoryURL = folder
        }
        var stdout: String { (try? String(contentsOf: out, encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOf: err, encoding: .utf8)) ?? "" }
        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
        }
    }

    func testAPhoneFeelsTheListLiveAndHostileClientsGetNothing() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let folder = ProductPaths.temporaryFolder("share-run")
        let tuningFile = folder.appendingPathComponent("tuning.json")
        try FeelExport.text(.json, TuningSet()).write(to: tuningFile, atomically: true, encoding: .utf8)
        let app = try Running([], in: folder, name: "app")
        app.process.executableURL = ProductPaths.executable
        // Shift+R records from the start: the run's end writes the phone's gestures as a script.
        let keys = folder.appendingPathComponent("keys.txt"), recording = folder.appendingPathComponent("recording.txt")
        try "wait 0.05\nkey shift+r\nwait 600\n".write(to: keys, atomically: true, encoding: .utf8)
        app.process.arguments = ["--headless", "--share", "127.0.0.1:0", "--tuning", tuningFile.path, "--no-initial-refresh",
                                 "--trace", folder.appendingPathComponent("trace.jsonl").path,
                                 "--script", keys.path, "--record", recording.path]
        try app.process.run()
        defer { app.stop() }
        XCTAssertTrue(waitUntil(timeout: 60) { app.stdout.contains("\n") }, app.stderr)
        let line = app.stdout.split(separator: "\n").first.map(String.init) ?? ""
        let url = try XCTUnwrap(line.range(of: "http://").map { String(line[$0.lowerBound...]) }, line)
        // http://127.0.0.1:PORT/TOKEN/ with a token of 32 URL-safe base64 characters (192 bits).
        let parts = url.split(separator: "/")
        XCTAssertEqual(parts.count, 3, url)
        XCTAssertEqual(parts.last?.count, 32, url)
        let port = try XCTUnwrap(parts[1].split(separator: ":").last.flatMap { Int($0) })

        // The phone: dragged, flung and pulled, then waiting for the tuning changed below.
        let phone = try Running([], in: folder, name: "phone")
        phone.process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        phone.process.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                   "--dpr", "2", "--wait-version", "2"]
        try phone.process.run()
        defer { phone.stop() }
        XCTAssertTrue(waitUntil(timeout: 120) { phone.stdout.contains("\"fling\"") || !phone.process.isRunning },
                      phone.stderr)
        let gestures = phone.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        XCTAssertEqual(gestures.compactMap { $0["gesture"] as? String }, ["pull", "drag", "fling"], phone.stderr)

        // Each gesture came back as the list's input: a press and a release each, in the trace.
        XCTAssertTrue(waitUntil(timeout: 20) {
            let trace = (try? String(contentsOf: folder.appendingPathComponent("trace.jsonl"), encoding: .utf8)) ?? ""
            return trace.components(separatedBy: "\"kind\":\"release\"").count - 1 >= 3
        }, "the app did not play the phone's gestures")

        // A slider moved in the app (here through its watched tuning file): the page applies it live.
        var tuning = TuningSet()
        tuning.scroll.springStiffness = 250
        try FeelExport.text(.json, tuning).write(to: tuningFile, atomically: true, encoding: .utf8)
        XCTAssertTrue(waitForText("applied tuning 2 ", inFile: app.err.path, timeout: 30), app.stderr)
        let latencyLine = app.stderr.split(separator: "\n").first { $0.contains("applied tuning 2 ") } ?? ""
        let latency = try XCTUnwrap(latencyLine.split(separator: " ").reversed().dropFirst(4).first.flatMap { Double($0) },
                                    String(latencyLine))
        print("share: a tuning change reached the page in \(latency) ms")
        XCTAssertLessThan(latency, 100)
        XCTAssertTrue(waitUntil(timeout: 30) { phone.stdout.contains("\"applied\": 2") }, phone.stdout + phone.stderr)

        // Hostile clients, while the app runs its frames.
        let host = "127.0.0.1:\(port)", token = String(parts[2])
        func status(_ request: String) throws -> String {
            let c = try RawClient(port: port)
            c.send(request)
            return String(String(decoding: c.read().bytes, as: UTF8.self).prefix(12))
        }
        let upgrade = "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
        XCTAssertEqual(try status("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n"), "HTTP/1.1 404")
        XCTAssertEqual(try status("GET /\(String(repeating: "A", count: 32))/ HTTP/1.1\r\nHost: \(host)\r\n\r\n"), "HTTP/1.1 404")
        XCTAssertEqual(try status("GET /\(token)/ HTTP/1.1\r\nHost: attacker.example\r\n\r\n"), "HTTP/1.1 403")
        XCTAssertEqual(try status("GET /\(token)/live HTTP/1.1\r\nHost: \(host)\r\n\(upgrade)Origin: http://attacker.example\r\n\r\n"),
                       "HTTP/1.1 403")
        let live = try RawClient(port: port)
        live.send("GET /\(token)/live HTTP/1.1\r\nHost: \(host)\r\n\(upgrade)Origin: http://\(host)\r\n\r\n")
        XCTAssertTrue(live.responseHead().hasPrefix("HTTP/1.1 101"))
        live.send(RawClient.text("{ garbage"))
        let chunk = [UInt8](repeating: 0x41, count: 1 << 16)
        var open = live.send(RawClient.frame(opcode: 1, payload: chunk, claimedLength: 10 << 20))
        for _ in 0..<160 where open { open = live.send(chunk) }
        XCTAssertTrue(live.read().closed)
        let slow = try RawClient(port: port, timeout: 15)
        slow.send("GET /\(token)/ HTTP/1.1\r\nHost: \(host)\r\nX-Never-Ends: ")
        let crowd = try (0..<200).map { _ in try RawClient(port: port, timeout: 3) }
        for c in crowd { c.send("GET /\(token)/page.css HTTP/1.1\r\nHost: \(host)\r\n\r\n") }
        let answered = crowd.filter { String(decoding: $0.read { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }.bytes,
                                             as: UTF8.self).hasPrefix("HTTP/1.1 200") }.count
        XCTAssertLessThanOrEqual(answered, 32)
        let slowEnd = slow.read()
        XCTAssertTrue(slowEnd.closed && slowEnd.bytes.isEmpty)
        withExtendedLifetime(crowd) {}
        XCTAssertTrue(app.stderr.contains("dropped not a message"), app.stderr)
        XCTAssertTrue(app.stderr.contains("over 64 KB"), app.stderr)

        // It stops as the app quits, and says how its frames went: none late while all that ran.
        app.process.terminate()
        app.process.waitUntilExit()
        XCTAssertEqual(app.process.terminationStatus, 0, app.stderr)
        XCTAssertThrowsError(try RawClient(port: port))
        let script = try String(contentsOf: recording, encoding: .utf8)
        let parsed = try GestureScript.parse(script, file: recording.path, tuning: TuningSet())
        XCTAssertGreaterThanOrEqual(script.components(separatedBy: "release").count - 1, 3, script)
        XCTAssertGreaterThan(parsed.duration, 1)
        let framesLine = try XCTUnwrap(app.stderr.split(separator: "\n").last { $0.contains("frames,") }, app.stderr)
        let numbers = framesLine.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .punctuationCharacters)) }
        XCTAssertEqual(numbers.count, 3, String(framesLine))
        print("share: \(framesLine)")
        // A loaded test machine may miss an odd frame on its own; clients must not cause more.
        XCTAssertLessThanOrEqual(Double(numbers[1]), Double(numbers[0]) * 0.02, String(framesLine))
    }
}

extension PhoneShareRunTests {
    /// Shift+S stops the preview and starts it again at the same URL (its port and token are
    /// the run's, so a page left open comes back by itself); stopped, a headless run ends as
    /// any other does.
    func testShiftSStopsAndStartsThePreviewAtTheSameURL() throws {
        let folder = ProductPaths.temporaryFolder("share-key")
        let script = folder.appendingPathComponent("keys.txt")
        try "wait 0.3\nkey shift+s\nwait 0.3\nkey shift+s\nwait 0.3\nkey shift+s\nwait 0.3\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--share", "127.0.0.1:0", "--script", script.path,
                                                         "--no-initial-refresh"], timeout: 60)
        XCTAssertEqual(r.status, 0, r.stderr)
        let urls = r.stdout.split(separator: "\n").filter { $0.hasPrefix("Feel it on your phone: http://127.0.0.1:") }
        XCTAssertEqual(urls.count, 2, r.stdout)
        XCTAssertEqual(urls.first, urls.last, "the same port and token: \(r.stdout)")
    }
}

extension PhoneShareRunTests {
    /// The panel shows the URL as a QR code that a reader decodes back to the printed URL, at 1x and 2x.
    func testThePanelsQRCodeReadsAsThePrintedURL() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg") else {
            throw XCTSkip("zbarimg is not installed (make test installs zbar-tools)")
        }
        for scale in ["1", "2"] {
            let folder = ProductPaths.temporaryFolder("share-qr-\(scale)")
            let shot = folder.appendingPathComponent("panel.png")
            let script = folder.appendingPathComponent("qr.txt")
            try "wait 0.2\nscreenshot \(shot.path)\nkey shift+s\nwait 0.2\n".write(to: script, atomically: true, encoding: .utf8)
            let r = try runProgram(ProductPaths.executable, ["--headless", "--panel", "--share", "127.0.0.1:0", "--scale", scale,
                                                             "--script", script.path, "--no-initial-refresh"], timeout: 60)
            XCTAssertEqual(r.status, 0, r.stderr)
            let url = try XCTUnwrap(r.stdout.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
            let decoded = try runProgram(URL(fileURLWithPath: "/usr/bin/zbarimg"), ["-q", "--raw", shot.path])
            XCTAssertEqual(decoded.stdout.trimmingCharacters(in: .whitespacesAndNewlines), url, "scale \(scale): \(decoded.stderr)")
        }
    }
}

extension PhoneShareRunTests {
    /// The page is the app's list in its language and appearance, fills the phone's screen and
    /// keeps the browser's own pull-to-refresh and overscroll off.
    func testThePageShowsTheAppsLanguageAndAppearanceAndStopsTheBrowsersGestures() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let folder = ProductPaths.temporaryFolder("share-look")
        let app = try Running([], in: folder, name: "app")
        app.process.executableURL = ProductPaths.executable
        app.process.arguments = ["--headless", "--share", "127.0.0.1:0", "--lang", "ko", "--appearance", "dark", "--no-initial-refresh"]
        try app.process.run()
        defer { app.stop() }
        XCTAssertTrue(waitUntil(timeout: 60) { app.stdout.contains("\n") }, app.stderr)
        let url = try XCTUnwrap(app.stdout.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        let r = try runProgram(URL(fileURLWithPath: "/usr/bin/python3"),
                               [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                "--dpr", "3", "--gestures", "", "--report"], timeout: 120)
        XCTAssertEqual(r.status, 0, r.stderr)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], r.stdout)
        XCTAssertEqual(report["lang"] as? String, "ko")
        XCTAssertEqual(report["dark"] as? Bool, true)
        XCTAssertEqual(report["status"] as? String, Language.ko.strings.headerIdle)
        XCTAssertEqual(report["control"] as? String, "mj · translate")
        XCTAssertEqual(report["touchAction"] as? String, "none")
        XCTAssertEqual(report["overscroll"] as? String, "none")
        XCTAssertEqual(report["listOverscroll"] as? String, "none")
        XCTAssertEqual(report["fills"] as? Bool, true)
        // The engine's core comes with the page: downloaded and instantiated in well under 100 ms from the app on this machine.
        let coreMs = try XCTUnwrap(report["coreLoadMs"] as? Double, r.stdout)
        print("share: core.wasm loaded and instantiated in \(coreMs) ms")
        XCTAssertLessThan(coreMs, 100)
    }
}

extension PhoneShareRunTests {
    /// A machine with no LAN address (a network namespace of its own: loopback only) says so in
    /// one line and exits 1; the LAN address found elsewhere is a numeric IPv4 that is not loopback.
    func testNoLANAddressIsOneLineAndExitOne() throws {
        if let lan = ShareAddress.lan() {
            XCTAssertFalse(lan.hasPrefix("127."), lan)
            XCTAssertNotNil(ShareAddress(parsing: lan + ":1"), lan)
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"),
              (try? runProgram(URL(fileURLWithPath: "/usr/bin/unshare"), ["-n", "/bin/true"]))?.status == 0 else {
            throw XCTSkip("unshare -n cannot make a network namespace here (it needs root or user namespaces)")
        }
        let r = try runProgram(URL(fileURLWithPath: "/usr/bin/unshare"),
                               ["-n", ProductPaths.executable.path, "--headless", "--share"], timeout: 60)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("no LAN address"), r.stderr)
    }
}

extension PhoneShareRunTests {
    /// A change that arrives during a fling on the page applies from the next release: the running
    /// motion goes on with the numbers it started with and ends where they said at its release.
    func testAChangeDuringAFlingKeepsTheMotionsNumbers() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let folder = ProductPaths.temporaryFolder("share-midfling")
        let tuningFile = folder.appendingPathComponent("tuning.json")
        try FeelExport.text(.json, TuningSet()).write(to: tuningFile, atomically: true, encoding: .utf8)
        let app = try Running([], in: folder, name: "app")
        app.process.executableURL = ProductPaths.executable
        app.process.arguments = ["--headless", "--share", "127.0.0.1:0", "--tuning", tuningFile.path, "--no-initial-refresh"]
        try app.process.run()
        defer { app.stop() }
        XCTAssertTrue(waitUntil(timeout: 60) { app.stdout.contains("\n") }, app.stderr)
        let url = try XCTUnwrap(app.stdout.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        let phone = try Running([], in: folder, name: "phone")
        phone.process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        phone.process.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                   "--dpr", "2", "--gestures", "", "--change-during-fling", "2"]
        try phone.process.run()
        defer { phone.stop() }
        XCTAssertTrue(waitUntil(timeout: 60) { phone.stdout.contains("flinging") || !phone.process.isRunning }, phone.stderr)
        // A slower deceleration: a motion that took it would end elsewhere.
        var tuning = TuningSet()
        tuning.scroll.decelerationRate = 0.999
        try FeelExport.text(.json, tuning).write(to: tuningFile, atomically: true, encoding: .utf8)
        phone.process.waitUntilExit()
        XCTAssertEqual(phone.process.terminationStatus, 0, phone.stderr)
        let last = try XCTUnwrap(phone.stdout.split(separator: "\n").last)
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any], phone.stdout)
        let before = try XCTUnwrap(result["before"] as? [String: Any]), during = try XCTUnwrap(result["during"] as? [String: Any],
                                                                                             "the fling ended before the change came")
        XCTAssertEqual(before["key"] as? Int, during["key"] as? Int, "the change started another motion")
        let end = try XCTUnwrap(result["endOffset"] as? Double), planned = try XCTUnwrap(before["end"] as? Double)
        XCTAssertEqual(end, planned, accuracy: 0.01)
        XCTAssertGreaterThan(end, 500)
    }
}
