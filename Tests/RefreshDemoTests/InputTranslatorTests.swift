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
        ]
        for (sym, mod, expected) in table { XCTAssertEqual(press(sym, mod), expected, "\(expected)") }
        let covered = Set(table.map(\.2.key))
        XCTAssertEqual(covered, Set(Key.allCases), "a Key with no keyboard key")
        XCTAssertNil(press(SDLK_z))
        XCTAssertTrue(Session.isQuit(KeyPress(.escape)))
        XCTAssertTrue(Session.isQuit(KeyPress(.q, .ctrl)))
        XCTAssertFalse(Session.isQuit(KeyPress(.q)))
    }
}
