import CSDL2
import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Headless frames compared with stored images, tightly.
///
/// A pixel differs when any channel differs by more than `channelTolerance`; a frame
/// fails when more than `maxDifferentPixels` pixels differ. Headless rendering is
/// deterministic, so the slack is only for rounding: a missing arrow (over 100 pixels),
/// a missing line of text, a row shifted by 1 pt or a colour off by a few units all
/// fail (`testTheComparisonNoticesSmallChanges` proves it). Re-record with
/// `REFRESHDEMO_RECORD_GOLDEN=1 swift test --filter GoldenImageTests` (or `make golden`)
/// and look at the new images before committing them.
final class GoldenImageTests: XCTestCase {
    static let channelTolerance = 2
    static let maxDifferentPixels = 8

    func testAtRest() throws {
        try check("at-rest", script: "wait 0.1")
    }

    // Pulls move 10 pt more than the distance pictured: the first 10 pt are the touch slop.

    func testPulledDownPastTheTop() throws {
        try check("pulled-past-top", script: """
            press 200,200
            move 200,490 over 0.4
            screenshot {shot}
            release
            """, screenshotInScript: true)
    }

    func testScrolledToTheMiddle() throws {
        var lines: [String] = []
        for _ in 0..<8 { lines.append("drag 200,700 -> 200,100 over 0.4 hold 0.1") }
        try check("scrolled-middle", script: lines.joined(separator: "\n"))
    }

    func testHiDPIAtRest() throws {
        try check("at-rest-2x", script: "wait 0.1", scale: 2, size: "320x400")
    }

    /// Each header style a little pulled, half-pulled, at the threshold, pulled past it,
    /// refreshing, and showing its result.
    static let headerStates: [(String, String)] = [
        ("idle", "press 200,150\nmove 200,190 over 0.2\nscreenshot {shot}\nrelease"),
        ("half", "press 200,150\nmove 200,225 over 0.2\nscreenshot {shot}\nrelease"),
        // 124 pt of drag stretch the band to 54 pt at 260 pt (c 0.55), plus the 10-pt slop.
        ("threshold", "press 200,150\nmove 200,284 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease"),
        ("pulling", "press 200,150\nmove 200,340 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease"),
        ("refreshing", "drag 200,150 -> 200,330 over 0.3\nwait 0.4\nscreenshot {shot}"),
        ("result", "drag 200,150 -> 200,330 over 0.3\nwait 1.0\nscreenshot {shot}"),
    ]

    func testHeaderStyles() throws {
        for style in HeaderStyle.allCases {
            for (state, script) in Self.headerStates {
                try check("header-\(style.rawValue)-\(state)", script: script, screenshotInScript: true,
                          size: "320x260") { $0.headerStyle = style; $0.latencyMin = 0.5; $0.latencyMax = 0.5 }
            }
        }
        try check("header-normal-pulling-2x", script: Self.headerStates[3].1, screenshotInScript: true,
                  scale: 2, size: "320x260")
        try check("header-spinner-refreshing-2x", script: Self.headerStates[4].1, screenshotInScript: true,
                  scale: 2, size: "320x260") { $0.headerStyle = .spinner }
    }

    /// The header pulled past the threshold and the help overlay, in every language.
    func testEveryLanguage() throws {
        for language in Language.allCases {
            try check("header-\(language.rawValue)-pulling", script: Self.headerStates[3].1, screenshotInScript: true,
                      size: "320x260") { $0.language = language }
            try check("help-\(language.rawValue)", script: "key f1\nscreenshot {shot}", screenshotInScript: true,
                      size: "420x600") { $0.language = language }
        }
        try check("help-en-2x", script: "key f1\nscreenshot {shot}", screenshotInScript: true, scale: 2,
                  size: "420x600")
    }

    func testBannerAfterARefresh() throws {
        try check("banner", script: "drag 200,150 -> 200,330 over 0.3\nwait 3.4\nscreenshot {shot}",
                  screenshotInScript: true, size: "320x260")
    }

