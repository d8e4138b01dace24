import CSDL2
import RefreshDemoModel
import RefreshEngine

/// The panel's marker rows: each art's group title, and per phase a picker that shows the
/// marker playing in it ("‹ spin loop ›"), ringed blue when it is not the default.
extension PanelRenderer {
    /// Width of the picker's arrows at each end; the name is fitted between them.
    static let markerArrowWidth = 18.0

    func drawMarkerRow(_ row: TuningPanel.Row, _ p: PanelViewState, _ language: Language, y: Double) {
        let x0 = p.x, words = language.markers
        switch row.kind {
        case .markerGroup(let place):
            if let t = texts.texture(words.title(of: place).uppercased(), .meta, palette.secondaryText) {
                canvas.text(t, x: x0 + 14, y: y + 8)
            }
        case .marker(let m):
            if p.selectedMarker == m {
                canvas.fill(x: x0, y: y, width: p.layout.sliderColumnWidth, height: row.height, palette.selection)
            }
            if let t = texts.texture(words.title(of: m.phase), .meta, palette.text) { canvas.text(t, x: x0 + 14, y: y + 4) }
            let choice = p.values.art[markers: m.place][m.phase]
            let changed = choice != .automatic
            let left = x0 + TuningPanel.trackLeft, width = p.layout.trackRight - TuningPanel.trackLeft
            let top = y + TuningPanel.trackOffset - 6, height = 17.0
            if changed { canvas.roundedRect(x: left - 2, y: top - 2, width: width + 4, height: height + 4, radius: 6, palette.accent) }
            canvas.roundedRect(x: left, y: top, width: width, height: height, radius: 5, palette.track)
            for (arrow, ax) in [("‹", left + 6), ("›", left + width - 6)] {
                if let t = texts.texture(arrow, .meta, palette.text) {
                    canvas.text(t, x: ax - canvas.width(of: t) / 2, y: top + (height - canvas.height(of: t)) / 2)
                }
            }
            let name = p.markers.shown(m, choice).map { "“\($0)”" } ?? words.none
            let room = width - 2 * Self.markerArrowWidth
            let fitted = RefresherLayout.fitted(name, room: room) { typography.width(of: $0, style: .meta) }
            if let t = texts.texture(fitted, .meta, changed ? palette.accentText : palette.text) {
                canvas.text(t, x: left + (width - canvas.width(of: t)) / 2, y: top + (height - canvas.height(of: t)) / 2)
            }
        default:
            break
        }
    }

    /// The selected marker row's name in files and the art's markers with their frames
    /// (the kept frames each covers), the one playing in the row marked: names and numbers only.
    func drawMarkerInfo(_ m: PanelMarkers.Row, _ p: PanelViewState, x: Double, y top: Double, height: Double) {
        var y = top
        if let title = texts.texture(ArtMarkerAssignment.key(m.place, m.phase), .headerTitle, palette.text) {
            canvas.text(title, x: x, y: y)
            y += canvas.height(of: title) + 2
        }
        let playing = p.markers.shown(m, p.values.art[markers: m.place][m.phase])
        for marker in p.markers.list[m.place] ?? [] where y < height - 16 {
            let r = marker.frames
            let line = "\(marker.name == playing ? "▸ " : "   ")“\(marker.name)” \(r.lowerBound)-\(r.upperBound - 1)"
            let fitted = RefresherLayout.fitted(line, room: Self.infoWidth(p.layout)) { typography.width(of: $0, style: .meta) }
            if let t = texts.texture(fitted, .meta, marker.name == playing ? palette.accentText : palette.secondaryText) {
                canvas.text(t, x: x, y: y)
            }
            y += typography.lineHeight(.meta)
        }
    }
}
