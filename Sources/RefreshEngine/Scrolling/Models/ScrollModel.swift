/// Whose scroll physics the list runs: the drag past an edge, the fling, the hand-over at the
/// edge and the release from overscroll each follow that platform's own algorithm
/// (docs/physics.md, "Platform models"). The other tunables shape the iOS model; the other
/// models take from them only what the platform also lets an app set (touch slop, fling
/// limits, velocity estimator, stop speed).
///
/// Rule: a model is an identifier with its physics, declared in its own file
/// (`Scrolling/Models/ScrollModel+Name.swift`, e.g. `ScrollModel.gtk`, with its `ScrollPhysics`
/// class) and registered by one line in `registered`, the order of the platforms' profiles
/// (`PlatformProfiles.all`, a test holds them equal), so files, scripts, the panel and
/// `--list-tunables` name exactly those. Two models are the same when their names are. The
/// models are part of the engine's core, which also builds for the page (WebAssembly); the
/// platforms' presets, controls and bars are not yet, so the profiles register apart.
public struct ScrollModel: CaseIterable, RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// Every model the engine runs, in the order of the panel's preset buttons.
    static let registered: [ScrollModel] = [.ios, .flutter, .android, .gtk]

    /// Its name as its file spells it: compared and hashed as bytes, so the core (which keeps
    /// Strings out: their comparison brings Unicode's tables) tells models apart by it too.
    let name: StaticString
    /// Its scroll physics: the one value that says how this model moves the content.
    let physics: any ScrollPhysics

    /// A model named `name` whose content moves by `physics` (a platform's file declares it).
    init(name: StaticString, physics: any ScrollPhysics) {
        self.name = name
        self.physics = physics
    }

    /// Its name in files, scripts and presets ("flutter").
    public var rawValue: String { String(decoding: nameBytes, as: UTF8.self) }

    private var nameBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
    }

    /// The registered model of that name (exact), nil when no profile registers it.
    public init?(rawValue: String) {
        guard let model = Self.registered.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = model
    }

    /// Every registered model, in the order of `PlatformProfiles.all`.
    public static var allCases: [ScrollModel] { registered }

    public var description: String { rawValue }

    public static func == (a: ScrollModel, b: ScrollModel) -> Bool { a.nameBytes.elementsEqual(b.nameBytes) }

    public func hash(into h: inout Hasher) { h.combine(bytes: UnsafeRawBufferPointer(nameBytes)) }
}
