/// The app bar's state between frames: the settings, a floating bar's effective scroll
/// offset, the small title's fade, a floating snap under way and whether this gesture may
/// refresh. Everything it draws is a function of these and the scroll position (BarLayout).
struct BarFeature: Sendable {
    var settings = BarSettings()
    /// The status area above the bar and the plain bar's height (the list's top bar split as
    /// iOS's 20 + 44), pt.
    var statusHeight = 20.0
    var plainHeight = 44.0
    /// The tabs' strip at the bar's bottom, pt (0 without tabs).
    var stripHeight = 0.0
    /// The tabs share the bar (NestedScroll gives how far it has collapsed): it does not float by
    /// itself, NestedScroll's order does.
    var sharedByTabs = false
    /// Flutter's `_effectiveScrollOffset` of a floating SliverAppBar (nil: not yet laid out).
    var floatOffset: Double?
    /// The scrolled distance at the last step (a floating bar follows its changes).
    var lastScrolled: Double?
    /// The last direction the list was scrolled in (> 0 into the list): where a floating snap goes.
    var lastDirection = 0.0
    /// A floating bar's snap: its effective offset from `from` to `to` from `start` (easeOut, 200 ms).
    var floatSnap: (from: Double, to: Double, start: Double)?
    /// The small title shows (the large one has scrolled under), since when.
    var smallTitle = (shown: false, since: -Double.infinity)
    /// This gesture began with a collapsing bar not fully open: it opens the bar and never refreshes.
    var pullBlocked = false
    /// The stretch reached its trigger in this overscroll (onStretchTrigger fires once).
    var stretchFired = false

    var layout: BarLayout {
        var l = BarLayout(settings: settings, plainHeight: plainHeight)
        l.stripHeight = stripHeight
        return l
    }

    /// The top inset of the resting list: the status area and the fully open bar.
    var restInset: Double { statusHeight + layout.maxHeight }

    /// The floating offset at t: the snap's easeOut (1 - (1 - u)^3, Curves.easeOut's shape) or the tracked value.
    func floatOffset(at t: Double) -> Double? {
        guard let snap = floatSnap else { return floatOffset }
        let u = min(max((t - snap.start) / BarSettings.floatingSnapDuration, 0), 1)
        let e = 1 - (1 - u) * (1 - u) * (1 - u)
        return snap.from + (snap.to - snap.from) * e
    }

    /// True while the bar moves by itself (a floating snap, the small title's fade).
    func isAnimating(at t: Double) -> Bool {
        if let snap = floatSnap, t < snap.start + BarSettings.floatingSnapDuration { return true }
        return settings.kind == .largeTitle && t < smallTitle.since + BarSettings.titleFadeDuration
    }

    /// Follows the list to `pulled` at t (Flutter's RenderSliverFloatingPersistentHeader for a
    /// floating bar: scrolling towards the top, effective = clamp(min(effective, open) + delta, 0,
    /// scrolled); into the list, the same without the cap while the bar shows, else the
    /// scrolled distance itself); the small title's threshold.
    mutating func follow(pulled: Double, at t: Double) {
        let s = max(-pulled, 0)
        let layout = self.layout
        if let last = lastScrolled, s != last { lastDirection = s - last }
        if layout.floats && !sharedByTabs {
            if floatSnap != nil, let last = lastScrolled, s != last {
                floatOffset = floatOffset(at: t)
                floatSnap = nil
            }
            var e = floatOffset ?? s
            if let last = lastScrolled {
                let delta = s - last
                if delta < 0 { e = min(e, layout.maxHeight) }
                e = (delta > 0 && e >= layout.maxHeight) ? s : min(max(e + delta, 0), s)
            }
            floatOffset = floatSnap == nil ? e : floatOffset
        } else {
            floatOffset = nil
            floatSnap = nil
        }
        lastScrolled = s
        if settings.kind == .largeTitle {
            let shown = s >= layout.range - BarSettings.showLargeTitleThreshold
            if shown != smallTitle.shown { smallTitle = (shown, t) }
        }
        if pulled <= 0 { stretchFired = false }
    }

    /// New settings: a floating bar starts over from the scroll position it next sees.
    mutating func set(_ settings: BarSettings) {
        self.settings = settings
        floatOffset = nil
        floatSnap = nil
        lastScrolled = nil
    }

    /// A press where the content is `pulled`: a collapsing bar that is not fully open takes this
    /// gesture's pull (the bar opens first) and the gesture never refreshes (SwipeRefreshLayout
    /// enabled only at AppBarLayout offset 0).
    mutating func press(pulled: Double) {
        pullBlocked = settings.kind == .collapsing && layout.range > 0 && pulled < -0.5
    }

    /// The pull the header sees of the content's displacement `raw`: what a stretching sliver
    /// leaves of it, and nothing while a collapsing bar's gesture may not refresh (`headerBusy`:
    /// the header refreshes already, and takes the pull as it is).
    func headerPull(_ raw: Double, headerBusy: Bool) -> Double {
        let pull = layout.headerPull(pulled: raw)
        return pullBlocked && !headerBusy ? min(pull, 0) : pull
    }

    /// What following the scroll asks of the host: the stretch reached its trigger (the bar's
    /// height then), and a snap begun.
    struct Followed: Sendable {
        var stretched: Double?
        var snap: Snap?
    }

