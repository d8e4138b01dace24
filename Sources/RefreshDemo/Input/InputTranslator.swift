import CSDL2
import RefreshEngine

/// Turns SDL events into the engine's input events, or into app commands.
///
/// Touch: the first finger drives the same drag as the mouse; other fingers are ignored
/// until it lifts. Mouse events SDL synthesises from touches are dropped (they would
/// drive the drag twice).
///
/// SDL's wheel events count according to `sdlWheel`, which the scroll path decides, on
/// both axes (SDL's signs: dy > 0 up, dx > 0 right); with Shift held a wheel's vertical
/// notches scroll sideways (`ShiftWheel`).
struct InputTranslator {
    /// What SDL's wheel events are worth.
    enum SDLWheel {
        /// A listener beside SDL reports scrolling with its source: SDL's copy is dropped.
        case ignored
        /// X11's legacy wheel buttons: whole notches, whatever the device.
        case notches
        /// SDL on Wayland without a listener: no source is known, so a delta with a
        /// fraction is taken for a touchpad (`pixelsPerNotch` pixels per SDL unit, the
        /// idle gap for the lift) and a whole one for a notch: the last resort.
        case guessed
    }

    var sdlWheel = SDLWheel.guessed
    /// Pixels in one SDL precise unit (`input.pixelsPerNotch`: SDL divides Wayland's values by 10).
    var pixelsPerNotch = 10.0
    /// The modifier keys held, as SDL's last key event gave them (the scroll listeners'
    /// wheels take Shift from here too).
    private(set) var modifiers: KeyModifiers = []
    /// The finger that drives the drag, if one is down.
    private(set) var finger: SDL_FingerID?
    /// Window size in points, to turn SDL's normalised touch coordinates into points.
    var windowSize = (width: 420.0, height: 760.0)
    /// Window coordinates in a point: an X11 window scaled by the app (DesktopScale) has
    /// its mouse and sizes in pixels; 1 where SDL gives points.
    var pointScale = 1.0

    static let touchMouseID = UInt32.max  // SDL_TOUCH_MOUSEID
    /// Keys that act again while held.
    static let repeatable: Set<Key> = [.up, .down, .left, .right, .pageup, .pagedown, .space, .period]

    enum Result {
        case input(InputEvent)
        case quit
        case redraw
        case none
    }

