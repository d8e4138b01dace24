import RefreshPhysics

/// The render model: what the rows, the header, the footer, the carousel, the floor, the bar,
/// the art and the banner look like this frame, derived from the features and the scroll
/// position (each feature draws its own part, from what the list passes it); where each part
/// is in the window; and the list's content for another screen. Nothing here changes
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
        Self.appendRows(of: layout, offset: s.offset, viewportHeight: viewportHeight, to: &presenter.frame.rows)
        presenter.frame.indicator = ScrollIndicator.state(scroller: s, viewportWidth: viewportWidth, now: time)
        presenter.frame.floor = floorFeature.view(header: headerFeature.machine, art: headerFeature.art, artSettings: artSettings,
                                                  frameTime: headerFeature.gifFrameDuration, offset: s.offset,
                                                  top: config.tuning.topBarHeight, viewportWidth: viewportWidth,
                                                  viewportHeight: viewportHeight, listExtent: listExtent, language: language,
                                                  time: time)
        // Each feature draws its own part from what the list passes it, worked out first.
        let carouselTop = carouselTop, pulled = pulledDistance, footerY = footerTop - s.offset
        let footerPressed = router.pointerDown && s.pointerStayed && footerContains(y: router.pressPoint.y)
        carouselFeature.view(&presenter.frame.carousel, looks: &presenter.cardLooks, trailerLabel: &presenter.trailerLabel,
                             top: carouselTop, band: layout.band, viewportWidth: viewportWidth, content: content,
                             metrics: metrics, language: language, time: time,
                             trailerPulse: hapticFeature.pulse(of: [.trailer], at: time))
        headerFeature.view(&presenter.frame.header, textKey: &presenter.headerTextKey, arrows: presenter.arrows,
                           offset: s.offset, topBar: presenter.frame.topBarHeight, width: viewportWidth,
                           pulled: pulled, config: config, language: language, metrics: metrics, at: time)
        presenter.frame.header.hapticPulse = hapticFeature.pulse(of: [.arm, .refresh, .floor], at: time)
        footerFeature.view(&presenter.frame.footer, textKey: &presenter.footerTextKey, arrows: presenter.arrows,
                           visible: footerShows, y: footerY, pressed: footerPressed,
                           width: viewportWidth, language: language, metrics: metrics, at: time)
        updateArtView()
        presenter.frame.layoutParts = layoutFeature.view(layout: layout, offset: s.offset, barBottom: barBottom,
                                                    topBar: config.tuning.topBarHeight, viewportWidth: viewportWidth,
                                                    viewportHeight: viewportHeight, content: content, metrics: metrics,
                                                    language: language, epoch: config.epoch)
        presenter.frame.tabs = tabsView()
        presenter.frame.banner = bannerState()
        presenter.frame.language = language
        presenter.frame.haptics = hapticFeature.setting
        presenter.frame.isAtRest = isAtRest(at: time, indicatorShows: presenter.frame.indicator != nil)
    }

    /// The rows of `layout` in view at `offset`, appended to `rows`: the
    /// first found with one prefix sum, then row by row (the frame's, and a tab beside it).
    static func appendRows(of layout: ListLayout, offset: Double, viewportHeight: Double, to rows: inout [VisibleRow]) {
        guard layout.count > 0 else { return }
        var i = layout.rowIndex(at: max(offset, 0))
        var top = layout.rowTop(i)
        while i < layout.count {
            let y = top - offset
            if y >= viewportHeight { break }
            if let row = layout.layout(at: i), y + row.height > 0 { rows.append(VisibleRow(index: i, y: y, layout: row)) }
            top += layout.heights[i]
            i += 1
        }
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

    /// The bar's frame: its view, and its bottom as the frame's top bar (what the rows, the
    /// header and the overlays lie under).
    mutating func updateBarView() {
        presenter.frame.bar = barFeature.view(pulled: barPulled, controlSpace: barControlSpace, at: time)
        if barFeature.settings.kind != .plain { presenter.frame.bar.text = language.barTitle }
        presenter.frame.topBarHeight = presenter.frame.bar.bottom
    }

    // MARK: Where the parts are

    /// Points the header is pulled: the content past its resting edge (under the top bar),
    /// or, for a control that keeps the content still, the pull it measures from the finger.
    var pulledDistance: Double {
        headerFeature.control.movesContent ? barHeaderPull(-config.tuning.topBarHeight - scroller.offset) : headerFeature.controlDrag?.pull ?? 0
    }

    /// The list's visible height, under the bar: what RefreshIndicator measures a drag against.
    var listExtent: Double { max(viewportHeight - config.tuning.topBarHeight, 1) }

    /// The floor is open or opening: the list's top inset is the whole list's height.
    var floorHoldsList: Bool { headerFeature.machine.state == .twoLevel || headerFeature.machine.state == .twoLevelOpening }

    /// The row's top in window points (it sits at the top of the content), nil without one.
    /// With tabs it is the first tab's.
    var carouselTop: Double? { carouselFeature.row == nil || tabsFeature.index != 0 ? nil : -scroller.offset }

    /// The list is dragged: held, and not by a press on the row whose axis is undecided.
    ///
    /// Rule (MJRefresh arms its header only while the scroll view `isDragging`): until the
    /// gesture is the list's, the header and footer see the list as let go, so a press on the
    /// row that catches a bounce past the threshold arms nothing.
    var listIsDragged: Bool {
        scroller.phase == .tracking && carouselFeature.axisLock == nil && (tabsFeature.lock == nil || tabsFeature.lock?.axis == .vertical)
    }

    /// Whether (x, y) in window points is on the row and below the bar.
    func carouselContains(x: Double, y: Double) -> Bool {
        guard let top = carouselTop, x.isFinite, y.isFinite else { return false }
        return y >= max(top, barBottom) && y < top + layout.band && x >= 0 && x < viewportWidth
    }

    /// The footer is under the rows: there are posts, and the shape has a footer (a chat's
    /// header loads its older messages; an empty list hides it, as MJRefresh's over no data).
    var footerShows: Bool { shape.hasFooter && layout.postCount > 0 }

    /// Content y of the footer's top (FooterFeature.top).
    var footerTop: Double {
        footerFeature.top(contentHeight: layout.contentHeight, viewportHeight: viewportHeight,
                          topBar: config.tuning.topBarHeight)
    }

    /// How much of the footer shows, in footer heights (FooterFeature.visibility).
    var footerVisibility: Double {
        guard footerShows else { return 0 }
        return footerFeature.visibility(offset: scroller.offset, minOffset: scroller.minOffset, top: footerTop,
                                        contentHeight: layout.contentHeight, viewportHeight: viewportHeight)
    }

    /// The content is shorter than the view (MJRefresh: insetTop + contentHeight <= height):
    /// an input of the footer's every call, as whether the header loads is (neither
    /// refresher may start while the other loads; docs/refresh.md).
    var contentIsShort: Bool {
        FooterRefresher.contentIsShort(leadingInset: scroller.leadingInset, contentHeight: layout.contentHeight,
                                       viewportHeight: viewportHeight)
    }

    /// The bottom inset the footer needs (FooterFeature.inset).
    var footerInset: Double {
        guard footerShows else { return 0 }
        return footerFeature.inset(top: footerTop, contentHeight: layout.contentHeight)
    }

    /// Window y falls on the footer.
    func footerContains(y: Double) -> Bool {
        let top = footerTop - scroller.offset
        return y >= top && y < top + footerFeature.refresher.settings.height
    }

    /// The content's distance below its resting edge under the open bar (> 0 pulled past it).
    ///
    /// With tabs the bar's part is NestedScroll's (its `outer`), the list past its top pulled.
    var barPulled: Double {
        let c = barFeature.restInset + scroller.offset
        guard tabsFeature.isOn, c > 0 else { return -c }
        return -min(tabsFeature.nested.outer, c)
    }

    /// The pull the header sees of the content's displacement `raw`: what a stretching
    /// sliver leaves of it, and nothing while a collapsing bar's gesture may not refresh.
    func barHeaderPull(_ raw: Double) -> Double {
        barFeature.headerPull(raw, headerBusy: headerFeature.machine.isBusy)
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

    // MARK: The list for another screen

    // The phone preview: the rows laid out, as scrolling past them would, a few a frame
    // (`layOutForSnapshot`), then a `ListSnapshot` of them. Laying a row out measures its text
    // (a fraction of a millisecond each), so the host spreads the work over frames and keeps
    // the older rows it has laid out (`olderRow`) while the `layoutKey` holds.

    /// What the snapshot depends on: the rows (count and ends), the width, the language, the
    /// carousel and the fonts (through the estimated height).
    public var snapshotKey: ListSnapshotKey {
        if let first = firstTabList { return first.snapshotKey }
        return ListSnapshotKey(count: layout.count, first: layout.ids.first, last: layout.ids.last, layoutKey: layoutKey,
                        band: layout.band, cards: carouselFeature.row?.cards.count ?? 0)
    }

    /// What a row's layout depends on besides its id: the width, the language, the fonts.
    public var layoutKey: RowLayoutKey {
        RowLayoutKey(width: layout.width, language: language, estimated: layout.estimatedHeight)
    }

    /// Lays out at most `budget` of the rows 0..<limit not laid out yet; returns the budget left
    /// (0 and rows left: call again next frame). Rows above the anchor that change height move
    /// the offset by as much (as layOutRowsInView), so nothing on screen moves.
    public mutating func layOutForSnapshot(limit: Int, budget: Int) -> (done: Bool, budget: Int) {
        if tabsFeature.isOn, tabsFeature.index != 0 {
            var result = (done: true, budget: budget)
            onFirstTab { result = $0.layOutForSnapshot(limit: limit, budget: budget) }
            return result
        }
        let n = min(max(limit, 0), layout.count)
        let anchorY = max(scroller.offset + scroller.leadingInset, 0)
        let anchor = layout.rowIndex(at: anchorY)
        var shift = 0.0, left = max(budget, 0), i = 0
        while i < n, left > 0 {
            if !layout.isLaidOut(i) {
                let delta = layout.ensureLaidOut(i, content: content, metrics: metrics, now: config.epoch)
                if i < anchor { shift += delta }
                left -= 1
            }
            i += 1
        }
        while i < n, layout.isLaidOut(i) { i += 1 }
        if left < budget {
            if shift != 0 && anchorY > 0 { shiftUnseen(by: shift) }
            scroller.setGeometry(viewportExtent: viewportHeight, contentExtent: layout.contentHeight, at: time)
            syncFooterInset(at: time)
        }
        return (i >= n, left)
    }

    /// The ids of up to `count` rows the footer's loads would bring next: below the last, down to
    /// the feed's oldest (FeedService).
    public func olderIds(_ count: Int) -> [Int] {
        if let first = firstTabList { return first.olderIds(count) }
        // A chat has no footer: its older messages come from its header, above.
        guard shape.hasFooter, let last = layout.lastPostId, count > 0 else { return [] }
        let lowest = max(last - count, paging.service.oldestId)
        let posts = lowest < last ? Array(stride(from: last - 1, through: lowest, by: -1)) : []
        // Sections: a header before each new day's first post, as the footer's load adds them.
        guard shape.hasSections, let lastPost = layout.lastPostId else { return posts }
        return ShapedList.sectioned(posts, content: content, after: content.day(id: lastPost))
    }

    /// Row `id` laid out as the list would lay it out now (not added to the list): a post, or a
    /// section's header (a negative id).
    public func olderRow(_ id: Int) -> RowLayout {
        if let first = firstTabList { return first.olderRow(id) }
        if RowLayout.isSectionId(id) {
            let today = FeedContent.day(of: config.epoch, utcOffset: content.utcOffset)
            return RowLayout.section(id: id, title: language.dayTitle(-id, today: today), width: layout.width,
                                     style: layout.style, metrics: metrics)
        }
        return RowLayout.make(item: content.item(id: id), width: layout.width, style: layout.style, metrics: metrics,
                              now: config.epoch, language: language)
    }

    /// The first `limit` rows (those laid out from the top) and `older` after them, the cards and
    /// the geometry. Rule: band + the held rows' heights = contentHeight.
    public func snapshot(limit: Int, older: [RowLayout]) -> ListSnapshot {
        if let first = firstTabList { return first.snapshot(limit: limit, older: older) }
        let n = min(max(limit, 0), layout.count)
        var rows = [RowLayout]()
        rows.reserveCapacity(n + older.count)
        for i in 0..<n {
            guard layout.isLaidOut(i), let row = layout.layout(at: i) else { break }
            rows.append(row)
        }
        let held = rows.count
        // Older rows follow only the list's last row: after a cut they would lie between.
        if held == layout.count { rows += older }
        var cards = [CarouselCard](), more = [CarouselCard]()
        let shown = carouselFeature.row?.cards ?? []
        // The trailer's loads bring the ids below the last card, down to the row's oldest (1).
        let next = carouselFeature.row == nil ? [] : Array(stride(from: (shown.last ?? Carousel.totalCards + 1) - 1, through: 1, by: -1))
        for (i, id) in (shown + next).enumerated() {
            var card = CarouselFeature.cardLook(content.item(id: id), metrics: metrics)
            card.index = i
            card.x = Carousel.inset + Double(i) * (Carousel.cardWidth + Carousel.gap)
            if i < shown.count { cards.append(card) } else { more.append(card) }
        }
        return ListSnapshot(rows: rows, held: held, pageSize: max(paging.service.settings.pageSize, 1),
                            end: held == layout.count && (rows.last?.id ?? .min) <= paging.service.oldestId, band: layout.band,
                            cards: cards, cardWidth: Carousel.cardWidth, cardHeight: Carousel.cardHeight, cardGap: Carousel.gap,
                            cardInset: Carousel.inset, cardPadding: Carousel.padding, moreCards: more, cardPage: Carousel.pageSize,
                            trailerWidth: carouselFeature.row?.trailer.settings.width ?? 60, style: layout.style,
                            authorLine: metrics.lineHeight(.author), bodyLine: metrics.lineHeight(.body),
                            footerHeight: footerFeature.refresher.settings.height,
                            contentHeight: layout.band + layout.heights.top(of: held), shape: shape,
                            sectionHeight: RowLayout.sectionHeight(metrics: metrics), emptyTitle: language.emptyTitle,
                            emptyHint: language.emptyHint, footerShows: footerShows,
                            newMessages: [PluralCategory.one, .few, .many, .other].map(language.newMessagesForms.template),
                            pluralRule: language.pluralRule, tabTitles: shape.hasTabs ? language.tabTitles : [])
    }
}
