import XCTest
@testable import RefreshEngine

/// A chat's follow, its pill's count and words, and the shift of rows put on top: the rules the app's
/// list and the page's core both ask.
final class ChatFollowRuleTests: XCTestCase {
    func testAnArrivalIsFollowedOnlyAtTheEndUnheldWithNothingUnseen() {
        XCTAssertTrue(ChatFollowRule.follows(offset: 999, maxOffset: 1_000, held: false, unseen: 0), "within a point")
        XCTAssertFalse(ChatFollowRule.follows(offset: 998.9, maxOffset: 1_000, held: false, unseen: 0), "more than a point up")
        XCTAssertFalse(ChatFollowRule.follows(offset: 1_000, maxOffset: 1_000, held: true, unseen: 0), "a finger holds it")
        XCTAssertFalse(ChatFollowRule.follows(offset: 1_000, maxOffset: 1_000, held: false, unseen: 2), "the pill counts already")
        XCTAssertTrue(ChatFollowRule.isAtEnd(offset: 1_010, maxOffset: 1_000), "pulled past the end")
    }

    func testThePillCountsToNinetyNineThenCaps() {
        XCTAssertTrue(ChatFollowRule.pillCount(1) == (1, false))
        XCTAssertTrue(ChatFollowRule.pillCount(99) == (99, false))
        XCTAssertTrue(ChatFollowRule.pillCount(140) == (99, true))
    }

    /// The words the page builds from the category the core gives are the app's own, in every language.
    func testThePluralRuleGivesTheAppsWords() {
        for language in Language.allCases {
            for n in [1, 2, 3, 5, 11, 12, 21, 22, 25, 99, 101, 111] {
                let forms = language.newMessagesForms
                let template = forms.template(for: language.pluralRule.category(n))
                XCTAssertEqual(template.replacingOccurrences(of: "{n}", with: String(n)), forms.text(n, in: language), "\(language) \(n)")
            }
        }
        XCTAssertEqual(PluralRule.eastSlavic.category(21), .one)
        XCTAssertEqual(PluralRule.eastSlavic.category(12), .many)
        XCTAssertEqual(PluralRule.eastSlavic.category(24), .few)
        XCTAssertEqual(PluralRule.noPlural.category(1), .other)
    }

    func testRowsOnTopShiftAChatAlwaysAndAFeedOnlyScrolledIn() {
        XCTAssertEqual(PrependShiftRule.shift(added: 300, reversed: true, offset: -64, minOffset: -64, headingToTop: false), 300)
        XCTAssertEqual(PrependShiftRule.shift(added: 300, reversed: false, offset: -64, minOffset: -64, headingToTop: false), 0,
                       "at the top the new rows show")
        XCTAssertEqual(PrependShiftRule.shift(added: 300, reversed: false, offset: 500, minOffset: -64, headingToTop: false), 300)
        XCTAssertEqual(PrependShiftRule.shift(added: 300, reversed: false, offset: 500, minOffset: -64, headingToTop: true), 0,
                       "heading for the top: they are what was asked for")
    }
}
