import CSDL2
import RefreshDemoModel
import RefreshEngine

/// The panel's plots: the live plot of offset and velocity with the other slot's run, and
/// the rubber-band, spring and fling curves, in the panel's points.
extension PanelRenderer {
    /// The last 3 s: offset (blue) and velocity (orange), the rest and threshold lines,
    /// and a marker at each header (green) and footer (purple) state change.
    func drawLivePlot(_ p: PanelViewState, _ strings: InterfaceStrings, ghost w: WorkbenchViewState, now: Double) {
        let r = p.layout.livePlot
        let x0 = p.x + r.x
        canvas.fill(x: x0, y: r.y, width: r.width, height: r.height, palette.row)
        let h = p.history
        let from = now - MotionHistory.span
        var lo = min(p.thresholdOffset, p.restingOffset), hi = p.restingOffset + 100, vmax = 500.0
        for i in 0..<h.sampleCount {
            let s = h.sample(i)
            guard s.t >= from else { continue }
            lo = min(lo, s.offset); hi = max(hi, s.offset); vmax = max(vmax, abs(s.velocity))
        }
        // The other slot's run, aligned at this gesture's start, on the same scales.
        let g = w.ghost, shift = w.gestureStart
        for i in 0..<g.sampleCount {
            let s = g.sample(i)
            guard s.t + shift >= from, s.t + shift <= now, s.offset.isFinite, s.velocity.isFinite else { continue }
            lo = min(lo, s.offset); hi = max(hi, s.offset); vmax = max(vmax, abs(s.velocity))
        }
        let span = max(hi - lo, 1)
        func px(_ t: Double) -> Double { x0 + (t - from) / MotionHistory.span * r.width }
        func py(_ offset: Double) -> Double { r.y + 6 + (offset - lo) / span * (r.height - 12) }
        func pv(_ v: Double) -> Double { r.y + r.height / 2 - v / vmax * (r.height / 2 - 6) }
        canvas.fill(x: x0, y: py(p.restingOffset), width: r.width, height: 1, palette.separator)
        dashed(x0: x0, x1: x0 + r.width, y: py(p.thresholdOffset), palette.red)
        for i in 0..<h.markerCount {
            let m = h.marker(i)
            guard m.t >= from else { continue }
            if m.haptic != nil {
                // A haptic: a tick at both edges, so it never hides the state change at the same moment.
                canvas.fill(x: px(m.t) - 2, y: r.y, width: 5, height: 6, palette.red)
                canvas.fill(x: px(m.t) - 2, y: r.y + r.height - 6, width: 5, height: 6, palette.red)
                continue
            }
            canvas.fill(x: px(m.t), y: r.y, width: 1, height: r.height, m.isFooter ? palette.purple : palette.green)
        }
        plotLine(g, from: from - shift, to: now - shift, palette.faintOrange) { (px($0.t + shift), pv($0.velocity)) }
        plotLine(g, from: from - shift, to: now - shift, palette.faintBlue) { (px($0.t + shift), py($0.offset)) }
        plotLine(h, from: from, to: .infinity, palette.orange) { (px($0.t), pv($0.velocity)) }
        plotLine(h, from: from, to: .infinity, palette.accent) { (px($0.t), py($0.offset)) }
        if w.ghost.sampleCount > 0 || w.slot == 1 {
            if slotLabel.slot != w.slot { slotLabel = (w.slot, "\(TuningSlots.name(w.slot)) / \(TuningSlots.name(1 - w.slot))") }
            label(slotLabel.text, x: x0 + r.width - 92, y: r.y + 2)
        }
        // A narrow column's plot may be narrower than its caption (PanelTextFitTests: the wide one's is not).
        let caption = p.layout.isWide ? strings.plotLabels.live
            : RefresherLayout.fitted(strings.plotLabels.live, room: r.width - 4) { typography.width(of: $0, style: .meta) }
        label(caption, x: x0 + 4, y: r.y + r.height + 2)
    }

