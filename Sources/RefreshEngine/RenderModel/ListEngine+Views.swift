import RefreshPhysics

/// The render model: what the header, the footer, the art and the banner look like this
/// frame, derived from the state machines and the scroll position. Nothing here changes
/// behaviour; the app draws exactly these values.
extension ListEngine {
    /// Fills the frame: the scroll position, the rows in view with their y, the indicator,
    /// the header, footer, art and banner views. Rows are found with one prefix sum, then
    /// row by row; the rows buffer is reused.
    mutating func updateFrame() {
        let s = scroller
        presenter.frame.time = time
        presenter.frame.width = viewportWidth
        presenter.frame.height = viewportHeight
        presenter.frame.offsetY = s.offset
        presenter.frame.phase = s.phase
        updateBarView()
        presenter.frame.style = layout.style
        presenter.frame.rows.removeAll(keepingCapacity: true)
        if layout.count > 0 {
            let first = layout.rowIndex(at: max(s.offset, 0))
            var i = first
            var top = layout.rowTop(first)
            while i < layout.count {
                let y = top - s.offset
                if y >= viewportHeight { break }
                if let row = layout.layout(at: i), y + row.height > 0 {
                    presenter.frame.rows.append(VisibleRow(index: i, y: y, layout: row))
                }
                top += layout.heights[i]
                i += 1
            }
        }
        presenter.frame.indicator = ScrollIndicator.state(scroller: s, viewportWidth: viewportWidth, now: time)
        presenter.frame.floor = floorView()
        updateCarouselView()
        updateHeaderView()
        updateFooterView()
        updateArtView()
        presenter.frame.banner = bannerState()
        presenter.frame.language = language
        presenter.frame.isAtRest = isAtRest(at: time, indicatorShows: presenter.frame.indicator != nil)
    }

    /// The result banner sliding in under the top bar (nil while hidden).
    func bannerState() -> BannerState? {
        guard let b = headerFeature.banner else { return nil }
        let p = b.progress(at: time)
        guard p > 0 else { return nil }
        let top = config.tuning.topBarHeight
        return BannerState(text: b.text, kind: b.failed ? .failure : .success, y: top - BannerState.height + BannerState.height * p,
                           height: BannerState.height)
    }

    /// The header's view: where it is, what shows (arrow, spinner, gif frame), its texts.
    mutating func updateHeaderView() {
        let h = header
        let t = time
        var v = presenter.frame.header
        v.style = headerFeature.style
        v.state = h.state
        v.height = h.settings.height
        let place = headerFeature.control.placement(contentTop: -scroller.offset, topBar: presenter.frame.topBarHeight, settings: h.settings)
        v.y = place.y
        v.clipTop = place.clipTop
        v.clipBottom = place.clipBottom
        v.overContent = place.overContent
        // What the control draws itself, from the list's top to the window's.
        v.circle = nil
        v.ticks = nil
        v.circleCenterX = viewportWidth / 2
        switch headerFeature.control.indicator(pulled: pulledDistance, state: h.state, since: h.stateTime, at: t) {
        case .circle(var c)?:
            c.top += presenter.frame.topBarHeight
            v.circle = c
        case .ticks(var k)?:
            k.top += presenter.frame.topBarHeight
            k.clipBottom += presenter.frame.topBarHeight
            v.ticks = k
        case nil:
            break
        }
        let busy = h.isBusy
        // Closing, the header is idle in MJRefresh's terms: alpha and the gif follow the pull back.
        let closing = h.state == .finishing && h.closeTime != nil
        v.pullingPercent = h.pullingPercent
        v.alpha = headerFeature.alphaFollowsPull && (!busy || closing) ? min(max(h.pullingPercent, 0), 1) : 1
        // The second floor: the header fades over the first half of its opening, and is gone while it is open.
        if h.state.isFloor {
            v.alpha = h.state == .twoLevelOpening ? max(0, 1 - (t - h.stateTime) / max(h.settings.floorDuration / 2, 0.01)) : 0
        }
        v.arrowAngle = presenter.arrows.header.angle(at: t)
        let spinning = h.state == .refreshing || h.state == .willRefresh
        v.showsArrow = headerFeature.style == .normal && !busy
        v.showsSpinner = (headerFeature.style == .normal && spinning) || headerFeature.style == .spinner
        v.spinnerSpokes = busy ? 12 : min(max(Int(saturating: h.pullingPercent * 12), 0), 12)
        v.spinnerStep = spinning ? Int(saturating: (t * 12).rounded(.down)) % 12 : 0
        // The frames header runs on the art's timeline: scrubbed by the pull up to and past the
        // threshold (the last frame once fully revealed) and back as it closes, looped while
        // refreshing (looping while pulling made the ring jump back to nearly empty).
        v.gif = config.builtInFrames.headerFrame(state: h.state, pullingPercent: h.pullingPercent,
                                                 triggerRatio: h.settings.triggerRatio, timeInState: t - h.stateTime,
                                                 frameTime: max(headerFeature.gifFrameDuration, 0.01))
        // Texts change rarely: rebuild them (and place them) only when what they say, the
        // width or the style changes.
        let key = HeaderTextKey(state: h.state, result: h.result, language: language, lastUpdated: lastUpdated,
                                minute: Int(saturating: ((config.epoch + t) / 60).rounded(.down)),
                                width: viewportWidth, style: headerFeature.style)
        if key != presenter.headerTextKey || v.title.isEmpty {
            presenter.headerTextKey = key
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
            let place = RefresherLayout(width: viewportWidth, textWidth: max(titleWidth, subtitleWidth),
                                        indicatorHalfWidth: RefresherLayout.indicatorHalfWidth(headerFeature.style))
            v.indicatorX = place.indicatorX
            v.textCenterX = place.textCenterX
            v.title = RefresherLayout.fitted(title, room: place.textRoom) { metrics.width(of: $0, style: .headerTitle) }
            // Narrow, the time matters more than its label: "Today 12:00" before "Last upd…".
            let when = subtitle.hasPrefix(strings.lastUpdated) ? String(subtitle.dropFirst(strings.lastUpdated.count)) : subtitle
            let shortSubtitle = subtitleWidth <= place.textRoom ? subtitle : when
            v.subtitle = RefresherLayout.fitted(shortSubtitle, room: place.textRoom) { metrics.width(of: $0, style: .headerSubtitle) }
        }
        presenter.frame.header = v
    }

