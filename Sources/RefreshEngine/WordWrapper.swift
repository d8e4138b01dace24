/// Greedy line breaking for mixed scripts.
///
/// Rule: words (runs of non-space characters with their trailing spaces) are
/// kept whole where they fit; CJK ideographs, kana and Hangul syllables may break
/// anywhere (each is its own token); a token wider than the line is split by
/// characters. After `maxLines`, the last line ends with an ellipsis that fits.
public enum WordWrapper {
    public static let ellipsis = "\u{2026}"

    /// Scripts that are set without spaces and may break between any two characters.
    public static func isWide(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3130...0x318F,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
             0xFF00...0xFFEF, 0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }

    public static func wrap(_ text: String, width maxWidth: Double, maxLines: Int,
                            measure: (Substring) -> Double) -> [String] {
        guard maxLines > 0, !text.isEmpty else { return [] }
        let limit = max(maxWidth, 1)
        var lines: [String] = []
        var lineStart = text.startIndex
        var lineEnd = text.startIndex  // end of the last token that fit
        var lineWidth = 0.0
        var i = text.startIndex

        func tokenEnd(from start: String.Index) -> String.Index {
            var j = start
            let first = text[j]
            if first.unicodeScalars.first.map(isWide) == true {
                j = text.index(after: j)
                // Punctuation right after a wide character stays with it.
                while j < text.endIndex, text[j].isPunctuation || text[j] == " " { j = text.index(after: j) }
                return j
            }
            while j < text.endIndex, text[j] != " ", text[j].unicodeScalars.first.map(isWide) != true {
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
