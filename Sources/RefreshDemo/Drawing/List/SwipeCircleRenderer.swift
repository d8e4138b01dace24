import CSDL2
import Foundation
import RefreshEngine

extension RefresherRenderer {
    /// SwipeRefreshLayout's default look: a #FAFAFA disc on a 4 dp elevation, a black ring.
    static let swipeDisc = SDL_Color(r: 250, g: 250, b: 250, a: 255)
    static let swipeRing = SDL_Color(r: 0, g: 0, b: 0, a: 255)
    /// Flutter's Material 3 defaults: the canvas colour (surface #FEF7FF) and primary (#6750A4).
    static let materialDisc = SDL_Color(r: 254, g: 247, b: 255, a: 255)
    static let materialRing = SDL_Color(r: 103, g: 80, b: 164, a: 255)
    /// CupertinoActivityIndicator's tick colour in light (0xFF3C3C44); the dark ones are Palette.dark's.
    static let cupertinoTick = SDL_Color(r: 60, g: 60, b: 68, a: 255)

    /// The circle exactly as the frame gives it: its shadow and disc, the ring's arc
    /// (CircularProgressDrawable.Ring.draw: radius centreRadius + stroke / 2, angles
    /// (trim + ring rotation) x 360 plus the drawable's rotation) and the arrowhead at the
    /// arc's end, all scaled about the circle's centre.
    func drawSwipeCircle(_ c: SwipeRefreshSpinner.View, centerX cx: Double) {
        guard c.visible, c.scale > 0.001 else { return }
        let k = c.scale
        let cy = c.top + c.diameter / 2
        let d = c.diameter * k
        let (disc, ring) = c.style == .material ? (palette.materialDisc, palette.materialRing) : (palette.swipeDisc, palette.swipeRing)
        // The elevation's shadow: rings of soft black, a little below the disc.
        for (grow, alpha) in [(3.0, 0.04), (2.0, 0.05), (1.0, 0.07)] {
            canvas.circle(centerX: cx, centerY: cy + 1.5 * k, diameter: d + 2 * grow * k, Self.swipeRing, alpha: alpha)
        }
        canvas.circle(centerX: cx, centerY: cy, diameter: d, disc)
        let r = (c.centerRadius + c.strokeWidth / 2) * k
        let start = (c.startTrim + c.ringRotation) * 360 + c.groupRotationDegrees
        let sweep = (c.endTrim - c.startTrim) * 360
        canvas.arc(centerX: cx, centerY: cy, radius: r, width: c.strokeWidth * k, startDegrees: start, sweepDegrees: sweep,
                   ring, alpha: c.alpha)
        guard c.showsArrow, c.arrowScale > 0 else { return }
        // Ring.drawTriangle: (0,0), (w,0), (w/2,h) moved to (R - w/2, stroke / 2) from the centre,
        // turned with the arc's end.
        let w = c.arrowWidth * c.arrowScale * k, h = c.arrowHeight * c.arrowScale * k
        let dx = r - w / 2, dy = c.strokeWidth * k / 2
        let angle = (start + sweep) * .pi / 180
        let points = [(0.0, 0.0), (w, 0.0), (w / 2, h)].map { p -> (x: Double, y: Double) in
            let x = p.0 + dx, y = p.1 + dy
            return (cx + x * cos(angle) - y * sin(angle), cy + x * sin(angle) + y * cos(angle))
        }
        canvas.triangles(points, ring, alpha: c.alpha)
    }

    /// CupertinoActivityIndicator as the frame gives it: the shown ticks from 12 o'clock
    /// clockwise, each a stadium from radius/3 to radius out and radius/5 wide, at its alpha.
    func drawActivityTicks(_ k: ActivityTicks, centerX cx: Double) {
        let r = k.radius
        guard r > 0, k.opacity > 0 else { return }
        let cy = k.top + r
        for i in 0..<k.shownTicks {
            let theta = Double(i) * 2 * .pi / Double(ActivityTicks.count)
            let ux = sin(theta), uy = -cos(theta)
            canvas.stadium(from: (cx + ux * r / 3, cy + uy * r / 3), to: (cx + ux * r, cy + uy * r), width: r / 5,
                           palette.cupertinoTick, alpha: k.opacity * Double(k.alpha(ofTick: i)) / 255)
        }
    }
}
