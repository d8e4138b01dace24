import CSDL2
import RefreshEngine
import RefreshDemoModel

extension ListRenderer {
    /// The quit prompt over a dimmed window: its question, where Save writes, the keys,
    /// and its three buttons (Save filled), at QuitPrompt's geometry. Each line is cut to
    /// the box with an ellipsis, so a long path or a narrow window never spills out. Its
    /// insets grow with the text, as its box does (QuitPrompt, `unit`).
    func drawQuitPrompt(_ prompt: QuitPrompt, frame: WorkbenchFrame) {
        canvas.shade(x: 0, y: 0, width: frame.overlays.windowWidth, height: frame.list.height, palette.promptShade)
        let unit = frame.overlays.appearance.textScale
        let box = QuitPrompt.box(width: frame.list.width, height: frame.list.height, top: frame.list.topBarHeight, unit: unit)
        canvas.roundedRect(x: box.x, y: box.y, width: box.width, height: box.height, radius: 12, palette.row)
        let room = box.width - 28 * unit
        var y = box.y + 12 * unit
        // The question wraps to two lines (QuitPrompt's height has room for them; three at a
        // larger text, whose box the list may keep narrower than its size wants); the rest is cut.
        let question = WordWrapper.wrap(prompt.question, width: room, maxLines: QuitPrompt.questionLines(unit: unit)) {
            typography.width(of: $0, style: .headerTitle)
        }
        let lines = question.map { ($0, TextStyle.headerTitle, palette.text) }
            + [(prompt.detail, .meta, palette.secondaryText), (prompt.keys, .meta, palette.secondaryText)]
        for (text, style, color) in lines {
            let line = RefresherLayout.fitted(text, room: room) { typography.width(of: $0, style: style) }
            if let t = texts.texture(line, style, color) { canvas.text(t, x: box.x + 14 * unit, y: y) }
            y += typography.lineHeight(style) + 2
        }
        for (choice, label) in zip(QuitPrompt.Choice.allCases, prompt.labels) {
            let r = QuitPrompt.rect(of: choice, in: box)
            let filled = choice == .save
            canvas.roundedRect(x: r.x, y: r.y, width: r.width, height: r.height, radius: 8,
                               filled ? palette.accentButton : palette.track)
            let fitted = RefresherLayout.fitted(label, room: r.width - 8) { typography.width(of: $0, style: .meta) }
            if let t = texts.texture(fitted, .meta, filled ? palette.onFill : palette.text) {
                canvas.text(t, x: r.x + (r.width - canvas.width(of: t)) / 2, y: r.y + (r.height - canvas.height(of: t)) / 2)
            }
        }
    }
}
