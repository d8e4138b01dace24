import CSDL2
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Every key the engine and scripts know is reachable from the keyboard.
final class InputTranslatorTests: XCTestCase {
    func press(_ sym: SDL_KeyCode, _ mod: SDL_Keymod = KMOD_NONE) -> KeyPress? {
        var keysym = SDL_Keysym()
        keysym.sym = SDL_Keycode(sym.rawValue)
        keysym.mod = UInt16(mod.rawValue)
        if case .input(.key(let k)) = InputTranslator.key(keysym) { return k }
        return nil
    }

    func testEveryKeyHasAKeyboardKey() {
        let table: [(SDL_KeyCode, SDL_Keymod, KeyPress)] = [
            (SDLK_UP, KMOD_NONE, KeyPress(.up)), (SDLK_DOWN, KMOD_NONE, KeyPress(.down)),
            (SDLK_PAGEUP, KMOD_NONE, KeyPress(.pageup)), (SDLK_PAGEDOWN, KMOD_NONE, KeyPress(.pagedown)),
            (SDLK_HOME, KMOD_NONE, KeyPress(.home)), (SDLK_END, KMOD_NONE, KeyPress(.end)),
            (SDLK_SPACE, KMOD_LSHIFT, KeyPress(.space, .shift)), (SDLK_ESCAPE, KMOD_NONE, KeyPress(.escape)),
            (SDLK_q, KMOD_LCTRL, KeyPress(.q, .ctrl)), (SDLK_r, KMOD_RCTRL, KeyPress(.r, .ctrl)),
            (SDLK_h, KMOD_NONE, KeyPress(.h)), (SDLK_l, KMOD_NONE, KeyPress(.l)), (SDLK_f, KMOD_NONE, KeyPress(.f)),
            (SDLK_F5, KMOD_NONE, KeyPress(.f5)), (SDLK_F1, KMOD_NONE, KeyPress(.f1)),
            (SDLK_SLASH, KMOD_LSHIFT, KeyPress(.question, .shift)),
            (SDLK_LEFT, KMOD_NONE, KeyPress(.left)), (SDLK_RIGHT, KMOD_LSHIFT, KeyPress(.right, .shift)),
            (SDLK_TAB, KMOD_NONE, KeyPress(.tab)), (SDLK_BACKSPACE, KMOD_NONE, KeyPress(.backspace)),
            (SDLK_DELETE, KMOD_LSHIFT, KeyPress(.delete, .shift)), (SDLK_m, KMOD_NONE, KeyPress(.m)),
            (SDLK_p, KMOD_NONE, KeyPress(.p)), (SDLK_s, KMOD_LCTRL, KeyPress(.s, .ctrl)),
            (SDLK_PERIOD, KMOD_NONE, KeyPress(.period)), (SDLK_F2, KMOD_NONE, KeyPress(.f2)),
            (SDLK_F3, KMOD_NONE, KeyPress(.f3)), (SDLK_b, KMOD_NONE, KeyPress(.b)),
            (SDLK_RETURN, KMOD_NONE, KeyPress(.enter)), (SDLK_KP_ENTER, KMOD_NONE, KeyPress(.enter)),
            (SDLK_d, KMOD_NONE, KeyPress(.d)), (SDLK_o, KMOD_NONE, KeyPress(.o)),
        ]
        for (sym, mod, expected) in table { XCTAssertEqual(press(sym, mod), expected, "\(expected)") }
        let covered = Set(table.map(\.2.key))
        XCTAssertEqual(covered, Set(Key.allCases), "a Key with no keyboard key")
        XCTAssertNil(press(SDLK_z))
        XCTAssertTrue(Session.isQuit(KeyPress(.escape)))
        XCTAssertTrue(Session.isQuit(KeyPress(.q, .ctrl)))
        XCTAssertTrue(Session.isQuit(KeyPress(.q)))
        XCTAssertFalse(Session.isQuit(KeyPress(.s, .ctrl)))
    }

    func finger(_ type: SDL_EventType, id: SDL_FingerID, x: Float, y: Float) -> SDL_Event {
        var e = SDL_Event()
        e.type = type.rawValue
        e.tfinger.fingerId = id
        e.tfinger.x = x
        e.tfinger.y = y
        return e
    }

