import XCTest
@testable import RefreshEngine
import RefreshPhysics

final class LastUpdatedFormatTests: XCTestCase {
    let en = Language.en.strings

    func unix(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Double {
        // Days from civil (the inverse of the code under test, written the other way round).
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return Double((era * 146_097 + doe - 719_468) * 86_400 + h * 3600 + min * 60)
    }

    func testCivilDates() {
        let table: [(Double, LastUpdatedFormat.CivilTime)] = [
            (0, .init(year: 1970, month: 1, day: 1, hour: 0, minute: 0)),
            (1_790_000_000, .init(year: 2026, month: 9, day: 21, hour: 14, minute: 13)),
            (unix(2024, 2, 29, 23, 59), .init(year: 2024, month: 2, day: 29, hour: 23, minute: 59)),
            (unix(2000, 3, 1), .init(year: 2000, month: 3, day: 1, hour: 0, minute: 0)),
        ]
        for (t, expected) in table { XCTAssertEqual(LastUpdatedFormat.civil(t, utcOffset: 0), expected) }
        XCTAssertEqual(LastUpdatedFormat.civil(unix(2026, 1, 1, 1), utcOffset: -7200).day, 31, "local time")
    }

    func testTodayNeedsTheSameDateNotJustTheSameDayOfMonth() {
        let now = unix(2026, 11, 22, 15, 0)
        let table: [(Double?, String)] = [
            (unix(2026, 11, 22, 9, 5), "Last updated: Today 09:05"),
            (unix(2026, 10, 22, 9, 5), "Last updated: 10-22 09:05"),  // MJRefresh would say "Today"
            (unix(2025, 11, 22, 9, 5), "Last updated: 2025-11-22 09:05"),
            (unix(2026, 1, 1, 0, 0), "Last updated: 01-01 00:00"),
            (nil, "Last updated: No record"),
            (.nan, "Last updated: No record"),
        ]
        for (saved, text) in table {
            XCTAssertEqual(LastUpdatedFormat.text(saved: saved, now: now, utcOffset: 0, strings: en), text)
        }
        XCTAssertEqual(LastUpdatedFormat.text(saved: unix(2026, 11, 22, 9, 5), now: now, utcOffset: 0,
                                              strings: Language.zhHans.strings), "最后更新：今天 09:05")
    }

    func testLanguagesFromLocale() {
        let table: [(String?, Language)] = [
            (nil, .en), ("C", .en), ("en_US.UTF-8", .en), ("zh_CN.UTF-8", .zhHans), ("zh_TW.UTF-8", .zhHant),
            ("zh_HK", .zhHant), ("ko_KR.UTF-8", .ko), ("ru_RU", .ru), ("uk_UA.UTF-8", .uk), ("de_DE", .en),
        ]
        for (locale, language) in table { XCTAssertEqual(Language(locale: locale), language, "\(locale ?? "nil")") }
        var l = Language.en
        for _ in Language.allCases { l = l.next }
        XCTAssertEqual(l, .en, "the key cycles through all six")
    }

    func testEveryLanguageHasEveryText() {
        for language in Language.allCases {
            let s = language.strings
            for text in [s.headerIdle, s.headerPulling, s.headerRefreshing, s.resultUpdated, s.resultNoNewItems,
                         s.resultFailed, s.lastUpdated, s.today, s.noRecord, s.bannerNoNewItems, s.bannerFailed] {
                XCTAssertFalse(text.isEmpty, "\(language)")
            }
            XCTAssertTrue(s.bannerText(.updated(7), in: language).contains("7"), "\(language)")
            XCTAssertNotEqual(s.headerIdle, s.headerPulling, "\(language)")
        }
    }

    /// Times from a state file once trapped here (a Double past Int converted unchecked):
    /// every finite or non-finite value gives a text.
    func testExtremeTimesNeverTrap() {
        for t in [9.3e18, -9.3e18, 1e308, -1e308, .infinity, -.infinity, .nan, 253_402_300_799, -62_135_596_800] {
            let c = LastUpdatedFormat.civil(t, utcOffset: 3600)
            XCTAssertTrue((1...12).contains(c.month) && (1...31).contains(c.day), "\(t)")
            XCTAssertFalse(LastUpdatedFormat.text(saved: t, now: 1_790_000_000, utcOffset: 0, strings: Language.en.strings).isEmpty)
        }
        XCTAssertEqual(LastUpdatedFormat.civil(253_402_300_799, utcOffset: 0),
                       .init(year: 9999, month: 12, day: 31, hour: 23, minute: 59))
    }

    func testSaturatingIntegers() {
        let cases: [(Double, Int)] = [(.nan, 0), (.infinity, .max), (-.infinity, .min), (9.3e18, .max), (-9.3e18, .min),
                                      (2.9, 2), (-2.9, -2), (0, 0), (9.1e18, 9_100_000_000_000_000_000)]
        for (v, expected) in cases { XCTAssertEqual(Int(saturating: v), expected, "\(v)") }
        XCTAssertEqual(RelativeTime.text(from: 0, to: 1e300), "\(Int.max / 60 / 24 / 365)y")
    }
}
