import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Golden frames of the sample art (Assets/Art, drawn by tools/make_art.py) in the header:
/// pulled to pullingPercent 0.25, 0.5 and 1.0, refreshing and closing, at 1x and 2x.
extension GoldenImageTests {
    /// Pull distances (points of pointer travel in a 320x260 window) that reach
    /// pullingPercent 0.25, 0.5 and 1.0 through the rubber band (measured from the trace),
    /// plus the 10-pt touch slop the pointer travels before anything moves.
    static let artStates: [(String, String)] = [
        ("25", "press 200,100\nmove 200,136 over 0.3\nwait 0.1\nscreenshot {shot}\nrelease"),
        ("50", "press 200,100\nmove 200,165 over 0.3\nwait 0.1\nscreenshot {shot}\nrelease"),
        ("100", "press 200,100\nmove 200,235 over 0.3\nwait 0.1\nscreenshot {shot}\nrelease"),
        // Released at 0.3 s: refreshing until the feed answers at 0.8 s.
        ("refreshing", "drag 200,100 -> 200,235 over 0.3\nwait 0.37\nscreenshot {shot}"),
        // No result time: the header closes over 0.4 s from the answer at 0.8 s, before
        // the banner has come down over it: a quarter closed.
        ("closing", "set header.minResultTime 0\ndrag 200,100 -> 200,235 over 0.3\nwait 0.6\nscreenshot {shot}"),
    ]

    func checkArt(_ name: String, path: String) throws {
        for scale in [1.0, 2.0] {
            for (state, script) in Self.artStates {
                try check("art-\(name)-\(state)-\(Int(scale))x", script: script, screenshotInScript: true, scale: scale,
                          size: "320x260") {
                    $0.headerArtPath = ProductPaths.repository.appendingPathComponent(path).path
                    $0.latencyMin = 0.5
                    $0.latencyMax = 0.5
                }
            }
        }
    }

    func testArtSampleGIF() throws {
        try checkArt("gif", path: "Assets/Art/sample.gif")
    }

    /// `art.text instead`: the art alone, centred, larger.
    func testArtInsteadOfTheText() throws {
        try check("art-gif-instead-2x", script: "set art.text instead\nset art.size 1\n" + Self.artStates[2].1,
                  screenshotInScript: true, scale: 2, size: "320x260") {
            $0.headerArtPath = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.gif").path
        }
    }
}

extension GoldenImageTests {
    /// The Lottie sample has `pull`, `refreshing` and `finish` markers: closing plays the finish.
    func testArtSampleLottie() throws {
        try checkArt("lottie", path: "Assets/Art/sample.json")
    }
}

extension GoldenImageTests {
    /// The Lottie sample in the footer: looping while loading, scrubbed by a pull up.
    func testArtInTheFooter() throws {
        let art = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.json").path
        try check("art-footer-loading", script: "key end\nwait 0.9\nscreenshot {shot}", screenshotInScript: true,
                  size: "320x260") { $0.items = 20; $0.latencyMin = 2; $0.latencyMax = 2; $0.footerArtPath = art }
        try check("art-footer-back-pulling", script: "key end\nwait 1\npress 200,200\nmove 200,50 over 0.3\nwait 0.3\nscreenshot {shot}\nrelease",
                  screenshotInScript: true, size: "320x260") { $0.items = 20; $0.footerStyle = .back; $0.footerArtPath = art }
    }
}
