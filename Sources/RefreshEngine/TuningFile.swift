import Foundation

/// Tuning files: JSON with a version and the values that differ from the defaults.
///
///     {
///       "version": 1,
///       "scroll.springStiffness": 150,
///       "footer.style": "back"
///     }
///
/// Rules: numbers for numeric tunables, the choice's name (or its index) for choices,
/// true/false for on/off; every key must be a tunable (see `Tunables.all`) and every
/// value within its range. Any problem is one error naming the file, the line and
/// what was expected; nothing is applied from a file with an error.
public enum TuningFile {
    public static let version = 1

    /// A tuning file that cannot be used: `file:line: what was expected`.
    public typealias Error = InputFileError

    /// Parses `text`; values it does not name keep their value in `base` (the defaults,
    /// or what the command line set).
    public static func parse(_ text: String, file: String, base: TuningSet = TuningSet()) throws -> TuningSet {
        func fail(_ line: Int, _ message: String) -> Error { Error(file: file, line: line, message: message) }
        func line(of key: String) -> Int {
            guard let r = text.range(of: "\"" + key + "\"") else { return 1 }
            return text[..<r.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw fail(errorLine(error, in: text), "not valid JSON; expected an object of \"name\": value pairs")
        }
        guard let dict = object as? [String: Any] else {
            throw fail(1, "expected a JSON object of \"name\": value pairs")
        }
        guard let v = dict["version"] as? NSNumber, !isBool(v), v.doubleValue == Double(version) else {
            throw fail(line(of: "version"), "expected \"version\": \(version)")
        }
        var set = base
        // Keys in file order, so the first problem reported is the first in the file.
        let keys = dict.keys.filter { $0 != "version" }.sorted { line(of: $0) < line(of: $1) }
        for key in keys {
            let value = dict[key]!
            guard let tunable = Tunables.named(key) else {
                throw fail(line(of: key), "unknown key '\(key)'; expected a tunable name such as "
                           + "scroll.springStiffness (RefreshDemo --list-tunables lists them all)")
            }
            let expected = expectation(tunable)
            let number: Double
            switch (tunable.kind, value) {
            case (.choice(let names), let s as String):
                guard let i = names.firstIndex(of: s.lowercased()) else {
                    throw fail(line(of: key), "'\(key)' is \"\(s)\"; expected \(expected)")
                }
                number = Double(i)
            case (.choice, let n as NSNumber) where isBool(n):
                number = n.boolValue ? 1 : 0
            case (_, let n as NSNumber) where !isBool(n):
                number = n.doubleValue
            default:
                throw fail(line(of: key), "'\(key)' has the wrong type; expected \(expected)")
            }
            guard number.isFinite, tunable.range.contains(number) else {
                throw fail(line(of: key), "'\(key)' is \(TraceEvent.num(number, 6)); expected \(expected)")
            }
            if case .integer = tunable.kind, number != number.rounded() {
                throw fail(line(of: key), "'\(key)' is \(TraceEvent.num(number, 6)); expected \(expected)")
            }
            tunable.set(number, in: &set)
        }
        return set
    }

    /// "a number from 10 to 1000" / "one of auto, back".
    public static func expectation(_ t: Tunable) -> String {
        switch t.kind {
        case .choice(let names): return "one of " + names.joined(separator: ", ")
        case .integer:
            return "a whole number from \(Int(t.range.lowerBound)) to \(Int(t.range.upperBound))"
                + (t.unit.isEmpty ? "" : " (\(t.unit))")
        case .continuous:
            return "a number from \(TraceEvent.num(t.range.lowerBound, 6)) to \(TraceEvent.num(t.range.upperBound, 6))"
                + (t.unit.isEmpty ? "" : " (\(t.unit))")
        }
    }

    /// The file for `set`: the version and every value that differs from its default.
    public static func serialize(_ set: TuningSet) -> String {
        var lines = ["  \"version\": \(version)"]
        for t in Tunables.all {
            let v = t.value(in: set)
            guard v != t.defaultValue else { continue }
            let text: String
            switch t.kind {
            case .choice(let names):
                let i = Int(v.rounded())
                text = "\"" + (names.indices.contains(i) ? names[i] : String(i)) + "\""
            case .integer, .continuous:
                text = TraceEvent.num(v, 6)
            }
            lines.append("  \"\(t.name)\": \(text)")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    private static func isBool(_ n: NSNumber) -> Bool {
        // On Linux Foundation, JSON true/false come back as NSNumber of Bool type.
        String(cString: n.objCType) == "c" || type(of: n) == type(of: NSNumber(value: true))
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
            return text.utf8.prefix(n).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        }
        if let index = info["NSJSONSerializationErrorIndex"] as? Int {
            return text.utf8.prefix(index).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        }
        return 1
    }
}