    /// A snap: open or collapsed, the bar's height it goes to, and for a collapsing toolbar the
    /// list's move (to `scrolled` pt into the list from its resting edge, over `duration` s).
    struct Snap: Sendable {
        var open: Bool
        var height: Double
        var move: (scrolled: Double, duration: Double)?
    }

    /// Follows the list to `pulled` at t (`follow`), fires the stretch trigger once per
    /// overscroll, and once the list is `idle` (at rest, no finger, no touchpad) with the bar
    /// between open and collapsed, snaps it: a collapsing toolbar by moving the list to the
    /// nearer of open and collapsed over (distance / height + 1) x 150 ms
    /// (AppBarLayout.snapToChildIfNeeded); a floating sliver by its effective offset, shown
    /// fully or hidden fully after the direction last scrolled (easeOut, 200 ms).
    mutating func followScroll(pulled: Double, idle: Bool, at t: Double) -> Followed {
        follow(pulled: pulled, at: t)
        var out = Followed()
        let layout = self.layout
        if layout.settings.kind == .sliver, layout.settings.stretch, !stretchFired,
           pulled >= max(layout.settings.stretchTrigger, 0), layout.settings.stretchTrigger > 0 {
            stretchFired = true
            out.stretched = layout.geometry(pulled: pulled).height
        }
        guard layout.settings.snap, idle else { return out }
        let s = max(-pulled, 0), range = layout.range
        switch layout.settings.kind {
        case .collapsing:
            guard s > 0.5, s < range - 0.5 else { return out }
            let to = s < range / 2 ? 0 : range
            let duration = (abs(to - s) / max(layout.maxHeight, 1) + 1) * 0.15
            out.snap = Snap(open: to == 0, height: layout.maxHeight - to, move: (to, duration))
        case .sliver where layout.settings.floating && !sharedByTabs:
            guard let e = floatOffset(at: t), floatSnap == nil || isAnimating(at: t) == false else { return out }
            let hidden = min(s, range)
            guard e > 0.5, e < hidden - 0.5 else { return out }
            let to = lastDirection < 0 ? 0 : hidden
            floatOffset = e
            floatSnap = (e, to, t)
            out.snap = Snap(open: to == 0, height: layout.maxHeight - to, move: nil)
        default:
            break
        }
        return out
    }

    /// The small title's opacity at t: it fades towards shown over 150 ms (AnimatedOpacity).
    func smallTitleOpacity(at t: Double) -> Double {
        let u = min(max((t - smallTitle.since) / BarSettings.titleFadeDuration, 0), 1)
        return smallTitle.shown ? u : 1 - u
    }

    /// The bar's frame at t where the content is `pulled`.
    func view(pulled: Double, controlSpace: Double, at t: Double) -> BarView {
        let layout = self.layout
        let g = layout.geometry(pulled: pulled, floatOffset: floatOffset(at: t), controlSpace: controlSpace)
        var v = BarView()
        v.kind = settings.kind
        v.statusHeight = statusHeight
        v.height = g.height
        v.progress = g.progress
        v.stretch = g.stretch
        // The titles sit above the tabs' strip.
        let bottom = statusHeight + g.height - max(stripHeight, 0)
        switch settings.kind {
        case .plain:
            v.smallTitleOpacity = 1
        case .largeTitle:
            // nav_bar.dart: the large title sits at the bottom of its band, 8 above its edge,
            // and grows with the band past its 52 pt: 1 + 0.03 (band - 8 - 44) / 44, at most 1.1.
            let small = smallTitleOpacity(at: t)
            v.smallTitleOpacity = small
            var title = BarTitle()
            title.bottom = bottom - BarSettings.largeTitleBottomPadding
            let band = g.height - max(stripHeight, 0) - BarSettings.navBarHeight - BarSettings.largeTitleBottomPadding
            let rest = max(settings.largeTitleHeight, 1) - BarSettings.largeTitleBottomPadding
            title.scale = min(max(1 + 0.03 * (band - rest) / max(rest, 1), 1), 1.1)
            title.opacity = 1 - small
            title.clipTop = statusHeight + BarSettings.navBarHeight
            title.size = 34
            v.title = title
        case .collapsing:
            // CollapsingTextHelper: position and size follow the fraction; Material 3's large
            // bar: 28 sp 28 dp above the bottom open, 22 sp centred in the 64 dp bar closed.
            v.smallTitleOpacity = 0
            var title = BarTitle()
            let p = g.progress
            let closedMargin = max(settings.collapsingCollapsed, 22) / 2 - 11
            title.bottom = bottom - (28 + (closedMargin - 28) * p)
            title.scale = 1 + (22.0 / 28.0 - 1) * p
            title.clipTop = statusHeight
            title.size = 28
            v.title = title
        case .sliver:
            // FlexibleSpaceBar: bottom-start, 16 above the bar's bottom, scaled from
            // expandedTitleScale 1.5 open to 1 collapsed; a toolbar title of 20.
            v.smallTitleOpacity = 0
            var title = BarTitle()
            let range = layout.range
            let open = range > 0 ? min(max((g.height - g.stretch - layout.minHeight) / range, 0), 1) : 1
            title.bottom = bottom - 16
            title.scale = 1 + 0.5 * open
            title.clipTop = statusHeight
            title.size = 20
            v.title = title
        }
        return v
    }
}
