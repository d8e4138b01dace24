/// The app's side of a control's registration: its name as a String for files and scripts,
/// its title in each language, the registry as a `CaseIterable` choice. Not in the page's core
/// (it compares and hashes Strings; HeaderControlKind.swift is the core's part).
extension HeaderControlKind: CaseIterable, RawRepresentable, Hashable, CustomStringConvertible {
    /// Its name in files and scripts ("cupertino").
    public var rawValue: String { name.description }
    /// Its name as the panel shows it, the same in every language unless `titles` says otherwise.
    public var title: String { staticTitle.description }
    /// Its name in a language where it differs from `title` (none yet: every control's name is the same everywhere).
    public var titles: [Language: String] { [:] }

    /// The registered control of that name (exact), nil when none is.
    public init?(rawValue: String) {
        guard let kind = Self.registered.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    public static var allCases: [HeaderControlKind] { registered }

    /// Its name in `language`.
    public func title(in language: Language) -> String { titles[language] ?? title }

    public var description: String { rawValue }

    public func hash(into h: inout Hasher) { h.combine(rawValue) }
}

extension RefreshControlTuning {
    /// The header tunables the control these values make leaves unused, by name.
    public var unusedTunables: Set<String> {
        Set(make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: 600, density: 1).unusedTunables.map(\.rawValue))
    }
}
