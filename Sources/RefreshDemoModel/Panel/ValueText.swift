import RefreshEngine

extension Language {
    /// A tunable's value as the panel shows it in this language: a choice by its name, a
    /// number with its unit's symbol ("0.10 с"), a count in its plural form ("5 кадров").
    public func valueText(_ t: Tunable, _ v: Double) -> String {
        let strings = interface
        if case .choice = t.kind { return strings.name(ofChoice: t.format(v)) }
        if let counted = strings.countUnits[t.unit] { return counted.text(Int(saturating: v.rounded()), in: self) }
        let number = t.number(v)
        return t.unit.isEmpty ? number : number + " " + (strings.units[t.unit] ?? t.unit)
    }
}
