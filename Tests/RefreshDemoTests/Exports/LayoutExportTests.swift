import Foundation
import XCTest
import TestSupport
import RefreshEngine
@testable import RefreshDemoModel

/// The list's layout (`list.layout`) in every export: each format names it and carries its
/// platform's construct for it (sections: pinToVisibleBounds, pinnedViews, SliverMainAxisGroup,
/// an ItemDecoration, `position: sticky`; chat: the offset kept on prepend and the pill; empty:
/// the state with the pull kept; short: the footer's release rule; tabs: a pager of lists under
/// one bar, NestedScrollView and CoordinatorLayout sharing it), under every model; the feed adds
/// nothing. The web module's layout code runs in Chromium and its pill's words in node against
/// the app's; the Kotlin compiles with the other exports (AndroidExportTests) and the Swift's
/// Foundation part with the Apple ones (AppleExportTests).
final class LayoutExportTests: XCTestCase {
    /// Every layout but the feed, and variants: sections under a collapsing bar, a chat in
    /// Russian's plurals is the words test's; a short list under the back footer; an empty list
    /// under Material's control (Flutter's RefreshIndicator); tabs under a collapsing bar and
    /// Material's control (the bar's AppBarLayout and each tab's RefreshIndicator).
    static func layouts() -> [(String, TuningSet)] {
        var out: [(String, TuningSet)] = []
        for shape in ListShape.allCases where shape != .feed {
            var s = TuningSet()
            s.layout = shape
            out.append((shape.rawValue, s))
        }
        var collapsing = TuningSet()
        collapsing.layout = .sections
        collapsing.bar.kind = .collapsing
        out.append(("sections under a collapsing bar", collapsing))
        var back = TuningSet()
        back.layout = .short
        back.footerStyle = .back
        out.append(("short, back footer", back))
        var material = TuningSet()
        material.layout = .empty
        material.headerControl = .material
        out.append(("empty, Material's control", material))
        var tabs = TuningSet()
        tabs.layout = .tabs
        tabs.bar.kind = .collapsing
        tabs.headerControl = .material
        out.append(("tabs under a collapsing bar, Material's control", tabs))
        return out
    }

