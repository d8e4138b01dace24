import CSDL2
import RefreshEngine
import RefreshDemoModel

/// Draws a WorkbenchFrame exactly as given: rows at their y, the top bar, the indicator.
/// It decides nothing about scrolling; it only turns the engine's value into pixels.
final class ListRenderer {
    let canvas: Canvas
    let texts: TextCache
    /// The list's type, at the desktop's text size (`use(typography:)` changes it).
    private(set) var typography: Typography
    let refreshers: RefresherRenderer
    let panel: PanelRenderer
    let backdrop: BarBackdrop
    let art: ArtRenderer
    let rows: RowCache
    let cards: CardCache
    /// Off: every row is drawn in place (tests compare the two; the pixels are the same).
    var usesRowCache = true
    /// The appearance drawn last, and its colours (Appearance+Drawing).
    var appearance = Appearance.light
    var palette: Palette = .light

    /// `shelf`: where the panel's type at each text size comes from (the window's own, so a
    /// switch of the text size finds the type already made).
    init(canvas: Canvas, typography: Typography, assets: Assets, shelf: TypographyShelf? = nil) throws {
        self.canvas = canvas
        self.typography = typography
        texts = TextCache(renderer: canvas.handle, typography: typography)
        panel = PanelRenderer(canvas: canvas, texts: texts, shelf: shelf ?? TypographyShelf(assets: assets))
        backdrop = BarBackdrop(canvas: canvas)
        refreshers = try RefresherRenderer(canvas: canvas, texts: texts, typography: typography,
                                    frames: HeaderFrames(renderer: canvas.handle, assets: assets))
        art = ArtRenderer(canvas: canvas, refreshers: refreshers)
        rows = RowCache(canvas: canvas)
        cards = CardCache(canvas: canvas)
    }

    /// Draws the frame; `hud` is the host's timing text when the HUD is on, `badge` the
    /// host's time scale when it is not 1 (pause, slow motion).
    func draw(_ frame: WorkbenchFrame, hud: String? = nil, badge: String? = nil) {
        if frame.overlays.appearance != appearance { use(frame.overlays.appearance) }
        texts.beginFrame()
        panel.beginFrame()
        art.beginFrame()
        rows.beginFrame()
        cards.beginFrame()
        canvas.clear(palette.background)
        if let tabs = frame.list.tabs, tabs.shownX != 0 {
            // The shown tab's list moves across with the pager, the tab beside it next to it.
            canvas.translated(pixelsX: canvas.px(tabs.shownX)) { drawList(frame) }
            canvas.translated(pixelsX: canvas.px(tabs.besideX)) {
                for row in tabs.beside { drawRow(row, style: frame.list.style, width: frame.list.width) }
            }
        } else {
            drawList(frame)
        }
        drawTopBar(frame)
        panel.draw(frame, hud: hud)
        if let badge {
            // Under the HUD's box when that shows at the top of the list, else right under the bar.
            let box = panel.hudBox(hud, frame: frame)
            let below = box.map { $0.y <= frame.list.topBarHeight + 8 ? $0.height + 4 : 0 } ?? 0
            drawBadge(badge, frame: frame, y: frame.list.topBarHeight + 8 + below)
        }
        if frame.overlays.showsHelp, let help = frame.overlays.help {
            drawHelp(help, scroll: frame.overlays.helpScroll, width: frame.list.width, height: frame.list.height)
        }
        if let prompt = frame.overlays.quitPrompt { drawQuitPrompt(prompt, frame: frame) }
    }

