import CSDL2
import Dispatch
import Foundation

/// Turns SIGTERM, SIGINT and SIGHUP into a request to quit that the frame loop sees,
/// so the app ends as if Escape were pressed: state saved, trace flushed, exit 0.
///
/// Why a dispatch source: a signal handler may do almost nothing safely; a dispatch
/// source runs its handler on an ordinary thread, which sets a flag and pushes an SDL
/// quit event (SDL_PushEvent is thread-safe) so a window sleeping in SDL_WaitEvent
/// wakes up. SIGPIPE is ignored: a closed pipe then is a failed write, reported as one.
///
/// Rule: the end never depends on the thread that may be blocked. The handler runs on
/// dispatch's own thread and arms a watchdog there: a main thread that has not ended the
/// run `graceSeconds` after the signal (stuck reading a terminal or a FIFO with no
/// writer, or in a display server's connect) is cut short with one line and _exit(0).
/// The trace needs no flush then: it is written line by line.
final class SignalMonitor: @unchecked Sendable {
    static let signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    /// How long the run may take to end cleanly after a signal (well within a second).
    static let graceSeconds = 0.6
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var name: String?
    /// Push an SDL_QUIT so a window waiting for events wakes (off in headless runs).
    private var wakesSDL = false

    init() {
        signal(SIGPIPE, SIG_IGN)
        for sig in Self.signals {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler { [weak self] in self?.received(sig) }
            source.resume()
            sources.append(source)
        }
    }

    /// From now on a signal also wakes a window that waits in SDL_WaitEvent (SDL is up).
    func wakeSDLOnSignal() {
        lock.lock()
        wakesSDL = true
        lock.unlock()
    }

    /// The name of the first signal received ("SIGTERM"), if any.
    var receivedSignal: String? {
        lock.lock()
        defer { lock.unlock() }
        return name
    }

    private func received(_ sig: Int32) {
        lock.lock()
        if name == nil { name = sig == SIGTERM ? "SIGTERM" : sig == SIGINT ? "SIGINT" : "SIGHUP" }
        let wake = wakesSDL
        let first = name
        lock.unlock()
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.graceSeconds) {
            // Still running: the main thread is blocked where it cannot see the request.
            let line = "RefreshDemo: \(first ?? "signal"): ended while blocked (reading a terminal, a pipe or "
                + "a FIFO, or waiting for the display); the last save may be missing\n"
            _ = line.utf8CString.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
            _exit(0)
        }
        if wake {
            var event = SDL_Event()
            event.type = SDL_QUIT.rawValue
            SDL_PushEvent(&event)
        }
    }

    deinit {
        for s in sources { s.cancel() }
    }
}
