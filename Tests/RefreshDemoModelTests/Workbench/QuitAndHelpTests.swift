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

    /// Ctrl+Q (or Q, or the close button) with the help open and tuning unsaved: the prompt
    /// is not left under the help's dimming; the help goes and the prompt shows.
    func testAQuitAskedWithTheHelpOpenClosesTheHelpToShowThePrompt() {
        for ask in [KeyPress(.q, .ctrl), KeyPress(.q)] {
            var w = workbench()
            w.setTunable("scroll.springStiffness", 300, at: 0.1)
            w.handle(.key(KeyPress(.f1)), at: 0.2)
            XCTAssertTrue(w.showsHelp)
            w.handle(.key(ask), at: 0.3)
            XCTAssertFalse(quits(&w), "\(ask): asks first")
            XCTAssertTrue(w.quitAsked)
            XCTAssertFalse(w.showsHelp, "\(ask): the help closes so that the prompt shows")
            XCTAssertEqual(w.frame(at: 0.4).quitPrompt?.question, "Save the changed tuning before quitting?")
        }
        var w = workbench()
        w.setTunable("scroll.springStiffness", 300, at: 0.1)
        w.handle(.key(KeyPress(.f1)), at: 0.2)
        w.requestQuit(at: 0.3)
        XCTAssertFalse(w.showsHelp, "the window's close button too")
    }

    func asked(language: Language = .en) -> Workbench {
        var w = workbench()
        w.setLanguage(language)
        w.tuningFile = "~/.config/refreshdemo/tuning.json"
        w.setTunable("scroll.springStiffness", 300, at: 0.1)
        w.handle(.key(KeyPress(.escape)), at: 0.2)
        return w
    }

    func testUnsavedTuningAsksWithAModalPromptThatHolds() {
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
            // The prompt holds long after a message would have faded, and is no toast.
            let f = asked.frame(at: 30)
            XCTAssertEqual(f.quitPrompt?.question, "Save the changed tuning before quitting?")
            XCTAssertEqual(f.quitPrompt?.labels, ["Save", "Discard", "Cancel"])
            XCTAssertNil(f.message)
        }
        var closed = w
        closed.requestQuit(at: 0.2)
        XCTAssertFalse(quits(&closed), "the close button asks too")
        closed.requestQuit(at: 0.3)
        XCTAssertTrue(quits(&closed), "and a second close discards")
    }

    /// Every key's answer: Save writes and then quits (the host quits once written),
    /// Discard quits, Cancel goes back; any other key does nothing and the list keeps still.
    func testEveryKeyAnswersThePromptOrDoesNothing() {
        let table: [(KeyPress, [HostEffect], stillAsked: Bool)] = [
            (KeyPress(.enter), [.saveTuning(thenQuit: true)], false),
            (KeyPress(.s), [.saveTuning(thenQuit: true)], false),
            (KeyPress(.s, .ctrl), [.saveTuning(thenQuit: true)], false),
            (KeyPress(.d), [.quit], false),
            (KeyPress(.q), [.quit], false),
            (KeyPress(.q, .ctrl), [.quit], false),
            (KeyPress(.escape), [], false),
            (KeyPress(.down), [], true),
            (KeyPress(.pagedown), [], true),
            (KeyPress(.f5), [], true),
            (KeyPress(.tab), [], true),
        ]
        for (press, effects, stillAsked) in table {
            var w = asked()
            let offset = w.scrollOffset
            w.handle(.key(press), at: 0.3)
            XCTAssertEqual(w.takeHostEffects(), effects, "\(press)")
            XCTAssertEqual(w.quitAsked, stillAsked, "\(press)")
            XCTAssertEqual(w.frame(at: 1).offsetY, offset, "\(press): the list keeps still")
            XCTAssertFalse(w.panel.isOpen, "\(press): the panel stays closed")
        }
    }

    /// A button acts when released over the button it was pressed on; a press elsewhere,
    /// the wheel and a drag reach nothing behind the prompt.
    func testThePromptsButtonsActOnReleaseAndNothingBehindMoves() {
        let expected: [(QuitPrompt.Choice, [HostEffect])] = [(.save, [.saveTuning(thenQuit: true)]), (.discard, [.quit]), (.cancel, [])]
        for (choice, effects) in expected {
            var w = asked()
            let r = QuitPrompt.rect(of: choice, in: w.promptBox)
            w.handle(.press(x: r.x + 4, y: r.y + 4), at: 0.3)
            XCTAssertTrue(w.quitAsked, "\(choice): nothing on the press")
            w.handle(.release(x: r.x + r.width - 4, y: r.y + r.height - 4), at: 0.35)
            XCTAssertEqual(w.takeHostEffects(), effects, "\(choice)")
            XCTAssertFalse(w.quitAsked, "\(choice)")
        }
        var w = asked()
        let offset = w.scrollOffset
        let save = QuitPrompt.rect(of: .save, in: w.promptBox)
        w.handle(.press(x: save.x + 4, y: save.y + 4), at: 0.3)
        w.handle(.release(x: 5, y: 700), at: 0.4)
        w.handle(.press(x: 200, y: 700), at: 0.5)
        w.handle(.move(x: 200, y: 300), at: 0.55)
        w.handle(.release(x: 200, y: 300), at: 0.6)
        w.handle(.wheel(dx: 0, dy: -3, precise: false), at: 0.7)
        XCTAssertEqual(w.takeHostEffects(), [])
        XCTAssertTrue(w.quitAsked, "released off the button, clicks and the wheel elsewhere: no answer")
        XCTAssertEqual(w.frame(at: 2).offsetY, offset, "nothing behind the prompt moved")
    }

    func testThePromptSpeaksTheLanguageShownAndNamesTheFile() {
        var w = asked(language: .ru)
        let prompt = w.frame(at: 0.3).quitPrompt
        XCTAssertEqual(prompt?.question, Language.ru.interface.messages.unsavedOnQuit)
        XCTAssertEqual(prompt?.detail, "Сохранится в ~/.config/refreshdemo/tuning.json")
        for language in Language.allCases {
            let m = language.interface.messages
            XCTAssertEqual(m.quitButtons.count, QuitPrompt.Choice.allCases.count, "\(language)")
            for key in ["Enter", "D", "Esc"] { XCTAssertTrue(m.quitKeys.contains(key), "\(language): \(key)") }
            XCTAssertTrue(m.quitSaveWhere.contains("{1}"), "\(language)")
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

    func testShiftWheelScrollsTheHelpAsBefore() {
        // A help taller than the window (as in testTheHelpScrollsWhenItDoesNotFit).
        var plain = workbench(width: 240, height: 300), shifted = workbench(width: 240, height: 300)
        plain.handle(.key(KeyPress(.f1)), at: 0)
        plain.handle(.wheel(dx: 0, dy: -1, precise: false), at: 0.1)
        shifted.handle(.key(KeyPress(.f1)), at: 0)
        shifted.handle(.modifiers(.shift), at: 0.05)
        shifted.handle(.wheel(dx: 1, dy: 0, precise: false), at: 0.1)
        XCTAssertEqual(plain.frame(at: 0.1).helpScroll, 60)
        XCTAssertEqual(shifted.frame(at: 0.1).helpScroll, 60, "Shift+wheel down (sent as right) scrolls the help down")
    }

    func testWhileTheHelpShowsDragsWheelAndKeysDoNotScrollTheList() {
        var w = workbench()
        w.handle(.key(KeyPress(.f1)), at: 0)
        let start = w.list.scrollOffset
        w.handle(.press(x: 200, y: 600), at: 0.1)
        for i in 1...10 { w.handle(.move(x: 200, y: 600 - Double(i) * 30), at: 0.1 + Double(i) * 0.016) }
        w.handle(.release(x: 200, y: 300), at: 0.3)
        w.handle(.wheel(dx: 0, dy: -3, precise: false), at: 0.4)
        w.handle(.touchpad(dx: 0, dy: 200, liftReported: false), at: 0.5)
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
        w.handle(.touchpad(dx: 0, dy: 5, liftReported: true), at: 0.3)
        var u = workbench()
        u.handle(.touchpad(dx: 0, dy: 5, liftReported: true), at: 0)
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
        w.handle(.wheel(dx: 0, dy: -1, precise: false), at: 0.1)
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
        big.handle(.wheel(dx: 0, dy: -3, precise: false), at: 0.1)
        XCTAssertEqual(big.frame(at: 0.1).helpScroll, 0)
    }
}
