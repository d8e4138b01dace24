/// Whose scroll physics the list runs: the drag past an edge, the fling, the hand-over at the
/// edge and the release from overscroll each follow that platform's own algorithm
/// (docs/physics.md, "Platform models"). The other tunables shape the iOS model; the other
/// models take from them only what the platform also lets an app set (touch slop, fling
/// limits, velocity estimator, stop speed).
///
/// Rule: a model is an identifier with its physics, declared in its platform's file
/// (`PlatformProfile+Name.swift`, e.g. `ScrollModel.gtk`); the known models are the registered
/// profiles' (`PlatformProfiles.all`), in that order, so files, scripts, the panel and
/// `--list-tunables` name exactly those. Two models are the same when their names are.
public struct ScrollModel: CaseIterable, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Its name in files, scripts and presets ("flutter").
    public let rawValue: String
    /// Its scroll physics: the one value that says how this model moves the content.
    let physics: any ScrollPhysics

    /// A model named `name` whose content moves by `physics` (a platform's file declares it).
    init(name: String, physics: any ScrollPhysics) {
        rawValue = name
        self.physics = physics
    }

    /// The registered model of that name (exact), nil when no profile registers it.
    public init?(rawValue: String) {
        guard let model = PlatformProfiles.all.first(where: { $0.model.rawValue == rawValue })?.model else { return nil }
        self = model
    }

    /// Every registered model, in the order of `PlatformProfiles.all`.
    public static var allCases: [ScrollModel] { PlatformProfiles.all.map(\.model) }

    public var description: String { rawValue }

    public static func == (a: ScrollModel, b: ScrollModel) -> Bool { a.rawValue == b.rawValue }

    public func hash(into h: inout Hasher) { h.combine(rawValue) }
}
