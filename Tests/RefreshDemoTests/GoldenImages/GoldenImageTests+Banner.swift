import Foundation
import XCTest
import TestSupport
@testable import RefreshDemo

/// The result banner of each kind, in light and dark, at 1x and 2x: good news with its check
/// on blue, a failure with its warning triangle on red (the light 1x and the dark good news
/// are `banner` and `dark-banner` in the other files).
extension GoldenImageTests {
    static let bannerScript = "drag 200,150 -> 200,330 over 0.3\nwait 3.4\nscreenshot {shot}"

    func testBannerKindsInLightAndDark() throws {
        try check("banner-2x", script: Self.bannerScript, screenshotInScript: true, scale: 2, size: "320x260")
        for dark in [false, true] {
            for scale in [1.0, 2.0] {
                try check("\(dark ? "dark-" : "")banner-failed\(scale == 2 ? "-2x" : "")", script: Self.bannerScript,
                          screenshotInScript: true, scale: scale, size: "320x260") {
                    $0.failRate = 1
                    if dark { $0.appearance = .dark }
                }
            }
        }
    }
}
