import XCTest
@testable import RefreshEngine
import TestSupport
@testable import RefreshDemoModel

/// The workbench with a panel room of 320 to 480 points (a 1280x800 or 1366x768 px screen at
/// 2x, a small window at 1x), at text sizes 1 and 2 and several heights: every slider row and
/// every button inside the window's width and, scrolled to (the wheel, or the keys' focus),
/// inside its height; a click there hits it.
final class PanelOneColumnWorkbenchTests: XCTestCase {
    static let rooms: [Double] = [320, 360, 400, 420, 480]
    static let textScales: [Double] = [1, 2]
    /// Window heights in panel points.
    static let heights: [Double] = [300, 400, 600]

    func openPanel(room: Double, height: Double, textScale: Double) -> Workbench {
        var w = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        var desktop = DesktopSettings()
        desktop.textScale = textScale
        w.setDesktop(desktop, at: 0)
        w.togglePanel(at: 0)
        // The host asked for list + panel; the screen gave the list's least and `room`.
        w.handle(.resize(width: Workbench.minimumListWidth + room * textScale, height: height * textScale), at: 0.1)
        _ = w.frame(at: 0.1)
        return w
    }

    func testTheLayoutFollowsTheRoom() {
        for room in Self.rooms {
            for scale in Self.textScales {
                let w = openPanel(room: room, height: 600, textScale: scale)
                let label = "room \(room) at \(scale)"
                XCTAssertEqual(w.panel.layout.width, room, accuracy: 1e-9, label)
                XCTAssertEqual(w.panel.layout.isOneColumn, room < 420, label)
                XCTAssertEqual(w.list.viewportWidth, Workbench.minimumListWidth, label)
            }
        }
    }

    /// The wheel brings every slider row into view under the title; a press on its track
    /// selects it, inside the window's width.
    func testEverySliderRowIsReachableByTheWheelAndTakesAClick() {
        for room in Self.rooms {
            for scale in Self.textScales {
                for height in Self.heights {
                    var w = openPanel(room: room, height: height, textScale: scale)
                    let label = "room \(room) at \(scale), \(height) high"
                    let left = w.list.viewportWidth, window = left + room * scale
                    let l = w.panel.layout
                    XCTAssertLessThanOrEqual(left + l.sliderColumnWidth * scale, window + 1e-9, "the sliders inside: \(label)")
                    XCTAssertLessThanOrEqual(left + l.trackRight * scale, window + 1e-9, label)
                    var t = 0.2
                    w.handle(.hover(x: left + 20 * scale, y: 100), at: t)
                    for row in TuningPanel.rows {
                        guard case .tunable(let i) = row.kind else { continue }
                        // Wheel down until the row is whole under the title.
                        for _ in 0..<200 where TuningPanel.listTop + row.y + row.height - w.panel.scroll > height {
                            w.handle(.wheel(dx: 0, dy: -1, precise: false), at: t)
                        }
                        let top = w.panel.top(of: row)
                        XCTAssertGreaterThanOrEqual(top, TuningPanel.listTop - 1e-9, "row \(i) under the title: \(label)")
                        XCTAssertLessThanOrEqual(top + row.height, height + 1e-9, "row \(i) in view: \(label)")
                        // The track's left quarter (clear of the value text, which resets).
                        let x = TuningPanel.trackLeft + (l.trackRight - TuningPanel.trackLeft) / 4
                        let y = top + row.height - 6
                        w.handle(.press(x: left + x * scale, y: y * scale), at: t)
                        w.handle(.release(x: left + x * scale, y: y * scale), at: t + 0.01)
                        t += 0.02
                        XCTAssertEqual(w.panel.selected, i, "a click selects row \(i): \(label)")
                    }
                }
            }
        }
    }

    /// Up/Down move the focus through the sliders and scroll the column to the focused row.
    func testTheKeysFocusScrollsToEveryRow() {
        for room in Self.rooms {
            for scale in Self.textScales {
                var w = openPanel(room: room, height: 300, textScale: scale)
                let label = "room \(room) at \(scale)"
                var t = 0.2
                for i in 1..<Tunables.all.count {
                    w.handle(.key(KeyPress(.down)), at: t)
                    t += 0.01
                    XCTAssertEqual(w.panel.selected, i, label)
                    guard let row = TuningPanel.rows.first(where: { $0.kind == .tunable(i) }) else { return XCTFail(label) }
                    let top = w.panel.top(of: row)
                    XCTAssertGreaterThanOrEqual(top, TuningPanel.listTop - 1e-9, "row \(i) focused in view: \(label)")
                    XCTAssertLessThanOrEqual(top + row.height, 300 + 1e-9, "row \(i) focused in view: \(label)")
                }
            }
        }
    }

