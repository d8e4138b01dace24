import Foundation
import RefreshEngine
import RefreshDemoModel

/// The app's saved state: the last-updated time of each list, in
/// $XDG_STATE_HOME/refreshdemo/state.json (else ~/.local/state/refreshdemo/).
///
/// Format: {"version": 1, "lastUpdated": {"<list key>": <Unix seconds>}, "appearance": "dark"},
/// each time from 0 to the end of year 9999; "appearance" (light or dark) is there only
/// while the user has chosen one by hand (D), and a file without it follows the desktop.
/// Rules: a missing file means no record. A bad one (unreadable, over 1 MB, not that
/// format) gives one warning line, is moved aside to `state.json.bad` (`.bad-2`, ...:
/// an earlier one is never overwritten), and the app starts with no record. Saves run
/// on a queue of their own, never on the frame loop, each an atomic replace (AtomicFile);
/// a burst of saves writes only the latest. `flush()` waits for the last one.
/// Without a folder (a headless run without --state-dir) nothing is read or written.
final class StateStore: @unchecked Sendable {
    static let version = 1
    /// The latest time a record may hold: 9999-12-31 23:59:59 UTC.
    static let latest = 253_402_300_799.0

    let file: URL?
    /// Warnings of the load, one line each, for the host to print.
    private(set) var warnings: [String] = []
    private var records: [String: Double] = [:]
    /// The appearance chosen by hand (nil: follow the desktop).
    private(set) var appearance: AppearanceChoice?
    /// False when the file on disk could not be set aside: it is never written over.
    private var writable = true

