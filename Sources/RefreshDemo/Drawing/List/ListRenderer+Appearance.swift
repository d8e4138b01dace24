import CSDL2
import RefreshDemoModel

extension ListRenderer {
    /// Draws in `appearance` from the next draw on: every renderer takes its palette; the
    /// cached rows and texts in the old colours are dropped.
    ///
    /// Rule: a switch costs one frame of drawing rows anew and a dozen small masks, not a
    /// dropped frame; when the masks cannot be made, the old ones stay (the arrow and the
    /// spinner keep their old colour) rather than the frame failing.
    func use(_ appearance: Appearance) {
        self.appearance = appearance
        palette = Palette.for(appearance)
        panel.palette = palette
        backdrop.palette = palette
        try? refreshers.use(palette)
        rows.removeAll()
        cards.removeAll()
        texts.removeAll()
        panel.removeAllTexts()
    }
}
