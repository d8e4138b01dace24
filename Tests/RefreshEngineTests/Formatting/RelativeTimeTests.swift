import XCTest
@testable import RefreshEngine
import TestSupport

/// Row times speak the list's language ("刚刚", "2分钟前", "2 мин назад", "2분 전"), and L
/// relabels the rows on screen at once without moving them.
final class RelativeTimeTests: XCTestCase {
    let ages: [Double] = [-5, 30, 120, 3 * 3600, 2 * 86_400, 14 * 86_400, 800 * 86_400]

    func testEveryLanguageHasItsOwnWords() {
        let expected: [Language: [String]] = [
            .en: ["now", "now", "2m", "3h", "2d", "2w", "2y"],
            .zhHans: ["刚刚", "刚刚", "2分钟前", "3小时前", "2天前", "2周前", "2年前"],
            .zhHant: ["剛剛", "剛剛", "2分鐘前", "3小時前", "2天前", "2週前", "2年前"],
            .ko: ["방금", "방금", "2분 전", "3시간 전", "2일 전", "2주 전", "2년 전"],
            .ru: ["только что", "только что", "2 мин назад", "3 ч назад", "2 дн. назад", "2 нед. назад", "2 г. назад"],
            .uk: ["щойно", "щойно", "2 хв тому", "3 год тому", "2 дн. тому", "2 тиж. тому", "2 р. тому"],
        ]
        for language in Language.allCases {
            XCTAssertEqual(ages.map { RelativeTime.text(from: 1000, to: 1000 + $0, in: language) },
                           expected[language], "\(language)")
        }
    }

    /// Switching the language mid-list: the rows in view read the new language's times in the
    /// very next frame, and no row moves.
    func testLanguageSwitchRelabelsTheRowsInViewWithoutMovingThem() {
        var h = EngineHarness(items: 2000)
        for _ in 0..<10 { h.engine.perform(.pageDown, at: 0) }
        let before = h.engine.frame(at: 10)
        XCTAssertTrue(before.rows.allSatisfy { $0.layout.time.last.map { "mhdwy".contains($0) } ?? false || $0.layout.time == "now" })
        h.engine.language = .ru
        let after = h.engine.frame(at: 10)
        XCTAssertEqual(after.rows.map(\.index), before.rows.map(\.index))
        XCTAssertEqual(after.rows.map(\.y), before.rows.map(\.y))
        XCTAssertTrue(after.rows.allSatisfy { $0.layout.time.hasSuffix("назад") || $0.layout.time == "только что" },
                      "\(after.rows.map(\.layout.time))")
    }
}