    /// What each format must say for a layout: its platform's construct.
    static let constructs: [ListShape: [FeelExport.Format: [String]]] = [
        .sections: [
            .uikit: ["boundarySupplementaryItems = [header]", "header.pinToVisibleBounds = true", "UICollectionViewCompositionalLayout",
                     "view.adjustedContentInset.top - refreshInset", "contentInsetAdjustmentBehavior"],
            .swiftui: ["LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders])", "Section {", "} header: {"],
            .flutter: ["SliverMainAxisGroup(slivers: [", "SliverPersistentHeader(pinned: true,", "extends SliverPersistentHeaderDelegate"],
            .android: [": RecyclerView.ItemDecoration()", "override fun onDrawOver(", "no sticky headers of its own"],
            .js: ["export function pinSectionHeaders(", "header.style.position = \"sticky\"", "header.style.top = (top - moved)"],
            .css: [".section-header {", "position: sticky;"],
        ],
        .chat: [
            .uikit: ["scrollToItem(at: IndexPath(item: count - 1, section: 0), at: .bottom", "view.performBatchUpdates(",
                     "view.contentOffset.y += view.collectionViewLayout.collectionViewContentSize.height - before",
                     "final class TunedNewMessagesPill", "transform scaleY -1"],
            .swiftui: [".defaultScrollAnchor(.bottom)", ".scrollPosition(id: $readID)", ".scrollTargetLayout()", "TunedLayout.pillText(unseen)"],
            .flutter: ["center: _center,", "anchor: 1.0,", "ListView(reverse: true)", "tunedNewMessages(_unseen)"],
            .android: ["manager.stackFromEnd = true", "manager.scrollToPositionWithOffset(last + count, fromBottom)",
                       "class TunedNewMessagesPill", "reverseLayout"],
            .js: ["export function attachChat(", "container.style.overflowAnchor = \"none\"",
                  "container.scrollTop += container.scrollHeight - before", "column-reverse", "export function newMessagesText("],
            .css: ["overflow-anchor: none;", ".new-messages {"],
        ],
        .empty: [
            .uikit: ["view.backgroundView = isEmpty ? makeView() : nil", "view.alwaysBounceVertical = true", "view.mj_footer?.isHidden = isEmpty"],
            .swiftui: ["ContentUnavailableView(TunedLayout.emptyTitle", ".refreshable { await refresh() }"],
            .flutter: ["SliverFillRemaining(", "hasScrollBody: false", "AlwaysScrollableScrollPhysics()"],
            .android: ["refresh.setOnChildScrollUpCallback {", "NestedScrollView", "layout.setEnableLoadMore(!isEmpty)"],
            .js: ["export function showEmptyState("],
            .css: [".empty-state {"],
        ],
        .short: [
            .uikit: ["scrollView.alwaysBounceVertical = true"],
            .swiftui: ["onScrollPhaseChange { old, new, context in", "has no load-more footer"],
            .flutter: ["AlwaysScrollableScrollPhysics()", "onPointerUp:", "Flutter has none"],
            .android: ["layout.setEnableLoadMoreWhenContentNotFull(true)", "layout.finishLoadMoreWithNoMoreData()", "layout.resetNoMoreData()"],
            .js: ["export function attachShortListFooter("],
            .css: ["Not expressible in CSS"],
        ],
        .tabs: [
            .uikit: ["UIKit has no bar shared by a pager's lists", "pager.isPagingEnabled = true", "setContentScrollView(lists[selected], for: .top)",
                     "TunedRefresh.attachHeader(to: list)", "list.mj_footer = MJRefreshAutoNormalFooter", "pager.contentOffset.x / pager.bounds.width"],
            .swiftui: ["TabView(selection: $selection)", ".tabViewStyle(.page(indexDisplayMode: .never))", ".scrollPosition(id: $positions[i])",
                       ".refreshable { await refresh(i) }", "SwiftUI has no bar shared across a pager's lists"],
            .flutter: ["DefaultTabController(", "child: NestedScrollView(", "headerSliverBuilder: (context, innerBoxIsScrolled) => [",
                       "SliverOverlapAbsorber(", "handle: NestedScrollView.sliverOverlapAbsorberHandleFor(context),", "sliver: SliverAppBar(",
                       "pinned: true", "bottom: TabBar(tabs: [for (final t in tunedTabTitles) Tab(text: t)])", "body: TabBarView(children: [",
                       "Builder(builder: (context) => _page(context, tab))", "key: PageStorageKey<String>(tunedTabTitles[tab]),",
                       "SliverOverlapInjector(handle: NestedScrollView.sliverOverlapAbsorberHandleFor(context)),", "always clamping",
                       "is ClampingScrollPhysics (PageScrollPhysics"],
            .android: ["CoordinatorLayout", "AppBarLayout.ScrollingViewBehavior()", "pager.offscreenPageLimit = 2",
                       "TabLayoutMediator(tabs, pager) { tab, i -> tab.text = TITLES[i] }.attach()", "list.isNestedScrollingEnabled = true",
                       "refresh.setOnRefreshListener { onRefresh() }", "!recyclerView.canScrollVertically(1)"],
            .js: ["export function attachTabs(", "scrollSnapType: \"x mandatory\"", "overscrollBehaviorX: \"contain\"",
                  "pager.scrollTo({ left: i * pager.clientWidth, behavior: \"smooth\" })"],
            .css: [".tab-pager {", "scroll-snap-type: x mandatory;", "overscroll-behavior-x: contain;", ".tab-page {", "overflow-y: auto;"],
        ],
    ]

