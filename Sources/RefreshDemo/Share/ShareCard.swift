import CSDL2
import RefreshDemoModel

/// The phone preview's QR code in the tuning panel, in the room the layout keeps for it under
/// the Share button (PanelLayout.shareCard), scrolling with the right column (in one column,
/// under the panel's title): dark modules as squares on a light card with the standard quiet
/// zone of four modules, whatever the appearance (a phone's camera reads dark on light).
enum ShareCard {
    /// The card's side at most, pt.
    static let side = 132.0

    /// Draws `code` over the panel of `frame` (only while it is open), and `url` over it in
    /// lines that fit the card's width (cut between characters: a URL has no words).
    static func draw(_ code: QRMatrix, url: String, texts: TextCache, on canvas: Canvas, frame: WorkbenchFrame) {
        guard frame.panel.isOpen else { return }
        let p = frame.panel
        let cells = Double(code.size + 8)
        let module = max(2, (side / cells).rounded(.down))
        let card = cells * module, margin = 12.0
        var x0 = p.x + p.layout.width - card - margin, y0 = frame.list.height - card - margin
        if let room = p.layout.shareCard {
            // The column's end, in window points: the code at the room's bottom right, the URL over it,
            // under the panel's title only (the column scrolls under it).
            x0 = p.x + (room.x + room.width) * p.unit - card
            y0 = (room.y + room.height - p.sideScroll) * p.unit - card
            if p.layout.isOneColumn {
                let top = TuningPanel.listTop * p.unit
                canvas.clip(x: p.x, y: top, width: p.layout.width * p.unit, height: max(frame.list.height - top, 0))
            }
        }
        defer { if p.layout.shareCard != nil && p.layout.isOneColumn { canvas.clip(nil) } }
        canvas.fill(x: x0, y: y0, width: card, height: card, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        let dark = SDL_Color(r: 0, g: 0, b: 0, a: 255)
        let lines = urlLines(url, width: card - 2 * module, texts: texts)
        let lineHeight = texts.typography.lineHeight(.meta)
        let strip = Double(lines.count) * lineHeight + 2 * module
        canvas.fill(x: x0, y: y0 - strip, width: card, height: strip, SDL_Color(r: 255, g: 255, b: 255, a: 255))
        for (i, line) in lines.enumerated() {
            if let tex = texts.texture(line, .meta, dark) {
                canvas.text(tex, x: x0 + module, y: y0 - strip + module + Double(i) * lineHeight)
            }
        }
        for y in 0..<code.size {
            // One rectangle per run of dark modules on a row: fewer draw calls than one per module.
            var x = 0
            while x < code.size {
                guard code.isDark(x, y) else { x += 1; continue }
                var end = x
                while end < code.size, code.isDark(end, y) { end += 1 }
                canvas.fill(x: x0 + Double(x + 4) * module, y: y0 + Double(y + 4) * module,
                            width: Double(end - x) * module, height: module, dark)
                x = end
            }
        }
    }

    /// `url` in lines at most `width` points wide in the meta style (each at least one character).
    static func urlLines(_ url: String, width: Double, texts: TextCache) -> [String] {
        var lines: [String] = [], line = ""
        for c in url {
            if !line.isEmpty && texts.typography.width(of: Substring(line + String(c)), style: .meta) > width {
                lines.append(line)
                line = ""
            }
            line.append(c)
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
