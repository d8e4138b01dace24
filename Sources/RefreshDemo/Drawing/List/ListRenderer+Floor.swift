import CSDL2
import RefreshEngine
import RefreshDemoModel

extension ListRenderer {
    /// The second floor's sky: from the bar down, the colours of a page the pull opened.
    static let floorTop = SDL_Color(r: 52, g: 120, b: 246, a: 255)
    static let floorBottom = SDL_Color(r: 147, g: 92, b: 232, a: 255)

    /// The second floor as the frame gives it, in the gap between the bar and the content it
    /// pushed down: the user's header art full size, or the built-in picture (a sky in bands,
    /// its title and how to close it), and its close button while it is open.
    func drawFloor(_ floor: SecondFloorView, frame: WorkbenchFrame) {
        guard floor.bottom > floor.top else { return }
        let full = frame.list.height - floor.top
        canvas.clip(x: 0, y: floor.top, width: frame.list.width, height: floor.bottom - floor.top)
        // The picture is laid out for the whole list and uncovered as the floor opens (it slides with the content).
        let y0 = floor.bottom - full
        let bands = 24
        for i in 0..<bands {
            let k = Double(i) / Double(bands - 1)
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - k) + Double(b) * k).rounded()) }
            let c = SDL_Color(r: mix(Self.floorTop.r, Self.floorBottom.r), g: mix(Self.floorTop.g, Self.floorBottom.g),
                              b: mix(Self.floorTop.b, Self.floorBottom.b), a: 255)
            canvas.fill(x: 0, y: y0 + full * Double(i) / Double(bands), width: frame.list.width, height: full / Double(bands) + 1, c)
        }
        if let a = floor.art, art.header != nil {
            art.drawFloor(a.frame, x: 16, y: y0 + 16, width: frame.list.width - 32, height: full - 32)
        } else {
            let room = frame.list.width - 40
            var y = y0 + full * 0.38
            for (text, style) in [(floor.texts.title, TextStyle.headerTitle), (floor.texts.hint, TextStyle.headerSubtitle)] {
                let line = RefresherLayout.fitted(text, room: room) { typography.width(of: $0, style: style) }
                if let t = texts.texture(line, style, palette.row) {
                    canvas.text(t, x: (frame.list.width - canvas.width(of: t)) / 2, y: y)
                    y += canvas.height(of: t) + 8
                }
            }
        }
        if floor.showsButton {
            let b = floor.button
            canvas.circle(centerX: b.x + b.width / 2, centerY: b.y + b.height / 2, diameter: b.width * 0.7, palette.row, alpha: 0.9)
            // The cross: two strokes through the button's centre.
            let cx = b.x + b.width / 2, cy = b.y + b.height / 2, r = b.width * 0.14
            canvas.stadium(from: (cx - r, cy - r), to: (cx + r, cy + r), width: 2.5, palette.text)
            canvas.stadium(from: (cx - r, cy + r), to: (cx + r, cy - r), width: 2.5, palette.text)
        }
        canvas.clip(nil)
    }
}
