import CSDL2
import Foundation
import RefreshEngine

extension ListRenderer {
    /// The carousel's row: its ground, the cards in view (from the card cache), the trailer
    /// past the last card, and the separator under the row, like a row's.
    func drawCarousel(_ c: CarouselView, width: Double) {
        let top = canvas.px(c.top), bottom = canvas.px(c.top + c.height), right = canvas.px(width)
        guard bottom > top, right > 0 else { return }
        canvas.fillPixels(SDL_Rect(x: 0, y: top, w: right, h: bottom - top), palette.row)
        let w = canvas.px(c.cardWidth), h = canvas.px(c.cardHeight), y = canvas.px(c.cardTop)
        for card in c.cards {
            let x = canvas.px(card.x)
            if canvas.inTarget || !usesRowCache || !cards.copy(card, width: w, height: h, x: x, y: y, draw: {
                drawCard(card, left: 0, width: c.cardWidth, height: c.cardHeight)
            }) {
                // In place at the same whole pixel the copy goes to: the same pixels.
                canvas.translated(pixelsY: y) {
                    drawCard(card, left: Double(x) / canvas.scale, width: c.cardWidth, height: c.cardHeight)
                }
            }
        }
        if let t = c.trailer { drawTrailer(t, top: c.cardTop, height: c.cardHeight) }
        let line = palette.separatorPixels
        canvas.fillPixels(SDL_Rect(x: 0, y: bottom - line, w: right, h: line), palette.separator)
    }

    /// A card at its own origin: the row's ground in its corners, a rounded panel, a picture
    /// in the author's colour with the initial, and the author's name under it.
    private func drawCard(_ card: CarouselCard, left x: Double, width: Double, height: Double) {
        canvas.fill(x: x, y: 0, width: width, height: height, palette.row)
        canvas.roundedRect(x: x, y: 0, width: width, height: height, radius: 12, palette.background)
        // The name and the number under the picture take what their lines need (the desktop's
        // text size grows them); the picture keeps the rest, at least 40% of the card.
        let textPanel = 6 + typography.lineHeight(.author) + typography.lineHeight(.meta) + 4
        let picture = max(height - textPanel, height * 0.4)
        let colour = palette.avatars[card.color % palette.avatars.count]
        canvas.roundedRect(x: x, y: 0, width: width, height: picture, radius: 12, colour)
        // Square lower corners: the picture meets the name's panel in a straight line.
        canvas.fill(x: x, y: picture - 12, width: width, height: 12, colour)
        // Texts at whole pixels from the card's own origin: drawn in place at a card's pixel
        // x or into its texture at 0, they land on the same pixels (no tie rounds two ways).
        func at(_ dx: Double) -> Double { x + Double(canvas.px(dx)) / canvas.scale }
        if let t = texts.texture(card.initial, .title, palette.onFill) {
            canvas.text(t, x: at((width - canvas.width(of: t)) / 2), y: (picture - canvas.height(of: t)) / 2)
        }
        if let t = texts.texture(card.title, .author, palette.text) {
            canvas.text(t, x: at(10), y: picture + 6)
        }
        if let t = texts.texture("#\(card.index + 1)", .meta, palette.secondaryText) {
            canvas.text(t, x: at(10), y: picture + 6 + typography.lineHeight(.author))
        }
    }

    /// MJRefreshTrailer: the arrow (or the spinner) at the column's middle, the label one
    /// character per line around it.
    private func drawTrailer(_ t: TrailerView, top: Double, height: Double) {
        let cx = t.x + t.width / 2
        let line = typography.lineHeight(.meta)
        let labelHeight = Double(t.label.count) * line
        // The indicator above the label, the pair centred on the cards' middle.
        let indicator = 28.0
        let start = top + (height - indicator - labelHeight) / 2
        refreshers.drawHapticPulse(t.hapticPulse, centerX: cx, centerY: start + indicator / 2)
        refreshers.drawTrailerIndicator(t, centerX: cx, centerY: start + indicator / 2)
        var y = start + indicator
        for ch in t.label {
            if let tex = texts.texture(ch, .meta, palette.headerText) {
                canvas.text(tex, x: cx - canvas.width(of: tex) / 2, y: y)
            }
            y += line
        }
    }
}
