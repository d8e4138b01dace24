import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// The rasterized frames: made once per drawn pixel size, at most one per frame of the
/// art (the frame cap bounds the memory), and made anew for another size or density.
final class ArtCacheTests: XCTestCase {
    func testFramesAreRasterizedOncePerSizeAndBounded() throws {
        try SDLLibrary.session(video: false) {
            let doc = try ArtLoader.load(ArtLoaderTests.lottie, maxFrames: 120)
            let canvas = try Canvas(surface: Surface(width: 50, height: 50), scale: 2)
            let (w, h) = ArtRenderer.drawnSize(doc, height: 54, size: 0.8, maxWidth: 400)
            XCTAssertEqual(w, 43.2, accuracy: 1e-9)
            XCTAssertEqual(h, 43.2, accuracy: 1e-9)
            let cache = ArtRenderer.cache(nil, doc, width: w, height: h, scale: 2, renderer: canvas.handle)
            XCTAssertEqual(cache.pixelWidth, 86, "drawn at the pixel density")
            let first = try XCTUnwrap(try cache.texture(3))
            XCTAssertTrue(try cache.texture(3) === first, "the second draw reuses the texture")
            XCTAssertTrue(try cache.texture(6) === first, "one frame made per drawn frame: the nearest stands in")
            XCTAssertEqual(cache.rasterizedCount, 1)
            cache.beginFrame()
            XCTAssertFalse(try cache.texture(6) === first, "the next drawn frame makes it")
            for _ in 0..<3 {
                for i in 0..<doc.frameCount {
                    cache.beginFrame()
                    _ = try cache.texture(i)
                }
            }
            XCTAssertEqual(cache.rasterizedCount, 75)
            XCTAssertEqual(cache.bytes, 75 * 86 * 86 * 4, "bounded by frames x pixels")
            XCTAssertNil(try cache.texture(75), "no frame past the end")
            XCTAssertTrue(ArtRenderer.cache(cache, doc, width: w, height: h, scale: 2, renderer: canvas.handle) === cache)
            let at1x = ArtRenderer.cache(cache, doc, width: w, height: h, scale: 1, renderer: canvas.handle)
            XCTAssertFalse(at1x === cache, "another density rasterizes anew")
            XCTAssertEqual(at1x.pixelWidth, 43)
            XCTAssertEqual(at1x.rasterizedCount, 0)
        }
    }

    func testAWideArtIsFittedToTheRoomBesideTheText() throws {
        try SDLLibrary.session(video: false) {
            let doc = try ArtLoader.load(ArtLoaderTests.gif, maxFrames: 120)
            let (w, h) = ArtRenderer.drawnSize(doc, height: 54, size: 1, maxWidth: 30)
            XCTAssertEqual(w, 30, accuracy: 1e-9)
            XCTAssertEqual(h, 30, accuracy: 1e-9, "aspect kept")
        }
    }
}
