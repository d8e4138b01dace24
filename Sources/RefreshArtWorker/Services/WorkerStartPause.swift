import Foundation

/// A test hook of the art worker: started with REFRESHDEMO_WORKER_PAUSE_AT_START=1 in its
/// environment, the worker stops itself (SIGSTOP) before it does anything else, so a test
/// reads /proc/PID/fd as the process was handed over by the spawn, before WorkerSandbox
/// closes what it inherited, and then lets it go on (SIGCONT).
///
/// Rule: looked at by the worker alone, as its first step (the app never reads it);
/// without it nothing changes.
enum WorkerStartPause {
    static let variable = "REFRESHDEMO_WORKER_PAUSE_AT_START"

    static func pauseIfAsked() {
        guard let value = getenv(variable), String(cString: value) == "1" else { return }
        raise(SIGSTOP)
    }
}
