extension Tunable {
    /// A tunable whose value is one case of an enumeration, stored as its index in
    /// `allCases` and named in files by its raw value (a segmented control in the panel).
    static func choice<E: CaseIterable & RawRepresentable & Equatable & Sendable>(
        _ id: TunableID, group: Group, title: String, doc: String, _ path: WritableKeyPath<TuningSet, E> & Sendable
    ) -> Tunable where E.RawValue == String, E.AllCases: Sendable {
        let cases = Array(E.allCases)
        return Tunable(id: id, group: group, title: title, unit: "", range: 0...Double(cases.count - 1), step: 1,
                       kind: .choice(cases.map(\.rawValue)), doc: doc,
                       read: { Double(cases.firstIndex(of: $0[keyPath: path]) ?? 0) },
                       write: { $0[keyPath: path] = cases[min(max(Int($1.rounded()), 0), cases.count - 1)] })
    }
}
