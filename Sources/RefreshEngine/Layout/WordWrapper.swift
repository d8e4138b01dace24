/// Greedy line breaking for mixed scripts.
///
/// Rules: words (runs of non-space characters with their trailing spaces) are kept
/// whole where they fit: Latin, Cyrillic and Hangul break at spaces (Korean is written
/// with spaces between words). Chinese and Japanese break between any two characters,
/// with the common kinsoku rules: no line starts with a closing mark (。，、！？）」 ...),
/// which stays with the character before it, and no line ends with an opening one
/// (（「 ...), which goes with the character after it. A token wider than the line is
/// split by characters. After `maxLines`, the last line ends with an ellipsis that fits.
public enum WordWrapper {
    static let ellipsis = "\u{2026}"

    /// Scripts set without spaces, which may break between any two characters (not Hangul).
    public static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x2E80...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0xFF00...0xFF60, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    /// Hangul syllables and jamo: full-width like ideographs, but broken at spaces.
    public static func isHangul(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: return true
        default: return false
        }
    }

    /// Marks a line must not start with (they close what comes before).
    public static let closing: Set<Character> = ["。", "，", "、", "！", "？", "）", "」", "』", "】", "〕", "》", "〉",
                                                 "．", "：", "；", "・", "ー", "…", "‥", "〜", ")", "]", "}", ",", ".",
                                                 "!", "?", ":", ";", "”", "’", "%"]
    /// Marks a line must not end with (they open what comes after).
    public static let opening: Set<Character> = ["（", "「", "『", "【", "〔", "《", "〈", "(", "[", "{", "“", "‘"]

    public static func wrap(_ text: String, width maxWidth: Double, maxLines: Int,
                            measure: (Substring) -> Double) -> [String] {
        guard maxLines > 0, !text.isEmpty else { return [] }
        let limit = max(maxWidth, 1)
        var lines: [String] = []
        var lineStart = text.startIndex
        var lineEnd = text.startIndex  // end of the last token that fit
        var lineWidth = 0.0
        var i = text.startIndex

        func wide(_ c: Character) -> Bool { c.unicodeScalars.first.map(isWide) == true }
        func tokenEnd(from start: String.Index) -> String.Index {
            var j = start
            // Opening marks go with what follows them.
            while j < text.endIndex, opening.contains(text[j]) { j = text.index(after: j) }
            guard j < text.endIndex else { return j }
            if wide(text[j]) && !closing.contains(text[j]) {
                j = text.index(after: j)
                // Closing marks right after a wide character stay with it.
                while j < text.endIndex, closing.contains(text[j]) || text[j] == " " { j = text.index(after: j) }
                return j
            }
            while j < text.endIndex, text[j] != " ", !wide(text[j]) || closing.contains(text[j]) {
                j = text.index(after: j)
            }
            while j < text.endIndex, text[j] == " " { j = text.index(after: j) }
            return j
        }

        func trimmed(_ s: Substring) -> String {
            var e = s.endIndex
            while e > s.startIndex, s[s.index(before: e)] == " " { e = s.index(before: e) }
            return String(s[s.startIndex..<e])
        }

        while i < text.endIndex {
            let end = tokenEnd(from: i)
            let token = text[i..<end]
            // Trailing spaces do not count against the width.
            let w = measure(Substring(trimmed(token)))
            if lineWidth + w <= limit || lineEnd == lineStart && w <= limit {
                lineWidth += measure(token)
                lineEnd = end
                i = end
                continue
            }
            if lineEnd == lineStart {
                // A single token wider than the line: take as many characters as fit (at least one).
                var j = i
                var acc = 0.0
                while j < end {
                    let next = text.index(after: j)
                    let cw = measure(text[j..<next])
                    if acc + cw > limit && j > i { break }
                    acc += cw
                    j = next
                }
                lines.append(trimmed(text[lineStart..<j]))
                lineStart = j; lineEnd = j; lineWidth = 0; i = j
            } else {
                lines.append(trimmed(text[lineStart..<lineEnd]))
                lineStart = lineEnd; lineWidth = 0
            }
            if lines.count == maxLines {
                break
            }
        }
        if lines.count < maxLines, lineEnd > lineStart {
            lines.append(trimmed(text[lineStart..<lineEnd]))
            lineStart = lineEnd
        }
        // Text left over: end the last line with an ellipsis that fits.
        if lines.count == maxLines, lineStart < text.endIndex {
            var last = lines[maxLines - 1]
            let ew = measure(Substring(ellipsis))
            while !last.isEmpty, measure(Substring(last)) + ew > limit {
                last.removeLast()
            }
            while last.hasSuffix(" ") { last.removeLast() }
            lines[maxLines - 1] = last + ellipsis
        }
        return lines
    }
}
