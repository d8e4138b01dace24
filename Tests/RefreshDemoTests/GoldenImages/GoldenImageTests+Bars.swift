import Foundation
import RefreshEngine
import RefreshDemoModel
import XCTest
@testable import RefreshDemo

/// The app bars (`list.bar`): each bar open at rest in every language (light, 1x) and in
/// English light and dark at 1x and 2x; the large title scrolled under (the small title in)
/// and pulled (it moves down and grows); the collapsing toolbar and the SliverAppBar half
/// collapsed; the SliverAppBar stretched.
extension GoldenImageTests {
    static let barOpen: [(name: String, bar: String)] = [
        ("largetitle", "largetitle"), ("collapsing", "collapsing"), ("sliver", "sliver"),
    ]

    static let barStates: [(name: String, script: String)] = [
        ("largetitle-scrolled", "set list.bar largetitle\ndrag 200,400 -> 200,300 over 0.6\nwait 0.6\nscreenshot {shot}"),
        ("largetitle-pulled", "set list.bar largetitle\npress 200,200\nmove 200,450 over 0.4\nwait 0.1\nscreenshot {shot}\nrelease"),
        ("collapsing-half", "set list.bar collapsing\ndrag 200,400 -> 200,356 over 0.6\nwait 0.6\nscreenshot {shot}"),
        ("sliver-half", "set list.bar sliver\ndrag 200,400 -> 200,330 over 0.6\nwait 0.6\nscreenshot {shot}"),
        ("sliver-stretched", "set list.bar sliver\nset bar.stretch on\npress 200,300\nmove 200,500 over 0.4\nwait 0.1\nscreenshot {shot}\nrelease"),
    ]

    func testTheAppBars() throws {
        for (name, bar) in Self.barOpen {
            let script = "set list.bar \(bar)\nwait 0.2\nscreenshot {shot}"
            for language in Language.allCases {
                let suffix = language == .en ? "" : "-\(language.rawValue)"
                try check("bar-\(name)\(suffix)", script: script, screenshotInScript: true, size: "320x260") {
                    $0.language = language
                }
            }
            try check("bar-\(name)-2x", script: script, screenshotInScript: true, scale: 2, size: "320x260")
            try check("bar-\(name)-dark", script: script, screenshotInScript: true, size: "320x260") { $0.appearance = .dark }
            try check("bar-\(name)-dark-2x", script: script, screenshotInScript: true, scale: 2, size: "320x260") {
                $0.appearance = .dark
            }
        }
        for (name, script) in Self.barStates {
            try check("bar-\(name)", script: script, screenshotInScript: true, size: "320x420")
            try check("bar-\(name)-2x", script: script, screenshotInScript: true, scale: 2, size: "320x420")
        }
    }
}
