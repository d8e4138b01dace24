import RefreshPhysics

/// The header as drawn: its view state, from the machine, the control and the pull.
extension HeaderFeature {
    /// The header's view at t: where it is, what shows (arrow, spinner, gif frame), its texts
    /// (made again only when `textKey`, what they say, changes). `pulled`: the pull the header
    /// sees; `topBar`: the frame's bar bottom (ListEngine+Views).
    func view(_ v: inout HeaderViewState, textKey: inout HeaderTextKey, arrows: RefresherArrows, offset: Double,
              topBar: Double, width: Double, pulled: Double, config: EngineConfig, language: Language,
              metrics: TextMetrics, at t: Double) {
        let h = machine
        v.style = style
        v.state = h.state
        v.height = h.settings.height
        let place = control.placement(contentTop: -offset, topBar: topBar, settings: h.settings)
        v.y = place.y
        v.clipTop = place.clipTop
        v.clipBottom = place.clipBottom
        v.overContent = place.overContent
        // What the control draws itself, from the list's top to the window's.
        v.circle = nil
        v.ticks = nil
        v.circleCenterX = width / 2
        switch control.indicator(pulled: pulled, state: h.state, since: h.stateTime, at: t) {
        case .circle(var c)?:
            c.top += topBar
            v.circle = c
        case .ticks(var k)?:
            k.top += topBar
            k.clipBottom += topBar
            v.ticks = k
        case nil:
            break
        }
        let busy = h.isBusy
        // Closing, the header is idle in MJRefresh's terms: alpha and the gif follow the pull back.
        let closing = h.state == .finishing && h.closeTime != nil
        v.pullingPercent = h.pullingPercent
        v.alpha = alphaFollowsPull && (!busy || closing) ? min(max(h.pullingPercent, 0), 1) : 1
        // The second floor: the header fades over the first half of its opening, and is gone while it is open.
        if h.state.isFloor {
            v.alpha = h.state == .twoLevelOpening ? max(0, 1 - (t - h.stateTime) / max(h.settings.floorDuration / 2, 0.01)) : 0
        }
        v.arrowAngle = arrows.header.angle(at: t)
        let spinning = h.state == .refreshing || h.state == .willRefresh
        v.showsArrow = style == .normal && !busy
        v.showsSpinner = (style == .normal && spinning) || style == .spinner
        v.spinnerSpokes = busy ? 12 : min(max(Int(saturating: h.pullingPercent * 12), 0), 12)
        v.spinnerStep = spinning ? Int(saturating: (t * 12).rounded(.down)) % 12 : 0
        // The frames header runs on the art's timeline: scrubbed by the pull up to and past the
        // threshold (the last frame once fully revealed) and back as it closes, looped while
        // refreshing (looping while pulling made the ring jump back to nearly empty).
        v.gif = config.builtInFrames.headerFrame(state: h.state, pullingPercent: h.pullingPercent,
                                                 triggerRatio: h.settings.triggerRatio, timeInState: t - h.stateTime,
                                                 frameTime: max(gifFrameDuration, 0.01))
        // Texts change rarely: rebuild them (and place them) only when what they say, the
        // width or the style changes.
        let key = HeaderTextKey(state: h.state, result: h.result, language: language, lastUpdated: lastUpdated,
                                minute: Int(saturating: ((config.epoch + t) / 60).rounded(.down)),
                                width: width, style: style)
        if key != textKey || v.title.isEmpty {
            textKey = key
            let strings = language.strings
            let title: String
            switch h.state {
            case .idle, .twoLevelOpening, .twoLevel, .twoLevelClosing: title = strings.headerIdle
            case .pulling: title = strings.headerPulling
            case .twoLevelArmed: title = language.floorStrings.armed
            case .refreshing, .willRefresh: title = strings.headerRefreshing
            case .finishing: title = h.result.map(strings.resultText) ?? strings.headerRefreshing
            }
            let subtitle = LastUpdatedFormat.text(saved: lastUpdated, now: config.epoch + t,
                                                  utcOffset: config.utcOffset, strings: strings)
            let titleWidth = metrics.width(of: Substring(title), style: .headerTitle)
            let subtitleWidth = metrics.width(of: Substring(subtitle), style: .headerSubtitle)
            let place = RefresherLayout(width: width, textWidth: max(titleWidth, subtitleWidth),
                                        indicatorHalfWidth: RefresherLayout.indicatorHalfWidth(style))
            v.indicatorX = place.indicatorX
            v.textCenterX = place.textCenterX
            v.title = RefresherLayout.fitted(title, room: place.textRoom) { metrics.width(of: $0, style: .headerTitle) }
            // Narrow, the time matters more than its label: "Today 12:00" before "Last upd…".
            let when = subtitle.hasPrefix(strings.lastUpdated) ? String(subtitle.dropFirst(strings.lastUpdated.count)) : subtitle
            let shortSubtitle = subtitleWidth <= place.textRoom ? subtitle : when
            v.subtitle = RefresherLayout.fitted(shortSubtitle, room: place.textRoom) { metrics.width(of: $0, style: .headerSubtitle) }
        }
    }
}

/// What the header's texts depend on.
struct HeaderTextKey: Equatable {
    var state: HeaderState = .idle
    var result: RefreshResult?
    var language: Language = .en
    var lastUpdated: Double?
    var minute = 0
    var width = 0.0
    var style = HeaderStyle.normal
}
