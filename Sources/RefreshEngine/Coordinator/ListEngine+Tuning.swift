/// Live tuning: every tunable value of the running engine, read and written as one
/// TuningSet. A change applies from the next gesture or animation on; what runs now
/// finishes as it started (its simulation was built from the old values).
extension ListEngine {
    /// Physical pixels per point of the display (the host sets it): where flings stop.
    /// Not a tunable: the display's, not the feel's.
    public var pixelDensity: Double {
        get { scroller.pixelDensity }
        set {
            scroller.pixelDensity = newValue.isFinite && newValue > 0 ? newValue : 1
            // The carousel is a scroll view on the same display: its flings stop at the same pixel speed.
            carouselFeature.row?.setPixelDensity(scroller.pixelDensity)
            // The circle lives in the layout's pixels, as on Android.
            remakeControl()
        }
    }

    public var tuningSet: TuningSet {
        var s = TuningSet()
        s.scroll = scroller.tuning
        s.header = headerFeature.machineTuning
        s.footer = footerFeature.refresher.settings
        s.footerStyle = footerFeature.refresher.style
        s.feed = paging.service.settings
        s.alphaFollowsPull = headerFeature.alphaFollowsPull
        s.carousel = carouselFeature.row != nil
        s.controlTuning = headerFeature.controlTuning
        s.gifFrameDuration = headerFeature.gifFrameDuration
        s.art = artSettings
        s.bar = barFeature.settings
        return s
    }

    /// Applies every value of `set` at time t and traces each one that changed.
    ///
    /// Like an input event it never goes back in time: stamped before the last frame (the
    /// panel acts at its key's time), it happens at that frame's time, after a step there.
    public mutating func applyTuning(_ set: TuningSet, at eventTime: Double) {
        let old = tuningSet
        guard set != old else { return }
        let t = eventTime.isFinite ? max(eventTime, time) : time
        step(to: t)
        defer {
            // Trace what took effect (a footer style waits for a load to end: traced then).
            let now = tuningSet
            for tunable in Tunables.all where !tunable.derived && tunable.value(in: now) != tunable.value(in: old) {
                record(.tuning(t: t, name: tunable.name, value: tunable.value(in: now)))
            }
            for place in ArtPlace.allCases {
                for p in ArtMarkerAssignment.phases where now.art[markers: place][p] != old.art[markers: place][p] {
                    record(.setting(t: t, name: ArtMarkerAssignment.key(place, p), value: now.art[markers: place][p].traceText))
                }
            }
        }
        var scroll = set.scroll
        // Where the list rests is layout, not feel: the top bar stays as it is.
        scroll.topBarHeight = scroller.tuning.topBarHeight
        scroller.tuning = scroll
        touchpad.idleGap = scroll.touchpadIdleGap * scroller.inputTimeScale
        touchpad.momentumCount = scroll.touchpadMomentumCount
        headerFeature.machineTuning = set.header
        let controlChanged = set.headerControl != headerControlKind
        headerFeature.controlTuning = set.controlTuning
        remakeControl()
        if controlChanged || (floorHoldsList && !headerFeature.machine.settings.twoLevel) { syncHeaderControl(at: t) }
        footerFeature.refresher.settings = set.footer
        if set.footerStyle != footerFeature.refresher.style {
            if footerFeature.refresher.isBusy {
                footerFeature.pendingStyle = set.footerStyle
            } else {
                footerFeature.refresher.style = set.footerStyle
                footerFeature.pendingStyle = nil
            }
        }
        paging.service.settings = set.feed
        carouselFeature.row?.setTuning(scroll, feed: set.feed)
        setCarousel(set.carousel, at: t)
        headerFeature.alphaFollowsPull = set.alphaFollowsPull
        headerFeature.gifFrameDuration = set.gifFrameDuration
        artSettings = set.art
        setBar(set.bar, at: t)
        // The auto footer's inset is its height: keep it in step.
        syncFooterInset(at: t)
        collectPhaseChanges()
    }

    /// Another control took over (H, the panel, a preset): what the machine holds open now
    /// is the new control's, the inset it holds and its circle, even in mid-refresh.
    mutating func syncHeaderControl(at t: Double) {
        headerFeature.controlDrag = nil
        // An open second floor keeps the list below it; a control without one closes it.
        if floorHoldsList {
            if !headerFeature.machine.settings.twoLevel { sendHeader(.closeFloor, at: t) }
            return
        }
        let open = headerFeature.machine.isOpen
        scroller.setInsets(leading: config.tuning.topBarHeight + (open ? headerFeature.control.heldInset(headerFeature.machine.settings) : 0),
                           trailing: scroller.trailingInset, at: t, settle: headerFeature.machine.settings.openDuration)
        headerFeature.control.setRefreshing(open, at: t)
    }

    /// A footer style asked for while the footer loaded, applied once it is done.
    mutating func applyPendingFooterStyle(at t: Double) {
        guard let style = footerFeature.pendingStyle, !footerFeature.refresher.isBusy else { return }
        footerFeature.pendingStyle = nil
        guard style != footerFeature.refresher.style else { return }
        footerFeature.refresher.style = style
        syncFooterInset(at: t)
        record(.tuning(t: t, name: TunableID.footerStyle.rawValue, value: style == .auto ? 0 : 1))
    }

    /// Sets one tunable by name; false if there is no such tunable.
    @discardableResult
    public mutating func setTunable(_ name: String, _ value: Double, at t: Double) -> Bool {
        guard let tunable = Tunables.named(name) else { return false }
        var s = tuningSet
        tunable.set(value, in: &s)
        applyTuning(s, at: t)
        return true
    }
}
