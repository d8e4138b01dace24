/// A bar's settings as plain numbers in a fixed order: how the app hands its bar to the engine's
/// WebAssembly build (the phone page), which reads no names.
///
/// Rule: `wireFields` is the one list of what crosses (as Tuning.wire): the kind as its index in
/// `ListBar.allCases`, a switch as 0 or 1, a height in points. An index out of range or a number
/// that is not finite leaves the field as it was.
extension BarSettings {
    /// One field on the wire: how to read it, how to write it back.
    struct WireField: Sendable {
        let read: @Sendable (BarSettings) -> Double
        let write: @Sendable (inout BarSettings, Double) -> Void
    }

    static let wireFields: [WireField] = [
        WireField(read: { Double(ListBar.allCases.firstIndex(of: $0.kind) ?? 0) },
                  write: { s, v in if v >= 0, v < Double(ListBar.allCases.count) { s.kind = ListBar.allCases[Int(v)] } }),
        WireField(read: { $0.largeTitleHeight }, write: { $0.largeTitleHeight = $1 }),
        WireField(read: { $0.collapsingExpanded }, write: { $0.collapsingExpanded = $1 }),
        WireField(read: { $0.collapsingCollapsed }, write: { $0.collapsingCollapsed = $1 }),
        WireField(read: { $0.sliverExpanded }, write: { $0.sliverExpanded = $1 }),
        WireField(read: { $0.sliverCollapsed }, write: { $0.sliverCollapsed = $1 }),
        WireField(read: { $0.pinned ? 1 : 0 }, write: { $0.pinned = $1 >= 0.5 }),
        WireField(read: { $0.floating ? 1 : 0 }, write: { $0.floating = $1 >= 0.5 }),
        WireField(read: { $0.snap ? 1 : 0 }, write: { $0.snap = $1 >= 0.5 }),
        WireField(read: { $0.stretch ? 1 : 0 }, write: { $0.stretch = $1 >= 0.5 }),
        WireField(read: { $0.stretchTrigger }, write: { $0.stretchTrigger = $1 }),
    ]

    /// These settings on the wire.
    public var wire: [Double] { Self.wireFields.map { $0.read(self) } }

    /// The defaults with `wire`'s fields written over them, as many as it has.
    public init(wire: [Double]) {
        self.init()
        for (field, value) in zip(Self.wireFields, wire) where value.isFinite { field.write(&self, value) }
    }
}
