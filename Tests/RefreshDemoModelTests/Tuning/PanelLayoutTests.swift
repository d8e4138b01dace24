import XCTest
@testable import RefreshEngine
import TestSupport
@testable import RefreshDemoModel

/// The panel laid out for the room the window really gives it (a screen narrower than list +
/// panel clamps the window): every button inside the window, whole, and doing its thing where
/// the layout says it is; the plots and the HUD's column inside too.
final class PanelLayoutTests: XCTestCase {
    /// Windows as the screen leaves them, in points (a 1600x1200 px screen at 2x is 800x600),
    /// and the desktop's text size (window points per panel point).
    static let windows: [(width: Double, height: Double, textScale: Double)] = [
        (800, 600, 1),      // 1600x1200 px at 2x, or an 800x600 screen at 1x
        (760, 600, 1),      // the narrowest panel that holds the widest button: 420 pt
        (840, 760, 1),
        (920, 760, 1),      // exactly list + panel: the wide layout
        (1024, 768, 1),
        (1280, 720, 1.25),  // 1600x900 px at 1.25x text
        (960, 600, 1.25),   // 1920x1200 px at 2x, text at 1.25
        (1280, 800, 1.5),
        (1366, 768, 1),
        (1920, 1080, 1),
        (840, 400, 1),      // short: the right column scrolls to its buttons' ends
    ]

    func workbench(textScale: Double) -> Workbench {
        var w = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        var desktop = DesktopSettings()
        desktop.textScale = textScale
        w.setDesktop(desktop, at: 0)
        return w
    }

    /// The wide layout is the panel's one layout of old, to the point (the goldens hold it).
    func testTheFullPanelKeepsItsWideLayout() {
        let wide = PanelLayout(width: TuningPanel.width)
        XCTAssertTrue(wide.isWide)
        XCTAssertEqual(wide.rect(of: .preset(.ios)), TuningPanel.Rect(x: 312, y: 12, width: 64, height: 28))
        XCTAssertEqual(wide.rect(of: .save), TuningPanel.Rect(x: 312, y: 50, width: 90, height: 28))
        XCTAssertEqual(wide.rect(of: .resetAll), TuningPanel.Rect(x: 408, y: 50, width: 90, height: 28))
        XCTAssertEqual(wide.rect(of: .export), TuningPanel.Rect(x: 504, y: 50, width: 84, height: 28))
        // The phone preview's Share: a group of its own, on a row of its own.
        XCTAssertEqual(wide.rect(of: .share), TuningPanel.Rect(x: 312, y: 88, width: 90, height: 28))
        XCTAssertEqual(wide.rect(of: .slot), TuningPanel.Rect(x: 530, y: 132, width: 56, height: 20))
        XCTAssertEqual(wide.livePlot, TuningPanel.Rect(x: 312, y: 130, width: 276, height: 150))
        XCTAssertEqual(wide.rubberBandPlot, TuningPanel.Rect(x: 312, y: 308, width: 132, height: 104))
        XCTAssertEqual(wide.springPlot, TuningPanel.Rect(x: 456, y: 308, width: 132, height: 104))
        XCTAssertEqual(wide.hudTop, 434)
        // The HUD (14 lines), the info and a spring row's forms in every platform's words: 37 lines.
        XCTAssertEqual(wide.sideContentHeight, 434 + 37 * 18 + 28)
        XCTAssertEqual(PanelLayout(width: 2000), wide, "never wider than the panel")
    }

    /// At 2x on a 1600x1200 px screen the panel has 480 pt: the presets two to a row, the
    /// actions one to a row, the curves one under the other.
    func testTheNarrowLayoutOfA1600PixelScreenAt2x() {
        let l = PanelLayout(width: 480)
        XCTAssertFalse(l.isWide)
        XCTAssertEqual(l.sideWidth, 156)
        let rows = Set(PlatformProfiles.all.map { l.rect(of: .preset($0)).y })
        XCTAssertEqual(rows.count, (PlatformProfiles.all.count + 1) / 2, "two presets to a row")
        XCTAssertEqual(l.rect(of: .save).y + 34, l.rect(of: .resetAll).y)
        XCTAssertEqual(l.rubberBandPlot.x, l.springPlot.x, "one under the other")
        XCTAssertGreaterThan(l.springPlot.y, l.rubberBandPlot.y + l.rubberBandPlot.height)
        XCTAssertGreaterThan(l.sideContentHeight, PanelLayout.wide.sideContentHeight, "the HUD's lines may wrap")
    }