    private let queue = DispatchQueue(label: "refreshdemo.state")
    private let lock = NSLock()
    private var pending: Stored?
    private let warn: @Sendable (String) -> Void

    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("refreshdemo")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/refreshdemo")
    }

    /// `warn` prints a failed background save (one line); nil directory: keep nothing.
    init(directory: URL?, warn: @escaping @Sendable (String) -> Void = StateStore.printWarning) {
        file = directory?.appendingPathComponent("state.json")
        self.warn = warn
        guard let file else { return }
        AtomicFile.removeLeftovers(of: file.path)
        load(file.path)
    }

    static let printWarning: @Sendable (String) -> Void = { line in
        FileHandle.standardError.write(Data("RefreshDemo: warning: \(line)\n".utf8))
    }

    static let expected = "expected {\"version\": 1, \"lastUpdated\": {\"<list>\": <seconds>}}"

    private func load(_ path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return }  // none yet: no record
        let text: String
        do {
            text = try InputFile.text(path, limit: InputFile.stateLimit, what: "a state file")
        } catch {
            setAside(path, problem: "\(error)")
            return
        }
        do {
            records = try Self.parse(text, file: path)
            appearance = try Self.parseAppearance(text, file: path)
        } catch {
            setAside(path, problem: "\(error)")
        }
    }

    /// The file as stored: a fixed shape, so Codable reads and writes it. Its errors name
    /// the key they are about, which gives the line (`JSONText.line(ofKey:)`).
    struct Stored: Codable {
        var version: Int
        var lastUpdated: [String: Double]
        var appearance: String?
    }

    /// The appearance a state file's text keeps (nil: none); a value other than light or
    /// dark is a problem `FILE:LINE: ...`, as a bad time is.
    static func parseAppearance(_ text: String, file: String) throws -> AppearanceChoice? {
        let json = JSONText(text)
        guard let stored = try? JSONDecoder().decode(Stored.self, from: Data(json.text.utf8)),
              let value = stored.appearance else { return nil }
        guard let choice = AppearanceChoice(rawValue: value), choice != .auto else {
            throw InputFileError(file: file, line: json.line(ofKey: "appearance"),
                                 message: "\"appearance\" must be \"light\" or \"dark\"; \(expected)")
        }
        return choice
    }

    /// The records of a state file's text; a problem is `FILE:LINE: expected ...`.
    static func parse(_ text: String, file: String) throws -> [String: Double] {
        let json = JSONText(text)
        func fail(_ line: Int, _ what: String) -> InputFileError {
            InputFileError(file: file, line: line, message: what)
        }
        let stored: Stored
        do {
            stored = try JSONDecoder().decode(Stored.self, from: Data(json.text.utf8))
        } catch let error as DecodingError {
            // What the error is about: a missing key, else the innermost key on its path.
            let path = error.context.codingPath
            var key = path.last?.stringValue
            if case .keyNotFound(let missing, _) = error { key = missing.stringValue }
            switch (key, path.count) {
            case (nil, _):
                throw fail(1, "not a JSON object; \(expected)")
            case ("version", 0), ("version", 1):
                throw fail(json.line(ofKey: "version"), "\"version\" must be \(Self.version); \(expected)")
            case ("lastUpdated", 0), ("lastUpdated", 1):
                throw fail(json.line(ofKey: "lastUpdated"), "\"lastUpdated\" is missing or not an object; \(expected)")
            case (let list?, _):
                throw fail(json.line(ofKey: list), timeRule(list))
            }
        } catch {
            throw fail(1, "not a JSON object; \(expected)")
        }
        guard stored.version == Self.version else {
            throw fail(json.line(ofKey: "version"), "\"version\" must be \(Self.version); \(expected)")
        }
        for (key, seconds) in stored.lastUpdated where !(seconds.isFinite && (0...latest).contains(seconds)) {
            throw fail(json.line(ofKey: key), timeRule(key))
        }
        return stored.lastUpdated
    }

    private static func timeRule(_ key: String) -> String {
        "\"lastUpdated\".\"\(key)\" must be Unix seconds from 0 to \(Int(latest)) (the end of year 9999); \(expected)"
    }

    /// Moves a bad file out of the way (never over an earlier one) and starts with no record;
    /// `problem` is the one line that names the file (and line) and what was expected.
    private func setAside(_ path: String, problem: String) {
        records = [:]
        appearance = nil
        var aside = path + ".bad"
        var n = 2
        while occupied(aside) {
            aside = path + ".bad-\(n)"
            n += 1
        }
        if rename(path, aside) == 0 {
            warnings.append("\(problem); moved it to \(aside) and starting with no record")
        } else {
            writable = false
            warnings.append("\(problem); starting with no record (it cannot be moved aside: "
                            + "\(InputFile.plain(errno)), so it is left as it is and not saved over)")
        }
    }

    /// True when anything is at `path`, a link to nothing included (lstat, not stat).
    private func occupied(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    func lastUpdated(_ key: String) -> Double? { records[key] }

    /// Keeps a list's last-updated time and saves it in the background: a refresh never
    /// waits for the disk, and never fails because its time could not be kept.
    func setLastUpdated(_ key: String, _ seconds: Double) {
        guard seconds.isFinite, (0...Self.latest).contains(seconds) else { return }
        records[key] = seconds
        save()
    }

    /// Keeps the appearance chosen by hand (nil or `auto`: none, follow the desktop) and
    /// saves it in the background, as the last-updated times are.
    func setAppearance(_ choice: AppearanceChoice?) {
        appearance = choice == .auto ? nil : choice
        save()
    }

    /// Queues a write of everything kept: a burst of saves writes only the latest.
    private func save() {
        guard let file, writable else { return }
        lock.lock()
        let idle = pending == nil
        pending = Stored(version: Self.version, lastUpdated: records, appearance: appearance?.rawValue)
        lock.unlock()
        guard idle else { return }  // the queued write will take the newest records
        queue.async { [self] in
            lock.lock()
            let snapshot = pending
            pending = nil
            lock.unlock()
            guard let snapshot else { return }
            write(snapshot, to: file)
        }
    }

    private func write(_ snapshot: Stored, to file: URL) {
        let folder = file.deletingLastPathComponent().path
        // The home folder is the user's to make: a HOME that does not exist is never created.
        if let home = ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/"), folder.hasPrefix(home),
           !FileManager.default.fileExists(atPath: home) {
            warn("\(file.path): cannot write the state file (the home folder \(home) does not exist, and the app "
                 + "never creates it); the last-updated time is kept only until the app quits")
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            warn("\(file.path): cannot write the state file (cannot create the folder \(folder)); "
                 + "the last-updated time is kept only until the app quits")
            return
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
            let data = try encoder.encode(snapshot)
            try AtomicFile.write(data, to: file.path, what: "state file")
        } catch let e as AppError {
            warn("\(e.description); the last-updated time is kept only until the app quits")
        } catch {
            warn("\(file.path): cannot save the last-updated time (\(error.localizedDescription))")
        }
    }

    /// Waits until every save asked for so far is on disk.
    func flush() {
        queue.sync {}
        lock.lock()
        let left = pending
        pending = nil
        lock.unlock()
        if let left, let file { write(left, to: file) }
    }
}

extension DecodingError {
    /// The context every case carries (where in the document, what went wrong).
    var context: Context {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): return c
        @unknown default: return Context(codingPath: [], debugDescription: "")
        }
    }
}
