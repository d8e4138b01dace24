import CSDL2
import Foundation
import RefreshDemoModel
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Rows copied from the row cache are the pixels of rows drawn in place: the same flings
/// drawn by two renderers, one with the cache and one without, at 1x, 1.5x and 2x, rows
/// at fractional positions, rows entering, a language switch that changes every row's
/// time, the carousel's cards copied from their own cache at fractional x; and a fling
/// frame draws into textures only the rows that enter the window.
final class RowCacheTests: XCTestCase {
    /// The largest channel difference allowed between the cheaper drawing and drawing in
    /// place (out of 255); the two are expected to be exact.
    static let channelTolerance = 4

    func testCachedRowsAreThePixelsOfRowsDrawnInPlace() throws {
        for scale in [1.0, 1.5, 2.0] {
            try SDLLibrary.session(video: false) {
                let assets = try Assets.locate()
                let typography = try Typography(assets: assets, scale: scale)
                let cached = try OffscreenTarget(width: 420, height: 760, scale: scale, typography: typography, assets: assets)
                let inPlace = try OffscreenTarget(width: 420, height: 760, scale: scale, typography: typography, assets: assets)
                inPlace.renderer.usesRowCache = false
                var engine = Self.engine(typography)
                var compared = 0, fractional = 0, copiedRows = 0
                for i in 0..<150 {
                    let t = Double(i) / 60
                    Self.fling(&engine, frame: i, at: t)
                    if i == 100 { engine.setLanguage(.ru) }
                    let frame = engine.frame(at: t + 0.05)
                    if frame.rows.contains(where: { ($0.y * scale).rounded() != $0.y * scale }) { fractional += 1 }
                    let before = cached.renderer.rows.rowsDrawn
                    cached.canvas.counts = DrawCounts()
                    cached.draw(frame)
                    // Each row copied from the cache is one opaque copy as wide as the list.
                    copiedRows += frame.rows.count - (cached.renderer.rows.rowsDrawn - before)
                    inPlace.draw(frame)
                    let worst = Self.worstChannel(cached.surface, inPlace.surface)
                    XCTAssertLessThanOrEqual(worst.difference, Self.channelTolerance,
                                             "frame \(i) at \(scale)x: pixel \(worst.x),\(worst.y)")
                    compared += 1
                }
                XCTAssertEqual(compared, 150)
                XCTAssertGreaterThan(fractional, 50, "rows at fractional pixels were compared at \(scale)x")
                XCTAssertGreaterThan(copiedRows, 150 * 5, "rows came from the cache at \(scale)x")
            }
        }
    }

    func testAFlingFrameDrawsOnlyTheRowsThatEnter() throws {
        try SDLLibrary.session(video: false) {
            let assets = try Assets.locate()
            let typography = try Typography(assets: assets, scale: 2)
            let target = try OffscreenTarget(width: 420, height: 760, scale: 2, typography: typography, assets: assets)
            var engine = Self.engine(typography)
            var previous = Set<Int>()
            for i in 0..<120 {
                let t = Double(i) / 60
                Self.fling(&engine, frame: i, at: t)
                let frame = engine.frame(at: t + 0.05)
                let before = target.renderer.rows.rowsDrawn
                target.draw(frame)
                let drawn = target.renderer.rows.rowsDrawn - before
                let entering = frame.rows.filter { !previous.contains($0.layout.id) }.count
                previous = Set(frame.rows.map(\.layout.id))
                XCTAssertLessThanOrEqual(drawn, RowCache.maxNewPerFrame, "frame \(i)")
                if i > 10 {
                    // Only the rows not on screen in the last frame are drawn; the rest are copied.
                    XCTAssertLessThanOrEqual(drawn, entering, "frame \(i) draws rows it has")
                }
            }
        }
    }

    /// The list at 420x760 with 100 rows, at the headless epoch.
    static func engine(_ typography: Typography) -> Workbench {
        var config = EngineConfig()
        config.items = 100
        config.width = 420
        config.height = 760
        config.epoch = HeadlessRun.epoch
        return Workbench(config: config, metrics: typography)
    }

    /// A fling down at frame 0 and back up at frame 60.
    static func fling(_ engine: inout Workbench, frame i: Int, at t: Double) {
        guard i == 0 || i == 60 else { return }
        let (a, b) = i == 0 ? (600.0, 300.0) : (300.0, 600.0)
        engine.handle(.press(x: 200, y: a), at: t)
        engine.handle(.move(x: 200, y: (a + b) / 2), at: t + 0.02)
        engine.handle(.move(x: 200, y: b), at: t + 0.04)
        engine.handle(.release(x: 200, y: b), at: t + 0.04)
    }

    /// The largest difference of any colour channel between two surfaces of one size, and where.
    static func worstChannel(_ a: Surface, _ b: Surface) -> (difference: Int, x: Int, y: Int) {
        var worst = (difference: 0, x: 0, y: 0)
        let width = min(a.width, b.width)
        for y in 0..<min(a.height, b.height) {
            // Whole pixel rows compared first: most are the same.
            if let p = a.pointer.pointee.pixels, let q = b.pointer.pointee.pixels,
               memcmp(p.advanced(by: y * a.pitch), q.advanced(by: y * b.pitch), width * 4) == 0 { continue }
            for x in 0..<width {
                let p = a.pixel(x: x, y: y), q = b.pixel(x: x, y: y)
                guard p != q else { continue }
                for shift in [16, 8, 0] {
                    let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                    if d > worst.difference { worst = (d, x, y) }
                }
            }
        }
        return worst
    }
}
