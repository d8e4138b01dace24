import Foundation
import RefreshEngine

/// The text of a JSON file the user keeps (tuning, state), with what a one-line error needs.
///
/// Foundation's parser reports no positions for keys and counts lines its own way, so
/// lines are counted here, on the bytes: a CRLF file counts each "\r\n" once (a Swift
/// Character would see "\r\n" as one grapheme and miss it when looking for "\n"), and a
/// leading byte-order mark is dropped before parsing.
public struct JSONText: Sendable {
    public let text: String

    public init(_ raw: String) {
        text = raw.droppingByteOrderMark
    }

    /// The line of the first `"key"` in the text (1 when it does not appear).
    public func line(ofKey key: String) -> Int {
        guard let r = text.range(of: "\"" + key + "\"") else { return 1 }
        return Self.line(atUTF8Offset: text.utf8.distance(from: text.utf8.startIndex, to: r.lowerBound), in: text)
    }

    /// The 1-based line that the byte at `offset` is on.
    public static func line(atUTF8Offset offset: Int, in text: String) -> Int {
        text.utf8.prefix(max(offset, 0)).reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    /// JSON true/false: on Linux Foundation they come back as NSNumber of Bool type.
    static func isBool(_ n: NSNumber) -> Bool {
        String(cString: n.objCType) == "c" || type(of: n) == type(of: NSNumber(value: true))
    }

    /// The double a JSON number stands for, correctly rounded: what Swift's `Double(text)`
    /// reads. Foundation on Linux returns a number with many digits (the 16 or 17 a double
    /// may need) as an NSDecimalNumber whose `doubleValue` can be a unit in the last place
    /// off (0.9973953825804647 reads as ...646), so a value written in full would not read
    /// back; such a number is read from its decimal digits instead.
    static func double(_ n: NSNumber) -> Double {
        if let decimal = n as? NSDecimalNumber, let exact = Double(decimal.description) { return exact }
        return n.doubleValue
    }

    /// The line of a trailing comma (`,` followed only by blanks before `}` or `]`), which
    /// JSON does not allow but some parsers quietly accept; nil when there is none.
    func trailingCommaLine() -> Int? {
        let bytes = Array(text.utf8)
        var inString = false
        var escaped = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
            } else if b == 0x22 {
                inString = true
            } else if b == 0x2C {
                var j = i + 1
                while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                if j < bytes.count, bytes[j] == 0x7D || bytes[j] == 0x5D {
                    return Self.line(atUTF8Offset: i, in: text)
                }
            }
            i += 1
        }
        return nil
    }
}
