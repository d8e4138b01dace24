import XCTest
@testable import RefreshEngine

/// Counted texts take the CLDR plural form of their language: "1 new item", "21 новая запись",
/// "22 нові записи", "25 новых записей"; Chinese and Korean have one form.
final class PluralFormsTests: XCTestCase {
    let counts = [0, 1, 2, 5, 11, 21, 22, 25]

    func testCategoriesFollowCLDR() {
        let expected: [Language: [PluralCategory]] = [
            .en: [.other, .one, .other, .other, .other, .other, .other, .other],
            .ru: [.many, .one, .few, .many, .many, .one, .few, .many],
            .uk: [.many, .one, .few, .many, .many, .one, .few, .many],
            .zhHans: Array(repeating: .other, count: 8),
            .zhHant: Array(repeating: .other, count: 8),
            .ko: Array(repeating: .other, count: 8),
        ]
        for language in Language.allCases {
            XCTAssertEqual(counts.map(language.pluralCategory), expected[language], "\(language)")
        }
        // The teens and the hundreds: 111 and 112 are many, 101 one, 102 few.
        XCTAssertEqual([12, 14, 101, 102, 111, 112, 114, 1001].map(Language.ru.pluralCategory),
                       [.many, .many, .one, .few, .many, .many, .many, .one])
    }

    func testTheNewItemsBannerInEveryLanguage() {
        let expected: [Language: [String]] = [
            .en: ["0 new items", "1 new item", "2 new items", "5 new items", "11 new items", "21 new items",
                  "22 new items", "25 new items"],
            .ru: ["0 новых записей", "1 новая запись", "2 новые записи", "5 новых записей", "11 новых записей",
                  "21 новая запись", "22 новые записи", "25 новых записей"],
            .uk: ["0 нових записів", "1 новий запис", "2 нові записи", "5 нових записів", "11 нових записів",
                  "21 новий запис", "22 нові записи", "25 нових записів"],
            .zhHans: counts.map { "\($0) 条新内容" },
            .zhHant: counts.map { "\($0) 條新內容" },
            .ko: counts.map { "새 항목 \($0)개" },
        ]
        for language in Language.allCases {
            XCTAssertEqual(counts.map { language.strings.bannerText(.updated($0), in: language) },
                           expected[language], "\(language)")
        }
    }

    /// A refresh that brings one row says so in the singular (the banner the engine shows).
    func testTheEngineBannerSaysOneItem() {
        let s = Language.en.strings
        XCTAssertEqual(s.bannerText(.updated(1), in: .en), "1 new item")
        XCTAssertEqual(Language.ru.strings.bannerText(.updated(3), in: .ru), "3 новые записи")
    }

    /// Every language's forms name the count, and Russian and Ukrainian have all three.
    func testEveryFormNamesTheCount() {
        for language in Language.allCases {
            let forms = language.strings.bannerNewItems
            for c in [PluralCategory.one, .few, .many, .other] {
                XCTAssertTrue(forms.template(for: c).contains("{n}"), "\(language) \(c)")
            }
            if language == .ru || language == .uk {
                XCTAssertNotNil(forms.one); XCTAssertNotNil(forms.few); XCTAssertNotNil(forms.many)
            }
        }
    }
}
