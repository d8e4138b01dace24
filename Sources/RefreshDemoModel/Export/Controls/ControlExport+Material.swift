import RefreshEngine

extension FeelExport.ControlExport {
    /// Flutter's RefreshIndicator: armed at a sixth of the list's height, held once armed.
    static let material = Self(
        kind: .material,
        summary: { c in
            "Material RefreshIndicator: the list stays still; armed at a sixth of the list's height, the circle rests "
                + "\(FeelExport.n(c.materialDisplacement)) pt down; snap 0.15 s, done 0.2 s"
        },
        flutterWidget: "tunedRefreshIndicator",
        // The numbers are for a 600 pt list.
        trigger: { _ in 600.0 / 6 },
        // The displacement and the circle in its margin (it starts hidden above the list).
        indicatorRest: { $0.materialDisplacement + 49 },
        height: { _ in nil },
        holdsArmed: true)
}
