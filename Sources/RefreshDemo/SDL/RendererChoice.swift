import CSDL2
import Foundation

/// Which SDL renderer a window draws with (`--renderer`).
///
/// Rule (auto): a GL whose renderer is a software rasterizer (Mesa's llvmpipe, softpipe,
/// swrast: VMs, remote desktops, Xvfb) fills every pixel of a textured quad on the CPU,
/// ~8x the cost of SDL's own software renderer blitting into the X server's shared memory
/// (XShm); there SDL's software renderer wins. A hardware GL is used as it is.
enum RendererChoice: String, CaseIterable, Sendable {
    case auto, gl, software

    /// GL_RENDERER strings of software rasterizers.
    static let softwareGL = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    static func isSoftware(glRenderer: String) -> Bool {
        let name = glRenderer.lowercased()
        return softwareGL.contains { name.contains($0) }
    }

    /// What `auto` becomes here: `.software` when the probed GL is a software one (or
    /// there is no GL), else `.gl`; and the GL_RENDERER string that decided it.
    static func resolveAuto() -> (RendererChoice, String?) {
        guard let name = probeGLRenderer() else { return (.software, nil) }
        return (isSoftware(glRenderer: name) ? .software : .gl, name)
    }

    /// GL_RENDERER of a GL context on a hidden 1x1 window, or nil when there is none.
    static func probeGLRenderer() -> String? {
        guard let window = SDL_CreateWindow("probe", 0, 0, 1, 1,
                                            SDL_WINDOW_OPENGL.rawValue | SDL_WINDOW_HIDDEN.rawValue) else { return nil }
        defer { SDL_DestroyWindow(window) }
        guard let context = SDL_GL_CreateContext(window) else { return nil }
        defer { SDL_GL_DeleteContext(context) }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard SDL_GL_MakeCurrent(window, context) == 0, let address = SDL_GL_GetProcAddress("glGetString") else {
            return nil
        }
        let glGetString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        return glGetString(glRenderer).map { String(cString: $0) }
    }
}
