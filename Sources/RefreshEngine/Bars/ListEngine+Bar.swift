/// The engine as host of the app bar (BarFeature): the bar is the top of the scroll view's
/// leading inset, so the list's resting edge lies under the fully open bar and the bar's
/// height follows the content; this keeps the inset in step with the bar's settings, follows
/// the scroll, snaps a bar left half open and blocks a refresh the platform would not start.
extension ListEngine {
    /// The bar's settings (`list.bar`, `bar.*`).
    public var barSettings: BarSettings { barFeature.settings }

    /// The content's distance below its resting edge under the open bar (> 0 pulled past it).
    var barPulled: Double { -barFeature.restInset - scroller.offset }

    /// The pull the header sees of the content's displacement `raw`: what a stretching
    /// sliver leaves of it, and nothing while a collapsing bar's gesture may not refresh.
    func barHeaderPull(_ raw: Double) -> Double {
        let pull = barFeature.layout.headerPull(pulled: raw)
        return barFeature.pullBlocked && !headerFeature.machine.isBusy ? min(pull, 0) : pull
    }

    /// Makes the engine's config carry the bar's resting inset as its top bar.
    static func configured(_ config: EngineConfig, bar: inout BarFeature) -> EngineConfig {
        let top = config.tuning.topBarHeight.isFinite ? max(config.tuning.topBarHeight, 0) : 0
        bar.statusHeight = max(top - BarSettings.navBarHeight, 0)
        bar.plainHeight = top - bar.statusHeight
        bar.settings = config.bar
        var c = config
        c.tuning.topBarHeight = bar.restInset
        return c
    }

    /// Applies new bar settings at t: the resting inset becomes the open bar's, the list keeps
    /// its place relative to the bar (at the top it settles under the new bar).
    mutating func setBar(_ settings: BarSettings, at t: Double) {
        guard settings != barFeature.settings else { return }
        // A list resting at its top stays at its top, under the new bar.
        let atTop = scroller.offset <= scroller.minOffset + 0.5 && scroller.phase == .idle
        barFeature.settings = settings
        barFeature.floatOffset = nil
        barFeature.floatSnap = nil
        barFeature.lastScrolled = nil
        let top = barFeature.restInset
        config.tuning.topBarHeight = top
        scroller.tuning.topBarHeight = top
        let held = headerFeature.machine.isOpen && headerFeature.control.movesContent ? headerFeature.control.heldInset(headerFeature.machine.settings) : 0
        // At the top the content moves with the inset at once, so no settling starts.
        if atTop { shiftUnseen(by: -(top + held) - scroller.offset) }
        scroller.setInsets(leading: top + held, trailing: scroller.trailingInset, at: t, settle: headerFeature.machine.settings.openDuration)
        remakeControl()
    }

    /// A press: a collapsing bar that is not fully open takes this gesture's pull (the bar
    /// opens first) and the gesture never refreshes (SwipeRefreshLayout enabled only at
    /// AppBarLayout offset 0).
    mutating func barPress() {
        barFeature.pullBlocked = barFeature.settings.kind == .collapsing && barFeature.layout.range > 0
            && barPulled < -0.5
    }

    /// Follows the scroll at t: the floating offset, the small title, the stretch trigger and
    /// a snap once the list has come to rest with the bar between open and collapsed.
    mutating func barFollowScroll(at t: Double) {
        let pulled = barPulled
        barFeature.follow(pulled: pulled, at: t)
        let layout = barFeature.layout
        if layout.settings.kind == .sliver, layout.settings.stretch, !barFeature.stretchFired,
           pulled >= max(layout.settings.stretchTrigger, 0), layout.settings.stretchTrigger > 0 {
            barFeature.stretchFired = true
            record(.bar(t: t, event: "stretch", height: layout.geometry(pulled: pulled).height))
        }
        guard layout.settings.snap, scroller.phase == .idle, !pointerDown, !touchpad.active else { return }
        let s = max(-pulled, 0), range = layout.range
        switch layout.settings.kind {
        case .collapsing:
            // AppBarLayout.snapToChildIfNeeded: to the nearer of open and collapsed, over
            // (distance / height + 1) x 150 ms.
            guard s > 0.5, s < range - 0.5 else { return }
            let to = s < range / 2 ? 0 : range
            let duration = (abs(to - s) / max(layout.maxHeight, 1) + 1) * 0.15
            scroller.scroll(to: -barFeature.restInset + to, duration: duration, at: t)
            record(.bar(t: t, event: to == 0 ? "snapOpen" : "snapCollapsed", height: layout.maxHeight - to))
        case .sliver where layout.settings.floating:
            // The floating snap: shown fully or hidden fully, after the direction last scrolled.
            guard let e = barFeature.floatOffset(at: t), barFeature.floatSnap == nil || barFeature.isAnimating(at: t) == false else { return }
            let hidden = min(s, range)
            guard e > 0.5, e < hidden - 0.5 else { return }
            let to = barFeature.lastDirection < 0 ? 0 : hidden
            barFeature.floatOffset = e
            barFeature.floatSnap = (e, to, t)
            record(.bar(t: t, event: to == 0 ? "snapOpen" : "snapCollapsed", height: layout.maxHeight - to))
        default:
            return
        }
    }

    /// The pull the control takes under a large title before the title moves: its trigger.
    var barControlSpace: Double {
        headerFeature.control.movesContent ? headerFeature.machine.settings.height * headerFeature.machine.settings.triggerRatio : 0
    }

    /// The bar's bottom edge now, in window points: what a press under it lands on.
    var barBottom: Double {
        barFeature.statusHeight + barFeature.layout.geometry(pulled: barPulled, floatOffset: barFeature.floatOffset(at: time),
                                                             controlSpace: barControlSpace).height
    }

    /// The bar's frame: its view, and its bottom as the frame's top bar (what the rows, the
    /// header and the overlays lie under).
    mutating func updateBarView() {
        presenter.frame.bar = barFeature.view(pulled: barPulled, controlSpace: barControlSpace, at: time)
        if barFeature.settings.kind != .plain { presenter.frame.bar.text = language.barTitle }
        presenter.frame.topBarHeight = presenter.frame.bar.bottom
    }
}
