import CSDL2

/// An event of the app's own that wakes a window sleeping in SDL_WaitEvent, pushed from any
/// thread (SDL_PushEvent is thread-safe); the event pump ignores its type.
enum SDLWake {
    /// A closure that pushes a fresh registered event type; nil when SDL has none left.
    static func registered() -> (@Sendable () -> Void)? {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        return {
            var event = SDL_Event()
            event.type = type
            SDL_PushEvent(&event)
        }
    }
}
