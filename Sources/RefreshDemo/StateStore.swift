import Foundation

/// The app's saved state: the last-updated time of each list, in
/// $XDG_STATE_HOME/refreshdemo/state.json (else ~/.local/state/refreshdemo/).
///
/// Format: {"version": 1, "lastUpdated": {"<list key>": <Unix seconds>}}.
/// Rules: a missing file means no record; an unreadable or malformed one gives one
/// warning and no record, and is set aside (never overwritten) before the next save;
/// writes go to a temporary file renamed over the old one, so a crash never leaves half a file.
struct StateStore {
    static let version = 1
    let file: URL
    private(set) var warnings: [String] = []
    private var records: [String: Double] = [:]
    private var corrupt = false

    static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("refreshdemo")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/state/refreshdemo")
    }

    init(directory: URL) {
        file = directory.appendingPathComponent("state.json")
        load()
    }

    private mutating func load() {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        let expected = "expected {\"version\": 1, \"lastUpdated\": {\"<list>\": <seconds>}}"
        guard let data = FileManager.default.contents(atPath: file.path) else {
            fail("cannot read it; showing no record")
            return
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            fail("not a JSON object (\(expected)); showing no record")
            return
        }
        guard let version = object["version"] as? Int, version == Self.version else {
            fail("\"version\" must be \(Self.version) (\(expected)); showing no record")
            return
        }
        guard let times = object["lastUpdated"] as? [String: Any] else {
            fail("\"lastUpdated\" is missing or not an object (\(expected)); showing no record")
            return
        }
        for (key, value) in times {
            guard let seconds = (value as? NSNumber)?.doubleValue, seconds.isFinite, seconds >= 0 else {
                fail("\"lastUpdated\".\"\(key)\" must be a number of seconds; showing no record")
                return
            }
            records[key] = seconds
        }
    }

    private mutating func fail(_ what: String) {
        corrupt = true
        records = [:]
        warnings.append("\(file.path): \(what)")
    }

    func lastUpdated(_ key: String) -> Double? { records[key] }

    /// Saves a list's last-updated time; returns a warning instead of throwing: a refresh
    /// must never fail because its time could not be kept.
    mutating func setLastUpdated(_ key: String, _ seconds: Double) -> String? {
        records[key] = seconds
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            if corrupt, fm.fileExists(atPath: file.path) {
                let aside = file.path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
                try fm.moveItem(atPath: file.path, toPath: aside)
                corrupt = false
                warnings.append("\(file.path): the unreadable file was kept as \(aside)")
            }
            let object: [String: Any] = ["version": Self.version, "lastUpdated": records]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
            try AtomicFile.write(data, to: file.path)
            return nil
        } catch {
            return "\(file.path): cannot save the last-updated time (\(error.localizedDescription))"
        }
    }
}