    /// The list under the bar: its rows, header, footer, parts, indicator and banner.
    private func drawList(_ frame: WorkbenchFrame) {
        let style = frame.list.style
        if !frame.list.header.overContent { drawHeader(frame) }
        if let ticks = frame.list.header.ticks {
            // Behind the content, in the gap it leaves under the bar (the sliver paints first).
            let top = frame.list.topBarHeight, bottom = min(frame.list.height, ticks.clipBottom)
            if bottom > top {
                canvas.clip(x: 0, y: top, width: frame.list.width, height: bottom - top)
                refreshers.drawActivityTicks(ticks, centerX: frame.list.header.circleCenterX)
                canvas.clip(nil)
            }
        }
        var tallest: Int32 = 0
        for row in frame.list.rows { tallest = max(tallest, canvas.px(row.y + row.layout.height) - canvas.px(row.y)) }
        for row in frame.list.rows {
            drawRow(row, style: style, width: frame.list.width, tallest: tallest)
        }
        if let c = frame.list.carousel, c.top + c.height > 0, c.top < frame.list.height { drawCarousel(c, width: frame.list.width) }
        // Read once, directly: a key path through the frame per read costs more than the drawing.
        let parts = frame.list.layoutParts
        if let e = parts.empty { drawEmptyState(e, frame: frame) }
        if let s = parts.sticky { drawStickyHeader(s, frame: frame) }
        if frame.list.header.overContent { drawHeader(frame) }
        drawHapticPulse(frame)
        if let circle = frame.list.header.circle {
            // Over the list (drawn last, as SwipeRefreshLayout draws it), under the bar.
            canvas.clip(x: 0, y: frame.list.topBarHeight, width: frame.list.width, height: frame.list.height - frame.list.topBarHeight)
            refreshers.drawSwipeCircle(circle, centerX: frame.list.header.circleCenterX)
            canvas.clip(nil)
        }
        if let floor = frame.list.floor { drawFloor(floor, frame: frame) }
        if let a = frame.list.art.footer, art.footer != nil {
            art.drawFooter(frame.list.footer, a, settings: frame.list.art.settings, width: frame.list.width, viewportHeight: frame.list.height)
        } else {
            refreshers.drawFooter(frame.list.footer, width: frame.list.width, viewportHeight: frame.list.height)
        }
        if let p = parts.pill { drawPill(p) }
        drawGhostEdge(frame)
        // The indicator belongs to the content; the banner and the bar sit above it.
        if let ind = frame.list.indicator {
            canvas.capsule(x: ind.x, y: ind.y, width: ind.width, height: ind.height, palette.indicator,
                           alpha: ind.alpha)
        }
        if let banner = frame.list.banner { refreshers.drawBanner(banner, width: frame.list.width) }
    }

    /// The header (its style's drawing or the user's art) where its control puts it: only
    /// in the band its control gives, and never through the bar.
    private func drawHeader(_ frame: WorkbenchFrame) {
        let h = frame.list.header
        let top = max(frame.list.topBarHeight, h.clipTop), bottom = min(frame.list.height, h.clipBottom)
        guard bottom > top else { return }
        canvas.clip(x: 0, y: top, width: frame.list.width, height: bottom - top)
        if h.overContent {
            // Over the rows: the header's own ground, or the rows would show through it.
            canvas.fill(x: 0, y: h.y, width: frame.list.width, height: h.height, palette.background)
        }
        if let a = frame.list.art.header, art.header != nil {
            art.drawHeader(h, a, settings: frame.list.art.settings, width: frame.list.width)
        } else {
            refreshers.draw(h, width: frame.list.width)
        }
        canvas.clip(nil)
    }

    /// The header's haptic pulse on its control: the circle, the ticks or the header's
    /// indicator, under the bar.
    private func drawHapticPulse(_ frame: WorkbenchFrame) {
        let h = frame.list.header
        guard h.hapticPulse > 0 else { return }
        let (x, y): (Double, Double)
        if let c = h.circle { (x, y) = (h.circleCenterX, c.top + c.diameter / 2) }
        else if let k = h.ticks { (x, y) = (h.circleCenterX, k.top + k.radius) }
        else { (x, y) = (h.indicatorX, h.y + h.height / 2) }
        canvas.clip(x: 0, y: frame.list.topBarHeight, width: frame.list.width, height: max(frame.list.height - frame.list.topBarHeight, 0))
        refreshers.drawHapticPulse(h.hapticPulse, centerX: x, centerY: y)
        canvas.clip(nil)
    }

    /// The other tuning slot's run: a faint line where its content's top edge was at this
    /// moment of the gesture, tagged with the slot's letter.
    private func drawGhostEdge(_ frame: WorkbenchFrame) {
        if let g = frame.overlays.workbench.ghostEdgeX, g.x >= 0, g.x < frame.list.width {
            // A carousel gesture: the other run's leading edge of the cards, across the row.
            let top = max(g.top, frame.list.topBarHeight), bottom = min(g.top + g.height, frame.list.height)
            if bottom > top { canvas.fill(x: g.x - 1, y: top, width: 2, height: bottom - top, palette.ghost) }
            if let t = texts.texture(TuningSlots.name(1 - frame.overlays.workbench.slot), .meta, palette.onFill), bottom - top > 18 {
                canvas.roundedRect(x: g.x - 10, y: top + 4, width: 20, height: 18, radius: 9, palette.ghost)
                canvas.text(t, x: g.x - canvas.width(of: t) / 2, y: top + 13 - canvas.height(of: t) / 2)
            }
        }
        guard let y = frame.overlays.workbench.ghostEdgeY, y >= frame.list.topBarHeight, y < frame.list.height else { return }
        let c = palette.ghost
        canvas.fill(x: 0, y: y - 1, width: frame.list.width, height: 2, c)
        if let t = texts.texture(TuningSlots.name(1 - frame.overlays.workbench.slot), .meta, palette.onFill) {
            // A 20 x 18 pill at 1x, as large as its letter needs at a larger text size.
            let w = max(20, canvas.width(of: t) + 8), h = max(18, canvas.height(of: t))
            canvas.roundedRect(x: frame.list.width - 6 - w, y: y - h / 2, width: w, height: h, radius: h / 2, c)
            canvas.text(t, x: frame.list.width - 6 - w / 2 - canvas.width(of: t) / 2, y: y - canvas.height(of: t) / 2)
        }
    }