    /// The footer idle, loading, pulled (back style), with no more data, and failed.
    func testFooterStates() throws {
        try check("footer-idle", script: "key end\nwait 1\npress 200,200\nmove 200,140 over 0.2\nscreenshot {shot}\nrelease",
                  screenshotInScript: true, size: "320x260") { $0.items = 20; $0.footerStyle = .back }
        try check("footer-loading", script: "key end\nwait 0.9\nscreenshot {shot}", screenshotInScript: true,
                  size: "320x260") { $0.items = 20; $0.latencyMin = 2; $0.latencyMax = 2 }
        try check("footer-back-pulling", script: "key end\nwait 1\npress 200,200\nmove 200,50 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease",
                  screenshotInScript: true, size: "320x260") { $0.items = 20; $0.footerStyle = .back }
        try check("footer-no-more-data", script: "key end\nwait 2\nkey end\nwait 1\nscreenshot {shot}", screenshotInScript: true,
                  size: "320x260") { $0.items = 20; $0.history = 5 }
        try check("footer-failed", script: "key end\nwait 2\nscreenshot {shot}", screenshotInScript: true,
                  size: "320x260") { $0.items = 20; $0.failRate = 1 }
    }

    /// The tuning panel beside the list: sliders, buttons, the live plot of a pull that
    /// bounced back on a soft spring, the curves, the HUD.
    func testPanelAndPlots() throws {
        try check("panel", script: "set scroll.springStiffness 300\nset scroll.springDampingRatio 0.5\n"
                  + "drag 200,150 -> 200,260 over 0.3\nwait 0.6\nkey down\nkey down\nscreenshot {shot}",
                  screenshotInScript: true, size: "420x600") { $0.panel = true }
        try check("hud", script: "key f3\ndrag 200,500 -> 200,300 over 0.2\nwait 0.2\nscreenshot {shot}",
                  screenshotInScript: true, size: "320x300")
    }

    /// A/B: a pull released under A (critically damped), replayed under B (bouncier): the
    /// plot draws A's curves faintly behind B's, the list a ghost line where A had the content.
    func testTuningSlotsCompared() throws {
        try check("ab-compare", script: "drag 200,150 -> 200,215 over 0.25\nwait 1.2\nkey b\n"
                  + "set scroll.springStiffness 300\nset scroll.springDampingRatio 0.3\nkey r\nwait 0.36\nscreenshot {shot}",
                  screenshotInScript: true, size: "420x600") { $0.panel = true }
    }

    /// The quit prompt over a dimmed window, at 1x and 2x and in Russian (the longest
    /// labels): the question on two lines, the file, the keys, Save filled.
    func testTheQuitPrompt() throws {
        let script = "set scroll.springStiffness 300\nkey escape\nwait 0.3\nscreenshot {shot}"
        try check("quit-prompt", script: script, screenshotInScript: true, size: "420x600")
        try check("quit-prompt-2x", script: script, screenshotInScript: true, scale: 2, size: "420x600")
        try check("quit-prompt-ru", script: script, screenshotInScript: true, size: "420x600") { $0.language = .ru }
    }

    /// Where the `mj` header sits (`header.position`): behind (under the bar, shown in the
    /// gap the content leaves) and front (over the content), at half the trigger, held past
    /// it, refreshing and finishing (the result), at 1x and 2x; held past it and finishing
    /// in every language; the user's art in each position.
    func testHeaderPositions() throws {
        let states: [(String, String)] = [
            ("half", "press 200,150\nmove 200,200 over 0.2\nwait 0.1\nscreenshot {shot}"),
            ("armed", "press 200,150\nmove 200,300 over 0.2\nwait 0.1\nscreenshot {shot}"),
            ("refreshing", "press 200,150\nmove 200,300 over 0.2\nrelease\nwait 0.3\nscreenshot {shot}"),
            ("finishing", "set feed.latencyMin 0.5\nset feed.latencyMax 0.5\npress 200,150\nmove 200,300 over 0.2\nrelease\n"
                + "wait 0.75\nscreenshot {shot}"),
        ]
        for position in ["behind", "front"] {
            for (state, gesture) in states {
                let script = "set header.position \(position)\n" + gesture
                try check("position-\(position)-\(state)", script: script, screenshotInScript: true, size: "420x240")
                try check("position-\(position)-\(state)-2x", script: script, screenshotInScript: true, scale: 2, size: "420x240")
            }
            for language in Language.allCases where language != .en {
                try check("position-\(position)-armed-\(language.rawValue)", script: "set header.position \(position)\n" + states[1].1,
                          screenshotInScript: true, size: "420x240") { $0.language = language }
                try check("position-\(position)-finishing-\(language.rawValue)", script: "set header.position \(position)\n" + states[3].1,
                          screenshotInScript: true, size: "420x240") { $0.language = language }
            }
            try check("position-\(position)-art", script: "set header.position \(position)\n" + states[1].1,
                      screenshotInScript: true, size: "420x240") {
                $0.headerArtPath = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.gif").path
            }
        }
    }