    /// The footer's view: where it is, what shows, whether it is pressed, its text.
    mutating func updateFooterView() {
        var v = presenter.frame.footer
        v.visible = layout.count > 0
        v.style = footerFeature.refresher.style
        v.state = footerFeature.refresher.state
        v.height = footerFeature.refresher.settings.height
        v.y = footerTop - scroller.offset
        v.pullingPercent = footerFeature.refresher.pullingPercent
        v.showsSpinner = footerFeature.refresher.state == .refreshing
        v.spinnerStep = Int(saturating: (time * 12).rounded(.down)) % 12
        v.showsArrow = footerFeature.refresher.style == .back && (footerFeature.refresher.state == .idle || footerFeature.refresher.state == .pulling)
        // Held down on the footer and still a click (inside the slop): it highlights as a
        // button does, so the user sees the click will load (or retry).
        v.pressed = pointerDown && scroller.pointerStayed && footerContains(y: pressPoint.y)
            && (footerFeature.refresher.state == .idle || footerFeature.refresher.state == .failed)
        v.arrowAngle = presenter.arrows.footer.angle(at: time)
        // The title changes rarely: look the text up only when what it says changes.
        let key = FooterTextKey(state: footerFeature.refresher.state, style: footerFeature.refresher.style, language: language, width: viewportWidth)
        if key != presenter.footerTextKey || v.title.isEmpty {
            presenter.footerTextKey = key
            let strings = language.strings
            let title: String
            switch footerFeature.refresher.state {
            case .idle: title = footerFeature.refresher.style == .auto ? strings.footerAutoIdle : strings.footerBackIdle
            case .pulling: title = strings.footerPulling
            case .refreshing: title = strings.footerLoading
            case .noMoreData: title = strings.footerNoMoreData
            case .failed: title = strings.footerFailed
            }
            let metrics = self.metrics
            let measure = { (text: Substring) in metrics.width(of: text, style: .headerTitle) }
            let place = RefresherLayout(width: viewportWidth, textWidth: measure(Substring(title)), indicatorHalfWidth: 12)
            v.indicatorX = place.indicatorX
            v.textCenterX = place.textCenterX
            v.title = RefresherLayout.fitted(title, room: place.textRoom, measure: measure)
        }
        presenter.frame.footer = v
    }

    /// Which frame of the user's art shows in the header and the footer.
    mutating func updateArtView() {
        var v = ArtViewState()
        v.settings = artSettings
        if headerFeature.artShown, let a = headerFeature.art?.assigned(artSettings.headerMarkers) {
            v.header = a.headerFrame(state: headerFeature.machine.state, pullingPercent: headerFeature.machine.pullingPercent,
                                     triggerRatio: headerFeature.machine.settings.triggerRatio,
                                     timeInState: time - headerFeature.machine.stateTime, frameTime: headerFeature.gifFrameDuration)
        }
        if let a = footerFeature.art?.assigned(artSettings.footerMarkers) {
            v.footer = a.footerFrame(state: footerFeature.refresher.state, style: footerFeature.refresher.style, pullingPercent: footerFeature.refresher.pullingPercent,
                                     timeInState: time - footerFeature.refresher.stateTime, frameTime: headerFeature.gifFrameDuration)
        }
        presenter.frame.art = v
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

/// What the footer's text depends on.
struct FooterTextKey: Equatable {
    var state: FooterState = .idle
    var style: FooterStyle = .auto
    var language: Language = .en
    var width = 0.0
}
