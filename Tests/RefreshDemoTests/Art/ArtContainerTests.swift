import Foundation
import XCTest
@testable import RefreshDemo

/// Lottie in its packaged forms: a Telegram sticker (.tgs, gzipped) and a dotLottie
/// (.lottie, a zip with a manifest): each loads with its markers as segments; each kind of
/// damage, and one that inflates past the limit, is one line.
final class ArtContainerTests: XCTestCase {
    func load(_ name: String) throws -> ArtDocument { try ArtLoader.load(ArtCorpus.path(name), maxFrames: 120) }

    func reason(_ name: String) -> String {
        do {
            _ = try load(name)
            return "loaded"
        } catch {
            return "\(error)".replacingOccurrences(of: ArtCorpus.path(name), with: name)
        }
    }

    func testATelegramStickerIsItsGzippedLottie() throws {
        let doc = try load("sticker.tgs")
        XCTAssertEqual(doc.kind, .sticker)
        XCTAssertEqual([doc.width, doc.height, doc.frameCount], [512, 512, 30])
        XCTAssertEqual(doc.timeline.pull, 0..<10)
        XCTAssertEqual(doc.timeline.refreshing, 10..<30)
    }

    func testADotLottieIsItsManifestsFirstAnimation() throws {
        let doc = try load("loader.lottie")
        XCTAssertEqual(doc.kind, .dotLottie)
        XCTAssertEqual(doc.frameCount, 30, "the first animation (30 frames), not the second (5)")
        XCTAssertEqual(doc.timeline.refreshing, 10..<30)
        guard case .lottie(let animation, let numbers) = doc.frames else { return XCTFail("not drawn by rlottie") }
        let frame = try animation.render(frame: numbers[0], width: 100, height: 100)
        XCTAssertEqual(frame.pixel(x: 30, y: 50) >> 24, 255, "the first animation's square is drawn")
    }

    func testDamagedOrHugePackagesAreOneLine() {
        XCTAssertEqual(reason("truncated.tgs"), "truncated.tgs: a gzip file cut short; expected a Telegram sticker (gzipped Lottie JSON)")
        XCTAssertEqual(reason("bomb.tgs"), "bomb.tgs: the sticker inflates past 32 MB, over the limit")
        XCTAssertEqual(reason("no-manifest.lottie"), "no-manifest.lottie: a zip archive with no manifest.json; expected a dotLottie file")
        XCTAssertEqual(reason("no-animation.lottie"),
                       "no-animation.lottie: the manifest's animation 'loader' is not in the archive (animations/loader.json)")
    }
}
