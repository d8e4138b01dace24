import XCTest
@testable import RefreshEngine
import TestSupport

final class WordWrapperTests: XCTestCase {
    let metrics = FixedTextMetrics(advance: 10)

    func wrap(_ s: String, _ width: Double, _ lines: Int = 3) -> [String] {
        WordWrapper.wrap(s, width: width, maxLines: lines) { metrics.width(of: $0, style: .body) }
    }

    func testBreaksBetweenWords() {
        XCTAssertEqual(wrap("one two three four", 90), ["one two", "three", "four"])
        XCTAssertEqual(wrap("fits", 40), ["fits"])
    }

    func testChineseBreaksAnywhereAndKoreanAtSpaces() {
        XCTAssertEqual(wrap("下拉刷新的箭头。", 80), ["下拉刷新", "的箭头。"])
        // Hangul is as wide as Han (20 here) but Korean is written with spaces: never mid-word.
        XCTAssertEqual(wrap("새로고침 화살표가 뒤집혀요", 100), ["새로고침", "화살표가", "뒤집혀요"])
        XCTAssertEqual(wrap("아래로 당기면 새로고침 화살표가 뒤집혀요.", 170, 5),
                       ["아래로 당기면", "새로고침 화살표가", "뒤집혀요."])
    }

    /// Kinsoku: no line starts with a closing mark, none ends with an opening one.
    func testNoLineStartsWithAClosingMarkOrEndsWithAnOpeningOne() {
        // At 80 (four ideographs) "。" would start line 2 and "「" end line 1 without the rules.
        XCTAssertEqual(wrap("下拉刷新。松开", 80), ["下拉刷", "新。松开"])
        XCTAssertEqual(wrap("下拉刷「新」松开", 80), ["下拉刷", "「新」松", "开"])
        let text = "今天把弹簧的刚度调到了一百，回弹很自然。（惯性）滚动的减速率和手机上完全一致！下拉刷新的箭头在到达临界点时翻转了。"
        for width in stride(from: 40.0, through: 300, by: 10) {
            let lines = wrap(text, width, 40)
            XCTAssertEqual(lines.joined(), text, "nothing lost at \(width)")
            for (i, line) in lines.enumerated() {
                if i > 0, let first = line.first { XCTAssertFalse(WordWrapper.closing.contains(first), "\(width): \(lines)") }
                if i < lines.count - 1, let last = line.last {
                    XCTAssertFalse(WordWrapper.opening.contains(last), "\(width): \(lines)")
                }
            }
        }
    }

    /// Generated posts are spaced as each language writes them.
    func testGeneratedSentencesAreSpacedAsEachLanguageWritesThem() {
        let content = FeedContent(seed: 1, epoch: 1_790_000_000, newestId: 100_200)
        var seen = Set<String>()
        for id in 100_000...100_200 {
            let text = content.item(id: id).text
            // After a sentence's period comes a space (or the end): "불러옵니다.아래" never.
            let scalars = Array(text)
            for i in scalars.indices.dropLast() where scalars[i] == "." {
                let next = scalars[i + 1]
                if next.isLetter { XCTFail("no space after a period in \(text)") }
            }
            // Chinese runs its sentences together after the full stop "。".
            XCTAssertFalse(text.contains("。 "), text)
            if text.contains(where: { WordWrapper.isHangul($0.unicodeScalars.first ?? " ") }) { seen.insert("ko") }
            if text.contains("ться") || text.contains("Отскок") || text.contains("Пружина") { seen.insert("cyrillic") }
        }
        XCTAssertEqual(seen, ["ko", "cyrillic"], "both kinds of post were checked")
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
