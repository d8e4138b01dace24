import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Headless frames at 200, 240 and 320 pt in every language: the header's indicator
/// (arrow, spinner, gif) and its texts, and the footer's, are fully inside the window.
///
/// Measure: in the header's band (and the footer's), no pixel of the outermost `edge`
/// columns on either side differs from the band's background; a glyph or a spoke cut by
/// the window's edge leaves ink there. Today at 240 pt the spinner is half outside and the
/// Russian last-updated line runs past both sides.
final class NarrowHeaderTests: XCTestCase {
    /// Two columns: the scroll indicator runs 3 pt in from the right edge.
    static let edge = 2
    static let widths = [200, 240, 320]
    static let height = 260

    /// Pixels of rows `rows` within `edge` of the left or right side that are not the background.
    func inkAtTheEdges(_ s: Surface, rows: Range<Int>) -> Int {
        // The band's background: its most common pixel.
        var counts: [UInt32: Int] = [:]
        for y in rows where y >= 0 && y < s.height { for x in 0..<s.width { counts[s.pixel(x: x, y: y), default: 0] += 1 } }
        let background = counts.max { $0.value < $1.value }?.key ?? 0
        var ink = 0
        for y in rows where y >= 0 && y < s.height {
            for x in Array(0..<Self.edge) + Array((s.width - Self.edge)..<s.width) {
                let p = s.pixel(x: x, y: y)
                var worst = 0
                for shift in [0, 8, 16] as [UInt32] {
                    worst = max(worst, abs(Int((p >> shift) & 0xFF) - Int((background >> shift) & 0xFF)))
                }
                if worst > 24 { ink += 1 }
            }
        }
        return ink
    }

    /// The header pulled past its threshold (arrow and "Release to refresh") and refreshing
    /// (spinner), in each style, every language, every width; rows 64 to 118 hold the header.
    func testHeaderStaysInside() throws {
        let scripts = [("pulling", GoldenImageTests.headerStates[3].1), ("refreshing", GoldenImageTests.headerStates[4].1)]
        for width in Self.widths {
            for language in Language.allCases {
                for style in HeaderStyle.allCases {
                    for (state, script) in scripts {
                        let name = "narrow-\(width)-\(language.rawValue)-\(style.rawValue)-\(state)"
                        let url = try GoldenImageTests.render(name, script: script, screenshotInScript: true,
                                                              size: "\(width)x\(Self.height)") {
                            $0.language = language; $0.headerStyle = style; $0.latencyMin = 0.5; $0.latencyMax = 0.5
                        }
                        try SDLLibrary.session(video: false) {
                            let s = try Surface(loading: url.path)
                            XCTAssertEqual(inkAtTheEdges(s, rows: 66..<116), 0, "\(name): \(url.path)")
                        }
                    }
                }
            }
        }
    }

    /// The footer loading (spinner and "Loading more...") and failed (the longest text),
    /// at the window's bottom after End.
    func testFooterStaysInside() throws {
        for width in Self.widths {
            for language in Language.allCases {
                for (state, latency, fail) in [("loading", 2.0, 0.0), ("failed", 0.1, 1.0)] {
                    let name = "narrow-\(width)-\(language.rawValue)-footer-\(state)"
                    let url = try GoldenImageTests.render(name, script: "key end\nwait 2\nscreenshot {shot}",
                                                          screenshotInScript: true, size: "\(width)x\(Self.height)") {
                        $0.language = language; $0.items = 20; $0.latencyMin = latency; $0.latencyMax = latency; $0.failRate = fail
                    }
                    try SDLLibrary.session(video: false) {
                        let s = try Surface(loading: url.path)
                        XCTAssertEqual(inkAtTheEdges(s, rows: (Self.height - 40)..<(Self.height - 4)), 0, "\(name): \(url.path)")
                    }
                }
            }
        }
    }
}