    /// Each format names the layout and carries its construct, under the app's model and under
    /// Flutter's and Android's own (their own exports carry it too); the tuning file keeps it.
    func testEachFormatCarriesTheLayoutsConstruct() throws {
        for (name, base) in Self.layouts() {
            for model in [ScrollModel.ios, .flutter, .android] {
                var set = base
                set.scroll.model = model
                let context = "\(name) (\(model))"
                for format in FeelExport.Format.allCases where format != .json {
                    let text = FeelExport.text(format, set)
                    XCTAssertTrue(text.contains("The list's layout (list.layout \(set.layout.rawValue)):"), "\(format) \(context): names it")
                    for construct in Self.constructs[set.layout]?[format] ?? [] {
                        XCTAssertTrue(text.contains(construct), "\(format) \(context): \(construct)")
                    }
                }
                let file = try TuningFile.parse(FeelExport.text(.json, set), file: "export.json")
                XCTAssertEqual(file.layout, set.layout, "json \(context)")
            }
        }
        // The footer's tuning: UIKit's MJRefreshAutoFooter takes the app's percent and once-per-drag rule, the back
        // footer its own class.
        var short = TuningSet()
        short.layout = .short
        let uikit = FeelExport.text(.uikit, short)
        for expected in ["MJRefreshAutoNormalFooter(refreshingBlock: loading)", "static let triggerAutomaticallyRefreshPercent: Double = 1",
                         "static let autoTriggerTimes = 1", "footer.autoTriggerTimes = TunedLayout.autoTriggerTimes"] {
            XCTAssertTrue(uikit.contains(expected), "uikit short: \(expected)")
        }
        short.footer = try TuningFile.parse("{\"version\": 1, \"footer.oncePerDrag\": \"off\", \"footer.triggerPercent\": 0.5}", file: "t.json").footer
        XCTAssertTrue(FeelExport.text(.uikit, short).contains("static let autoTriggerTimes = -1"))
        XCTAssertTrue(FeelExport.text(.uikit, short).contains("triggerAutomaticallyRefreshPercent: Double = 0.5"))
        short.footerStyle = .back
        XCTAssertTrue(FeelExport.text(.uikit, short).contains("MJRefreshBackNormalFooter(refreshingBlock: loading)"))
        XCTAssertTrue(FeelExport.text(.js, short).contains("loadPush: 44"), "the back footer's push is its height")
        // Sections pin to the bar's collapsed edge: 44 under the plain bar, the collapsing toolbar's 64.
        var sections = TuningSet()
        sections.layout = .sections
        XCTAssertTrue(FeelExport.text(.css, sections).contains("top: 44px;"))
        sections.bar.kind = .collapsing
        XCTAssertTrue(FeelExport.text(.css, sections).contains("top: 64px;"))
        XCTAssertTrue(FeelExport.text(.js, sections).contains("pinTop: 64,"))
        // Flutter's pull follows the tuned control: the Cupertino sliver first, or RefreshIndicator around the view.
        var empty = TuningSet()
        empty.layout = .empty
        XCTAssertTrue(FeelExport.text(.flutter, empty).contains("slivers: [tunedCupertinoRefreshControl(onRefresh: onRefresh), ...slivers]"))
        empty.headerControl = .material
        XCTAssertTrue(FeelExport.text(.flutter, empty).contains("tunedRefreshIndicator(onRefresh: onRefresh, child: CustomScrollView("))
        // Tabs: each tab's pull is the tuned control's (the Cupertino sliver after the injector, or a RefreshIndicator
        // around the tab's list); under the plain bar the SliverAppBar has its title only, under a collapsing one its
        // heights with the strip; Android imports AppBarLayout once, whether the bar's code imports it or not.
        var tabs = TuningSet()
        tabs.layout = .tabs
        let cupertino = FeelExport.text(.flutter, tabs)
        XCTAssertTrue(cupertino.contains(
            "SliverOverlapInjector(handle: NestedScrollView.sliverOverlapAbsorberHandleFor(context)),\n"
                + "        // The pull: the refresh sliver first after the bar's space, as in a list of its own.\n"
                + "        tunedCupertinoRefreshControl(onRefresh: () => onRefresh(tab)),"))
        XCTAssertFalse(cupertino.contains("tunedRefreshIndicator(onRefresh: () => onRefresh(tab)"))
        XCTAssertTrue(cupertino.contains("title: Text(title),"))
        XCTAssertTrue(FeelExport.text(.android, tabs).contains("import com.google.android.material.appbar.AppBarLayout\n"))
        tabs.headerControl = .material
        tabs.bar.kind = .collapsing
        let material = FeelExport.text(.flutter, tabs)
        XCTAssertTrue(material.contains("return tunedRefreshIndicator(onRefresh: () => onRefresh(tab), child: list);"))
        XCTAssertFalse(material.contains("tunedCupertinoRefreshControl(onRefresh: () => onRefresh(tab))"))
        XCTAssertTrue(material.contains("expandedHeight: \(FeelExport.doubleLiteral(FeelExport.BarNumbers(tabs).expanded + 48))"))
        XCTAssertEqual(FeelExport.text(.android, tabs).components(separatedBy: "import com.google.android.material.appbar.AppBarLayout\n").count, 2)
    }

    /// The feed adds nothing to any export (its goldens are the exports of before the layouts).
    func testTheFeedAddsNothing() {
        for format in FeelExport.Format.allCases where format != .json {
            let text = FeelExport.text(format, TuningSet())
            for marker in ["list.layout", "TunedLayout", "tunedListPhysics", "pinSectionHeaders", "attachChat", "TunedChat", "TunedEmptyState",
                           "TunedSectionHeaders", "TunedShortList", "tunedShortListFooter", "TunedTabs", "tunedTabTitles", "attachTabs",
                           "TabLayoutMediator", "NestedScrollView"] {
                XCTAssertFalse(text.contains(marker), "\(format) of the feed: \(marker)")
            }
        }
    }

