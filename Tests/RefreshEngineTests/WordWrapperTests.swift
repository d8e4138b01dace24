import XCTest
@testable import RefreshEngine

final class WordWrapperTests: XCTestCase {
    let metrics = FixedTextMetrics(advance: 10)

    func wrap(_ s: String, _ width: Double, _ lines: Int = 3) -> [String] {
        WordWrapper.wrap(s, width: width, maxLines: lines) { metrics.width(of: $0, style: .body) }
    }

    func testBreaksBetweenWords() {
        XCTAssertEqual(wrap("one two three four", 90), ["one two", "three", "four"])
        XCTAssertEqual(wrap("fits", 40), ["fits"])
    }

    func testWideScriptsBreakAnywhereAndKeepPunctuation() {
        XCTAssertEqual(wrap("下拉刷新的箭头。", 80), ["下拉刷新", "的箭头。"])
        XCTAssertEqual(wrap("새로고침 화살표", 60), ["새로고", "침 화", "살표"])
    }

    func testOverlongWordIsSplit() {
        XCTAssertEqual(wrap("abcdefghij", 40), ["abcd", "efgh", "ij"])
    }

    func testTooManyLinesEndWithAnEllipsisThatFits() {
        let lines = wrap("aa bb cc dd ee ff", 50, 2)
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[0], "aa bb")
        XCTAssertTrue(lines[1].hasSuffix(WordWrapper.ellipsis))
        XCTAssertLessThanOrEqual(metrics.width(of: Substring(lines[1]), style: .body), 50)
    }

    func testDegenerateWidths() {
        XCTAssertEqual(wrap("", 100), [])
        XCTAssertEqual(wrap("abc", 0.5, 1).count, 1)
        XCTAssertEqual(wrap("abc def", 100, 0), [])
    }
}
