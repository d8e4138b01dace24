import CSDL2
import RefreshEngine
import RefreshDemoModel

/// The list layouts' parts (`list.layout`), drawn where the engine put them: a section's header
/// row, the section pinned under the bar, the empty list's state and the chat's pill.
extension ListRenderer {
    /// A section's header row's content: its title on the grouped background, from its top-left.
    func drawSectionContent(_ l: RowLayout, style: RowStyle, width: Double) {
        canvas.fill(x: 0, y: 0, width: width, height: l.height, palette.background)
        if let t = texts.texture(l.author, .author, palette.secondaryText) {
            canvas.text(t, x: style.paddingX, y: (l.height - canvas.height(of: t)) / 2)
        }
    }

    /// The pinned section under the bar (over the rows, under the bar and the banner).
    func drawStickyHeader(_ s: StickyHeaderView, frame: WorkbenchFrame) {
        let top = frame.list.topBarHeight
        guard s.y + s.height > top, s.y < frame.list.height else { return }
        canvas.clip(x: 0, y: top, width: frame.list.width, height: max(frame.list.height - top, 0))
        canvas.fill(x: 0, y: s.y, width: frame.list.width, height: s.height, palette.background)
        if let t = texts.texture(s.title, .author, palette.secondaryText) {
            canvas.text(t, x: frame.list.style.paddingX, y: s.y + (s.height - canvas.height(of: t)) / 2)
        }
        for i in 0..<palette.separatorPixels {
            canvas.hairline(x: 0, y: s.y + s.height - Double(i + 1) / canvas.scale, width: frame.list.width, palette.separator)
        }
        canvas.clip(nil)
    }

    /// The empty list's two lines, centred on the engine's centre line, under the bar.
    func drawEmptyState(_ e: EmptyStateView, frame: WorkbenchFrame) {
        let top = frame.list.topBarHeight
        guard frame.list.height > top else { return }
        canvas.clip(x: 0, y: top, width: frame.list.width, height: frame.list.height - top)
        let title = texts.texture(e.title, .headerTitle, palette.text)
        let hint = texts.texture(e.hint, .meta, palette.secondaryText)
        let gap = 6.0
        let total = (title.map { canvas.height(of: $0) } ?? 0) + gap + (hint.map { canvas.height(of: $0) } ?? 0)
        var y = e.centerY - total / 2
        if let t = title {
            canvas.text(t, x: (frame.list.width - canvas.width(of: t)) / 2, y: y)
            y += canvas.height(of: t) + gap
        }
        if let t = hint { canvas.text(t, x: (frame.list.width - canvas.width(of: t)) / 2, y: y) }
        canvas.clip(nil)
    }

    /// The chat's "N new messages" pill at the engine's rectangle (its text centred in it).
    func drawPill(_ p: PillView) {
        canvas.roundedRect(x: p.x, y: p.y, width: p.width, height: p.height, radius: p.height / 2, palette.accentButton)
        if let t = texts.texture(p.text, .meta, palette.onFill) {
            canvas.text(t, x: p.x + (p.width - canvas.width(of: t)) / 2, y: p.y + (p.height - canvas.height(of: t)) / 2)
        }
    }
}
