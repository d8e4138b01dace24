import CSDL2

/// A failed SDL, SDL_ttf or SDL_image call, carrying SDL_GetError() at the time of failure.
struct SDLError: Error, CustomStringConvertible {
    let call: String
    let message: String

    init(_ call: String) {
        self.call = call
        message = String(cString: SDL_GetError())
    }

    var description: String { message.isEmpty ? "\(call) failed" : "\(call) failed: \(message)" }
}

/// Throws an SDLError when an SDL call returns a negative status.
@inline(__always)
func check(_ status: Int32, _ call: @autoclosure () -> String) throws {
    if status < 0 { throw SDLError(call()) }
}

extension SDLError {
    /// SDL_GetError() now (thread-local in SDL2): the reason a decoder gave.
    static var lastMessage: String {
        let m = String(cString: SDL_GetError())
        return m.isEmpty ? "no reason given" : m
    }
}
