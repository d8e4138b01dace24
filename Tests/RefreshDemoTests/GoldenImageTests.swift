import CSDL2
import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Headless frames compared with stored images, with a tolerance.
///
/// A pixel differs when any channel differs by more than `channelTolerance`; a frame
/// fails when more than `maxDifferentFraction` of its pixels differ. Re-record with
/// `REFRESHDEMO_RECORD_GOLDEN=1 swift test --filter GoldenImageTests` (or `make golden`)
/// and look at the new images before committing them.
final class GoldenImageTests: XCTestCase {
    let channelTolerance = 40
    let maxDifferentFraction = 0.002

    func testAtRest() throws {
        try check("at-rest", script: "wait 0.1")
    }

    func testPulledDownPastTheTop() throws {
        try check("pulled-past-top", script: """
            press 200,200
            move 200,480 over 0.4
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

    /// Each header style in idle (a little pulled), half-pulled, pulling and refreshing.
    func testHeaderStyles() throws {
        let states: [(String, String)] = [
            ("idle", "press 200,150\nmove 200,180 over 0.2\nscreenshot {shot}\nrelease"),
            ("half", "press 200,150\nmove 200,215 over 0.2\nscreenshot {shot}\nrelease"),
            ("pulling", "press 200,150\nmove 200,330 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease"),
            ("refreshing", "drag 200,150 -> 200,330 over 0.3\nwait 0.4\nscreenshot {shot}"),
        ]
        for style in HeaderStyle.allCases {
            for (state, script) in states {
                try check("header-\(style.rawValue)-\(state)", script: script, screenshotInScript: true,
                          size: "320x260") { $0.headerStyle = style }
            }
        }
    }

    func testBannerAfterARefresh() throws {
        try check("banner", script: "drag 200,150 -> 200,330 over 0.3\nwait 2.5\nscreenshot {shot}",
                  screenshotInScript: true, size: "320x260")
    }

    /// The footer loading, pulled (back style), with no more data, and failed.
    func testFooterStates() throws {
        try check("footer-loading", script: "key end\nwait 0.9\nscreenshot {shot}", screenshotInScript: true,
                  size: "320x260") { $0.items = 20; $0.latencyMin = 2; $0.latencyMax = 2 }
        try check("footer-back-pulling", script: "key end\nwait 1\npress 200,200\nmove 200,60 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease",
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

    func testChineseHeader() throws {
        try check("header-zh-Hant-pulling", script: "press 200,150\nmove 200,330 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease",
                  screenshotInScript: true, size: "320x260") { $0.language = .zhHant }
    }

    // MARK: -

    func check(_ name: String, script: String, screenshotInScript: Bool = false,
                       scale: Double = 1, size: String = "420x760", configure: (inout Options) -> Void = { _ in }) throws {
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
        // No saved state and no refresh at launch: every frame is the same on every machine.
        let state = dir.appendingPathComponent("state-\(name)")
        try? FileManager.default.removeItem(at: state)
        options.stateDirectory = state.path
        options.initialRefresh = false
        options.language = .en
        configure(&options)
        let parsed = try RefreshDemoCommand.loadScript(scriptURL.path)
        try HeadlessRun(options: options, script: parsed, signals: SignalMonitor()).run()

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

    private func compareFiles(name: String, actual: URL, golden: URL, dir: URL) throws {
        let a = try Surface(loading: actual.path)
        let g = try Surface(loading: golden.path)
        XCTAssertEqual(a.width, g.width, name)
        XCTAssertEqual(a.height, g.height, name)
        guard a.width == g.width, a.height == g.height else { return }
        let (different, diff) = try compare(a, g)
        let fraction = Double(different) / Double(a.width * a.height)
        if fraction > maxDifferentFraction {
            let diffURL = dir.appendingPathComponent("\(name)-diff.png")
            try diff.savePNG(to: diffURL.path)
            XCTFail("\(name): \(different) pixels (\(String(format: "%.3f", fraction * 100))%) differ from \(golden.path); actual \(actual.path), diff \(diffURL.path)")
        }
    }

    /// Counts differing pixels and paints them red on a faded copy of the golden frame.
    private func compare(_ a: Surface, _ g: Surface) throws -> (Int, Surface) {
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
                if worst > channelTolerance {
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
