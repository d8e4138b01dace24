import Foundation
import TestSupport
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

extension RealWindowTests {
    /// Drops `path` on `window` at (x, y) as a file manager does (tools/xdnd_drop.py; with
    /// `grab`, holding the pointer grab); returns its exit status and stderr.
    @discardableResult
    func drop(_ path: String, on window: String, x: Int = 200, y: Int, grab: Bool = false) throws -> (status: Int32, stderr: String) {
        guard let python = RealWindowTests.tool("python3") else { throw XCTSkipUnlessFailing("python3 is not installed") }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let dropper = ProductPaths.repository.appendingPathComponent("tools/xdnd_drop.py").path
        let r = try runProgram(python, [dropper] + (grab ? ["--grab"] : []) + [window, "\(x)", "\(y)", path], environment: env, timeout: 20)
        return (r.status, r.stderr)
    }

    /// Files dropped on a real window as a file manager drops them (XDND, by
    /// tools/xdnd_drop.py): on the upper half the header's art, on the lower half the
    /// footer's; a bad file is one line on stderr and the app goes on.
    func testFilesDroppedOnTheWindowBecomeTheArt() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-drop-\(UUID().uuidString)")
        let traceURL = dir.appendingPathComponent("trace.jsonl"), errURL = dir.appendingPathComponent("err")
        let bad = dir.appendingPathComponent("notes.txt").path
        try "not an animation".write(toFile: bad, atomically: true, encoding: .utf8)
        let window = try launch(["--no-initial-refresh", "--state-dir", dir.appendingPathComponent("state").path,
                                 "--trace", traceURL.path], stderr: errURL)
        // Each drop waited for until the window has taken it: a setting traced, or the bad file's line.
        let taken: [() -> Bool] = [
            { self.artSettings(traceURL).count >= 1 }, { self.artSettings(traceURL).count >= 2 },
            { ((try? String(contentsOf: errURL, encoding: .utf8)) ?? "").hasSuffix("\n") },
        ]
        for ((y, path), done) in zip([(150, ArtLoaderTests.gif), (700, ArtLoaderTests.frames), (150, bad)], taken) {
            _ = try xdotool(["mousemove", "--window", window, "200", "\(y)"])
            let r = try drop(path, on: window, y: y)
            XCTAssertEqual(r.status, 0, "the window took the drop: \(r.stderr)")
            waitUntil(timeout: 10, done)
        }
        try quit(window)
        // (The scroll path and renderer the window found are traced at start too; they are not the drop's.)
        let settings = readTrace(traceURL).filter {
            $0["type"] as? String == "setting" && !["scrollPath", "renderer"].contains($0["name"] as? String ?? "")
        }
            .map { "\($0["name"] ?? "") \($0["value"] ?? "")" }
        XCTAssertEqual(settings, ["header art", "footerArt on"])
        let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        XCTAssertEqual(err, "RefreshDemo: \(bad): not a GIF, a PNG folder or a Lottie file; expected an animated GIF, a folder of PNG frames or a Lottie JSON file\n")
    }
}

extension RealWindowTests {
    /// With a display, bad art on the command line is one line and exit code 2 (checked
    /// before the window is made, or before its first frame is ready).
    func testBadArtStopsTheWindowBeforeItOpens() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-bad-art-\(UUID().uuidString)")
        let bad = dir.appendingPathComponent("art.json").path
        try "{\"v\":\"5\",\"fr\":30,\"ip\":0,\"op\":1e9,\"w\":100,\"h\":100,\"layers\":[]}".write(toFile: bad, atomically: true, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let r = try runProgram(ProductPaths.executable, ["--header-art", bad, "--no-initial-refresh",
                                                         "--state-dir", dir.appendingPathComponent("state").path],
                               environment: env, timeout: 30)
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "\(bad): 1000000000 frames, over the limit of 100000; expected a Lottie JSON file\n")
        // Art that would show nothing: a window loads it progressively, and no snapshot of
        // it comes before its refusal, so the run still ends with its one line and exit 2.
        for (file, reason) in ArtVisibilityTests.blank {
            let path = ArtCorpus.path(file)
            let r = try runProgram(ProductPaths.executable, ["--header-art", path, "--no-initial-refresh",
                                                             "--state-dir", dir.appendingPathComponent("state").path],
                                   environment: env, timeout: 30)
            XCTAssertEqual(r.status, 2, file)
            XCTAssertEqual(r.stderr, "\(path): \(reason)\n")
        }
    }
}

