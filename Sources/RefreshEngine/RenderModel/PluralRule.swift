/// The CLDR plural category of a whole count.
public enum PluralCategory: Int, Sendable, Equatable {
    case one, few, many, other
}

/// How a language counts (CLDR cardinals, integers only): the rule a language's `pluralCategory`
/// is, and what the phone page asks the core (core.wasm) for the words the app sends it. Pure.
///
/// Rule: `oneOther` (English) one when n = 1, else other; `noPlural` (Chinese, Korean) always other;
/// `eastSlavic` (Russian, Ukrainian) one when n mod 10 = 1 and n mod 100 ≠ 11, few when n mod 10
/// is 2...4 and n mod 100 is not 12...14, else many. Negative counts take their magnitude's.
public enum PluralRule: Int, Sendable, CaseIterable {
    case oneOther, noPlural, eastSlavic

    public func category(_ n: Int) -> PluralCategory {
        let n = n.magnitude
        switch self {
        case .oneOther: return n == 1 ? .one : .other
        case .noPlural: return .other
        case .eastSlavic:
            let (d, h) = (n % 10, n % 100)
            if d == 1 && h != 11 { return .one }
            if d >= 2 && d <= 4 && !(h >= 12 && h <= 14) { return .few }
            return .many
        }
    }
}
