import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// The help overlay and the panel speak every language the list does (L switches them).
final class InterfaceStringsTests: XCTestCase {
    func testEveryLabelHasATextInEveryLanguage() {
        let english = Language.en.interface
        for language in Language.allCases {
            let s = language.interface
            XCTAssertEqual(s.helpEntries.count, english.helpEntries.count, "\(language): one line per key")
            // The keys column names keys as the keyboard prints them: the same in every language.
            for (a, b) in zip(s.helpEntries, english.helpEntries) where b.key.contains("/") || b.key.hasPrefix("F") {
                XCTAssertEqual(a.key, b.key, "\(language)")
            }
            XCTAssertEqual(Set(s.groups.keys), Set(Tunable.Group.allCases), "\(language)")
            XCTAssertEqual(Set(s.buttons.keys), Set(TuningPanel.Button.allCases), "\(language)")
            for t in Tunables.all {
                XCTAssertNotNil(s.tunableTitles[t.id], "\(language) has no title for \(t.name)")
            }
            XCTAssertFalse(s.plotLabels.live.isEmpty || s.plotLabels.rubberBand.isEmpty || s.plotLabels.spring.isEmpty)
            if language != .en {
                XCTAssertNotEqual(s.helpTitle, english.helpTitle, "\(language) is translated")
                XCTAssertNotEqual(s.title(of: .scroll), english.title(of: .scroll), "\(language)")
                XCTAssertNotEqual(s.title(of: Tunables.all[0]), english.title(of: Tunables.all[0]), "\(language)")
            }
        }
    }

    func testTheFrameCarriesTheLanguageThePanelAndHelpUse() {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        XCTAssertEqual(e.frame(at: 0).language.interface.helpTitle, "Keys")
        e.handle(.key(KeyPress(.l)), at: 0.1)
        XCTAssertEqual(e.frame(at: 0.1).language.interface.helpTitle, "按键")
    }
}
