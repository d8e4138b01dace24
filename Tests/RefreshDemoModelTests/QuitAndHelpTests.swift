import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel
import TestSupport

/// Quitting never loses tuning silently and Esc closes what is on top first (the help,
/// then the panel); the help is modal, closes on a click, Esc or F1, and scrolls when it
/// does not fit. Every transition of the quit prompt is asserted.
final class QuitAndHelpTests: XCTestCase {
    func workbench(width: Double = 420, height: Double = 760) -> Workbench {
        Workbench(config: testConfig(width: width, height: height), metrics: FixedTextMetrics())
    }

    func quits(_ w: inout Workbench) -> Bool { w.takeHostEffects().contains(.quit) }

    // MARK: Quitting

    func testEveryQuitKeyQuitsAtOnceWithNothingUnsaved() {
        for press in [KeyPress(.escape), KeyPress(.q), KeyPress(.q, .ctrl)] {
            var w = workbench()
            w.handle(.key(press), at: 0.1)
            XCTAssertTrue(quits(&w), "\(press)")
        }
        var w = workbench()
        w.requestQuit(at: 0.1)
        XCTAssertTrue(quits(&w), "the window's close button")
    }

    func testEscClosesTheHelpThenThePanelThenQuits() {
        var w = workbench()
        w.togglePanel(at: 0)
        w.handle(.key(KeyPress(.f1)), at: 0.1)
        w.handle(.key(KeyPress(.escape)), at: 0.2)
        XCTAssertFalse(w.showsHelp, "the help goes first")
        XCTAssertTrue(w.panel.isOpen)
        XCTAssertFalse(quits(&w))
        w.handle(.key(KeyPress(.escape)), at: 0.3)
        XCTAssertFalse(w.panel.isOpen, "then the panel")
        XCTAssertFalse(quits(&w))
        w.handle(.key(KeyPress(.escape)), at: 0.4)
        XCTAssertTrue(quits(&w), "then it quits")
    }

    func testUnsavedTuningAsksOnceThenEscQuitsWithoutSaving() {
        var w = workbench()
        XCTAssertFalse(w.hasUnsavedTuning)
        XCTAssertFalse(w.frame(at: 0).panel.unsaved)
        w.setTunable("scroll.springStiffness", 300, at: 0.1)
        XCTAssertTrue(w.hasUnsavedTuning)
        XCTAssertTrue(w.frame(at: 0.1).panel.unsaved, "Save shows the unsaved state")
        for press in [KeyPress(.escape), KeyPress(.q), KeyPress(.q, .ctrl)] {
            var asked = w
            asked.handle(.key(press), at: 0.2)
            XCTAssertFalse(quits(&asked), "\(press): asks instead")
            XCTAssertTrue(asked.quitAsked)
            // The prompt holds, in the language shown, long after a message would have faded.
            let prompt = asked.frame(at: 30).message
            XCTAssertEqual(prompt?.text, "Unsaved tuning: Ctrl+S saves, Esc again quits without saving")
            XCTAssertEqual(prompt?.alpha, 1)
            XCTAssertFalse(asked.frame(at: 30).isAtRest == false && asked.isAtRest(at: 30) == false)
            asked.handle(.key(KeyPress(.escape)), at: 31)
            XCTAssertTrue(quits(&asked), "\(press), then Esc again: quits without saving")
        }
        var closed = w
        closed.requestQuit(at: 0.2)
        XCTAssertFalse(quits(&closed), "the close button asks too")
        closed.requestQuit(at: 0.3)
        XCTAssertTrue(quits(&closed), "and a second close quits")
    }

