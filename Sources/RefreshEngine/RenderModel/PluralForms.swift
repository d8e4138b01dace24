import Foundation

extension Language {
    /// How this language counts (PluralRule).
    public var pluralRule: PluralRule {
        switch self {
        case .en: return .oneOther
        case .zhHans, .zhHant, .ko: return .noPlural
        case .ru, .uk: return .eastSlavic
        }
    }

    /// The category `n` falls in here (PluralRule's).
    public func pluralCategory(_ n: Int) -> PluralCategory { pluralRule.category(n) }
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
