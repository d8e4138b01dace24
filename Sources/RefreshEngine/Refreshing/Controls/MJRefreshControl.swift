/// MJRefresh's header (the `mj` control): the content follows the pull and, while
/// refreshing, the list holds the header's height as an extra top inset. Where the
/// header sits is `position` (SmartRefreshLayout's SpinnerStyle):
///
///     translate  the header rides on the content's top edge (MJRefresh, SRL's Translate)
///     behind     it stays under the bar and the content slides off it; shown only in the
///                gap the content leaves (SRL's FixedBehind)
///     front      it stays under the bar, drawn whole over the content as soon as the
///                content is pulled at all (SRL's FixedFront)
public struct MJRefreshControl: RefreshControl {
    public var position: HeaderPosition

    public init(position: HeaderPosition = .translate) { self.position = position }

    public var movesContent: Bool { true }

    public var unusedTunables: [TunableID] {
        ControlTunables.android + ControlTunables.cupertino + ControlTunables.material
    }

    public func heldInset(_ settings: HeaderRefresher.Settings) -> Double { settings.height }

    public func placement(contentTop: Double, topBar: Double, settings: HeaderRefresher.Settings) -> HeaderPlacement {
        let h = settings.height
        switch position {
        case .translate:
            return HeaderPlacement(y: contentTop - h, clipTop: topBar, clipBottom: .infinity, overContent: false)
        case .behind:
            return HeaderPlacement(y: topBar, clipTop: topBar, clipBottom: max(contentTop, topBar), overContent: false)
        case .front:
            // Fixed under the bar and drawn whole over the content from the first point of pull.
            return HeaderPlacement(y: topBar, clipTop: topBar, clipBottom: contentTop > topBar ? topBar + h : topBar,
                                   overContent: true)
        }
    }
}

/// Where an `mj` header sits relative to the content (`header.position`).
public enum HeaderPosition: String, CaseIterable, Sendable {
    case translate, behind, front
}

extension HeaderControlKind {
    /// MJRefresh's header (arrow, frames, spinner, the user's art), where `header.position` says.
    public static let mj = HeaderControlKind(name: "mj", title: "MJ") { tuning, _, _, _ in
        AnyRefreshControl(MJRefreshControl(position: tuning.position))
    }
}