    /// A pill under the bar's right end: time is not running at normal speed.
    private func drawBadge(_ text: String, frame: WorkbenchFrame, y: Double) {
        guard let t = texts.texture(text, .banner, palette.onFill) else { return }
        let w = canvas.width(of: t) + 20, h = canvas.height(of: t) + 8
        let x = frame.list.width - w - 10
        canvas.roundedRect(x: x, y: y, width: w, height: h, radius: h / 2, palette.badge)
        canvas.text(t, x: x + 10, y: y + 4)
    }

    /// A dimmed window with the key list on a panel, laid out by the workbench
    /// (HelpLayout), scrolled up by `scroll` when it does not fit.
    private func drawHelp(_ layout: HelpLayout, scroll: Double, width: Double, height: Double) {
        canvas.shade(x: 0, y: 0, width: width, height: height, palette.helpShade)
        let line = layout.lineHeight
        let x = (width - layout.panelWidth) / 2
        var y = layout.top(height: height) - scroll
        canvas.roundedRect(x: x, y: y, width: layout.panelWidth, height: layout.panelHeight, radius: 12, palette.row)
        y += 8
        if let t = texts.texture(layout.language.interface.helpTitle, .headerTitle, palette.text) {
            canvas.text(t, x: x + 12, y: y)
        }
        y += line * 1.5
        for row in layout.rows {
            // Rows wholly outside the window are not drawn (no texture is made for them).
            let lines = Double(max(row.keys.count, row.actions.count, 1))
            if y + lines * line < 0 || y > height {
                y += lines * line
                continue
            }
            var ky = y, ay = y
            for k in row.keys {
                if let t = texts.texture(k, .headerTitle, palette.text) { canvas.text(t, x: x + 12, y: ky) }
                ky += line
            }
            for a in row.actions {
                if let t = texts.texture(a, .meta, palette.secondaryText) {
                    canvas.text(t, x: x + 12 + layout.keyWidth + 12, y: ay + 1)
                }
                ay += line
            }
            y = max(ky, ay, y + line)
        }
        if let note = layout.note, let n = texts.texture(note, .meta, palette.secondaryText) {
            canvas.text(n, x: x + 12, y: y + 1)
        }
    }

    /// A row: from the row cache on the output, drawn in place into the bar's backdrop (or
    /// without render targets). Both draw it at its own origin, a whole pixel row: the
    /// cached copy and the row drawn in place are the same pixels.
    private func drawRow(_ row: VisibleRow, style: RowStyle, width: Double, tallest: Int32 = 0) {
        let l = row.layout
        let top = canvas.px(row.y), bottom = canvas.px(row.y + l.height), right = canvas.px(width)
        guard bottom > top, right > 0 else { return }
        // A local function and closure literals passed on without escaping: nothing is allocated.
        func content(height: Int32) {
            canvas.fillPixels(SDL_Rect(x: 0, y: 0, w: right, h: height), palette.row)
            drawRowContent(l, style: style, width: width)
        }
        // Into the cache one pixel row more: the same row at another fraction of a pixel can
        // span one more pixel row, copied from the texture.
        if canvas.inTarget || !usesRowCache
            || !rows.copy(l, width: right, height: bottom - top, tallest: tallest, top: top, draw: { content(height: bottom - top + 1) }) {
            canvas.translated(pixelsY: top) { content(height: bottom - top) }
        }
        // The separator is the row's last pixel row, after the content as in the cache.
        let left = canvas.px(style.textLeft)
        let line = palette.separatorPixels
        canvas.fillPixels(SDL_Rect(x: left, y: bottom - line, w: right - left, h: line), palette.separator)
    }

