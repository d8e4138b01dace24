/// Which pull-to-refresh control the list has (`header.control`): a control's registration,
/// its name in files and scripts, its title and how the engine makes it from the tunables.
///
/// Rule: each control's file declares its kind beside its type (`HeaderControlKind.mj` in
/// MJRefreshControl.swift) and `registered` lists them, the one list of controls: the
/// `header.control` choice and its error, `--list-tunables`, the panel's names in every
/// language and H's order come from it. Two kinds are the same when their names are.
public struct HeaderControlKind: CaseIterable, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Every control the engine knows, in the order of the panel's choice and of H.
    static let registered: [HeaderControlKind] = [.mj, .android, .cupertino, .material]

    /// Its name in files and scripts ("cupertino").
    public let rawValue: String
    /// Its name as the panel shows it, the same in every language unless `titles` says otherwise.
    public let title: String
    /// Its name in a language where it differs from `title`.
    public let titles: [Language: String]
    /// The control for these tunables, keeping `current`'s animation when it is of this kind,
    /// in a list `viewportExtent` high at `density` pixels a point.
    let make: @Sendable (_ tuning: RefreshControlTuning, _ current: any RefreshControl, _ viewportExtent: Double,
                         _ density: Double) -> any RefreshControl

    init(name: String, title: String, titles: [Language: String] = [:],
         make: @escaping @Sendable (RefreshControlTuning, any RefreshControl, Double, Double) -> any RefreshControl) {
        rawValue = name
        self.title = title
        self.titles = titles
        self.make = make
    }

    /// The registered control of that name (exact), nil when none is.
    public init?(rawValue: String) {
        guard let kind = Self.registered.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = kind
    }

    public static var allCases: [HeaderControlKind] { registered }

    /// Its name in `language`.
    public func title(in language: Language) -> String { titles[language] ?? title }

    public var description: String { rawValue }

    public static func == (a: HeaderControlKind, b: HeaderControlKind) -> Bool { a.rawValue == b.rawValue }

    public func hash(into h: inout Hasher) { h.combine(rawValue) }
}
