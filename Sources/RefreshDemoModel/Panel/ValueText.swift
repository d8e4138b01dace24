import Foundation
import RefreshEngine
import RefreshPhysics

extension Language {
    /// A tunable's value as the panel shows it in this language: a choice by its name, a
    /// number with its unit's symbol ("0,10 с": a decimal comma in Russian and Ukrainian), a count in its plural form ("5 кадров").
    public func valueText(_ t: Tunable, _ v: Double) -> String {
        let strings = interface
        if case .choice = t.kind { return strings.name(ofChoice: t.format(v)) }
        if let counted = strings.countUnits[t.unit] { return counted.text(Int(saturating: v.rounded()), in: self) }
        // Russian and Ukrainian write a decimal comma: "0,10 с".
        let number = self == .ru || self == .uk ? t.number(v).replacingOccurrences(of: ".", with: ",") : t.number(v)
        return t.unit.isEmpty ? number : number + " " + (strings.units[t.unit] ?? t.unit)
    }

    /// The selected tunable's range and default in this language ("от 10 пт/с до 1000 пт/с,
    /// по умолчанию 100 пт/с"); a choice lists its names.
    public func rangeText(_ t: Tunable) -> String {
        let d = valueText(t, t.defaultValue)
        if case .choice(let names) = t.kind {
            return MessageStrings.fill(interface.rangeLine, interface.name(ofChoice: names.first ?? ""),
                                       interface.name(ofChoice: names.last ?? ""), d)
        }
        return MessageStrings.fill(interface.rangeLine, valueText(t, t.range.lowerBound), valueText(t, t.range.upperBound), d)
    }
}