extension RealWindowTests {
    /// A file manager holds the pointer grab while it drags, so the window sees no motion
    /// and SDL's mouse state stays where the pointer was: the drop lands on the half the
    /// XDND position names. (The pointer rests on the header half; the drops are on the
    /// footer half, then on the header half.)
    func testADropFromASourceThatGrabsThePointerLandsWhereItWasDropped() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-grab-drop-\(UUID().uuidString)")
        let traceURL = dir.appendingPathComponent("trace.jsonl")
        let window = try launch(["--no-initial-refresh", "--state-dir", dir.appendingPathComponent("state").path,
                                 "--trace", traceURL.path])
        _ = try xdotool(["mousemove", "--window", window, "200", "150"])
        usleep(200_000)
        let r = try drop(ArtLoaderTests.frames, on: window, y: 700, grab: true)
        XCTAssertEqual(r.status, 0, "the window took the drop: \(r.stderr)")
        waitUntil(timeout: 10) { artSettings(traceURL).count >= 1 }
        let r2 = try drop(ArtLoaderTests.gif, on: window, y: 120, grab: true)
        XCTAssertEqual(r2.status, 0, "the window took the drop: \(r2.stderr)")
        waitUntil(timeout: 10) { artSettings(traceURL).count >= 2 }
        try quit(window)
        let settings = readTrace(traceURL).filter {
            $0["type"] as? String == "setting" && !["scrollPath", "renderer"].contains($0["name"] as? String ?? "")
        }.map { "\($0["name"] ?? "") \($0["value"] ?? "")" }
        XCTAssertEqual(settings, ["footerArt on", "header art"], "the footer half first, then the header half")
    }
}

extension RealWindowTests {
    /// The art settings a window has traced so far (a dropped file taken as the header's or
    /// the footer's art): what a drop test waits for before the next drop.
    func artSettings(_ traceURL: URL) -> [String] {
        readTrace(traceURL).filter {
            $0["type"] as? String == "setting" && ["header", "footerArt"].contains($0["name"] as? String ?? "")
        }.map { "\($0["name"] ?? "")" }
    }
}

extension RealWindowTests {
    /// In a real window each file's problems are one line on stderr, at start, on a drop and
    /// on a reload: a folder with one bad frame (its plain line), a Lottie with a text layer
    /// and an image file beside it dropped (two problems, one line), then fifteen damaged
    /// frames saved into the folder (sixteen frames skipped, one line).
    func testEachFilesProblemsAreOneLineInAWindow() throws {
        try startXvfb()
        let dir = ProductPaths.temporaryFolder("window-one-line-\(UUID().uuidString)")
        let errURL = dir.appendingPathComponent("err")
        let folder = try ArtOneLineTests.badFolder(in: dir, corrupt: false)
        let lottie = try ArtOneLineTests.textAndImageLottie(in: dir)
        let window = try launch(["--header-art", folder, "--no-initial-refresh",
                                 "--state-dir", dir.appendingPathComponent("state").path], stderr: errURL)
        func lines() -> [String] {
            ((try? String(contentsOf: errURL, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        waitUntil(timeout: 10) { lines().count >= 1 }
        _ = try xdotool(["mousemove", "--window", window, "200", "700"])
        let r = try drop(lottie, on: window, y: 700)
        XCTAssertEqual(r.status, 0, "the window took the drop: \(r.stderr)")
        waitUntil(timeout: 10) { lines().count >= 2 }
        try ArtOneLineTests.addCorruptFrames(to: folder)
        // The frames arrive one file at a time: a reload may catch the folder half copied (and
        // say so in its own one line) before the one that sees all of them.
        let whole = "RefreshDemo: \(folder): \(ArtOneLineTests.folderLine)"
        // A loaded machine may take long to see the last file and reload: wait for what it says.
        waitUntil(timeout: 40) { lines().last == whole }
        try quit(window)
        let all = lines()
        XCTAssertEqual(Array(all.prefix(2)), [
            "RefreshDemo: \(folder): frame 5.png skipped: a truncated or corrupt PNG (a chunk runs past the end of the file); expected a PNG frame",
            "RefreshDemo: \(lottie): \(ArtOneLineTests.lottieLine)",
        ])
        XCTAssertEqual(all.last, whole, "the reload that sees every frame: one line")
        for line in all.dropFirst(2) {
            XCTAssertTrue(line.hasPrefix("RefreshDemo: \(folder): ") && line.contains(" frames skipped: "),
                          "each reload is one line for the folder: \(line)")
        }
    }
}