    func testCtrlSAnswersThePromptBySavingAndAnyOtherKeyDismissesIt() {
        var w = workbench()
        w.setTunable("scroll.springStiffness", 300, at: 0.1)
        w.handle(.key(KeyPress(.escape)), at: 0.2)
        w.handle(.key(KeyPress(.s, .ctrl)), at: 0.3)
        XCTAssertEqual(w.takeHostEffects(), [.saveTuning])
        // The host saved: nothing is unsaved, the prompt goes, Save shows no mark.
        w.tuningSaved()
        XCTAssertNil(w.frame(at: 0.4).message)
        XCTAssertFalse(w.frame(at: 0.4).panel.unsaved)
        w.handle(.key(KeyPress(.escape)), at: 0.5)
        XCTAssertTrue(quits(&w))

        var other = workbench()
        other.setTunable("scroll.springStiffness", 300, at: 0.1)
        other.handle(.key(KeyPress(.escape)), at: 0.2)
        other.handle(.key(KeyPress(.down)), at: 0.3)
        XCTAssertFalse(other.quitAsked, "another key: not now")
        XCTAssertNil(other.frame(at: 0.4).message)
        other.handle(.key(KeyPress(.escape)), at: 0.5)
        XCTAssertFalse(quits(&other), "asks again")
        other.handle(.press(x: 200, y: 400), at: 0.6)
        XCTAssertFalse(other.quitAsked, "a click: not now")
        other.handle(.move(x: 200, y: 401), at: 0.7)
        other.handle(.key(KeyPress(.escape)), at: 0.8)
        other.handle(.hover(x: 10, y: 10), at: 0.9)
        XCTAssertTrue(other.quitAsked, "pointer motion is no answer")
    }

    func testThePromptSpeaksTheLanguageShown() {
        var w = workbench()
        w.language = .ru
        w.setTunable("scroll.springStiffness", 300, at: 0.1)
        w.handle(.key(KeyPress(.q, .ctrl)), at: 0.2)
        XCTAssertEqual(w.frame(at: 0.3).message?.text, Language.ru.interface.messages.unsavedOnQuit)
        for language in Language.allCases {
            XCTAssertTrue(language.interface.messages.unsavedOnQuit.contains("Ctrl+S"), "\(language)")
            XCTAssertTrue(language.interface.messages.unsavedOnQuit.contains("Esc"), "\(language)")
        }
    }

    func testALoadedOrSavedTuningIsNotUnsaved() {
        var w = workbench()
        var preset = TuningSet()
        preset.scroll.springStiffness = 250
        w.applyTuning(preset, at: 0.1)
        XCTAssertTrue(w.hasUnsavedTuning)
        w.tuningSaved()
        XCTAssertFalse(w.hasUnsavedTuning)
        w.handle(.key(KeyPress(.escape)), at: 0.2)
        XCTAssertTrue(quits(&w))
    }

    // MARK: The help

    func testAClickClosesTheHelpAndReachesNothingBehind() {
        var w = workbench()
        w.handle(.key(KeyPress(.f1)), at: 0)
        w.handle(.press(x: 200, y: 400), at: 0.1)
        XCTAssertFalse(w.list.pointerDown, "the list never saw the press")
        w.handle(.release(x: 200, y: 400), at: 0.2)
        XCTAssertFalse(w.showsHelp, "a click closes it")
        XCTAssertFalse(quits(&w))
    }

    func testWhileTheHelpShowsDragsWheelAndKeysDoNotScrollTheList() {
        var w = workbench()
        w.handle(.key(KeyPress(.f1)), at: 0)
        let start = w.list.scrollOffset
        w.handle(.press(x: 200, y: 600), at: 0.1)
        for i in 1...10 { w.handle(.move(x: 200, y: 600 - Double(i) * 30), at: 0.1 + Double(i) * 0.016) }
        w.handle(.release(x: 200, y: 300), at: 0.3)
        w.handle(.wheel(dy: -3, precise: false), at: 0.4)
        w.handle(.touchpad(dy: 200, liftReported: false), at: 0.5)
        w.handle(.key(KeyPress(.pagedown)), at: 0.6)
        w.handle(.key(KeyPress(.end)), at: 0.7)
        w.handle(.key(KeyPress(.l)), at: 0.8)
        w.run(until: 3)
        XCTAssertEqual(w.list.scrollOffset, start, accuracy: 1e-9, "nothing scrolled behind the help")
        XCTAssertEqual(w.language, .en, "keys are the help's")
        XCTAssertTrue(w.showsHelp, "a drag is not a click")
        w.handle(.key(KeyPress(.f1)), at: 3.1)
        XCTAssertFalse(w.showsHelp, "F1 closes it")
    }

