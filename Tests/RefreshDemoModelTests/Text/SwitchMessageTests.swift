import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// L, H and F say what they switched to, in the language now shown, and where the new
/// style shows when it is out of view (the list scrolled down).
final class SwitchMessageTests: XCTestCase {
    func testLanguageSaysItsOwnName() {
        var w = Workbench(config: testConfig(), metrics: FixedTextMetrics())
        var said: [String] = []
        for _ in Language.allCases {
            w.handle(.key(KeyPress(.l)), at: 0)
            said.append(w.frame(at: 0.1).message?.text ?? "")
        }
        XCTAssertEqual(said, ["语言：简体中文", "語言：繁體中文", "언어: 한국어", "Язык: Русский", "Мова: Українська",
                              "Language: English"])
    }

    func testHeaderAtTheTopAndMidList() {
        var w = Workbench(config: testConfig(), metrics: FixedTextMetrics())
        w.handle(.key(KeyPress(.h)), at: 0)
        XCTAssertEqual(w.frame(at: 0.1).message?.text, "Header: frames (GIF)")
        for _ in 0..<5 { w.handle(.key(KeyPress(.pagedown)), at: 0.2) }
        _ = w.frame(at: 3)
        w.handle(.key(KeyPress(.h)), at: 3)
        XCTAssertEqual(w.frame(at: 3.1).message?.text, "Header: spinner (pull down at the top to see it)")
        for _ in 0..<4 { w.handle(.key(KeyPress(.l)), at: 3.2) }
        w.handle(.key(KeyPress(.h)), at: 3.3)
        XCTAssertEqual(w.frame(at: 3.4).message?.text, "Заголовок: круг Android (SwipeRefreshLayout) (виден, если потянуть вниз в начале списка)")
        w.handle(.key(KeyPress(.h)), at: 3.5)
        XCTAssertEqual(w.frame(at: 3.6).message?.text, "Заголовок: штрихи iOS (Cupertino) (виден, если потянуть вниз в начале списка)")
        w.handle(.key(KeyPress(.h)), at: 3.7)
        XCTAssertEqual(w.frame(at: 3.8).message?.text, "Заголовок: круг Material из Flutter (RefreshIndicator) (виден, если потянуть вниз в начале списка)")
        w.handle(.key(KeyPress(.h)), at: 3.9)
        XCTAssertEqual(w.frame(at: 4.0).message?.text, "Заголовок: стрелка и текст (виден, если потянуть вниз в начале списка)")
    }

    func testFooterMidListSaysWhereItShows() {
        var w = Workbench(config: testConfig(), metrics: FixedTextMetrics())
        w.handle(.key(KeyPress(.l)), at: 0)
        w.handle(.key(KeyPress(.f)), at: 0.1)
        XCTAssertEqual(w.frame(at: 0.2).message?.text, "底部：上拉加载（在列表末尾可见）")
    }

    /// Every language names every style.
    func testEveryStyleHasANameInEveryLanguage() {
        for language in Language.allCases {
            let m = language.interface.messages
            XCTAssertEqual(Set(m.headerStyles.keys),
                           Set(HeaderStyle.allCases.map(\.rawValue) + ["art"] + HeaderControlKind.allCases.dropFirst().map(\.rawValue)),
                           "\(language)")
            XCTAssertEqual(Set(m.footerStyles.keys), Set(FooterStyle.allCases.map(\.rawValue)), "\(language)")
        }
    }
}
