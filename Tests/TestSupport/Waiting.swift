import Foundation

/// Waits for a condition instead of for a fixed time: polls `condition` every `every`
/// seconds until it holds or `timeout` seconds have passed.
///
/// Returns whether it held. A test waits exactly as long as what it needs takes, so it is
/// neither slower than needed on a fast machine nor flaky on a loaded one.
@discardableResult
public func waitUntil(timeout: Double, every: Double = 0.01, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        Thread.sleep(forTimeInterval: max(every, 0.001))
    }
}

/// Waits until the file at `path` contains `text` (a trace line, a log line), up to `timeout` seconds.
@discardableResult
public func waitForText(_ text: String, inFile path: String, timeout: Double) -> Bool {
    waitUntil(timeout: timeout) {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return String(decoding: data, as: UTF8.self).contains(text)
    }
}

/// Paces deliberately timed input (a hand's pause between two actions, a step of a drag):
/// part of the gesture a test performs, not a wait for the app.
public func paceInput(_ milliseconds: Int) {
    Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
}
