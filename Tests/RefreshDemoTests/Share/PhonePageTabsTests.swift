import Foundation
import XCTest
import TestSupport
import RefreshEngine

/// The tabs layout (`list.layout` tabs) on the page, in a real Chromium with touch emulation, run by
/// the app's rules in core.wasm: a sideways swipe on a list changes tab and a vertical one scrolls the
/// list (PagerAxisRule: one gesture, one axis), each list keeps its own scroll, a tap on a tab goes
/// there (TabTapSettle), the strip's indicator is TabIndicatorRule's for the pager's page, and a pull
/// refreshes the list it is on alone.
final class PhonePageTabsTests: XCTestCase {
    /// The page's tabs in a probe's line.
    struct Tabs {
        var page: Double
        var shown: Int
        var titles: [String]
        var width: Double
        var drawnLeft: Double
        var offsets: [Double]
        var refreshes: [Int]
        var states: [String]
        var loads: [Int]

        init(_ line: [String: Any]?, _ key: String = "tabs") throws {
            let t = try XCTUnwrap(line?[key] as? [String: Any], "no tabs on the page")
            page = try XCTUnwrap(t["page"] as? Double)
            shown = try XCTUnwrap(t["shown"] as? Int)
            titles = t["titles"] as? [String] ?? []
            width = try XCTUnwrap(t["width"] as? Double)
            drawnLeft = try XCTUnwrap((t["indicator"] as? [String: Any])?["drawn"] as? Double)
            let lists = try XCTUnwrap(t["lists"] as? [[String: Any]])
            offsets = lists.map { $0["offset"] as? Double ?? .nan }
            refreshes = lists.map { $0["refreshes"] as? Int ?? -1 }
            states = lists.map { $0["state"] as? String ?? "" }
            loads = lists.map { $0["loads"] as? Int ?? -1 }
        }
    }

