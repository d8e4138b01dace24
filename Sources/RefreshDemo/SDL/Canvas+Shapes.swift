import CSDL2
import Foundation

/// Shapes drawn as triangles (SDL_RenderGeometry): an arc with square caps, a triangle.
extension Canvas {
    /// Filled triangles through `points` (in points, three a triangle) in colour `c` at `alpha`.
    func triangles(_ points: [(x: Double, y: Double)], _ c: SDL_Color, alpha: Double = 1) {
        let a = Self.alphaByte(c, alpha)
        guard a > 0, points.count >= 3 else { return }
        let color = SDL_Color(r: c.r, g: c.g, b: c.b, a: a)
        let vertices = points.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.x * scale) + Float(pixelOriginX), y: Float($0.y * scale) + Float(pixelOriginY)),
                       color: color, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        perform(.triangles(vertices))
    }

    /// A stroke `width` wide along the circle of `radius` around (cx, cy), from `start`
    /// degrees clockwise from 3 o'clock over `sweep` degrees, with square caps (the stroke
    /// goes on half its width past each end, as Android's Paint.Cap.SQUARE).
    func arc(centerX cx: Double, centerY cy: Double, radius r: Double, width w: Double,
             startDegrees start: Double, sweepDegrees sweep: Double, _ c: SDL_Color, alpha: Double = 1) {
        guard r > 0, w > 0, sweep.isFinite, start.isFinite, abs(sweep) > 1e-6 else { return }
        let cap = (w / 2) / r * 180 / .pi
        let s = min(sweep, 360)
        let a0 = (start - cap) * .pi / 180, a1 = (start + s + cap) * .pi / 180
        // About one segment per 4 px of arc: smooth at any scale, cheap at 40 dp.
        let steps = max(Int((abs(a1 - a0) * r * scale / 4).rounded(.up)), 4)
        let inner = r - w / 2, outer = r + w / 2
        var points: [(x: Double, y: Double)] = []
        points.reserveCapacity(steps * 6)
        func at(_ a: Double, _ rr: Double) -> (x: Double, y: Double) { (cx + rr * cos(a), cy + rr * sin(a)) }
        for i in 0..<steps {
            let u = a0 + (a1 - a0) * Double(i) / Double(steps), v = a0 + (a1 - a0) * Double(i + 1) / Double(steps)
            let p0 = at(u, inner), p1 = at(u, outer), p2 = at(v, outer), p3 = at(v, inner)
            points += [p0, p1, p2, p0, p2, p3]
        }
        triangles(points, c, alpha: alpha)
    }

    /// A stroke `width` wide from `a` to `b` with round ends (a stadium).
    func stadium(from a: (x: Double, y: Double), to b: (x: Double, y: Double), width w: Double, _ c: SDL_Color,
                 alpha: Double = 1) {
        let dx = b.x - a.x, dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0, w > 0 else { return }
        let h = w / 2, nx = -dy / len * h, ny = dx / len * h
        var points: [(x: Double, y: Double)] = [(a.x + nx, a.y + ny), (b.x + nx, b.y + ny), (b.x - nx, b.y - ny),
                                                (a.x + nx, a.y + ny), (b.x - nx, b.y - ny), (a.x - nx, a.y - ny)]
        // The round ends: half discs of a few segments each (the ticks are a few pixels wide).
        let steps = max(Int((h * scale).rounded(.up)), 3)
        let base = atan2(ny, nx)
        for (center, turn) in [(b, -Double.pi), (a, 0.0)] {
            for i in 0..<steps {
                let u = base + turn + .pi * Double(i) / Double(steps), v = base + turn + .pi * Double(i + 1) / Double(steps)
                points += [(center.x, center.y), (center.x + h * cos(u), center.y + h * sin(u)),
                           (center.x + h * cos(v), center.y + h * sin(v))]
            }
        }
        triangles(points, c, alpha: alpha)
    }
}