    /// The HUD over the list while the header is pulled into view and refreshing: it moves
    /// to the bottom, the toast above it, and the header's texts show whole.
    func testTheHUDMovesOffThePulledHeader() throws {
        let script = "key h\ndrag 200,150 -> 200,330 over 0.3 hold 0.5\nscreenshot {shot}"
        try check("hud-pulled", script: script, screenshotInScript: true) { $0.hud = true }
        try check("hud-pulled-2x", script: script, screenshotInScript: true, scale: 2) { $0.hud = true }
        // A window narrower than the HUD: its lines are cut to the window, not past its edge.
        try check("hud-narrow", script: "wait 0.1\nscreenshot {shot}", screenshotInScript: true, size: "220x400") { $0.hud = true }
    }

    /// Under the Android model the tunables it does not use are greyed, each with why, in
    /// place of a slider that would move nothing.
    func testThePanelSaysWhatTheModelDoesNotUse() throws {
        try check("panel-android", script: "set scroll.model android\nwait 0.1\nscreenshot {shot}",
                  screenshotInScript: true, size: "420x600") { $0.panel = true }
    }

    /// The spring and fling graph beside the designer terms: a bouncy spring (Origami
    /// bounciness 20, speed 10) and a quick fling (0.9 s), the designer rows in view.
    func testSpringGraphAndDesignerTerms() throws {
        try check("spring-graph", script: "set spring.speed 10\nset spring.bounciness 20\nset fling.stopTime 0.9\n"
                  + String(repeating: "key down\n", count: 19) + "wait 0.2\nscreenshot {shot}",
                  screenshotInScript: true, size: "420x600") { $0.panel = true }
    }

    /// The timeline while paused: a pull scrubbed back 22 frames shows the header as it was
    /// then, the plot ending at that moment, the badge saying where in the run it is.
    func testTimelineScrubbedWhilePaused() throws {
        try check("timeline-paused", script: "drag 200,150 -> 200,330 over 0.3 hold 0.1\nwait 0.6\nkey p\n"
                  + "key shift+left\nkey shift+left\nkey left\nkey left\nscreenshot {shot}",
                  screenshotInScript: true, size: "420x600") { $0.panel = true }
    }

    /// The comparison is tight enough to notice what a user would: a golden frame with
    /// its arrow removed, a line of text removed, a row shifted by 1 pt, or a colour off
    /// by a few units, each fails; the frame as rendered passes.
    func testTheComparisonNoticesSmallChanges() throws {
        let golden = ProductPaths.golden.appendingPathComponent("header-normal-pulling.png")
        try SDLLibrary.session(video: false) {
            let g = try Surface(loading: golden.path)
            XCTAssertEqual(try Self.compare(g, g).different, 0)
            let background = g.pixel(x: 3, y: 90)
            func edited(_ change: (Surface) -> Void) throws -> Int {
                let copy = try Surface(loading: golden.path)
                change(copy)
                return try Self.compare(copy, g).different
            }
            // The arrow: left of the texts in the header band (y 64 to 118 at 320x260).
            let noArrow = try edited { s in
                for y in 66..<116 { for x in 20..<80 { s.setPixel(x: x, y: y, background) } }
            }
            XCTAssertGreaterThan(noArrow, 100, "the arrow has over 100 pixels")
            // The last-updated line under the title.
            let noLine = try edited { s in
                for y in 104..<117 { for x in 80..<320 { s.setPixel(x: x, y: y, background) } }
            }
            // The rows, one point lower.
            let shifted = try edited { s in
                for y in stride(from: s.height - 1, to: 120, by: -1) {
                    for x in 0..<s.width { s.setPixel(x: x, y: y, s.pixel(x: x, y: y - 1)) }
                }
            }
            // The first avatar's colour, 6 units bluer.
            let recoloured = try edited { s in
                for y in 130..<170 { for x in 10..<50 {
                    let p = s.pixel(x: x, y: y)
                    if p & 0xFF < 0xF0, p != background { s.setPixel(x: x, y: y, p + 6) }
                } }
            }
            for (what, count) in [("a missing arrow", noArrow), ("a missing line of text", noLine),
                                  ("a row shifted by 1 pt", shifted), ("a wrong colour", recoloured)] {
                XCTAssertGreaterThan(count, Self.maxDifferentPixels, "\(what) must fail the comparison")
            }
        }
    }

