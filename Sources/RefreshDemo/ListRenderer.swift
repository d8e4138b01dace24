import CSDL2
import RefreshEngine

/// Draws a FrameState exactly as given: rows at their y, the top bar, the indicator.
/// It decides nothing about scrolling; it only turns the engine's value into pixels.
final class ListRenderer {
    let canvas: Canvas
    let texts: TextCache
    let typography: Typography
    let refreshers: RefresherRenderer
    let panel: PanelRenderer
    let art: ArtRenderer

    init(canvas: Canvas, typography: Typography, assets: Assets) throws {
        self.canvas = canvas
        self.typography = typography
        texts = TextCache(renderer: canvas.handle, typography: typography)
        panel = PanelRenderer(canvas: canvas, texts: texts, typography: typography)
        art = ArtRenderer(canvas: canvas, texts: texts, typography: typography)
        refreshers = try RefresherRenderer(canvas: canvas, texts: texts, typography: typography,
                                    frames: HeaderFrames(renderer: canvas.handle, assets: assets))
    }

    /// Draws the frame; `hud` is the host's timing text when the HUD is on.
    func draw(_ frame: FrameState, hud: String? = nil) {
        texts.beginFrame()
        art.beginFrame()
        canvas.clear(Palette.background)
        let style = frame.style
        // The header shows only where it is revealed below the bar, never through it.
        canvas.clip(x: 0, y: frame.topBarHeight, width: frame.width, height: frame.height - frame.topBarHeight)
        if let a = frame.art.header, art.header != nil {
            art.drawHeader(frame.header, a, settings: frame.art.settings, width: frame.width)
        } else {
            refreshers.draw(frame.header, width: frame.width)
        }
        canvas.clip(nil)
        for row in frame.rows {
            drawRow(row, style: style, width: frame.width)
        }
        if let a = frame.art.footer, art.footer != nil {
            art.drawFooter(frame.footer, a, settings: frame.art.settings, width: frame.width, viewportHeight: frame.height)
        } else {
            refreshers.drawFooter(frame.footer, width: frame.width, viewportHeight: frame.height)
        }
        if let banner = frame.banner { refreshers.drawBanner(banner, width: frame.width) }
        drawTopBar(frame)
        if let ind = frame.indicator {
            canvas.capsule(x: ind.x, y: ind.y, width: ind.width, height: ind.height, Palette.indicator,
                           alpha: ind.alpha)
        }
        panel.draw(frame, hud: hud)
        if frame.showsHelp { drawHelp(width: frame.width, height: frame.height) }
    }

    /// A dimmed window with the key list on a panel.
    private func drawHelp(width: Double, height: Double) {
        canvas.fill(x: 0, y: 0, width: width, height: height, SDL_Color(r: 0, g: 0, b: 0, a: 140))
        let line = typography.lineHeight(.meta) + 4
        let panelHeight = Double(HelpOverlay.entries.count + 2) * line + 16
        let panelWidth = min(width - 16, 400)
        let x = (width - panelWidth) / 2
        var y = max((height - panelHeight) / 2, 8)
        canvas.fill(x: x, y: y, width: panelWidth, height: panelHeight, Palette.row)
        y += 8
        if let t = texts.texture(HelpOverlay.title, .headerTitle) {
            canvas.text(t, x: x + 12, y: y, Palette.text)
        }
        y += line * 1.5
        let keyWidth = HelpOverlay.entries.reduce(0.0) { w, e in
            max(w, texts.texture(e.key, .headerTitle).map { canvas.width(of: $0) } ?? 0)
        }
        for entry in HelpOverlay.entries {
            if let k = texts.texture(entry.key, .headerTitle) { canvas.text(k, x: x + 12, y: y, Palette.text) }
            if let a = texts.texture(entry.action, .meta) {
                canvas.text(a, x: x + 12 + keyWidth + 12, y: y + 1, Palette.secondaryText)
            }
            y += line
        }
    }

    private func drawRow(_ row: VisibleRow, style: RowStyle, width: Double) {
        let l = row.layout
        let y = row.y
        canvas.fill(x: 0, y: y, width: width, height: l.height, Palette.row)
        canvas.hairline(x: style.textLeft, y: y + l.height - 1 / canvas.scale, width: width - style.textLeft,
                        Palette.separator)
        let avatarCenterX = style.paddingX + style.avatarSize / 2
        let avatarCenterY = y + style.paddingY + style.avatarSize / 2
        canvas.circle(centerX: avatarCenterX, centerY: avatarCenterY, diameter: style.avatarSize,
                      Palette.avatars[l.avatarColor % Palette.avatars.count])
        if let t = texts.texture(l.initial, .title) {
            canvas.text(t, x: avatarCenterX - canvas.width(of: t) / 2, y: avatarCenterY - canvas.height(of: t) / 2,
                        Palette.row)
        }
        var textY = y + style.paddingY
        if let t = texts.texture(l.author, .author) {
            canvas.text(t, x: style.textLeft, y: textY, Palette.text)
        }
        if let t = texts.texture(l.time, .meta) {
            canvas.text(t, x: width - style.paddingX - canvas.width(of: t), y: textY + 1, Palette.secondaryText)
        }
        textY += typography.lineHeight(.author) + style.authorGap
        let bodyLine = typography.lineHeight(.body)
        for line in l.bodyLines {
            if let t = texts.texture(line, .body) {
                canvas.text(t, x: style.textLeft, y: textY, Palette.text)
            }
            textY += bodyLine
        }
    }

    private func drawTopBar(_ frame: FrameState) {
        let h = frame.topBarHeight
        guard h > 0 else { return }
        canvas.fill(x: 0, y: 0, width: frame.width, height: h, Palette.bar)
        canvas.hairline(x: 0, y: h, width: frame.width, Palette.barLine)
        if let t = texts.texture(frame.title, .title) {
            // Centred in the 44-pt bar under a 20-pt status area, as on iOS.
            let barTop = max(h - 44, 0)
            canvas.text(t, x: (frame.width - canvas.width(of: t)) / 2,
                        y: barTop + (min(h, 44) - canvas.height(of: t)) / 2, Palette.text)
        }
    }
}
