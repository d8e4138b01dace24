extension BarSettings {
    /// The `bar.*` tunables this bar has no such thing for (the panel greys them): a large
    /// title has only its band, a collapsing toolbar its two heights and snap, a SliverAppBar
    /// the rest; snap on a SliverAppBar needs floating, the trigger needs stretch.
    public var unusedTunables: Set<String> {
        var used: Set<TunableID> = []
        switch kind {
        case .plain: break
        case .largeTitle: used = [.barLargeTitleHeight]
        case .collapsing: used = [.barCollapsingExpanded, .barCollapsingCollapsed, .barSnap]
        case .sliver:
            used = [.barSliverExpanded, .barPinned, .barFloating, .barStretch]
            if pinned { used.insert(.barSliverCollapsed) }
            if floating { used.insert(.barSnap) }
            if stretch { used.insert(.barStretchTrigger) }
        }
        return Set(Tunables.barTunableIDs.filter { $0 != .listBar && !used.contains($0) }.map(\.rawValue))
    }
}
