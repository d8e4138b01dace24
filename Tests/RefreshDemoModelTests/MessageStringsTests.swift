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
        XCTAssertEqual(english.count, 17, "every field is a template")
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
        XCTAssertEqual(MessageStrings.fill("Recorded {1} inputs to {2}", "12", "/tmp/a.txt"), "Recorded 12 inputs to /tmp/a.txt")
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