    func drawCurves(_ p: PanelViewState, _ strings: InterfaceStrings) {
        let c = p.curves
        guard !c.rubberBand.isEmpty, !c.spring.isEmpty else { return }
        let rb = p.layout.rubberBandPlot, sp = p.layout.springPlot
        canvas.fill(x: p.x + rb.x, y: rb.y, width: rb.width, height: rb.height, palette.row)
        canvas.fill(x: p.x + sp.x, y: sp.y, width: sp.width, height: sp.height, palette.row)
        // Rubber band: drag distance across, offset up; the 1:1 line for reference.
        let n = c.rubberBand.count
        let maxX = 1.5 * max(c.dimension, 1)
        dashedDiagonal(x: p.x + rb.x, y: rb.y, size: rb.height, maxX: maxX)
        for i in 0..<n {
            let fx = Double(i) / Double(n - 1)
            points[i] = SDL_FPoint(x: Float((p.x + rb.x + fx * rb.width) * canvas.scale),
                                   y: Float((rb.y + rb.height - c.rubberBand[i] / maxX * rb.height) * canvas.scale))
        }
        stroke(count: n, palette.accent)
        // Spring: from 100 pt at rest back to 0 over 1.5 s.
        canvas.fill(x: p.x + sp.x, y: sp.y + sp.height * 0.7, width: sp.width, height: 1, palette.separator)
        for i in 0..<c.spring.count {
            let fx = Double(i) / Double(c.spring.count - 1)
            let yv = sp.y + sp.height * 0.7 - c.spring[i] / 100 * sp.height * 0.62
            points[i] = SDL_FPoint(x: Float((p.x + sp.x + fx * sp.width) * canvas.scale), y: Float(yv * canvas.scale))
        }
        stroke(count: c.spring.count, palette.orange)
        // The fling over the same time: percent of its stop distance, rising to 100.
        for i in 0..<c.fling.count {
            let fx = Double(i) / Double(c.fling.count - 1)
            let yv = sp.y + sp.height * 0.7 - c.fling[i] / 100 * sp.height * 0.62
            points[i] = SDL_FPoint(x: Float((p.x + sp.x + fx * sp.width) * canvas.scale), y: Float(yv * canvas.scale))
        }
        stroke(count: c.fling.count, palette.purple)
        label(strings.plotLabels.rubberBand, x: p.x + rb.x + 4, y: rb.y + rb.height + 2)
        label(strings.plotLabels.spring, x: p.x + sp.x + 4, y: sp.y + sp.height + 2)
    }

    /// A line through the samples of `h` whose time falls in [from, to]: this run's (`to`
    /// infinite), or the other slot's (on its own clock).
    func plotLine(_ h: MotionHistory, from: Double, to: Double, _ c: SDL_Color,
                          _ map: (MotionHistory.Sample) -> (Double, Double)) {
        var n = 0
        for i in 0..<h.sampleCount {
            let s = h.sample(i)
            guard s.t >= from, s.t <= to, s.offset.isFinite, s.velocity.isFinite else { continue }
            let (x, y) = map(s)
            points[n] = SDL_FPoint(x: Float(x * canvas.scale), y: Float(y * canvas.scale))
            n += 1
        }
        stroke(count: n, c)
    }

    func stroke(count: Int, _ c: SDL_Color) {
        guard count >= 2 else { return }
        points.withUnsafeBufferPointer { canvas.lines(UnsafeBufferPointer(rebasing: $0[0..<count]), c) }
    }

    func dashed(x0: Double, x1: Double, y: Double, _ c: SDL_Color) {
        var x = x0
        while x < x1 {
            canvas.fill(x: x, y: y, width: min(5, x1 - x), height: 1, c)
            x += 9
        }
    }

    func dashedDiagonal(x: Double, y: Double, size: Double, maxX: Double) {
        var f = 0.0
        while f < 1 {
            canvas.fill(x: x + f * size, y: y + size - f * size, width: 1, height: 1, palette.separator)
            f += 0.03
        }
    }

    func label(_ text: String, x: Double, y: Double) {
        if let t = texts.texture(text, .meta, palette.secondaryText) { canvas.text(t, x: x, y: y) }
    }
}
