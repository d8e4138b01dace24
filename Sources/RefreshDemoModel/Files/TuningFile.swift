import Foundation
import RefreshEngine
import RefreshPhysics

/// Tuning files: JSON with a version and the values that differ from the defaults.
///
///     {
///       "version": 1,
///       "<name>": 150,        (scroll.springStiffness)
///       "<name>": "back"      (footer.style)
///     }
///
/// Rules: numbers for numeric tunables, the choice's name (or its index) for choices,
/// true/false for on/off; every key must be a tunable (see `Tunables.all`) and every
/// value within its range. The art's marker choices (`art.header.refreshing`...) are a
/// marker's name, or null for none (`missingMarkers` checks them against the art). Any problem is one error naming the file, the line and
/// what was expected; nothing is applied from a file with an error.
public enum TuningFile {
    public static let version = 1

    /// A tuning file that cannot be used: `file:line: what was expected`.
    public typealias Error = InputFileError

    /// Parses `text`; values it does not name keep their value in `base` (the defaults,
    /// or what the command line set). A byte-order mark and CRLF line ends are fine.
    public static func parse(_ text: String, file: String, base: TuningSet = TuningSet()) throws -> TuningSet {
        try parseNamingKeys(text, file: file, base: base).set
    }

    /// `parse`, and the names the file sets (Save writes them back even when they equal
    /// what the command line set).
    public static func parseNamingKeys(_ raw: String, file: String, base: TuningSet = TuningSet()) throws
        -> (set: TuningSet, keys: Set<String>) {
        let json = JSONText(raw)
        let text = json.text
        func fail(_ line: Int, _ message: String) -> Error { Error(file: file, line: line, message: message) }
        // Read as a JSON object and checked value by value rather than through Codable: the
        // keys are the tunables' names and each value's type depends on its tunable (a number,
        // a choice's name or index, true/false), and each error names the line of its key.
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw fail(errorLine(error, in: text), "not valid JSON; expected an object of \"name\": value pairs")
        }
        // Some parsers let a trailing comma through; JSON (and every other reader of the file) does not.
        if let line = json.trailingCommaLine() {
            throw fail(line, "a comma before a closing bracket; expected JSON without trailing commas")
        }
        guard let dict = object as? [String: Any] else {
            throw fail(1, "expected a JSON object of \"name\": value pairs")
        }
        guard let v = dict["version"] as? NSNumber, !JSONText.isBool(v), v.doubleValue == Double(version) else {
            throw fail(json.line(ofKey: "version"), "expected \"version\": \(version)")
        }
        var set = base
        // Keys in file order, so the first problem reported is the first in the file.
        let entries = dict.filter { $0.key != "version" }
            .map { (key: $0.key, value: $0.value, line: json.line(ofKey: $0.key)) }
            .sorted { ($0.line, $0.key) < ($1.line, $1.key) }
        for (key, value, line) in entries {
            if let m = ArtMarkerAssignment.keys.first(where: { $0.name == key }) {
                // A marker is chosen by its name; whether the art has it is known only with the art.
                switch value {
                case let name as String where !name.isEmpty: set.art[markers: m.place][m.phase] = .marker(name)
                case is NSNull: set.art[markers: m.place][m.phase] = .none
                default: throw fail(line, "'\(key)' has the wrong type; expected a marker's name in quotes, or null for none")
                }
                continue
            }
            guard let tunable = Tunables.named(key) else {
                throw fail(line, "unknown key '\(key)'; expected a tunable name such as "
                           + "scroll.springStiffness (RefreshDemo --list-tunables lists them all)")
            }
            let expected = expectation(tunable)
            let number: Double
            switch (tunable.kind, value) {
            case (.choice(let names), let s as String):
                guard let i = names.firstIndex(of: s.lowercased()) else {
                    throw fail(line, "'\(key)' is \"\(s)\"; expected \(expected)")
                }
                number = Double(i)
            case (.choice(let names), let n as NSNumber) where JSONText.isBool(n) && names == ["off", "on"]:
                number = n.boolValue ? 1 : 0
            case (.integer, let n as NSNumber) where !JSONText.isBool(n),
                 (.continuous, let n as NSNumber) where !JSONText.isBool(n):
                number = JSONText.double(n)
            default:
                throw fail(line, "'\(key)' has the wrong type; expected \(expected)")
            }
            guard tunable.accepts(number) else {
                throw fail(line, "'\(key)' is \(TraceEvent.num(number, 6)); expected \(expected)")
            }
            tunable.assign(number, in: &set)
        }
        if let conflict = set.conflict {
            let line = max(json.line(ofKey: conflict.first), json.line(ofKey: conflict.second))
            throw fail(line, conflict.message)
        }
        return (set, Set(entries.map(\.key)))
    }

    /// "a number from 10 to 1000" / "one of auto, back".
    public static func expectation(_ t: Tunable) -> String {
        switch t.kind {
        case .choice(let names): return "one of " + names.joined(separator: ", ")
        case .integer:
            return "a whole number from \(fixedDecimals(t.range.lowerBound, 0)) to \(fixedDecimals(t.range.upperBound, 0))"
                + (t.unit.isEmpty ? "" : " (\(t.unit))")
        case .continuous:
            return "a number from \(TraceEvent.num(t.range.lowerBound, 6)) to \(TraceEvent.num(t.range.upperBound, 6))"
                + (t.unit.isEmpty ? "" : " (\(t.unit))")
        }
    }

    /// The file for `set`: the version and every value that differs from its default.
    public static func serialize(_ set: TuningSet) -> String {
        serialize(set, names: Set(Tunables.all.filter { $0.value(in: set) != $0.defaultValue }.map(\.name))
                  .union(changedMarkers(set, from: TuningSet())))
    }

    /// The marker choices (`art.header.refreshing`...) in `set` that differ from `base`'s.
    public static func changedMarkers(_ set: TuningSet, from base: TuningSet) -> Set<String> {
        Set(ArtMarkerAssignment.keys.filter { set.art[markers: $0.place][$0.phase] != base.art[markers: $0.place][$0.phase] }.map(\.name))
    }

    /// The tuning file's marker choices for `place` that its art (`artName`, its timeline
    /// `timeline`) does not have: one error each, on the line of its key. Choices the file
    /// does not hold (made in the panel for other art) are not the file's problem.
    public static func missingMarkers(_ raw: String, file: String, set: TuningSet, place: ArtPlace,
                                      timeline: ArtTimeline, artName: String) -> [Error] {
        let json = JSONText(raw)
        let names = timeline.markers.map { "\"\($0.name)\"" }
        let expected = names.isEmpty ? "it has no markers; expected null" : "expected one of " + names.joined(separator: ", ") + ", or null"
        return set.art[markers: place].missing(in: timeline).compactMap { m in
            let key = ArtMarkerAssignment.key(place, m.phase)
            guard json.text.contains("\"\(key)\"") else { return nil }
            return Error(file: file, line: json.line(ofKey: key),
                         message: "'\(key)' is \"\(m.name)\", a marker \(artName) does not have (\(m.phase.rawValue) plays its default); \(expected)")
        }
    }

    /// The file for `set` holding exactly the tunables named, in panel order.
    public static func serialize(_ set: TuningSet, names: Set<String>) -> String {
        var lines = ["  \"version\": \(version)"]
        for t in Tunables.all where names.contains(t.name) && !t.derived {
            let v = t.value(in: set)
            let text: String
            switch t.kind {
            case .choice:
                text = "\"" + t.format(v) + "\""
            case .integer, .continuous:
                text = TraceEvent.num(v, 6)
            }
            lines.append("  \"\(t.name)\": \(text)")
        }
        for m in ArtMarkerAssignment.keys where names.contains(m.name) {
            switch set.art[markers: m.place][m.phase] {
            case .automatic: continue
            case .none: lines.append("  \"\(m.name)\": null")
            case .marker(let name): lines.append("  \"\(m.name)\": \(jsonString(name))")
            }
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// `s` as a JSON string literal (quotes, backslashes and control characters escaped).
    static func jsonString(_ s: String) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed]),
              let array = String(data: data, encoding: .utf8) else { return "\"\"" }
        return String(array.dropFirst().dropLast())
    }

    /// The line of a JSON syntax error, when Foundation says where it is.
    private static func errorLine(_ error: Swift.Error, in text: String) -> Int {
        let info = (error as NSError).userInfo
        let description = (info[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
        if let r = description.range(of: #"line (\d+)"#, options: .regularExpression),
           let n = Int(description[r].dropFirst(5)) {
            return n
        }
        if let r = description.range(of: #"(character|offset) (\d+)"#, options: .regularExpression),
           let n = Int(description[r].split(separator: " ").last ?? "") {
            return JSONText.line(atUTF8Offset: n, in: text)
        }
        if let index = info["NSJSONSerializationErrorIndex"] as? Int {
            return JSONText.line(atUTF8Offset: index, in: text)
        }
        return 1
    }
}
