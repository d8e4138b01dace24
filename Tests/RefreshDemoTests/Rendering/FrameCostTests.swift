import CSDL2
import Foundation
import RefreshDemoModel
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// The drawing of a steady fling frame, counted (not timed: budgets of time live in
/// `--bench`): through rows already seen it makes and uploads no texture, fills opaque
/// rectangles without blending, tints no copy (SDL's slow generic blitter) and blends no
/// scaled copy onto the output (a temporary surface per copy in software), and its
/// number of draw calls stays under a bound.
final class FrameCostTests: XCTestCase {
    /// Draw calls (fills and copies) a fling frame of the 420x760 list may make.
    static let maxDrawCalls = 200

    func testASteadyFlingFrameMakesNoTextureAndDrawsOpaqueFillsUnblended() throws {
        for (scale, carousel) in [(1.0, false), (2.0, false), (1.0, true), (2.0, true)] {
            try SDLLibrary.session(video: false) {
                let assets = try Assets.locate()
                let typography = try Typography(assets: assets, scale: scale)
                let target = try OffscreenTarget(width: 420, height: 760, scale: scale, typography: typography,
                                                 assets: assets)
                // The same flings twice: the first pass meets every row and text, the second is steady.
                _ = fling(target, typography: typography, carousel: carousel)
                let cardsDrawn = target.renderer.cards.cardsDrawn
                let counted = fling(target, typography: typography, carousel: carousel)
                XCTAssertEqual(counted.count, 120)
                XCTAssertEqual(target.renderer.cards.cardsDrawn, cardsDrawn, "every card came from its cache, \(scale)x")
                XCTAssertGreaterThan(cardsDrawn, 2)
                for (i, frame) in counted.enumerated() {
                    let at = "frame \(i) at \(scale)x" + (carousel ? ", the carousel flung" : "")
                    XCTAssertEqual(frame.made, 0, "textures made (each an upload), \(at)")
                    XCTAssertEqual(frame.counts.opaqueFillsBlended, 0, "opaque fills drawn blended, \(at)")
                    XCTAssertEqual(frame.counts.tintedCopies, 0, "copies tinted by colour modulation, \(at)")
                    XCTAssertEqual(frame.counts.scaledBlendedCopiesOnOutput, 0, "scaled blended copies on the output, \(at)")
                    XCTAssertGreaterThanOrEqual(frame.counts.fills, 8, "rows are drawn (a separator each), \(at)")
                    XCTAssertLessThanOrEqual(frame.counts.fills + frame.counts.copies, Self.maxDrawCalls, at)
                }
            }
        }
    }

    /// The help's dimming (tiles of the colour copied at its alpha, not a blended fill) is
    /// the colour blended over each pixel within 2/255, across tile edges, at 2x.
    func testTheDimmingIsTheColourBlendedOverEachPixel() throws {
        try SDLLibrary.session(video: false) {
            let surface = try Surface(width: 700, height: 600)
            let canvas = try Canvas(surface: surface, scale: 2)
            // Under it: a pattern of every level in each channel.
            for y in 0..<600 { for x in 0..<700 {
                surface.setPixel(x: x, y: y, 0xFF00_0000 | UInt32(x % 256) << 16 | UInt32(y % 256) << 8 | UInt32((x + y) % 256))
            } }
            let under = (0..<600).map { y in (0..<700).map { surface.pixel(x: $0, y: y) } }
            let c = SDL_Color(r: 0, g: 0, b: 0, a: 140)
            canvas.counts = DrawCounts()
            canvas.shade(x: 10, y: 5, width: 330, height: 290, c)
            SDL_RenderFlush(canvas.renderer)
            XCTAssertEqual(canvas.counts.fills, 0, "no blended fill")
            var worst = 0
            for y in 0..<600 { for x in 0..<700 {
                let inside = x >= 20 && x < 680 && y >= 10 && y < 590
                let p = surface.pixel(x: x, y: y), q = under[y][x]
                for shift: UInt32 in [16, 8, 0] {
                    let was = Double((q >> shift) & 0xFF)
                    let expected = inside ? was * Double(255 - 140) / 255 : was
                    worst = max(worst, Int(abs(Double((p >> shift) & 0xFF) - expected).rounded(.up)))
                }
            } }
            XCTAssertLessThanOrEqual(worst, 2)
        }
    }

    /// Two seconds of flings at 60 fps (down, then back up; or the carousel's cards left,
    /// then right), each frame drawn; what each drew.
    private func fling(_ target: OffscreenTarget, typography: Typography, carousel: Bool = false) -> [(made: Int, counts: DrawCounts)] {
        var config = EngineConfig()
        config.items = 100
        config.width = 420
        config.height = 760
        config.epoch = HeadlessRun.epoch
        var engine = Workbench(config: config, metrics: typography)
        var drawn: [(Int, DrawCounts)] = []
        for i in 0..<120 {
            let t = Double(i) / 60
            if carousel, i == 0 || i == 60 {
                let (a, b) = i == 0 ? (380.0, 200.0) : (200.0, 380.0), y = 64 + 89.0
                engine.handle(.press(x: a, y: y), at: t)
                engine.handle(.move(x: (a + b) / 2, y: y), at: t + 0.02)
                engine.handle(.move(x: b, y: y), at: t + 0.04)
                engine.handle(.release(x: b, y: y), at: t + 0.04)
            } else if i == 0 || i == 60 {
                let (a, b) = i == 0 ? (600.0, 300.0) : (300.0, 600.0)
                engine.handle(.press(x: 200, y: a), at: t)
                engine.handle(.move(x: 200, y: (a + b) / 2), at: t + 0.02)
                engine.handle(.move(x: 200, y: b), at: t + 0.04)
                engine.handle(.release(x: 200, y: b), at: t + 0.04)
            }
            let frame = engine.frame(at: t + 0.05)
            let made = target.canvas.handle.texturesMade
            target.canvas.counts = DrawCounts()
            target.draw(frame)
            drawn.append((target.canvas.handle.texturesMade - made, target.canvas.counts))
        }
        return drawn
    }
}
