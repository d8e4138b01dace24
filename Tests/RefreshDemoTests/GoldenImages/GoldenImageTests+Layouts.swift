import Foundation
import RefreshEngine
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// The list layouts (`list.layout`) as they draw, light at 1x in English and dark at 2x in a
/// second language: the pinned section (resting at the bar, pushed up by the next, held at the
/// bar while the header refreshes), the chat at its end and with its pill, the empty state
/// pulled, the short list's footer after its last load, and the tabs: held between two tabs, the
/// shared bar collapsed over a second tab, a third tab refreshing.
extension GoldenImageTests {
    static let layoutScreens: [(name: String, script: String, language: Language)] = [
        // A flick into the list: the section under the bar is pinned to it.
        ("sections-pinned", "set list.layout sections\nset list.carousel off\ndrag 200,650 -> 200,250 over 0.2\nwait 2.5\nscreenshot {shot}", .ru),
        // Pulled to refresh, then flicked into the list while the header is still open.
        ("sections-refreshing", "set list.layout sections\nset list.carousel off\nset feed.latencyMax 3\nset feed.latencyMin 3\n"
            + "drag 200,150 -> 200,450 over 0.4 hold 0.1\nwait 0.3\ndrag 200,650 -> 200,420 over 0.3 hold 0.2\nwait 0.3\nscreenshot {shot}", .zhHans),
        // The newest message at the bottom, the list at its end.
        ("chat-end", "set list.layout chat\nset list.carousel off\nwait 0.2\nscreenshot {shot}", .ko),
        // Read a page up when a message arrives: the pill counts it.
        ("chat-pill", "set list.layout chat\nset list.carousel off\nkey pageup\nwait 8.2\nscreenshot {shot}", .uk),
        ("empty-pulled", "set list.layout empty\npress 200,300\nmove 200,420 over 0.3\nscreenshot {shot}\nrelease", .zhHant),
        ("short-no-more-data", "set list.layout short\nset list.carousel off\nset feed.latencyMin 0.3\nset feed.latencyMax 0.3\n"
            + "drag 200,500 -> 200,380 over 0.2\nwait 2\nscreenshot {shot}", .ru),
        // Tabs: held between the first two tabs, both lists side by side, the indicator between their titles.
        ("tabs-mid-swipe", "set list.layout tabs\nset list.carousel off\npress 300,400\nmove 120,404 over 0.3\nscreenshot {shot}\nrelease", .ru),
        // The collapsing bar collapsed on the first tab, then the second tab tapped: the bar as it was over its top.
        ("tabs-shared-bar", "set list.layout tabs\nset list.carousel off\nset list.bar collapsing\n"
            + "drag 200,600 -> 200,300 over 0.3 hold 0.2\nwait 1\npress 160,100\nrelease\nwait 0.6\nscreenshot {shot}", .ko),
        // The third tab refreshing under the strip while the first keeps its place.
        ("tabs-refreshing", "set list.layout tabs\nset list.carousel off\nset feed.latencyMax 3\nset feed.latencyMin 3\n"
            + "press 290,88\nrelease\nwait 0.6\ndrag 200,200 -> 200,480 over 0.4 hold 0.1\nwait 0.4\nscreenshot {shot}", .zhHans),
    ]

    func testLayouts() throws {
        for screen in Self.layoutScreens {
            try check("layout-\(screen.name)", script: screen.script, screenshotInScript: true, size: "420x760")
            try check("layout-\(screen.name)-dark-2x", script: screen.script, screenshotInScript: true, scale: 2, size: "320x480") {
                $0.appearance = .dark
                $0.language = screen.language
            }
        }
    }
}