    func testTheFirstFingerDrivesTheDragAndASecondIsIgnored() {
        var t = InputTranslator()
        t.windowSize = (400, 800)
        var e = finger(SDL_FINGERDOWN, id: 7, x: 0.5, y: 0.25)
        guard case .input(.press(let x, let y)) = t.translate(&e) else { return XCTFail("press") }
        XCTAssertEqual(x, 200)
        XCTAssertEqual(y, 200)
        e = finger(SDL_FINGERDOWN, id: 8, x: 0.1, y: 0.9)
        guard case .none = t.translate(&e) else { return XCTFail("a second finger is ignored") }
        e = finger(SDL_FINGERMOTION, id: 8, x: 0.1, y: 0.1)
        guard case .none = t.translate(&e) else { return XCTFail("its motion too") }
        e = finger(SDL_FINGERMOTION, id: 7, x: 0.5, y: 0.5)
        guard case .input(.move(_, let y2)) = t.translate(&e) else { return XCTFail("move") }
        XCTAssertEqual(y2, 400)
        e = finger(SDL_FINGERUP, id: 7, x: 0.5, y: 0.5)
        guard case .input(.release) = t.translate(&e) else { return XCTFail("release") }
        XCTAssertNil(t.finger)
    }

    func testLosingFocusLetsGoOfAFinger() {
        var t = InputTranslator()
        var e = finger(SDL_FINGERDOWN, id: 3, x: 0.5, y: 0.5)
        _ = t.translate(&e)
        var focus = SDL_Event()
        focus.type = SDL_WINDOWEVENT.rawValue
        focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        guard case .input(.release) = t.translate(&focus) else { return XCTFail("released") }
        XCTAssertNil(t.finger)
        e = finger(SDL_FINGERDOWN, id: 4, x: 0.5, y: 0.5)
        guard case .input(.press) = t.translate(&e) else { return XCTFail("a new finger is taken") }
    }

    func testMouseEventsSynthesisedFromTouchAreDropped() {
        var t = InputTranslator()
        var e = SDL_Event()
        e.type = SDL_MOUSEBUTTONDOWN.rawValue
        e.button.button = UInt8(SDL_BUTTON_LEFT)
        e.button.which = InputTranslator.touchMouseID
        guard case .none = t.translate(&e) else { return XCTFail("dropped") }
        e.button.which = 0
        guard case .input(.press) = t.translate(&e) else { return XCTFail("a real mouse press") }
    }

    func testWheelKeepsTheSystemsSignForNaturalScrolling() {
        var t = InputTranslator()
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseY = -0.25
        e.wheel.direction = UInt32(SDL_MOUSEWHEEL_FLIPPED.rawValue)
        guard case .input(.touchpad(_, let dy, let lift)) = t.translate(&e) else { return XCTFail("touchpad") }
        XCTAssertEqual(dy, -2.5, "SDL's unit is 10 px")
        XCTAssertFalse(lift, "SDL reports no lift: the idle gap decides")
        e.wheel.preciseY = .nan
        guard case .none = t.translate(&e) else { return XCTFail("NaN is dropped") }
    }

    func testSDLWheelEventsCountAsTheScrollPathSays() {
        var t = InputTranslator()
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseY = 1
        guard case .input(.wheel(0, 1, false)) = t.translate(&e) else { return XCTFail("a whole delta guessed a notch") }
        t.sdlWheel = .notches
        e.wheel.preciseY = -2
        guard case .input(.wheel(0, -2, false)) = t.translate(&e) else { return XCTFail("X11 buttons are notches") }
        t.sdlWheel = .ignored
        guard case .none = t.translate(&e) else { return XCTFail("a listener reports it instead") }
    }

