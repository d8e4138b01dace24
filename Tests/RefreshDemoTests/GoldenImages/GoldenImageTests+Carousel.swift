import Foundation
import RefreshDemoModel
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// The carousel row at rest, mid-fling, pulled past its end (the trailer's "release"),
/// loading and failed, at 1x and 2x; the states with a label in every language.
extension GoldenImageTests {
    /// The cards' middle at rest, under the 64-pt bar.
    static let rowY = 64 + 89
    /// Scrolled to the last card by a tilt wheel over the row, then pulled 180 pt past it.
    static let carouselToEnd = "move 200,\(rowY)\nwheel 40,0\nwait 1.5\n"
    static let carouselPull = carouselToEnd + "press 380,\(rowY)\nmove 200,\(rowY) over 0.5\nwait 0.1\n"

    static var carouselScreens: [(state: String, script: String, failRate: Double, localized: Bool)] { [
        ("rest", "wait 0.1\nscreenshot {shot}", 0, false),
        ("fling", "drag 380,\(rowY) -> 250,\(rowY) over 0.1\nwait 0.15\nscreenshot {shot}", 0, false),
        ("pulled", carouselPull + "screenshot {shot}\nrelease", 0, true),
        ("loading", carouselPull + "release\nwait 0.4\nscreenshot {shot}", 0, true),
        // Failed, then pulled again short of the trigger: the end says so.
        ("failed", carouselPull + "release\nwait 2\npress 380,\(rowY)\nmove 260,\(rowY) over 0.3\nscreenshot {shot}\nrelease",
         1, true),
    ] }

    func testTheCarousel() throws {
        for screen in Self.carouselScreens {
            for language in screen.localized ? Language.allCases : [.en] {
                for scale in [1.0, 2.0] {
                    let suffix = (screen.localized ? "-\(language.rawValue)" : "") + (scale == 2 ? "-2x" : "")
                    try check("carousel-\(screen.state)\(suffix)", script: screen.script, screenshotInScript: true,
                              scale: scale, size: "420x260") {
                        $0.language = language
                        $0.latencyMin = 1
                        $0.latencyMax = 1
                        $0.failRate = screen.failRate
                    }
                }
            }
        }
    }
}