    /// What a row shows, in points from its top-left corner.
    private func drawRowContent(_ l: RowLayout, style: RowStyle, width: Double) {
        if l.isSection { return drawSectionContent(l, style: style, width: width) }
        let avatarCenterX = style.paddingX + style.avatarSize / 2
        let avatarCenterY = style.paddingY + style.avatarSize / 2
        canvas.circle(centerX: avatarCenterX, centerY: avatarCenterY, diameter: style.avatarSize,
                      palette.avatars[l.avatarColor % palette.avatars.count])
        if let t = texts.texture(l.initial, .title, palette.onFill) {
            canvas.text(t, x: avatarCenterX - canvas.width(of: t) / 2, y: avatarCenterY - canvas.height(of: t) / 2)
        }
        var textY = style.paddingY
        if let t = texts.texture(l.author, .author, palette.text) {
            canvas.text(t, x: style.textLeft, y: textY)
        }
        if let t = texts.texture(l.time, .meta, palette.secondaryText) {
            canvas.text(t, x: width - style.paddingX - canvas.width(of: t), y: textY + 1)
        }
        textY += typography.lineHeight(.author) + style.authorGap
        let bodyLine = typography.lineHeight(.body)
        for line in l.bodyLines {
            if let t = texts.texture(line, .body, palette.text) {
                canvas.text(t, x: style.textLeft, y: textY)
            }
            textY += bodyLine
        }
    }

    private func drawTopBar(_ frame: WorkbenchFrame) {
        let h = frame.list.topBarHeight
        guard h > 0 else { return }
        // UIKit's bars are frosted; Material's (AppBarLayout, SliverAppBar) are an opaque surface.
        let frosted = frame.list.bar.kind == .plain || frame.list.bar.kind == .largeTitle
        // The tabs' strip is an opaque band at the bar's bottom (TabLayout on AppBarLayout's surface):
        // only the bar above it is frosted, so the blur costs what the bar alone costs.
        let strip = min(frame.list.tabs?.height ?? 0, h)
        let frostedHeight = h - strip
        // What lies under the bar, blurred: the rows and the banner sliding out from behind it.
        let drawn = frosted && frostedHeight > 0 && backdrop.draw(width: frame.list.width, height: frostedHeight, tint: palette.bar) {
            for row in frame.list.rows where row.y < h { drawRow(row, style: frame.list.style, width: frame.list.width) }
            if let s = frame.list.layoutParts.sticky, s.y < h { drawStickyHeader(s, frame: frame) }
            if let c = frame.list.carousel, c.top < h, c.top + c.height > 0 { drawCarousel(c, width: frame.list.width) }
            if let banner = frame.list.banner, banner.y < h { refreshers.drawBanner(banner, width: frame.list.width) }
        }
        if !drawn {
            var surface = palette.bar
            if !frosted { surface.a = 255 }
            canvas.fill(x: 0, y: 0, width: frame.list.width, height: frostedHeight, surface)
        }
        if strip > 0 {
            var surface = palette.bar
            surface.a = 255
            canvas.fill(x: 0, y: frostedHeight, width: frame.list.width, height: strip, surface)
        }
        // High contrast: as thick as the rows' separators.
        for i in 0..<palette.separatorPixels {
            canvas.hairline(x: 0, y: h + Double(i) / canvas.scale, width: frame.list.width, palette.barLine)
        }
        if let tabs = frame.list.tabs { drawTabStrip(tabs, width: frame.list.width) }
        if frame.list.bar.kind != .plain {
            drawBarTitles(frame.list.bar, width: frame.list.width)
        } else if let t = texts.texture(frame.list.title, .title, palette.text) {
            // Centred in the 44-pt bar under a 20-pt status area, as on iOS (above the tabs' strip).
            let strip = frame.list.tabs?.height ?? 0
            let barTop = max(h - strip - 44, 0)
            canvas.text(t, x: (frame.list.width - canvas.width(of: t)) / 2,
                        y: barTop + (min(h - strip, 44) - canvas.height(of: t)) / 2)
        }
    }
}

extension ListRenderer {
    /// Draws the list in `t` from the next draw on (the desktop's text size changed): the
    /// rows and texts made in the old type are dropped; the panel takes its type at the new
    /// size from the shelf when it next draws.
    func use(typography t: Typography) {
        guard t !== typography else { return }
        typography = t
        texts.use(t)
        refreshers.typography = t
        rows.removeAll()
    }
}