    /// The help opened (F1) while the list is held: a second press is nothing, and the
    /// release reaches the list, which is never left held (nor a touchpad gesture, by its lift).
    func testTheHelpNeverLeavesTheListHeld() {
        var w = workbench()
        w.handle(.press(x: 200, y: 500), at: 0)
        w.handle(.key(KeyPress(.f1)), at: 0.05)
        w.handle(.press(x: 300, y: 200), at: 0.1)
        w.handle(.release(x: 0, y: 0), at: 0.2)
        XCTAssertFalse(w.list.pointerDown, "the release was the list's too")
        w.handle(.touchpad(dy: 5, liftReported: true), at: 0.3)
        var u = workbench()
        u.handle(.touchpad(dy: 5, liftReported: true), at: 0)
        u.handle(.key(KeyPress(.f1)), at: 0.05)
        u.handle(.touchpadLift, at: 0.1)
        u.run(until: 3)
        XCTAssertFalse(u.list.touchpadIsActive, "the lift ended the list's gesture")
        XCTAssertTrue(u.isAtRest(at: 3))
    }

    func testTheHelpScrollsWhenItDoesNotFit() throws {
        var w = workbench(width: 240, height: 300)
        w.handle(.key(KeyPress(.f1)), at: 0)
        let layout = try XCTUnwrap(w.frame(at: 0).help)
        let most = layout.maxScroll(height: 300)
        XCTAssertGreaterThan(most, 100, "the help is taller than 300 pt at 240 pt wide")
        XCTAssertEqual(w.frame(at: 0).helpScroll, 0)
        w.handle(.wheel(dy: -1, precise: false), at: 0.1)
        XCTAssertEqual(w.frame(at: 0.1).helpScroll, 60, "a notch: 60 pt")
        w.handle(.key(KeyPress(.end)), at: 0.2)
        XCTAssertEqual(w.frame(at: 0.2).helpScroll, most, "End: its last line in view")
        w.handle(.key(KeyPress(.pagedown)), at: 0.3)
        XCTAssertEqual(w.frame(at: 0.3).helpScroll, most, "never past it")
        w.handle(.key(KeyPress(.home)), at: 0.4)
        XCTAssertEqual(w.frame(at: 0.4).helpScroll, 0)
        w.handle(.key(KeyPress(.down)), at: 0.5)
        XCTAssertEqual(w.frame(at: 0.5).helpScroll, layout.lineHeight)
        // A drag up by 100 pt scrolls it 100 pt.
        w.handle(.press(x: 120, y: 250), at: 0.6)
        w.handle(.move(x: 120, y: 200), at: 0.7)
        w.handle(.move(x: 120, y: 150), at: 0.8)
        w.handle(.release(x: 120, y: 150), at: 0.9)
        XCTAssertEqual(w.frame(at: 0.9).helpScroll, layout.lineHeight + 100, accuracy: 1e-9)
        XCTAssertTrue(w.showsHelp)
        // The bottom of the panel is in the window when scrolled to the end.
        XCTAssertEqual(layout.top(height: 300) - most + layout.panelHeight, 300 - HelpLayout.margin, accuracy: 1e-9)
        // At the default size it fits: nothing to scroll.
        var big = workbench()
        big.handle(.key(KeyPress(.f1)), at: 0)
        big.handle(.wheel(dy: -3, precise: false), at: 0.1)
        XCTAssertEqual(big.frame(at: 0.1).helpScroll, 0)
    }
}
