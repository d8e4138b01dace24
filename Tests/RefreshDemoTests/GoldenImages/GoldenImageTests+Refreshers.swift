import CSDL2
import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

extension GoldenImageTests {
    /// The `android` control (SwipeRefreshLayout's circle over a still list): at half the
    /// trigger (no arc yet), armed (the arc and arrow, full alpha), refreshing (spinning at
    /// 24 dp) and finishing (scaling down), at 1x and 2x; the large circle armed.
    func testTheAndroidCircle() throws {
        let pull = "preset android\nset list.bar plain\nset feed.latencyMin 1\nset feed.latencyMax 1\npress 200,150\n"
        let states: [(String, String)] = [
            // The pull is the finger's travel past the 8 pt slop (rate 1): 16 pt, and 81 pt armed.
            ("half", pull + "move 200,174 over 0.2\nwait 0.1\nscreenshot {shot}"),
            ("armed", pull + "move 200,239 over 0.3\nwait 0.4\nscreenshot {shot}"),
            ("refreshing", pull + "move 200,239 over 0.3\nrelease\nwait 0.6\nscreenshot {shot}"),
            ("finishing", pull + "move 200,239 over 0.3\nrelease\nwait 1.07\nscreenshot {shot}"),
        ]
        for (state, script) in states {
            try check("android-\(state)", script: script, screenshotInScript: true, size: "420x240")
            try check("android-\(state)-2x", script: script, screenshotInScript: true, scale: 2, size: "420x240")
        }
        try check("android-armed-large", script: "set header.androidSize large\n" + states[1].1, screenshotInScript: true,
                  size: "420x240")
    }

    /// The `material` control (Flutter's RefreshIndicator over a still list): at half the
    /// trigger (a faint short arc), armed (the arc, its head and full colour), refreshing
    /// (spinning 44 pt down) and finishing (scaling down), at 1x and 2x.
    func testTheMaterialCircle() throws {
        let pull = "set header.control material\nset feed.latencyMin 1\nset feed.latencyMax 1\npress 200,150\n"
        let states: [(String, String)] = [
            ("half", pull + "move 200,189 over 0.2\nwait 0.1\nscreenshot {shot}"),
            ("armed", pull + "move 200,238 over 0.3\nwait 0.4\nscreenshot {shot}"),
            ("refreshing", pull + "move 200,238 over 0.3\nrelease\nwait 0.6\nscreenshot {shot}"),
            ("finishing", pull + "move 200,238 over 0.3\nrelease\nwait 1.1\nscreenshot {shot}"),
        ]
        for (state, script) in states {
            try check("material-\(state)", script: script, screenshotInScript: true, size: "420x320")
            try check("material-\(state)-2x", script: script, screenshotInScript: true, scale: 2, size: "420x320")
        }
    }

    /// The second floor (`header.twoLevel`): armed ("Release to open") in every language,
    /// half open, open with its button (the built-in picture, and the user's art full size),
    /// at 1x and 2x.
    func testTheSecondFloor() throws {
        let pull = "set header.twoLevel on\nwait 2\npress 200,150\nmove 200,560 over 0.4\n"
        let states: [(String, String)] = [
            ("armed", pull + "wait 0.1\nscreenshot {shot}"),
            ("half", pull + "release\nwait 0.45\nscreenshot {shot}"),
            ("open", pull + "release\nwait 1.3\nscreenshot {shot}"),
        ]
        for (state, script) in states {
            try check("floor-\(state)", script: script, screenshotInScript: true, size: "420x480")
            try check("floor-\(state)-2x", script: script, screenshotInScript: true, scale: 2, size: "420x480")
        }
        for language in Language.allCases where language != .en {
            try check("floor-armed-\(language.rawValue)", script: states[0].1, screenshotInScript: true, size: "420x480") {
                $0.language = language
            }
            try check("floor-open-\(language.rawValue)", script: states[2].1, screenshotInScript: true, size: "420x480") {
                $0.language = language
            }
        }
        try check("floor-open-art", script: states[2].1, screenshotInScript: true, size: "420x480") {
            $0.headerArtPath = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.gif").path
        }
    }

    /// The `cupertino` control (the iOS preset): half revealed (4 of 8 ticks, faint), past the
    /// trigger (refreshing with the finger down, all 8 ticks turning), resting at 60 pt while
    /// refreshing, and shrinking as the content goes back, at 1x and 2x.
    func testTheCupertinoTicks() throws {
        let pull = "preset ios\nset list.bar plain\nset feed.latencyMin 1\nset feed.latencyMax 1\npress 200,150\n"
        let states: [(String, String)] = [
            ("half", pull + "move 200,260 over 0.2\nwait 0.1\nscreenshot {shot}"),
            ("armed", pull + "move 200,550 over 0.3\nwait 0.3\nscreenshot {shot}"),
            ("refreshing", pull + "move 200,550 over 0.3\nrelease\nwait 0.6\nscreenshot {shot}"),
            ("finishing", pull + "move 200,550 over 0.3\nrelease\nwait 0.95\nscreenshot {shot}"),
        ]
        for (state, script) in states {
            try check("cupertino-\(state)", script: script, screenshotInScript: true, size: "420x320")
            try check("cupertino-\(state)-2x", script: script, screenshotInScript: true, scale: 2, size: "420x320")
        }
    }
}
