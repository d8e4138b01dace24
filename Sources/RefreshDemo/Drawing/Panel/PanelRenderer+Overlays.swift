import CSDL2
import RefreshEngine
import RefreshDemoModel

/// The HUD and the toast: where OverlayPlacement puts them over the list, or in the panel.
extension PanelRenderer {
    /// The HUD's lines, split once per text and room, each cut with an ellipsis to `room`
    /// points: a narrow window shows the HUD inside it, not past its edge. Past `maxLines`
    /// (a large text in a short window) the last line shown says how many are left off
    /// ("… +3"; the panel's HUD, which scrolls, shows them all).
    func hudText(_ text: String, room: Double, maxLines: Int = .max, wraps: Bool = false) -> [String] {
        if text != hudSource || room != hudRoom || hudType !== typography || maxLines != hudMaxLines
            || wraps != hudWraps {
            hudSource = text
            hudRoom = room
            hudMaxLines = maxLines
            hudWraps = wraps
            hudType = typography
            let measure = { [typography] (s: Substring) in typography.width(of: s, style: .meta) }
            // In a narrow panel a line takes two (PanelLayout keeps room for them), its end cut only after that.
            var lines = text.split(separator: "\n").flatMap {
                wraps && measure($0) > room ? WordWrapper.wrap(String($0), width: room, maxLines: 2, measure: measure)
                    : [RefresherLayout.fitted(String($0), room: room, measure: measure)]
            }
            if lines.count > max(maxLines, 1) {
                let kept = max(maxLines, 1) - 1
                lines = Array(lines.prefix(kept)) + ["\u{2026} +\(lines.count - kept)"]
            }
            hudLines = lines
        }
        return hudLines
    }

    /// The most lines of the boxed HUD the list's height below the bar holds.
    func hudMaxLines(_ frame: WorkbenchFrame) -> Int {
        max(Int(((frame.list.height - frame.list.topBarHeight - 16) / typography.lineHeight(.meta)).rounded(.down)), 1)
    }

    /// The boxed HUD over the list: its box (the text inset 6 x 4) where it hides none of
    /// what is being tuned (OverlayPlacement); nil when none shows there.
    func hudBox(_ text: String?, frame: WorkbenchFrame) -> OverlayPlacement.Box? {
        guard let text, !frame.overlays.panel.isOpen else { return nil }
        useListType()
        let lines = hudText(text, room: max(frame.list.width - 16, 1), maxLines: hudMaxLines(frame))
        let widest = lines.reduce(0.0) { max($0, texts.texture($1, .meta, palette.onFill).map { canvas.width(of: $0) } ?? 0) }
        return OverlayPlacement.hud(width: widest + 12, height: Double(lines.count) * typography.lineHeight(.meta) + 8,
                                    in: frame.list)
    }

    func drawHUD(_ text: String, x: Double, y: Double, boxed: Bool, room: Double, maxLines: Int = .max) {
        let line = typography.lineHeight(.meta)
        let lines = hudText(text, room: room, maxLines: maxLines, wraps: !boxed).count
        var widest = 0.0
        let color = boxed ? palette.onFill : palette.text
        for l in hudLines { widest = max(widest, texts.texture(l, .meta, color).map { canvas.width(of: $0) } ?? 0) }
        if boxed {
            canvas.roundedRect(x: x - 6, y: y - 4, width: widest + 12, height: Double(lines) * line + 8, radius: 8,
                               palette.hudBox)
        }
        var yy = y
        for l in hudLines {
            if let t = texts.texture(l, .meta, color) { canvas.text(t, x: x, y: yy) }
            yy += line
        }
    }

    /// The toast: centred low over the list where it hides nothing being tuned (`anchor`
    /// nil: OverlayPlacement over `list`, clear of the HUD's box), or hanging under
    /// `anchor` kept inside `bounds` (beside a button).
    func drawMessage(_ m: MessageState, maxWidth: Double, anchor: (x: Double, y: Double)?,
                             bounds: (left: Double, right: Double), list: FrameState? = nil, hud: OverlayPlacement.Box? = nil) {
        if messageLines.text != m.text || messageLines.width != maxWidth || messageType !== typography {
            messageType = typography
            // Wrapped once per message: a long tuning-file error stays readable whole. Each
            // line of its own (why a pull cannot arm, under what the change says) wraps alone.
            messageLines = (m.text, maxWidth, m.text.split(separator: "\n").flatMap {
                WordWrapper.wrap(String($0), width: maxWidth, maxLines: 4) { typography.width(of: $0, style: .meta) }
            })
        }
        let line = typography.lineHeight(.meta)
        let widest = messageLines.lines.reduce(0.0) { max($0, typography.width(of: Substring($1), style: .meta)) }
        let boxHeight = Double(messageLines.lines.count) * line + 14
        // Above the footer's 44 pt, so a toast never hides what the footer says.
        let w = widest + 24
        let x = anchor.map { min(max($0.x - w / 2, bounds.left), bounds.right - w) } ?? (bounds.left + bounds.right - w) / 2
        let y = anchor?.y ?? list.map { OverlayPlacement.toastTop(height: boxHeight, in: $0, hud: hud) } ?? 0
        // A solid backing: nothing of the rows under it shows through its text.
        canvas.roundedRect(x: x, y: y, width: w, height: boxHeight, radius: 10,
                           m.isError ? palette.bannerError : palette.toast, alpha: m.alpha)
        var yy = y + 7
        for l in messageLines.lines {
            if let t = texts.texture(l, .meta, m.isError ? palette.onFill : palette.onToast) { canvas.text(t, x: x + 12, y: yy, alpha: m.alpha) }
            yy += line
        }
    }
}