    func wheel(x: Float, y: Float, flipped: Bool = false) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_MOUSEWHEEL.rawValue
        e.wheel.preciseX = x
        e.wheel.preciseY = y
        e.wheel.direction = UInt32((flipped ? SDL_MOUSEWHEEL_FLIPPED : SDL_MOUSEWHEEL_NORMAL).rawValue)
        return e
    }

    func shiftKey(down: Bool) -> SDL_Event {
        var e = SDL_Event()
        e.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        e.key.keysym.sym = SDL_Keycode(SDLK_LSHIFT.rawValue)
        // SDL's modifier state as the event carries it: Shift's own press already has it.
        e.key.keysym.mod = UInt16(down ? KMOD_LSHIFT.rawValue : KMOD_NONE.rawValue)
        return e
    }

    func testSDLsHorizontalWheelIsDxInSDLsSignsWithShiftTurningVerticalNotchesSideways() {
        // (SDL wheel, preciseX, preciseY, flipped, Shift held, expected)
        let table: [(InputTranslator.SDLWheel, Float, Float, Bool, Bool, InputEvent, String)] = [
            (.notches, 1, 0, false, false, .wheel(dx: 1, dy: 0, precise: false), "X11 button 7: one notch right"),
            (.notches, -1, 0, false, false, .wheel(dx: -1, dy: 0, precise: false), "X11 button 6: one notch left"),
            (.notches, -1, 0, true, false, .wheel(dx: -1, dy: 0, precise: false), "flipped by the system: kept as given"),
            (.guessed, 2, 0, false, false, .wheel(dx: 2, dy: 0, precise: false), "a whole delta: notches"),
            (.guessed, 0.25, 0, false, false, .touchpad(dx: -2.5, dy: 0, liftReported: false), "fingers right: content left"),
            (.guessed, -0.375, 0.25, false, false, .touchpad(dx: 3.75, dy: 2.5, liftReported: false), "a diagonal step, one event"),
            (.guessed, 0.25, 0, true, false, .touchpad(dx: -2.5, dy: 0, liftReported: false), "flipped: kept as given"),
            (.notches, 0, -1, false, true, .wheel(dx: 1, dy: 0, precise: false), "Shift+wheel down: right"),
            (.notches, 0, 2, false, true, .wheel(dx: -2, dy: 0, precise: false), "Shift+wheel up: left"),
            (.guessed, 0, -1, false, true, .wheel(dx: 1, dy: 0, precise: false), "a whole delta is a wheel's"),
            (.notches, 1, 0, false, true, .wheel(dx: 1, dy: 0, precise: false), "a horizontal click stays"),
            (.guessed, 0, 0.25, false, true, .touchpad(dx: 0, dy: 2.5, liftReported: false), "fingers with Shift: as they move"),
        ]
        for (mode, x, y, flipped, shift, expected, why) in table {
            var t = InputTranslator()
            t.sdlWheel = mode
            var key = shiftKey(down: true)
            if shift { _ = t.translate(&key) }
            var e = wheel(x: x, y: y, flipped: flipped)
            guard case .input(let event) = t.translate(&e) else { XCTFail(why); continue }
            XCTAssertEqual(event, expected, why)
        }
    }

    func testShiftScrollsSidewaysOnlyWhileHeld() {
        var t = InputTranslator()
        t.sdlWheel = .notches
        var e = shiftKey(down: true)
        guard case .input(.modifiers(let held)) = t.translate(&e) else { return XCTFail("Shift's press is a modifiers event") }
        XCTAssertEqual(held, .shift)
        XCTAssertEqual(t.modifiers, .shift, "the scroll listeners read it here")
        e = wheel(x: 0, y: -1)
        guard case .input(.wheel(1, 0, false)) = t.translate(&e) else { return XCTFail("sideways while held") }
        e = shiftKey(down: false)
        _ = t.translate(&e)
        XCTAssertEqual(t.modifiers, [])
        e = wheel(x: 0, y: -1)
        guard case .input(.wheel(0, -1, false)) = t.translate(&e) else { return XCTFail("down again once released") }
    }

    func testHeldKeysRepeatMovesButNotSwitches() {
        var t = InputTranslator()
        var e = SDL_Event()
        e.type = SDL_KEYDOWN.rawValue
        e.key.repeat = 1
        e.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
        guard case .none = t.translate(&e) else { return XCTFail("a held Tab does not toggle the panel again") }
        e.key.keysym.sym = SDL_Keycode(SDLK_DOWN.rawValue)
        guard case .input(.key(let k)) = t.translate(&e) else { return XCTFail("a held Down keeps scrolling") }
        XCTAssertEqual(k, KeyPress(.down))
        e.key.repeat = 0
        e.key.keysym.sym = SDL_Keycode(SDLK_TAB.rawValue)
        guard case .input(.key) = t.translate(&e) else { return XCTFail("a fresh Tab toggles") }
    }
}
