import XCTest
@testable import RefreshDemoModel
@testable import RefreshEngine

/// Every tunable is described in every language: English is the engine's `doc`, the
/// others their own words (a tunable added without them fails here).
final class TunableDescriptionsTests: XCTestCase {
    func testEveryTunableIsDescribedInEveryLanguage() {
        let ids = Set(Tunables.all.map(\.id))
        for language in Language.allCases where language != .en {
            let table = TunableDescriptions.table(language)
            for t in Tunables.all {
                let text = table[t.id] ?? ""
                XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) has no description of \(t.name)")
            }
            // No text for a tunable that is gone or misspelt.
            XCTAssertEqual(Set(table.keys).subtracting(ids), [], "\(language)")
        }
        for t in Tunables.all { XCTAssertEqual(Language.en.doc(of: t), t.doc) }
    }

    func testNoDescriptionIsLeftInEnglish() {
        for language in Language.allCases where language != .en {
            for t in Tunables.all {
                let text = language.doc(of: t)
                // A string with words is never the English one; only a formula could be the same.
                if t.doc.contains(where: \.isLetter) { XCTAssertNotEqual(text, t.doc, "\(language) \(t.name)") }
                // Written in the language's script, not only names and formulas.
                let script: (Unicode.Scalar) -> Bool = switch language {
                case .zhHans, .zhHant: { WordWrapper.isWide($0) }
                case .ko: { WordWrapper.isHangul($0) }
                case .ru, .uk: { (0x0400...0x04FF).contains($0.value) }
                case .en: { _ in true }
                }
                XCTAssertTrue(text.unicodeScalars.contains(where: script), "\(language) \(t.name): \(text)")
            }
        }
    }

    /// The two Chinese tables differ (Traditional is not a copy of Simplified), and Russian
    /// and Ukrainian are not one table.
    func testSiblingLanguagesHaveTheirOwnWords() {
        for (a, b) in [(Language.zhHans, Language.zhHant), (.ru, .uk)] {
            let same = Tunables.all.filter { a.doc(of: $0) == b.doc(of: $0) }.map(\.name)
            XCTAssertEqual(same, [], "\(a) and \(b)")
        }
    }
}
