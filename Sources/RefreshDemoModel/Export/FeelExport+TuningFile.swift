import RefreshEngine

extension FeelExport {
    /// `--export json`: a tuning file (`"version": 1`) naming every tunable that is not a
    /// view of others, in panel order, so `--tuning` of it runs exactly this feel whatever
    /// the defaults become. The designer terms are views of the constants written here and
    /// read back the same.
    ///
    /// Rule: a number is written with 6 decimals where that reads back as the same double,
    /// else in full (a response of 0.5 s is a stiffness of 157.91367041742973): the trace of
    /// the loaded file is byte-identical.
    static func json(_ s: TuningSet) -> String {
        var lines = ["  \"version\": \(TuningFile.version)"]
        for t in Tunables.all where !t.derived {
            let v = t.value(in: s)
            let text: String
            switch t.kind {
            case .choice: text = "\"" + t.format(v) + "\""
            case .integer, .continuous: text = exactNumber(v)
            }
            lines.append("  \"\(t.name)\": \(text)")
        }
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }

    /// The shortest text of `v` that reads back as `v`: 6 decimals when they do.
    static func exactNumber(_ v: Double) -> String {
        let short = n(v)
        return Double(short) == v ? short : "\(v)"
    }
}
