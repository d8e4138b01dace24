import CDesktopInput
import CSDL2

/// Which way scrolling reaches the app, for the help overlay, the HUD and the README.
enum ScrollPath: String {
    /// Own wl_pointer on SDL's connection: sources, lifts and the compositor's times.
    case wayland = "Wayland"
    /// XInput2 smooth-scroll valuators on a second X connection.
    case x11Smooth = "X11 smooth"
    /// SDL's legacy wheel buttons only: whole notches.
    case x11Notches = "X11 notches"
    /// A Wayland window whose own listener could not start: SDL's deltas and the idle gap.
    case waylandSDL = "Wayland (SDL deltas)"
    /// Another SDL video driver: SDL's deltas and the idle gap, as on Wayland without the listener.
    case sdl = "SDL deltas"

    /// The path when no listener runs beside SDL's `driver`, and what SDL's wheel events are worth then.
    static func fallback(driver: String) -> (ScrollPath, InputTranslator.SDLWheel) {
        switch driver {
        case "x11": return (.x11Notches, .notches)
        case "wayland": return (.waylandSDL, .guessed)
        default: return (.sdl, .guessed)
        }
    }
}

/// Scroll reports from a display-server listener beside SDL.
protocol ScrollSource: AnyObject {
    var path: ScrollPath { get }
    var server: ScrollReport.Server { get }
    /// Runs the listener on what SDL read, and hands over every report in order.
    func drain(_ body: (ScrollReport) -> Void)
}

/// A failed start of a listener, with the reason (the app falls back quietly).
struct ScrollSourceError: Error, CustomStringConvertible {
    let description: String
}

/// The handle a C listener's `create` returns, or the reason it wrote, thrown.
///
/// Rule: `create` gets a zeroed buffer and its size, and returns nil with a reason in the
/// buffer when the listener cannot start.
private func startListener(_ create: (UnsafeMutablePointer<CChar>, Int) -> OpaquePointer?) throws -> OpaquePointer {
    var error = [CChar](repeating: 0, count: 256)
    let size = error.count
    guard let handle = create(&error, size) else {
        throw ScrollSourceError(description: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return handle
}

extension ScrollReport {
    init(_ s: CDIScroll) {
        switch s.kind {
        case 2: kind = .fingersLifted
        case 3: kind = .pointerLeft
        case 4: kind = .buttonClick
        default: kind = .scroll
        }
        source = s.source
        time = s.time
        vertical = Amount(s.vertical)
        horizontal = Amount(s.horizontal)
    }
}

extension ScrollReport.Amount {
    init(_ a: CDIScrollAxis) {
        value = a.value
        discrete = a.discrete
        value120 = a.value120
    }
}

/// The Wayland listener: its own registry, seat and pointer on SDL's wl_display, freed with it.
final class WaylandScrollSource: ScrollSource {
    private let handle: OpaquePointer
    let path = ScrollPath.wayland
    let server = ScrollReport.Server.wayland

    init(window: Window) throws {
        handle = try startListener { cdi_wayland_create(window.pointer, $0, $1) }
    }

    deinit { cdi_wayland_destroy(handle) }

    func drain(_ body: (ScrollReport) -> Void) {
        cdi_wayland_dispatch(handle)
        var s = CDIScroll()
        while cdi_wayland_next(handle, &s) != 0 { body(ScrollReport(s)) }
    }

    /// Runs the listener's queue, so the pointer events SDL has read are noted with their
    /// times (cdi_pointer_time) before SDL's events of them are handled.
    func notePointerTimes() { cdi_wayland_dispatch(handle) }

    /// Where the drop being handled landed, in the window's points (the listener's own data
    /// device follows drags over the window); nil when it does not know.
    func dropPosition() -> (x: Double, y: Double)? {
        var x = 0.0, y = 0.0
        return cdi_wayland_drop_position(handle, &x, &y) != 0 ? (x, y) : nil
    }
}

/// The X11 listener: XInput2 smooth scrolling on a second connection, closed with it.
final class X11ScrollSource: ScrollSource {
    private let handle: OpaquePointer
    private let window: OpaquePointer
    let path = ScrollPath.x11Smooth
    let server = ScrollReport.Server.x11

    init(window: Window) throws {
        handle = try startListener { cdi_x11_create(window.pointer, $0, $1) }
        self.window = window.pointer
        // Without it, a scroll of less than one increment would not wake a resting app.
        let wake = SDL_RegisterEvents(1)
        if wake != UInt32.max { _ = cdi_x11_start_waker(handle, wake) }
    }

    deinit { cdi_x11_destroy(handle) }

    func drain(_ body: (ScrollReport) -> Void) {
        cdi_x11_dispatch(handle)
        var s = CDIScroll()
        while cdi_x11_next(handle, &s) != 0 {
            let report = ScrollReport(s)
            // Raw button clicks come from every window: only those over this one count.
            if report.kind == .buttonClick && SDL_GetMouseFocus() != window { continue }
            body(report)
        }
    }
}