    /// The words are the app's, in the language the app shows: the empty state's and the tabs'
    /// titles in every format, and the pill's text function's forms.
    func testTheWordsAreTheAppsInEveryLanguage() {
        for language in Language.allCases {
            var empty = TuningSet()
            empty.layout = .empty
            for format in [FeelExport.Format.uikit, .swiftui, .flutter, .android, .js] {
                let text = FeelExport.text(format, empty, language: language)
                XCTAssertTrue(text.contains("\"\(language.emptyTitle)\""), "\(format) \(language): the title")
                XCTAssertTrue(text.contains("\"\(language.emptyHint)\""), "\(format) \(language): the hint")
            }
            var tabs = TuningSet()
            tabs.layout = .tabs
            let titles = language.tabTitles.map { "\"\($0)\"" }.joined(separator: ", ")
            for format in [FeelExport.Format.uikit, .swiftui, .flutter, .android, .js] {
                XCTAssertTrue(FeelExport.text(format, tabs, language: language).contains(titles), "\(format) \(language): the tabs' titles")
            }
            var chat = TuningSet()
            chat.layout = .chat
            let forms = language.newMessagesForms
            for category in [PluralCategory.one, .few, .many, .other] {
                let template = forms.template(for: category)
                XCTAssertTrue(FeelExport.text(.uikit, chat, language: language).contains(template.replacingOccurrences(of: "{n}", with: "\\(shown)")),
                              "uikit \(language): \(template)")
                XCTAssertTrue(FeelExport.text(.js, chat, language: language).contains(template.replacingOccurrences(of: "{n}", with: "${shown}")),
                              "js \(language): \(template)")
            }
        }
    }

    /// The web module's pill words, run in node, are the app's for every count 0 to 130 in every
    /// language ("99+" past 99; Russian and Ukrainian plurals: 1, 2, 5, 11, 12, 21, 22, 25, 111...).
    func testTheModulesPillWordsAreTheAppsForEveryCount() throws {
        let node = try WasmCore.node()
        let folder = ProductPaths.temporaryFolder("layout-js")
        var chat = TuningSet()
        chat.layout = .chat
        for language in Language.allCases {
            let module = folder.appendingPathComponent("tuned-feel-\(language.rawValue).mjs")
            try FeelExport.text(.js, chat, core: try WasmCore.bytes(), language: language).write(to: module, atomically: true, encoding: .utf8)
            let script = """
                const m = await import(\(String(reflecting: module.path)));
                const out = [];
                for (let n = 0; n <= 130; n++) out.push(m.newMessagesText(n));
                console.log(JSON.stringify(out));
                """
            let printed = try WasmCore.run(node, ["--input-type=module", "-e", script])
            let got = try JSONDecoder().decode([String].self, from: Data(printed.utf8))
            XCTAssertEqual(got, (0...130).map { Self.pill($0, language) }, "\(language)")
        }
    }

    /// The app's pill (LayoutFeature.view): the count's forms, capped with a "+".
    static func pill(_ unseen: Int, _ language: Language) -> String {
        let n = min(unseen, ListShape.chatPillCap)
        let text = language.newMessagesForms.text(n, in: language)
        return unseen > ListShape.chatPillCap ? text.replacingOccurrences(of: String(n), with: "\(n)+") : text
    }

