import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// The window's messages speak every language, each with the placeholders English has.
final class MessageStringsTests: XCTestCase {
    /// Every template of a language, by field name.
    func templates(_ m: MessageStrings) -> [(String, String)] {
        Mirror(reflecting: m).children.compactMap { c in (c.value as? String).map { (c.label ?? "?", $0) } }
    }

    func placeholders(_ s: String) -> [String] {
        (1...4).map { "{\($0)}" }.filter(s.contains)
    }

    func testEveryLanguageHasEveryMessageWithTheSamePlaceholders() {
        let english = templates(Language.en.interface.messages)
        XCTAssertEqual(english.count, 35, "every String field is a template")
        for language in Language.allCases where language != .en {
            let own = templates(language.interface.messages)
            XCTAssertEqual(own.map(\.0), english.map(\.0))
            for ((name, en), (_, text)) in zip(english, own) {
                XCTAssertFalse(text.isEmpty, "\(language) \(name)")
                XCTAssertNotEqual(text, en, "\(language) \(name) is translated")
                XCTAssertEqual(placeholders(text), placeholders(en), "\(language) \(name): \(text)")
            }
        }
    }

    func testFillPutsTheValuesWhereTheTemplateSays() {
        XCTAssertEqual(MessageStrings.fill("Saved {1} to {2}", "12", "/tmp/a.txt"), "Saved 12 to /tmp/a.txt")
        XCTAssertEqual(MessageStrings.fill("입력 {1}개를 {2}에 저장했습니다", "3", "a"), "입력 3개를 a에 저장했습니다")
        XCTAssertEqual(MessageStrings.fill("{2} then {1}", "a", "b"), "b then a")
    }

    /// The workbench says what it did in the language shown: B in Chinese says so in Chinese.
    func testTheWorkbenchSpeaksTheLanguageShown() {
        var w = Workbench(config: testConfig(), metrics: FixedTextMetrics())
        w.handle(.key(KeyPress(.l)), at: 0)
        XCTAssertEqual(w.language, .zhHans)
        w.handle(.key(KeyPress(.b)), at: 0.1)
        XCTAssertEqual(w.frame(at: 0.2).message?.text, "调节参数 B（B 切换，R 重放）")
    }
}

/// "Recorded 1 input": the recording message takes the plural form of the count.
final class MessagePluralTests: XCTestCase {
    func testRecordedInEveryLanguage() {
        let counts = [0, 1, 2, 5, 11, 21, 22, 25]
        let expected: [Language: [String]] = [
            .en: ["Recorded 0 inputs to s", "Recorded 1 input to s", "Recorded 2 inputs to s", "Recorded 5 inputs to s",
                  "Recorded 11 inputs to s", "Recorded 21 inputs to s", "Recorded 22 inputs to s", "Recorded 25 inputs to s"],
            .ru: ["Записано 0 событий ввода в s", "Записано 1 событие ввода в s", "Записано 2 события ввода в s",
                  "Записано 5 событий ввода в s", "Записано 11 событий ввода в s", "Записано 21 событие ввода в s",
                  "Записано 22 события ввода в s", "Записано 25 событий ввода в s"],
            .uk: ["Записано 0 подій введення в s", "Записано 1 подію введення в s", "Записано 2 події введення в s",
                  "Записано 5 подій введення в s", "Записано 11 подій введення в s", "Записано 21 подію введення в s",
                  "Записано 22 події введення в s", "Записано 25 подій введення в s"],
            .zhHans: counts.map { "已将 \($0) 个输入写入 s" },
            .zhHant: counts.map { "已將 \($0) 個輸入寫入 s" },
            .ko: counts.map { "입력 \($0)개를 s에 저장했습니다" },
        ]
        for language in Language.allCases {
            let m = language.interface.messages.recorded
            XCTAssertEqual(counts.map { MessageStrings.fill(m.text($0, in: language), "s") }, expected[language], "\(language)")
        }
    }
}
