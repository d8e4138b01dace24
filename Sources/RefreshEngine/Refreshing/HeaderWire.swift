/// The header's tuning as plain numbers in a fixed order: the machine's settings and the
/// control's tunables, as the app hands them to the engine's WebAssembly build (the phone
/// page, `--export js`), which reads no files and no names.
///
/// Rule: as `Tuning.wire`, `fields` is the one list of what crosses, each field read and
/// written by one pair of closures. A choice crosses as its index (the control in
/// `HeaderControlKind.registered`, the position in `HeaderPosition.allCases`), a switch as 0
/// or 1, an absent number (`closesBelow`, the slingshot) as -1. A number that is not finite
/// leaves the field as it was.
public struct HeaderWire: Equatable, Sendable {
    public var settings = HeaderRefresher.Settings()
    public var control = RefreshControlTuning()

    public init(settings: HeaderRefresher.Settings = HeaderRefresher.Settings(), control: RefreshControlTuning = RefreshControlTuning()) {
        self.settings = settings
        self.control = control
    }

    /// One field on the wire: how to read it, how to write it back.
    struct Field: Sendable {
        let read: @Sendable (HeaderWire) -> Double
        let write: @Sendable (inout HeaderWire, Double) -> Void
    }

    /// Every field, in wire order.
    static let fields: [Field] = [
        Field(read: { $0.settings.height }, write: { $0.settings.height = $1 }),
        Field(read: { $0.settings.triggerRatio }, write: { $0.settings.triggerRatio = $1 }),
        Field(read: { $0.settings.openDuration }, write: { $0.settings.openDuration = $1 }),
        Field(read: { $0.settings.closeDuration }, write: { $0.settings.closeDuration = $1 }),
        Field(read: { $0.settings.minResultTime }, write: { $0.settings.minResultTime = $1 }),
        Field(read: { $0.settings.arrowFlipDuration }, write: { $0.settings.arrowFlipDuration = $1 }),
        Field(read: { $0.settings.timeout }, write: { $0.settings.timeout = $1 }),
        Field(read: { $0.settings.refreshesOnArm ? 1 : 0 }, write: { $0.settings.refreshesOnArm = $1 >= 0.5 }),
        Field(read: { $0.settings.closesBelow ?? -1 }, write: { $0.settings.closesBelow = $1 < 0 ? nil : $1 }),
        Field(read: { $0.settings.twoLevel ? 1 : 0 }, write: { $0.settings.twoLevel = $1 >= 0.5 }),
        Field(read: { $0.settings.floorRate }, write: { $0.settings.floorRate = $1 }),
        Field(read: { $0.settings.maxRate }, write: { $0.settings.maxRate = $1 }),
        Field(read: { $0.settings.floorDuration }, write: { $0.settings.floorDuration = $1 }),
        Field(read: { Double($0.control.kind.index) }, write: { $0.control.kind = HeaderControlKind.at(Int($1)) }),
        Field(read: { Double(HeaderPosition.allCases.firstIndex(of: $0.control.position) ?? 0) },
              write: { w, v in if v >= 0, v < Double(HeaderPosition.allCases.count) { w.control.position = HeaderPosition.allCases[Int(v)] } }),
        Field(read: { $0.control.android.large ? 1 : 0 }, write: { $0.control.android.large = $1 >= 0.5 }),
        Field(read: { $0.control.android.spinnerOffsetEnd }, write: { $0.control.android.spinnerOffsetEnd = $1 }),
        Field(read: { $0.control.android.triggerDistance }, write: { $0.control.android.triggerDistance = $1 }),
        Field(read: { $0.control.android.slingshotDistance ?? -1 }, write: { $0.control.android.slingshotDistance = $1 < 0 ? nil : $1 }),
        Field(read: { $0.control.cupertino.triggerDistance }, write: { $0.control.cupertino.triggerDistance = $1 }),
        Field(read: { $0.control.cupertino.indicatorExtent }, write: { $0.control.cupertino.indicatorExtent = $1 }),
        Field(read: { $0.control.materialDisplacement }, write: { $0.control.materialDisplacement = $1 }),
    ]

    /// These values on the wire.
    public var wire: [Double] { Self.fields.map { $0.read(self) } }

    /// The defaults with `wire`'s fields written over them, as many as it has.
    public init(wire: [Double]) {
        self.init()
        for (field, value) in zip(Self.fields, wire) where value.isFinite { field.write(&self, value) }
    }
}
