import Foundation

/// The CLDR plural category of a whole count in a language.
///
/// Rule (CLDR cardinals, integers only): English one when n = 1, else other; Russian and
/// Ukrainian one when n mod 10 = 1 and n mod 100 ≠ 11, few when n mod 10 is 2...4 and
/// n mod 100 is not 12...14, else many; Chinese and Korean have no plural: always other.
public enum PluralCategory: Sendable, Equatable {
    case one, few, many, other
}

extension Language {
    /// The category `n` falls in here (negative counts take the rule of their magnitude).
    public func pluralCategory(_ n: Int) -> PluralCategory {
        let n = n.magnitude
        switch self {
        case .en: return n == 1 ? .one : .other
        case .zhHans, .zhHant, .ko: return .other
        case .ru, .uk:
            let (d, h) = (n % 10, n % 100)
            if d == 1 && h != 11 { return .one }
            if (2...4).contains(d) && !(12...14).contains(h) { return .few }
            return .many
        }
    }
}

/// A counted text in one language: one template per plural category the language has
/// ("{n}" stands for the count).
///
/// Rule: a language without a category falls back to `other` (Chinese and Korean give only that).
public struct PluralForms: Sendable, Equatable {
    public var one: String?, few: String?, many: String?, other: String

    public init(one: String? = nil, few: String? = nil, many: String? = nil, other: String) {
        self.one = one; self.few = few; self.many = many; self.other = other
    }

    /// The template for `n` in `language`, with "{n}" replaced by the count.
    public func text(_ n: Int, in language: Language) -> String {
        template(for: language.pluralCategory(n)).replacingOccurrences(of: "{n}", with: String(n))
    }

    /// The template of a category (`other` when this text has none for it).
    public func template(for category: PluralCategory) -> String {
        switch category {
        case .one: return one ?? other
        case .few: return few ?? other
        case .many: return many ?? other
        case .other: return other
        }
    }
}
