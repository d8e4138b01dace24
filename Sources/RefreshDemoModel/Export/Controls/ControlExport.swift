import RefreshEngine

extension FeelExport {
    /// One pull-to-refresh control as the exports carry it: its one-line summary and the
    /// pieces of each format that differ by control.
    ///
    /// Rule: the exports ask the tuned control's `ControlExport` and never switch on the
    /// control; a new control is one file with its value (`ControlExport+Name.swift`) and one
    /// line in `all`.
    struct ControlExport: Sendable {
        /// The controls the exports know, one line each.
        static let all: [ControlExport] = [.mj, .android, .cupertino, .material]

        let kind: HeaderControlKind
        /// One line: what the tuned control is and does.
        let summary: @Sendable (ControlNumbers) -> String
        /// Which of the Dart widgets plays it (with a note when Flutter has no twin).
        let flutterWidget: String
        /// CupertinoSliverRefreshControl's refreshTriggerPullDistance and refreshIndicatorExtent (pt).
        var flutterSliver: @Sendable (ControlNumbers) -> (trigger: Double, extent: Double) = {
            ($0.cupertino.triggerDistance, min($0.cupertino.indicatorExtent, $0.cupertino.triggerDistance))
        }
        /// The pull past which it refreshes, as the Swift numbers give it (pt; for a 600 pt list).
        var trigger: @Sendable (ControlNumbers) -> Double = { $0.trigger }
        /// How far a still-list control's indicator has come down from its start when it rests (pt; 0: none).
        var indicatorRest: @Sendable (ControlNumbers) -> Double = { _ in 0 }
        /// The header's height in the JavaScript module; nil when it has none of its own (null).
        var height: @Sendable (ControlNumbers) -> Double? = { $0.machine.height }
        /// The pull per point of the finger's travel over a still list.
        var dragRate = 1.0
        /// Once armed, a pull never falls below the trigger.
        var holdsArmed = false

        /// The export of a control (MJRefresh's header for one not registered).
        static func of(_ kind: HeaderControlKind) -> ControlExport { all.first { $0.kind == kind } ?? .mj }
    }
}
