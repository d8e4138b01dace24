import XCTest
@testable import RefreshDemo
@testable import RefreshEngine

/// Bold Hangul reads as bold beside DejaVu Bold: "새 항목 3개" in a bold style is not a
/// regular-looking face among bold Latin.
///
/// Measure: the ink of a rendered string (the sum of its pixels' coverage). The step from
/// the regular to the bold face in Hangul must be at least 85% of DejaVu's step from
/// DejaVuSans to DejaVuSans-Bold at the same size (NanumSquare Bold alone steps 1.37 to
/// DejaVu's 1.71), and at most 145% of it, so strokes do not run together.
final class BoldHangulTests: XCTestCase {
    func ink(_ chain: FontChain, _ text: String) throws -> Double {
        guard let s = try chain.render(text) else { return 0 }
        var total = 0.0
        for y in 0..<s.height {
            for x in 0..<s.width { total += Double(s.pixel(x: x, y: y) >> 24) / 255 }
        }
        return total
    }

    func testBoldHangulStepsUpLikeDejaVuBold() throws {
        try SDLLibrary.session(video: false) {
            for scale in [1.0, 2.0] {
                let t = try Typography(assets: Assets.locate(), scale: scale)
                let regular = t.chain(.body), bold = t.chain(.author)
                let latin = try ink(bold, "New items updated") / ink(regular, "New items updated")
                let hangul = try ink(bold, "새 항목 업데이트 완료") / ink(regular, "새 항목 업데이트 완료")
                XCTAssertGreaterThan(latin, 1.25, "DejaVu Bold is clearly heavier (scale \(scale))")
                XCTAssertGreaterThanOrEqual(hangul, latin * 0.85,
                                            "Hangul bold step \(hangul) vs DejaVu's \(latin) at scale \(scale)")
                XCTAssertLessThanOrEqual(hangul, latin * 1.45, "bold, not a blot (scale \(scale))")
            }
        }
    }
}