    /// Over the table: what the layout places is inside the window (scrolled into view where
    /// the column scrolls), nothing overlaps, and a click at each button's centre does its thing.
    func testEveryButtonIsInsideTheWindowAndDoesItsThing() {
        for (width, height, scale) in Self.windows {
            var w = workbench(textScale: scale)
            w.togglePanel(at: 0)
            // The host asked for list + panel; the screen gave `width`.
            w.handle(.resize(width: width, height: height), at: 0.1)
            let f = w.frame(at: 0.1)
            let l = f.panel.layout, unit = f.panel.unit, left = f.panel.x
            let label = "\(width)x\(height) at \(scale)"
            XCTAssertEqual(unit, scale, label)
            XCTAssertEqual(l.width, min((width - left) / unit, TuningPanel.width), accuracy: 1e-9, label)
            XCTAssertEqual(l.isWide, width - left >= TuningPanel.width * unit - 1e-9, label)
            let viewport = height / unit
            var placed: [TuningPanel.Rect] = []
            for b in TuningPanel.Button.allCases {
                let r = l.rect(of: b)
                XCTAssertGreaterThan(r.width, 0, "\(b.rawValue) \(label)")
                XCTAssertGreaterThanOrEqual(r.x, PanelLayout.sideLeft, "\(b.rawValue) \(label)")
                XCTAssertLessThanOrEqual(left + (r.x + r.width) * unit, width + 1e-9, "\(b.rawValue) inside the window: \(label)")
                XCTAssertGreaterThanOrEqual(r.y, 0)
                XCTAssertLessThanOrEqual(r.y + r.height, viewport + l.maxSideScroll(viewportHeight: viewport),
                                         "\(b.rawValue) reachable by scrolling the column: \(label)")
                if b != .slot {
                    for o in placed {
                        XCTAssertFalse(r.x < o.x + o.width && o.x < r.x + r.width && r.y < o.y + o.height && o.y < r.y + r.height,
                                       "\(b.rawValue) overlaps another button: \(label)")
                    }
                    placed.append(r)
                }
            }
            for plot in [l.livePlot, l.rubberBandPlot, l.springPlot] {
                XCTAssertLessThanOrEqual(left + (plot.x + plot.width) * unit, width + 1e-9, "a plot inside the window: \(label)")
                XCTAssertLessThanOrEqual(plot.y + plot.height, l.hudTop, label)
            }
            XCTAssertGreaterThan(l.width - PanelLayout.sideLeft - 8, 80, "the HUD's column: \(label)")
            XCTAssertLessThanOrEqual(l.hudTop, l.sideContentHeight)
            clickEveryButton(&w, label: label)
        }
    }

    /// Presses and releases each button at its centre (scrolling the column to it first) and
    /// checks what it did: a preset applies its model, Save asks the host to save, Reset all
    /// and Copy say so in a toast, A ⇄ B switches the slot.
    func clickEveryButton(_ w: inout Workbench, label: String) {
        var t = 0.2
        let unit = w.panelUnit
        for b in TuningPanel.Button.allCases {
            let l = w.panel.layout, left = w.list.viewportWidth, viewport = w.list.viewportHeight / unit
            let r = l.rect(of: b)
            // Scroll the column (wheel over it) until the button is whole in view.
            for _ in 0..<40 where r.y + r.height - w.panel.sideScroll > viewport {
                w.handle(.hover(x: left + (r.x + 1) * unit, y: 10), at: t)
                w.handle(.wheel(dx: 0, dy: -1, precise: false), at: t)
                t += 0.01
            }
            let x = left + (r.x + r.width / 2) * unit, y = (r.y + r.height / 2 - w.panel.sideScroll) * unit
            XCTAssertTrue(y > 0 && y < w.list.viewportHeight, "\(b.rawValue) in view: \(label)")
            if let p = b.platform {
                // Away from the preset first, so applying it is a change.
                w.list.setTunable(TunableID.scrollModel.rawValue, p.model == .ios ? 1 : 0, at: t)
            }
            let slot = w.slots.active
            _ = w.takeHostEffects()
            w.handle(.press(x: x, y: y), at: t)
            w.handle(.release(x: x, y: y), at: t + 0.05)
            t += 0.1
            let effects = w.takeHostEffects()
            let toast = w.frame(at: t).message?.text ?? ""
            switch b {
            case .save:
                XCTAssertTrue(effects.contains { if case .saveTuning = $0 { return true } else { return false } }, label)
            case .resetAll:
                XCTAssertEqual(toast, w.list.language.interface.messages.allReset, label)
            case .export:
                XCTAssertFalse(toast.isEmpty, "Copy says what it copied: \(label)")
            case .slot:
                XCTAssertNotEqual(w.slots.active, slot, "A ⇄ B switched: \(label)")
            case .share:
                XCTAssertEqual(effects, [.toggleShare], "Share asks the host to start the preview: \(label)")
            default:
                let p = b.platform!
                XCTAssertEqual(w.list.tuningSet.scroll.model, p.model, "\(b.rawValue) applied: \(label)")
                XCTAssertEqual(toast, MessageStrings.fill(w.list.language.interface.messages.preset, p.name), label)
            }
        }
    }

    /// A change of layout is traced with the width laid out, so a window test finds the buttons.
    func testALayoutChangeIsTraced() {
        var w = workbench(textScale: 1)
        w.togglePanel(at: 0)
        w.handle(.resize(width: 800, height: 600), at: 0.1)
        XCTAssertEqual(w.panel.layout.width, 480)
        XCTAssertEqual(w.panel.layout.traceValue, "480.0")
        w.togglePanel(at: 0.2)
        XCTAssertTrue(w.panel.layout.isWide, "closed, the panel is laid out wide again")
    }
}
