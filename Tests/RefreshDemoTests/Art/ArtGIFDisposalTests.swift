import Foundation
import XCTest
@testable import RefreshDemo

/// GIF frames composed as browsers show them, for every disposal method: the expected
/// pixels follow the GIF89a spec (disposal 2 clears the frame to transparent, 3 restores the
/// canvas before it) and what Chromium and Firefox do with the rest (0, the undefined 5-7:
/// left in place; 4: as 3). Where Chromium runs, its ImageDecoder must give the same pixels.
final class ArtGIFDisposalTests: XCTestCase {
    static let red: UInt32 = 0xFFFF_3B30, blue: UInt32 = 0xFF00_7AFF, green: UInt32 = 0xFF34_C759, clear: UInt32 = 0

    func frames(_ name: String) throws -> [Surface] {
        let doc = try SDLLibrary.session(video: false) { try ArtLoader.load(ArtCorpus.path(name), maxFrames: 120) }
        guard case .bitmaps(let frames) = doc.frames else { throw XCTSkip("not bitmaps") }
        return frames
    }

    /// disposal-M.gif (8x4): red 6x4 at 0,0; blue 4x4 at 4,0 disposed by M; green 2x4 at 0,0.
    /// Per frame, the pixels at x 1, 3, 5, 7 of row 1 (exact: no tolerance, palette colours).
    func testEachDisposalMethodAsBrowsersShowIt() throws {
        let (r, b, g, t) = (Self.red, Self.blue, Self.green, Self.clear)
        let first: [UInt32] = [r, r, r, t], second: [UInt32] = [r, r, b, b]
        let third: [UInt8: [UInt32]] = [
            0: [g, r, b, b],   // not specified: left in place
            1: [g, r, b, b],   // left in place
            2: [g, r, t, t],   // restored to the background: transparent
            3: [g, r, r, t],   // restored to the canvas before blue
            4: [g, r, r, t],   // read as 3 by Chromium and Firefox
            5: [g, r, b, b], 6: [g, r, b, b], 7: [g, r, b, b],   // undefined: left in place
        ]
        for method in UInt8(0)...7 {
            let frames = try frames("disposal-\(method).gif")
            XCTAssertEqual(frames.count, 3)
            let seen = frames.map { f in [1, 3, 5, 7].map { f.pixel(x: $0, y: 1) } }
            XCTAssertEqual(seen, [first, second, third[method] ?? []], "disposal \(method)")
        }
    }

    /// disposal-mixed.gif (8x8), disposals 0, 3, 2, 1 in turn and a first frame smaller than
    /// the screen and off its corner (SDL_image drew nothing of such a file).
    func testMixedDisposalsAndASmallFirstFrame() throws {
        let (r, b, g, t) = (Self.red, Self.blue, Self.green, Self.clear)
        let points = [(2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (1, 1), (7, 7), (5, 2)]
        let expected: [[UInt32]] = [
            [r, r, r, r, t, t, t, r],   // red 4x4 at 2,2 (disposal 0: kept)
            [r, r, r, g, g, t, g, r],   // green 4x4 at 4,4, its transparent corner over red (disposal 3)
            [b, b, r, r, t, b, t, r],   // the green undone; blue 4x4 at 0,0 (disposal 2)
            [t, g, g, r, t, t, t, r],   // the blue cleared; green 2x2 at 3,3
        ]
        let frames = try frames("disposal-mixed.gif")
        XCTAssertEqual(frames.map { [$0.width, $0.height] }, Array(repeating: [8, 8], count: 4), "the screen's size")
        XCTAssertEqual(frames.map { f in points.map { f.pixel(x: $0.0, y: $0.1) } }, expected)
    }

    /// The frames of `gif` (`count` of them) as headless Chromium composes them: WebCodecs'
    /// ImageDecoder, each frame drawn on a canvas and read back as ARGB; nil when Chromium
    /// gave no answer (it sometimes stalls under a virtual time budget: three tries).
    static func chromiumFrames(_ chromium: String, _ gif: String, count: Int) throws -> [[UInt32]]? {
        let folder = ProductPaths.temporaryFolder("gif-chromium-\(UUID().uuidString)")
        let html = folder.appendingPathComponent("page.html")
        let data = try Data(contentsOf: URL(fileURLWithPath: gif)).base64EncodedString()
        try """
            <!doctype html><html><body><pre id=out>pending</pre><script>
            (async () => {
              const out = document.getElementById('out');
              try {
                const bytes = new Uint8Array(await (await fetch('data:image/gif;base64,\(data)')).arrayBuffer());
                const decoder = new ImageDecoder({data: bytes, type: 'image/gif'});
                await decoder.completed;
                const frames = [];
                for (let i = 0; i < \(count); i++) {
                  const image = (await decoder.decode({frameIndex: i})).image;
                  const canvas = document.createElement('canvas');
                  canvas.width = image.displayWidth; canvas.height = image.displayHeight;
                  const g = canvas.getContext('2d');
                  g.drawImage(image, 0, 0);
                  const d = g.getImageData(0, 0, canvas.width, canvas.height).data;
                  const px = [];
                  for (let k = 0; k < d.length; k += 4) px.push(((d[k + 3] << 24) | (d[k] << 16) | (d[k + 1] << 8) | d[k + 2]) >>> 0);
                  frames.push(px);
                  image.close();
                }
                out.textContent = 'RESULTS=' + JSON.stringify(frames);
              } catch (e) { out.textContent = 'ERROR=' + e; }
            })();
            </script></body></html>
            """.write(to: html, atomically: true, encoding: .utf8)
        for attempt in 0..<3 {
            let r = try runProgram(URL(fileURLWithPath: chromium),
                                   ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                    "--user-data-dir=" + folder.appendingPathComponent("profile-\(attempt)").path,
                                    "--virtual-time-budget=5000", "--dump-dom", html.absoluteString], timeout: 60)
            guard let start = r.stdout.range(of: "<pre id=\"out\">RESULTS=") else { continue }
            let text = r.stdout[start.upperBound...].prefix { $0 != "<" }
            return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[UInt32]]
        }
        return nil
    }

    /// Every pixel of every frame of the disposal GIFs as Chromium composes them (exact).
    func testChromiumComposesTheSameFrames() throws {
        guard let chromium = WebExportTests.chromium else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium); the GIFs were not compared")
        }
        for name in (0...7).map({ "disposal-\($0).gif" }) + ["disposal-mixed.gif"] {
            let ours = try frames(name)
            guard let theirs = try Self.chromiumFrames(chromium, ArtCorpus.path(name), count: ours.count) else {
                throw XCTSkip("chromium gave no answer for \(name) in three tries")
            }
            let mine = ours.map { f in (0..<f.height).flatMap { y in (0..<f.width).map { f.pixel(x: $0, y: y) } } }
            XCTAssertEqual(mine, theirs, name)
        }
    }
}