    /// The web exports in Chromium, as the app prints them. Sections: with pinSectionHeaders, the
    /// header of the day under the bar sits at the bar's edge (44 px down) at every scroll, pushed
    /// up by the next day's, also while the rows are moved by a pull's transform (60 px).
    /// Chat: attachChat opens at the end, a prepend keeps the row that was read where it was, a
    /// message while scrolled up moves nothing and the pill counts it, back at the end the pill
    /// clears, a message at the end is not counted. Short: one load per released push, none
    /// after no more data until reset. Empty: the state, the container's height. The layouts'
    /// stylesheets: Chromium keeps every rule and declaration.
    func testTheWebLayoutsInChromium() throws {
        let folder = ProductPaths.temporaryFolder("export-layout")
        var tunings: [(String, TuningSet)] = []
        for shape in [ListShape.sections, .chat, .short, .empty] {
            var s = TuningSet()
            s.layout = shape
            tunings.append((shape.rawValue, s))
        }
        let modules = try WebExportTests.appExports(.js, tunings, in: folder)
        let sheets = try WebExportTests.appExports(.css, tunings, in: folder)
        let links = sheets.map { "<link rel=\"stylesheet\" href=\"\($0)\">" }.joined()
        let days = (0..<3).map { d in
            "<section><div class=\"section-header\" style=\"height:28px;margin:0\">day \(d)</div>"
                + String(repeating: "<div style=\"height:80px\">row</div>", count: 10) + "</section>"
        }.joined()
        let messages = (0..<30).map { "<div id=\"m\($0)\" style=\"height:50px\">message \($0)</div>" }.joined()
        let scrolls = [0, 300, 790, 820, 900], moves = [0, 60]
        let names = String(decoding: try JSONEncoder().encode(modules), as: UTF8.self)
        let declared = String(decoding: try JSONEncoder().encode(tunings.map { Self.cssRules(FeelExport.text(.css, $0.1)).map { $0.properties } }),
                              as: UTF8.self)
        let page = """
            <!doctype html><html><head>\(links)</head><body style="margin:0"><pre id="out">pending</pre>
            <div id="days" style="height:400px;overflow-y:scroll;position:relative"><div id="daysContent" style="padding-top:44px">\(days)</div></div>
            <div id="chat" style="height:400px;overflow-y:scroll"><div id="messages">\(messages)</div></div>
            <button id="pill" hidden></button>
            <div id="short" style="height:400px;overflow-y:scroll"><div id="shortContent"><div style="height:200px">rows</div></div></div>
            <div id="empty" style="height:300px;overflow-y:scroll"><div id="emptyContent"></div></div>
            <script type="module">
            // Headless Chromium draws no frames: a frame clock of timers stands in for requestAnimationFrame.
            globalThis.requestAnimationFrame = (f) => setTimeout(() => f(performance.now()), 16);
            globalThis.cancelAnimationFrame = (id) => clearTimeout(id);
            const out = document.getElementById("out");
            const frames = () => new Promise((r) => setTimeout(r, 50));
            try {
              const [sections, chat, short, empty] = await Promise.all(\(names).map((name) => import("./" + name)));
              const result = {};

              const list = document.getElementById("days"), content = document.getElementById("daysContent");
              const detach = sections.pinSectionHeaders(list, content);
              result.sections = [];
              for (const move of \(moves)) {
                content.style.transform = move ? `translateY(${move}px)` : "";
                for (const y of \(scrolls)) {
                  list.scrollTop = y;
                  await frames();
                  const top = list.getBoundingClientRect().top;
                  result.sections.push([y, move, ...[...list.querySelectorAll(".section-header")].map((h) => h.getBoundingClientRect().top - top)]);
                }
              }
              detach();

              const c = document.getElementById("chat"), pill = document.getElementById("pill");
              const row = (i) => document.getElementById("m" + i).getBoundingClientRect().top - c.getBoundingClientRect().top;
              const make = (id) => { const e = document.createElement("div"); e.id = "m" + id; e.style.height = "50px"; return e; };
              const ch = chat.attachChat(c, document.getElementById("messages"), { pill });
              const r = { anchor: c.style.overflowAnchor, opened: [c.scrollTop, c.scrollHeight - c.clientHeight] };
              c.scrollTop = 500;
              const before = row(10);
              ch.prepend([make(-5), make(-4), make(-3), make(-2), make(-1)]);
              r.prepend = [before, row(10), c.scrollTop];
              const still = c.scrollTop;
              ch.append([make(30), make(31)]);
              r.scrolledUp = [c.scrollTop - still, ch.unseen, pill.hidden, pill.textContent];
              c.scrollTop = c.scrollHeight;
              c.dispatchEvent(new Event("scroll"));
              r.backAtEnd = [ch.unseen, pill.hidden];
              ch.append([make(32)]);
              r.atEnd = [ch.unseen, pill.hidden];
              ch.detach();
              result.chat = r;

              const sc = document.getElementById("short"), sContent = document.getElementById("shortContent");
              let loads = 0, more = true;
              const footer = short.attachShortListFooter(sc, sContent, () => { loads++; return Promise.resolve(more); });
              const release = async (pushed) => {
                sContent.style.transform = pushed ? `translateY(${-pushed}px)` : "";
                sc.dispatchEvent(new PointerEvent("pointerdown"));
                sc.dispatchEvent(new PointerEvent("pointerup"));
                sc.dispatchEvent(new PointerEvent("pointerup"));
                await frames();
              };
              const s = [];
              await release(0); s.push([loads, footer.state]);
              await release(20); s.push([loads, footer.state]);
              more = false;
              await release(20); s.push([loads, footer.state]);
              await release(20); s.push([loads, footer.state]);
              footer.reset();
              await release(20); s.push([loads, footer.state]);
              footer.detach();
              result.short = s;

              const e = empty.showEmptyState(document.getElementById("empty"), document.getElementById("emptyContent"));
              result.empty = [e.textContent, e.getBoundingClientRect().height, e.getAttribute("role")];

              // Each rule's selector and the value Chromium read for each property the text declares in it.
              const declared = \(declared);
              result.sheets = [...document.styleSheets].map((sheet, i) => [...sheet.cssRules].map((rule, j) =>
                [rule.selectorText ?? rule.cssText, ...(declared[i][j] ?? []).map((p) => rule.style ? rule.style.getPropertyValue(p) : "")]));
              out.textContent = "RESULTS=" + JSON.stringify(result);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
        let text = try WebExportTests.runInChromium(page, in: folder, "layout")
        XCTAssertTrue(text.hasPrefix("RESULTS="), "layout: the page in chromium says \(text)")
        guard text.hasPrefix("RESULTS=") else { return }
        struct Results: Decodable {
            struct Chat: Decodable {
                var anchor: String
                var opened, prepend: [Double]
                var scrolledUp: [Value]
                var backAtEnd, atEnd: [Value]
            }
            var sections: [[Double]]
            var chat: Chat
            var short: [[Value]]
            var empty: [Value]
            var sheets: [[[Value]]]
        }
        let r = try JSONDecoder().decode(Results.self, from: Data(text.dropFirst(8).utf8))

        // Sections: 3 days of a 28-px header and 800 px of rows after a 44-px bar's space; the bar's edge at 44 px.
        let bar = 44.0, header = 28.0, day = 828.0
        XCTAssertEqual(r.sections.count, scrolls.count * moves.count)
        for s in r.sections {
            let (y, move) = (s[0], s[1])
            let natural = (0..<3).map { bar + Double($0) * day - y + move }
            // A header is at its own place until that passes the bar's edge, then at the edge, and never below its day's
            // end: the next day's header pushes it up (those of the days above go under the bar).
            for i in 0..<3 {
                let expected = min(max(natural[i], bar), (i + 1 < 3 ? natural[i + 1] : .infinity) - header)
                XCTAssertEqual(s[2 + i], expected, accuracy: 1, "sections: day \(i)'s header at scroll \(y), moved \(move)")
            }
        }

        // Chat: 30 messages of 50 px in 400 px.
        XCTAssertEqual(r.chat.anchor, "none")
        XCTAssertEqual(r.chat.opened[0], r.chat.opened[1], accuracy: 1, "chat: opened at its end")
        XCTAssertEqual(r.chat.prepend[1], r.chat.prepend[0], accuracy: 1, "chat: the row read stays where it was")
        XCTAssertEqual(r.chat.prepend[2], 750, accuracy: 1, "chat: scrollTop grew by the five messages")
        XCTAssertEqual(r.chat.scrolledUp, [.number(0), .number(2), .bool(false), .string("2 new messages")], "chat: scrolled up")
        XCTAssertEqual(r.chat.backAtEnd, [.number(0), .bool(true)], "chat: back at the end")
        XCTAssertEqual(r.chat.atEnd, [.number(0), .bool(true)], "chat: a message at the end is followed, not counted")

        // Short: no push, no load; a push loads once a drag; no more data holds until reset.
        XCTAssertEqual(r.short, [[.number(0), .string("idle")], [.number(1), .string("idle")], [.number(2), .string("noMoreData")],
                                 [.number(2), .string("noMoreData")], [.number(3), .string("noMoreData")]])

        // Empty: the state, the container's height.
        let language = Language.en
        XCTAssertEqual(r.empty, [.string(language.emptyTitle + language.emptyHint), .number(300), .string("status")])

        // The stylesheets: every rule of each text is a rule of the sheet, and every declaration in it is read.
        XCTAssertEqual(r.sheets.count, tunings.count)
        for ((name, set), rules) in zip(tunings, r.sheets) {
            Self.assertKeepsEveryRule(rules, of: FeelExport.text(.css, set), name)
        }
        XCTAssertEqual(r.sheets[0].last, [.string(".section-header"), .string("sticky"), .string("44px"), .string("1"), .string("28px")])
        XCTAssertEqual(r.sheets[1][1], [.string(".chat"), .string("auto"), .string("none")])
    }

    /// The web tabs in Chromium, as the app prints them: attachTabs fills the strip with the
    /// titles; with the pager at page 1 tab 1 is selected and the indicator is on tab 1's rect,
    /// at page 0.5 (a swipe held between the pages) halfway between tabs 0 and 1 (within 1 px);
    /// each page keeps its own scrollTop as the pager moves away and back; a tab's click scrolls
    /// the pager there smoothly. The stylesheet: Chromium keeps every rule and declaration.
    func testTheWebTabsInChromium() throws {
        let folder = ProductPaths.temporaryFolder("export-tabs")
        var set = TuningSet()
        set.layout = .tabs
        let module = try XCTUnwrap(try WebExportTests.appExports(.js, [("tabs", set)], in: folder).first)
        let sheet = try XCTUnwrap(try WebExportTests.appExports(.css, [("tabs", set)], in: folder).first)
        let rules = Self.cssRules(FeelExport.text(.css, set))
        let declared = String(decoding: try JSONEncoder().encode(rules.map { $0.properties }), as: UTF8.self)
        let pages = (0..<3).map { "<div><div style=\"height:1000px\">page \($0)</div></div>" }.joined()
        let page = """
            <!doctype html><html><head><link rel="stylesheet" href="\(sheet)"></head><body style="margin:0"><pre id="out">pending</pre>
            <div id="strip" style="width:300px"></div>
            <div id="pager" style="width:300px;height:200px">\(pages)</div>
            <script type="module">
            const out = document.getElementById("out");
            const frames = () => new Promise((r) => setTimeout(r, 50));
            try {
              const m = await import("./\(module)");
              const pager = document.getElementById("pager"), strip = document.getElementById("strip");
              const tabs = m.attachTabs(pager, strip);
              const tabEls = [...strip.querySelectorAll("[role=tab]")], indicator = strip.querySelector(".tab-indicator");
              const pages = [...pager.children];
              const rect = (e) => { const b = e.getBoundingClientRect(); return [b.left, b.width]; };
              // The pager moved to `x`: its scroll event (headless Chromium sends it a frame later, if at all).
              const move = async (x) => { pager.scrollLeft = x; pager.dispatchEvent(new Event("scroll")); await frames(); };
              const state = () => [tabs.selected, ...rect(indicator), ...tabEls.map((t) => t.getAttribute("aria-selected"))];
              const r = { titles: tabEls.map((t) => t.textContent), rects: tabEls.map(rect), start: state() };
              pages[0].scrollTop = 300;
              await move(300);
              r.page1 = [...state(), pager.scrollLeft];
              pages[1].scrollTop = 120;
              // A finger holding the pager between two pages: mandatory snapping waits for the release, a script's
              // scroll would snap at once, so the snap is off while it is put there.
              pager.style.scrollSnapType = "none";
              await move(150);
              r.half = [...rect(indicator), pager.scrollLeft];
              pager.style.scrollSnapType = "x mandatory";
              await move(0);
              r.back = [tabs.selected, ...pages.map((p) => p.scrollTop)];
              await move(300);
              r.again = [tabs.selected, ...pages.map((p) => p.scrollTop)];
              const calls = [];
              pager.scrollTo = (o) => calls.push(o);
              tabEls[2].click();
              r.click = calls;
              r.styles = [getComputedStyle(pager).scrollSnapType, getComputedStyle(pager).overscrollBehaviorX,
                          ...pages.map((p) => getComputedStyle(p).overflowY)];
              tabs.detach();
              const declared = \(declared);
              r.sheet = [...document.styleSheets[0].cssRules].map((rule, j) =>
                [rule.selectorText ?? rule.cssText, ...(declared[j] ?? []).map((p) => rule.style ? rule.style.getPropertyValue(p) : "")]);
              out.textContent = "RESULTS=" + JSON.stringify(r);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
        let text = try WebExportTests.runInChromium(page, in: folder, "tabs")
        XCTAssertTrue(text.hasPrefix("RESULTS="), "tabs: the page in chromium says \(text)")
        guard text.hasPrefix("RESULTS=") else { return }
        struct Results: Decodable {
            struct Scroll: Decodable { var left: Double, behavior: String }
            var titles: [String]
            var rects: [[Double]]
            var start, page1: [Value]
            var half: [Double]
            var back, again: [Double]
            var click: [Scroll]
            var styles: [String]
            var sheet: [[Value]]
        }
        let r = try JSONDecoder().decode(Results.self, from: Data(text.dropFirst(8).utf8))
        XCTAssertEqual(r.titles, Language.en.tabTitles)
        XCTAssertEqual(r.rects.count, 3)
        guard r.rects.count == 3 else { return }
        let (t0, t1) = (r.rects[0], r.rects[1])
        XCTAssertGreaterThan(t1[0], t0[0], "tabs: side by side")
        func assertIndicator(_ v: [Value], at expected: [Double], _ what: String) {
            guard v.count >= 3, case .number(let left) = v[1], case .number(let width) = v[2] else {
                return XCTFail("tabs \(what): \(v)")
            }
            XCTAssertEqual(left, expected[0], accuracy: 1, "tabs \(what): the indicator's left")
            XCTAssertEqual(width, expected[1], accuracy: 1, "tabs \(what): the indicator's width")
        }
        assertIndicator(r.start, at: t0, "at page 0")
        XCTAssertEqual(r.start.first, .number(0))
        XCTAssertEqual(Array(r.start.suffix(3)), [.string("true"), .string("false"), .string("false")])
        assertIndicator(r.page1, at: t1, "at page 1")
        XCTAssertEqual(r.page1.first, .number(1), "tabs: page 1 selects tab 1")
        XCTAssertEqual(Array(r.page1.dropFirst(3).prefix(3)), [.string("false"), .string("true"), .string("false")])
        XCTAssertEqual(r.page1.last, .number(300))
        XCTAssertEqual(r.half.last ?? 0, 150, accuracy: 0.5, "tabs: the pager held at page 0.5")
        XCTAssertEqual(r.half.first ?? 0, (t0[0] + t1[0]) / 2, accuracy: 1, "tabs: at page 0.5 the indicator is halfway")
        XCTAssertEqual(r.half.dropFirst().first ?? 0, (t0[1] + t1[1]) / 2, accuracy: 1)
        XCTAssertEqual(r.back, [0, 300, 120, 0], "tabs: back at page 0, each page kept its scrollTop")
        XCTAssertEqual(r.again, [1, 300, 120, 0], "tabs: at page 1 again, each page kept its scrollTop")
        XCTAssertEqual(r.click.map { $0.left }, [600])
        XCTAssertEqual(r.click.map { $0.behavior }, ["smooth"])
        XCTAssertEqual(r.styles, ["x mandatory", "contain", "auto", "auto", "auto"])
        Self.assertKeepsEveryRule(r.sheet, of: FeelExport.text(.css, set), "tabs")
    }

    /// Chromium's reading of a stylesheet keeps every rule of `css` and every declaration in it.
    /// `read`: a row a rule of the sheet, its selector, then the value Chromium gives each
    /// property `css` declares in that rule (an empty one: the declaration was dropped).
    static func assertKeepsEveryRule(_ read: [[Value]], of css: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let expected = cssRules(css)
        XCTAssertEqual(read.map { $0.first }, expected.map { .string($0.selector) }, "css \(name): its rules", file: file, line: line)
        for (rule, text) in zip(read, expected) {
            for (property, value) in zip(text.properties, rule.dropFirst()) {
                XCTAssertNotEqual(value, .string(""), "css \(name): \(text.selector) lost \(property)", file: file, line: line)
            }
        }
    }

    /// The rules of a stylesheet's text: each selector and the properties it declares.
    static func cssRules(_ css: String) -> [(selector: String, properties: [String])] {
        let bare = css.replacingOccurrences(of: #"(?s)/\*.*?\*/"#, with: "", options: .regularExpression)
        var rules: [(selector: String, properties: [String])] = []
        for line in bare.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasSuffix("{") {
                rules.append((String(line.dropLast()).trimmingCharacters(in: .whitespaces), []))
            } else if line.hasSuffix(";"), let colon = line.firstIndex(of: ":"), !rules.isEmpty {
                rules[rules.count - 1].properties.append(String(line[..<colon]))
            }
        }
        return rules
    }

    /// A JSON value of the page's results.
    enum Value: Decodable, Equatable {
        case number(Double), string(String), bool(Bool), null

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null } else if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let n = try? c.decode(Double.self) { self = .number(n) } else { self = .string(try c.decode(String.self)) }
        }
    }
}