    mutating func translate(_ e: inout SDL_Event) -> Result {
        switch SDL_EventType(e.type) {
        case SDL_FINGERDOWN:
            guard finger == nil else { return .none }
            finger = e.tfinger.fingerId
            return .input(.press(x: Double(e.tfinger.x) * windowSize.width, y: Double(e.tfinger.y) * windowSize.height))
        case SDL_FINGERMOTION:
            guard e.tfinger.fingerId == finger else { return .none }
            return .input(.move(x: Double(e.tfinger.x) * windowSize.width, y: Double(e.tfinger.y) * windowSize.height))
        case SDL_FINGERUP:
            guard e.tfinger.fingerId == finger else { return .none }
            finger = nil
            return .input(.release(x: Double(e.tfinger.x) * windowSize.width, y: Double(e.tfinger.y) * windowSize.height))
        case SDL_QUIT:
            return .quit
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(e.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                return .input(.resize(width: Double(e.window.data1) / pointScale, height: Double(e.window.data2) / pointScale))
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                return .redraw
            case SDL_WINDOWEVENT_FOCUS_LOST where finger != nil:
                // A finger-up lost with the focus must not leave the drag held for ever.
                finger = nil
                return .input(.release(x: .nan, y: .nan))
            default:
                return .none
            }
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            guard e.button.button == UInt8(SDL_BUTTON_LEFT), e.button.which != Self.touchMouseID else { return .none }
            // Captured from press to release, so a drag goes on past the window's edge.
            let down = e.type == SDL_MOUSEBUTTONDOWN.rawValue
            SDL_CaptureMouse(down ? SDL_TRUE : SDL_FALSE)
            let (x, y) = (Double(e.button.x) / pointScale, Double(e.button.y) / pointScale)
            return .input(down ? .press(x: x, y: y) : .release(x: x, y: y))
        case SDL_MOUSEMOTION:
            guard e.motion.which != Self.touchMouseID else { return .none }
            let (x, y) = (Double(e.motion.x) / pointScale, Double(e.motion.y) / pointScale)
            if e.motion.state & (1 << (UInt32(SDL_BUTTON_LEFT) - 1)) == 0 { return .input(.hover(x: x, y: y)) }
            return .input(.move(x: x, y: y))
        case SDL_MOUSEWHEEL:
            guard e.wheel.which != Self.touchMouseID else { return .none }
            // With natural scrolling the system already flipped the signs (and says so in
            // `direction`); keeping the values as given honours the user's choice.
            let dx = Double(e.wheel.preciseX), dy = Double(e.wheel.preciseY)
            guard dx.isFinite, dy.isFinite, dx != 0 || dy != 0 else { return .none }
            let notches = ShiftWheel.apply(.wheel(dx: dx, dy: dy, precise: false), shift: modifiers.contains(.shift))
            switch sdlWheel {
            case .ignored:
                return .none
            case .notches:
                return .input(notches)
            case .guessed:
                if dx == dx.rounded() && dy == dy.rounded() { return .input(notches) }
                // SDL's dx > 0 scrolls right: the content moves left.
                return .input(.touchpad(dx: dx == 0 ? 0 : -dx * pixelsPerNotch, dy: dy * pixelsPerNotch, liftReported: false))
            }
        case SDL_KEYDOWN, SDL_KEYUP:
            modifiers = Self.modifiers(e.key.keysym.mod)
            let sym = Int(e.key.keysym.sym)
            let modifierKeys = [SDLK_LSHIFT, SDLK_RSHIFT, SDLK_LCTRL, SDLK_RCTRL, SDLK_LALT, SDLK_RALT].map { Int($0.rawValue) }
            if modifierKeys.contains(sym) { return .input(.modifiers(Self.modifiers(e.key.keysym.mod))) }
            guard e.type == SDL_KEYDOWN.rawValue else { return .none }
            let result = Self.key(e.key.keysym)
            // Auto-repeat moves and steps; it must not flip switches (panel, styles, pause) on and off.
            if e.key.repeat != 0, case .input(.key(let k)) = result, !Self.repeatable.contains(k.key) { return .none }
            return result
        default:
            return .none
        }
    }

    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        var mods: KeyModifiers = []
        let m = UInt32(mod)
        if m & UInt32(KMOD_SHIFT.rawValue) != 0 { mods.insert(.shift) }
        if m & UInt32(KMOD_CTRL.rawValue) != 0 { mods.insert(.ctrl) }
        if m & UInt32(KMOD_ALT.rawValue) != 0 { mods.insert(.alt) }
        return mods
    }

    static func key(_ sym: SDL_Keysym) -> Result {
        let mods = modifiers(sym.mod)
        let key: Key
        switch Int(sym.sym) {
        case Int(SDLK_UP.rawValue): key = .up
        case Int(SDLK_DOWN.rawValue): key = .down
        case Int(SDLK_LEFT.rawValue): key = .left
        case Int(SDLK_RIGHT.rawValue): key = .right
        case Int(SDLK_TAB.rawValue): key = .tab
        case Int(SDLK_BACKSPACE.rawValue): key = .backspace
        case Int(SDLK_DELETE.rawValue): key = .delete
        case Int(SDLK_m.rawValue): key = .m
        case Int(SDLK_p.rawValue): key = .p
        case Int(SDLK_s.rawValue): key = .s
        case Int(SDLK_d.rawValue): key = .d
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): key = .enter
        case Int(SDLK_PERIOD.rawValue): key = .period
        case Int(SDLK_F2.rawValue): key = .f2
        case Int(SDLK_F3.rawValue): key = .f3
        case Int(SDLK_PAGEUP.rawValue): key = .pageup
        case Int(SDLK_PAGEDOWN.rawValue): key = .pagedown
        case Int(SDLK_HOME.rawValue): key = .home
        case Int(SDLK_END.rawValue): key = .end
        case Int(SDLK_SPACE.rawValue): key = .space
        case Int(SDLK_ESCAPE.rawValue): key = .escape
        case Int(SDLK_q.rawValue): key = .q
        case Int(SDLK_r.rawValue): key = .r
        case Int(SDLK_b.rawValue): key = .b
        case Int(SDLK_h.rawValue): key = .h
        case Int(SDLK_o.rawValue): key = .o
        case Int(SDLK_l.rawValue): key = .l
        case Int(SDLK_f.rawValue): key = .f
        case Int(SDLK_F5.rawValue): key = .f5
        case Int(SDLK_F1.rawValue): key = .f1
        case Int(SDLK_SLASH.rawValue) where mods.contains(.shift): key = .question
        default: return .none
        }
        return .input(.key(KeyPress(key, mods)))
    }
}