    /// The page's steps by name under `list.layout` tabs and the tuning's `extra` keys.
    static func run(_ gestures: String, extra: String = "", app: [String] = []) throws -> (steps: [String: [[String: Any]]], phone: String) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let file = ProductPaths.temporaryFolder("share-tabs").appendingPathComponent("tuning.json")
        try Data("{\"version\": 1, \"list.layout\": \"tabs\"\(extra)}".utf8).write(to: file)
        let (page, phone, _, _) = try PhonePageListTests.run(gestures, extra: ["--tuning", file.path] + app)
        return (Dictionary(grouping: page.filter { $0["gesture"] != nil }, by: { $0["gesture"] as? String ?? "" }), phone)
    }

    /// Held half way through a sideways drag, the indicator's left edge is TabIndicatorRule's for the page the page
    /// reports (within 1 px); the swipe goes to the next tab and leaves the list where it was, a vertical drag then
    /// scrolls that tab's list and not the pager, and each list keeps its offset across a visit to the other.
    func testASwipeChangesTabAVerticalDragScrollsAndEachListKeepsItsScroll() throws {
        let (steps, phone) = try Self.run("tabmid,tabswipe,drag,tabback,tabswipe")

        let mid = try Tabs(steps["tabmid"]?.first, "mid")
        let span = TabIndicatorRule.span(page: mid.page, count: ListShape.tabCount, width: mid.width)
        print("share: tabs: held at page \(mid.page), the indicator drawn at \(mid.drawnLeft), the rule's \(span.left)")
        XCTAssertGreaterThan(mid.page, 0.1, "the pager did not follow the finger: " + phone)
        XCTAssertLessThan(mid.page, 0.9)
        XCTAssertEqual(mid.drawnLeft, span.left, accuracy: 1, "the indicator is not where TabIndicatorRule puts it")
        XCTAssertEqual(mid.titles, Language.en.tabTitles, "the strip's titles are not the app's")
        let released = try Tabs(steps["tabmid"]?.first)
        XCTAssertEqual(released.page, 0, accuracy: 0.001, "a drag held short of half a page did not go back")

        let swipes = try XCTUnwrap(steps["tabswipe"], phone)
        XCTAssertEqual(swipes.count, 2, phone)
        let swiped = try Tabs(swipes.first)
        print("share: tabs: after a swipe, page \(swiped.page), tab \(swiped.shown), offsets \(swiped.offsets)")
        XCTAssertEqual(swiped.shown, 1, "a sideways swipe did not change tab: " + phone)
        XCTAssertEqual(swiped.page, 1, accuracy: 0.001)
        XCTAssertEqual(swipes.first?["startOffset"] as? Double, swipes.first?["endOffset"] as? Double,
                       "a sideways swipe scrolled a list")

        let drag = try XCTUnwrap(steps["drag"]?.first, phone), dragged = try Tabs(drag)
        let y0 = try XCTUnwrap(drag["startOffset"] as? Double), y1 = try XCTUnwrap(drag["endOffset"] as? Double)
        print("share: tabs: a vertical drag on tab 1 moved its list \(y1 - y0) pt, the pager to \(dragged.page)")
        XCTAssertEqual(dragged.shown, 1, "a vertical drag changed tab")
        XCTAssertEqual(dragged.page, 1, accuracy: 0.001, "a vertical drag moved the pager")
        XCTAssertGreaterThan(y1 - y0, 100, "a vertical drag did not scroll the list: " + phone)
        XCTAssertEqual(dragged.offsets[0], swiped.offsets[0], accuracy: 0.001, "scrolling tab 1 moved tab 0's list")

        let back = try Tabs(steps["tabback"]?.first), again = try Tabs(swipes.last)
        print("share: tabs: back on tab \(back.shown) at \(back.offsets[back.shown]), again on tab \(again.shown) at \(again.offsets[1])")
        XCTAssertEqual(back.shown, 0, "a swipe left to right did not go back: " + phone)
        XCTAssertEqual(back.offsets[0], swiped.offsets[0], accuracy: 1, "tab 0 did not keep its scroll")
        XCTAssertEqual(again.shown, 1)
        XCTAssertEqual(again.offsets[1], y1, accuracy: 1, "tab 1 did not keep its scroll")
    }

    /// The bar all tabs share stays as it is when the tab changes (NestedScroll's outer): collapsed by a drag on
    /// tab 0, it stays collapsed on tab 1, whose list comes to rest under it at its top (its offset its rest's plus
    /// the bar's range), and tab 0 keeps its own offset.
    func testTheSharedBarStaysAsItIsWhenTheTabChanges() throws {
        let (steps, phone) = try Self.run("drag,tabswipe", extra: ", \"list.bar\": \"collapsing\"")
        let drag = try XCTUnwrap(steps["drag"]?.first, phone), swipe = try XCTUnwrap(steps["tabswipe"]?.first, phone)
        func progress(_ line: [String: Any]) -> Double? { (line["bar"] as? [String: Any])?["progress"] as? Double }
        let rest = try XCTUnwrap(drag["startOffset"] as? Double), dragged = try Tabs(drag), swiped = try Tabs(swipe)
        print("share: tabs: bar progress \(progress(drag) ?? -1) after the drag, \(progress(swipe) ?? -1) on tab \(swiped.shown); offsets \(swiped.offsets)")
        XCTAssertEqual(progress(drag) ?? -1, 1, accuracy: 0.001, "the drag did not collapse the bar: " + phone)
        XCTAssertEqual(swiped.shown, 1, phone)
        XCTAssertEqual(progress(swipe) ?? -1, 1, accuracy: 0.001, "the bar did not stay collapsed on the next tab")
        XCTAssertEqual(swiped.offsets[0], dragged.offsets[0], accuracy: 0.001, "tab 0 did not keep its offset")
        // The collapsing bar's open and collapsed heights (BarSettings: collapsingExpanded, the plain bar).
        let range = BarLayout(settings: { var s = BarSettings(); s.kind = .collapsing; return s }(), plainHeight: BarSettings.navBarHeight)
        XCTAssertEqual(swiped.offsets[1], rest + range.maxHeight - range.minHeight, accuracy: 1,
                       "tab 1 did not come to its top under the collapsed bar")
    }

    /// Each list has its own footer: over five rows (content shorter than the view) a drag released pushed up on
    /// tab 1 loads tab 1's older rows once (MJRefreshAutoFooter's rule, the core's) and no other list's.
    func testEachListsFooterLoadsForItsOwnList() throws {
        let (steps, phone) = try Self.run("tabswipe,drag", app: ["--items", "5"])
        let dragged = try Tabs(steps["drag"]?.first)
        print("share: tabs: after a drag released pushed up on tab \(dragged.shown), footer loads \(dragged.loads)")
        XCTAssertEqual(dragged.shown, 1, phone)
        XCTAssertEqual(dragged.loads, [0, 1, 0], "the drag did not load tab 1's footer alone: " + phone)
    }

    /// A pull at the top of tab 1 refreshes tab 1's list only; a tap on tab 2 takes the pager there.
    func testAPullRefreshesItsTabAloneAndATapGoesToTheTab() throws {
        let (steps, phone) = try Self.run("tabswipe,pull,tabtap2")
        let pulled = try Tabs(steps["pull"]?.first)
        print("share: tabs: after a pull on tab \(pulled.shown), refreshes \(pulled.refreshes), states \(pulled.states)")
        XCTAssertEqual(pulled.shown, 1, phone)
        XCTAssertEqual(pulled.refreshes, [0, 1, 0], "the pull did not refresh tab 1 alone: " + phone)

        let tapped = try Tabs(steps["tabtap2"]?.first)
        print("share: tabs: after a tap on tab 2, page \(tapped.page), tab \(tapped.shown)")
        XCTAssertEqual(tapped.shown, 2, "a tap on tab 2 did not go there: " + phone)
        XCTAssertEqual(tapped.page, 2, accuracy: 0.001)
    }
}
