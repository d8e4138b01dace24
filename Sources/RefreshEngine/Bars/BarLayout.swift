/// Where the bar is for a given scroll position: a pure function, the platforms' layout rules.
///
/// `pulled` is how far the content is below its resting edge under the fully open bar (> 0:
/// pulled past the top; < 0: scrolled into the list by -pulled). With s = max(-pulled, 0):
/// - visible height h = clamp(maxHeight - s', minHeight, maxHeight), where s' is s, or under a
///   floating SliverAppBar Flutter's effective scroll offset (`floatOffset`);
/// - progress = (maxHeight - h) / (maxHeight - minHeight) (0 open, 1 collapsed);
/// - past the top the bar grows by `stretch`: under `largeTitle` by what the pull leaves past
///   the control's space (the control sits between the large title and the content, and the
///   title moves down with the content past it); under a stretching `sliver` by the pull up to
///   `stretchTrigger` (the bar comes first in Flutter's sliver order, the control after it).
public struct BarLayout: Equatable, Sendable {
    public var settings: BarSettings
    /// The plain bar's height (the list's top bar without its status area), pt.
    public var plainHeight: Double
    /// A strip pinned at the bar's bottom (the tabs' strip, `ListShape.tabStripHeight`), pt: part
    /// of both heights, so it never scrolls away (TabLayout in an AppBarLayout without scroll
    /// flags; a pinned SliverAppBar's `bottom`).
    public var stripHeight = 0.0

    public init(settings: BarSettings, plainHeight: Double) {
        self.settings = settings
        self.plainHeight = max(plainHeight, 0)
    }

    /// The bar's fully open height (without overscroll), the strip included, pt.
    public var maxHeight: Double { ownMaxHeight + max(stripHeight, 0) }

    /// The bar's collapsed height, the strip included, pt.
    public var minHeight: Double { ownMinHeight + max(stripHeight, 0) }

    private var ownMaxHeight: Double {
        switch settings.kind {
        case .plain: return plainHeight
        case .largeTitle: return BarSettings.navBarHeight + max(settings.largeTitleHeight, 0)
        case .collapsing: return max(settings.collapsingExpanded, ownMinHeight)
        case .sliver: return max(settings.sliverExpanded, ownMinHeight)
        }
    }

    /// The bar's own collapsed height, pt (0: a SliverAppBar that is not pinned scrolls away).
    private var ownMinHeight: Double {
        switch settings.kind {
        case .plain: return plainHeight
        case .largeTitle: return BarSettings.navBarHeight
        case .collapsing: return max(settings.collapsingCollapsed, 0)
        case .sliver: return settings.pinned ? max(settings.sliverCollapsed, 0) : 0
        }
    }

    /// How far the bar can collapse, pt.
    public var range: Double { maxHeight - minHeight }

    /// True when the bar floats (a floating SliverAppBar): it comes back on a scroll towards
    /// the top anywhere in the list, over the rows.
    public var floats: Bool { settings.kind == .sliver && settings.floating }

    /// The bar where the content is `pulled` (see the type's rule); `controlSpace` is the pull
    /// the refresh control takes under a large title before the title moves.
    public func geometry(pulled: Double, floatOffset: Double? = nil, controlSpace: Double = 0) -> BarGeometry {
        let s = max(-pulled, 0)
        let hidden = floats ? min(max(floatOffset ?? s, 0), s) : s
        var g = BarGeometry()
        g.height = min(max(maxHeight - hidden, minHeight), maxHeight)
        g.progress = range > 0 ? (maxHeight - g.height) / range : 0
        let over = max(pulled, 0)
        switch settings.kind {
        case .largeTitle: g.stretch = max(over - max(controlSpace, 0), 0)
        case .sliver where settings.stretch: g.stretch = min(over, max(settings.stretchTrigger, 0))
        default: g.stretch = 0
        }
        g.height += g.stretch
        return g
    }

    /// The pull the header sees: what the bar leaves of the content's displacement. Under a
    /// stretching sliver the bar takes its part first; elsewhere the control sees all of it.
    public func headerPull(pulled: Double) -> Double {
        guard pulled > 0 else { return pulled }
        return pulled - min(pulled, takenFirst)
    }

    /// How much of a pull past the top the bar takes before the control sees any, pt: a
    /// stretching sliver's `stretchTrigger`, else 0.
    public var takenFirst: Double {
        settings.kind == .sliver && settings.stretch ? max(settings.stretchTrigger, 0) : 0
    }
}

/// One frame of the bar (BarLayout.geometry).
public struct BarGeometry: Equatable, Sendable {
    /// The bar's visible height without the status area, stretch included, pt.
    public var height = 0.0
    /// 0 open, 1 collapsed.
    public var progress = 0.0
    /// What the overscroll added to the height, pt.
    public var stretch = 0.0
}
