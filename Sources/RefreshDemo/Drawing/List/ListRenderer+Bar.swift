import RefreshEngine

/// The app bar's titles (`list.bar`): UIKit's small title centred in the 44-pt bar, and the
/// large, collapsing or flexible-space title where the engine puts it, at its scale and
/// opacity, clipped to the bar under the part it scrolls beneath.
extension ListRenderer {
    func drawBarTitles(_ bar: BarView, width: Double) {
        guard !bar.text.isEmpty else { return }
        if bar.smallTitleOpacity > 0, let t = texts.texture(bar.text, .title, palette.text) {
            let top = bar.statusHeight
            canvas.text(t, x: (width - canvas.width(of: t)) / 2,
                        y: top + (min(bar.height, BarSettings.navBarHeight) - canvas.height(of: t)) / 2,
                        alpha: bar.smallTitleOpacity)
        }
        guard let title = bar.title, title.opacity > 0, bar.bottom > title.clipTop,
              let t = texts.texture(bar.text, .largeTitle, palette.text) else { return }
        // Rasterized once at the large title's 34 pt; the others are that texture scaled.
        let scale = title.scale * title.size / 34
        let h = canvas.height(of: t) * scale
        canvas.clip(x: 0, y: title.clipTop, width: width, height: bar.bottom - title.clipTop)
        canvas.text(t, x: title.x, y: title.bottom - h, alpha: title.opacity, scale: scale)
        canvas.clip(nil)
    }
}