    // MARK: -

    func check(_ name: String, script: String, screenshotInScript: Bool = false,
                       scale: Double = 1, size: String = "420x760", configure: (inout Options) -> Void = { _ in }) throws {
        let dir = ProductPaths.temporaryFolder("golden")
        let actual = try Self.render(name, script: script, screenshotInScript: screenshotInScript, scale: scale,
                                     size: size, configure: configure)

        let golden = ProductPaths.golden.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["REFRESHDEMO_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.removeItem(at: golden)
            try FileManager.default.copyItem(at: actual, to: golden)
            return
        }
        guard FileManager.default.fileExists(atPath: golden.path) else {
            XCTFail("no golden image \(golden.path); record with REFRESHDEMO_RECORD_GOLDEN=1")
            return
        }
        try SDLLibrary.session(video: false) {
            try compareFiles(name: name, actual: actual, golden: golden, dir: dir)
        }
    }

    /// Runs `script` headless at `size` and returns the frame's PNG (the script's
    /// `screenshot {shot}`, or the last frame). No saved state, no refresh at launch, English
    /// unless `configure` says otherwise: every frame is the same on every machine.
    static func render(_ name: String, script: String, screenshotInScript: Bool = false,
                       scale: Double = 1, size: String = "420x760", configure: (inout Options) -> Void = { _ in }) throws -> URL {
        let dir = ProductPaths.temporaryFolder("golden")
        let actual = dir.appendingPathComponent("\(name).png")
        try? FileManager.default.removeItem(at: actual)
        let scriptURL = dir.appendingPathComponent("\(name).txt")
        try script.replacingOccurrences(of: "{shot}", with: actual.path)
            .write(to: scriptURL, atomically: true, encoding: .utf8)
        var options = Options()
        options.headless = true
        options.scriptPath = scriptURL.path
        options.scale = scale
        let windowSize = try WindowSize(checking: size)
        options.width = windowSize.width
        options.height = windowSize.height
        if !screenshotInScript { options.screenshotPath = actual.path }
        let state = dir.appendingPathComponent("state-\(name)")
        try? FileManager.default.removeItem(at: state)
        options.stateDirectory = state.path
        options.initialRefresh = false
        options.language = .en
        configure(&options)
        let parsed = try RefreshDemoCommand.loadScript(scriptURL.path)
        try HeadlessRun(options: options, script: parsed, signals: SignalMonitor()).run()
        return actual
    }

    private func compareFiles(name: String, actual: URL, golden: URL, dir: URL) throws {
        let a = try Surface(loading: actual.path)
        let g = try Surface(loading: golden.path)
        XCTAssertEqual(a.width, g.width, name)
        XCTAssertEqual(a.height, g.height, name)
        guard a.width == g.width, a.height == g.height else { return }
        let (different, diff) = try Self.compare(a, g)
        if different > Self.maxDifferentPixels {
            let diffURL = dir.appendingPathComponent("\(name)-diff.png")
            try diff.savePNG(to: diffURL.path)
            XCTFail("\(name): \(different) pixels differ from \(golden.path); actual \(actual.path), diff \(diffURL.path)")
        }
    }

    /// Counts differing pixels and paints them red on a faded copy of the golden frame.
    static func compare(_ a: Surface, _ g: Surface) throws -> (different: Int, diff: Surface) {
        let diff = try Surface(width: a.width, height: a.height)
        guard let base = diff.pointer.pointee.pixels else { return (0, diff) }
        var different = 0
        for y in 0..<a.height {
            let row = base.advanced(by: y * diff.pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<a.width {
                let p = a.pixel(x: x, y: y), q = g.pixel(x: x, y: y)
                var worst = 0
                for shift in [0, 8, 16, 24] as [UInt32] {
                    worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((q >> shift) & 0xFF)))
                }
                if worst > Self.channelTolerance {
                    different += 1
                    row[x] = 0xFFFF_0000
                } else {
                    let grey = UInt32(200 + Int((q >> 8) & 0xFF) / 5)
                    row[x] = 0xFF00_0000 | (grey << 16) | (grey << 8) | grey
                }
            }
        }
        return (different, diff)
    }
}
