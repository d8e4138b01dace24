/// "2.png" before "10.png": runs of digits compare as numbers, the rest as text.
public enum NaturalOrder {
    public static func less(_ a: String, _ b: String) -> Bool {
        let x = chunks(a.lowercased()), y = chunks(b.lowercased())
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case let (.number(m, ms), .number(n, ns)): return m != n ? m < n : ms < ns
            case let (.text(s), .text(t)): return s < t
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        return x.count != y.count ? x.count < y.count : a < b
    }

    enum Chunk: Equatable { case text(String), number(Double, String) }

    static func chunks(_ s: String) -> [Chunk] {
        var out: [Chunk] = []
        var current = ""
        var digits = false
        func flush() {
            guard !current.isEmpty else { return }
            out.append(digits ? .number(Double(current) ?? 0, current) : .text(current))
            current = ""
        }
        for c in s {
            let d = c.isASCII && c.isNumber
            if d != digits { flush(); digits = d }
            current.append(c)
        }
        flush()
        return out
    }
}