    /// Every button lies inside the window's width and, after the wheel scrolls to it, its
    /// height, under the title; a click at its centre does its thing.
    func testEveryButtonIsReachableAndDoesItsThing() {
        for room in Self.rooms {
            for scale in Self.textScales {
                for height in Self.heights {
                    var w = openPanel(room: room, height: height, textScale: scale)
                    let label = "room \(room) at \(scale), \(height) high"
                    let left = w.list.viewportWidth, window = left + room * scale
                    var t = 0.2
                    for b in TuningPanel.Button.allCases {
                        let r = w.panel.layout.rect(of: b)
                        XCTAssertLessThanOrEqual(left + (r.x + r.width) * scale, window + 1e-9, "\(b.rawValue) inside: \(label)")
                        // The wheel over the button's column until it is whole in view.
                        w.handle(.hover(x: left + (r.x + 1) * scale, y: 100), at: t)
                        for _ in 0..<200 where r.y + r.height - w.panel.sideScroll > height {
                            w.handle(.wheel(dx: 0, dy: -1, precise: false), at: t)
                        }
                        for _ in 0..<200 where r.y - w.panel.sideScroll < (w.panel.layout.isOneColumn ? TuningPanel.listTop : 0) {
                            w.handle(.wheel(dx: 0, dy: 1, precise: false), at: t)
                        }
                        let y = r.y + r.height / 2 - w.panel.sideScroll
                        XCTAssertGreaterThanOrEqual(r.y - w.panel.sideScroll, w.panel.layout.isOneColumn ? TuningPanel.listTop : 0,
                                                    "\(b.rawValue) in view: \(label)")
                        XCTAssertLessThanOrEqual(r.y + r.height - w.panel.sideScroll, height + 1e-9, "\(b.rawValue) in view: \(label)")
                        let x = left + (r.x + r.width / 2) * scale
                        if let p = b.platform {
                            w.list.setTunable(TunableID.scrollModel.rawValue, p.model == .ios ? 1 : 0, at: t)
                        }
                        let slot = w.slots.active
                        _ = w.takeHostEffects()
                        w.handle(.press(x: x, y: y * scale), at: t)
                        w.handle(.release(x: x, y: y * scale), at: t + 0.05)
                        t += 0.1
                        let effects = w.takeHostEffects()
                        let toast = w.frame(at: t).message?.text ?? ""
                        switch b {
                        case .save:
                            XCTAssertTrue(effects.contains { if case .saveTuning = $0 { return true } else { return false } }, label)
                        case .resetAll, .export:
                            XCTAssertFalse(toast.isEmpty, "\(b.rawValue) says what it did: \(label)")
                        case .slot:
                            XCTAssertNotEqual(w.slots.active, slot, "A ⇄ B switched: \(label)")
                        case .share:
                            XCTAssertEqual(effects, [.toggleShare], label)
                        default:
                            XCTAssertEqual(w.list.tuningSet.scroll.model, b.platform?.model, "\(b.rawValue) applied: \(label)")
                        }
                    }
                }
            }
        }
    }

    /// In one column a press on a group scrolled under the title does nothing: the title stays.
    func testNothingUnderTheTitleTakesAPress() {
        var w = openPanel(room: 320, height: 400, textScale: 1)
        let left = w.list.viewportWidth
        let r = w.panel.layout.rect(of: .save)
        w.handle(.hover(x: left + 20, y: 100), at: 0.2)
        // Scroll until Save sits under the title: whole notches, then tenths.
        for _ in 0..<400 where r.y + r.height / 2 - w.panel.sideScroll > TuningPanel.listTop / 2 + 60 {
            w.handle(.wheel(dx: 0, dy: -1, precise: false), at: 0.2)
        }
        for _ in 0..<400 where r.y + r.height / 2 - w.panel.sideScroll > TuningPanel.listTop / 2 {
            w.handle(.wheel(dx: 0, dy: -0.1, precise: false), at: 0.2)
        }
        let y = r.y + r.height / 2 - w.panel.sideScroll
        XCTAssertLessThan(y, TuningPanel.listTop, "Save scrolled under the title")
        XCTAssertGreaterThanOrEqual(y, 0)
        _ = w.takeHostEffects()
        w.handle(.press(x: left + r.x + r.width / 2, y: y), at: 0.3)
        w.handle(.release(x: left + r.x + r.width / 2, y: y), at: 0.35)
        XCTAssertTrue(w.takeHostEffects().isEmpty)
    }
}
