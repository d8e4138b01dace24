import CSDL2
import Foundation
import RefreshArtFormats
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// Loading the user's art: each format, its segments, sampling to the frame cap, and
/// every kind of bad input as one line (and exit code 2 on the command line).
final class ArtLoaderTests: XCTestCase {
    static let gif = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.gif").path
    static let lottie = ProductPaths.repository.appendingPathComponent("Assets/Art/sample.json").path
    static let frames = ProductPaths.repository.appendingPathComponent("Assets/Frames").path

    func load(_ path: String, maxFrames: Int = 120) throws -> ArtDocument {
        try SDLLibrary.session(video: false) { try ArtLoader.load(path, maxFrames: maxFrames) }
    }

    func reason(_ path: String) -> String {
        do {
            _ = try load(path)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    func testTheSampleGIFKeepsItsFramesAndDelays() throws {
        let doc = try load(Self.gif)
        XCTAssertEqual(doc.kind, .gif)
        XCTAssertEqual(doc.frameCount, 24)
        XCTAssertEqual(doc.width, 96)
        XCTAssertEqual(doc.timeline.frameDurations?.count, 24)
        for d in doc.timeline.frameDurations ?? [] { XCTAssertEqual(d, 0.05, accuracy: 1e-9) }
        XCTAssertNil(doc.timeline.pull, "a GIF has no segments")
    }

    func testSamplingToTheCapKeepsTheTotalDuration() throws {
        let doc = try load(Self.gif, maxFrames: 5)
        XCTAssertEqual(doc.frameCount, 5)
        XCTAssertEqual(doc.sourceFrameCount, 24)
        XCTAssertEqual(doc.timeline.frameDurations?.reduce(0, +) ?? 0, 24 * 0.05, accuracy: 1e-9)
        XCTAssertEqual(ArtDocument.sample(24, to: 5), [0, 6, 12, 17, 23])
        XCTAssertEqual(ArtDocument.sample(3, to: 120), [0, 1, 2])
    }

    func testPNGFramesNamedLikeTheBuiltInOnesSelectTheSegments() throws {
        let doc = try load(Self.frames)
        XCTAssertEqual(doc.kind, .pngFolder)
        XCTAssertEqual(doc.frameCount, 14)
        XCTAssertEqual(doc.timeline.pull, 0..<10)
        XCTAssertEqual(doc.timeline.refreshing, 10..<14)
        XCTAssertNil(doc.timeline.frameDurations, "PNG frames show for the tunable frame time")
    }

    func testPNGFramesGoInNaturalOrder() throws {
        XCTAssertEqual(["10.png", "2.png", "1.png", "a10.png", "a9.png"].sorted(by: NaturalOrder.less),
                       ["1.png", "2.png", "10.png", "a9.png", "a10.png"])
        // A folder of 1..12.png where frame k is k pixels wide: the order shows in the sizes.
        let dir = ProductPaths.temporaryFolder("natural-\(UUID().uuidString)")
        try SDLLibrary.session(video: false) {
            for k in 1...12 {
                let frame = try Surface(width: k, height: 4)
                frame.setPixel(x: 0, y: 0, 0xFF00_7AFF)   // a frame that shows nothing would be refused
                try frame.savePNG(to: dir.appendingPathComponent("\(k).png").path)
            }
        }
        let doc = try load(dir.path)
        guard case .bitmaps(let surfaces) = doc.frames else { return XCTFail("bitmaps") }
        XCTAssertEqual(surfaces.map(\.width), Array(1...12))
    }

    func testTheSampleLottieHasItsMarkersAsSegments() throws {
        let doc = try load(Self.lottie)
        XCTAssertEqual(doc.kind, .lottie)
        XCTAssertEqual(doc.frameCount, 75)
        XCTAssertEqual(doc.timeline.pull, 0..<30)
        XCTAssertEqual(doc.timeline.refreshing, 30..<60)
        XCTAssertEqual(doc.timeline.finish, 60..<75)
        XCTAssertEqual(doc.timeline.frameDurations?.first ?? 0, 1.0 / 30, accuracy: 1e-12)
        XCTAssertEqual(doc.summary(), "sample.json (Lottie 120x120)\n  75 fr: pull 0-29 refr 30-59 fin 60-74",
                       "what the panel shows")
        // Sampled to 15 frames: each segment still has frames, in order.
        let small = try load(Self.lottie, maxFrames: 15)
        XCTAssertEqual(small.frameCount, 15)
        XCTAssertTrue(small.summary().contains("15/75 fr: "), small.summary())
        let p = try XCTUnwrap(small.timeline.pull), r = try XCTUnwrap(small.timeline.refreshing)
        let f = try XCTUnwrap(small.timeline.finish)
        XCTAssertTrue(p.upperBound <= r.lowerBound && r.upperBound <= f.lowerBound, "\(p) \(r) \(f)")
    }

    func testALottieFileWithAByteOrderMarkLoads() throws {
        let path = ProductPaths.temporaryFolder("bom-\(UUID().uuidString)").appendingPathComponent("bom.json")
        try (Data([0xEF, 0xBB, 0xBF]) + Data(contentsOf: URL(fileURLWithPath: Self.lottie))).write(to: path)
        XCTAssertEqual(try load(path.path).frameCount, 75)
    }

    func testLottieNumbersBeyondTheLimitsAreRefusedBeforeRlottie() throws {
        let dir = ProductPaths.temporaryFolder("lottie-\(UUID().uuidString)")
        func write(_ text: String) throws -> String {
            let path = dir.appendingPathComponent("\(UUID().uuidString).json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func lottie(fr: String = "30", op: String = "60", w: String = "100", h: String = "100") -> String {
            "{\"v\":\"5.7.4\",\"fr\":\(fr),\"ip\":0,\"op\":\(op),\"w\":\(w),\"h\":\(h),\"layers\":[]}"
        }
        let cases: [(String, String)] = [
            (lottie(op: "1e9"), "1000000000 frames, over the limit of 100000; expected a Lottie JSON file"),
            (lottie(w: "1000000"), "a canvas of 1000000x100 pixels, expected 1 to 4096 each; expected a Lottie JSON file"),
            (lottie(h: "-5"), "a canvas of 100x-5 pixels, expected 1 to 4096 each; expected a Lottie JSON file"),
            (lottie(fr: "0"), "a frame rate 'fr' of 0.00, expected 1 to 240; expected a Lottie JSON file"),
            (lottie(op: "0"), "an out point 'op' (0.00) not after the in point 'ip' (0.00); expected a Lottie JSON file"),
            (lottie(op: "1e400"), "not valid JSON; expected a Lottie JSON file"),
            ("{\"version\": 1}", "JSON with no version 'v', so not a Lottie file; expected a Lottie JSON file"),
            ("{\"v\":\"5\",\"fr\":30,\"ip\":0,\"op\":9,\"w\":9,\"h\":9}", "JSON with no 'layers' array, so not a Lottie file; expected a Lottie JSON file"),
            (String(repeating: "[", count: 100_000), "JSON nested over 10000 deep, over the limit of 64; expected a Lottie JSON file"),
            ("{\"a\":" + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}",
             "JSON nested 71 deep, over the limit of 64; expected a Lottie JSON file"),
            ("{\"v\": \"5\", ", "not valid JSON; expected a Lottie JSON file"),
            (lottie().replacingOccurrences(of: "\"layers\":[]", with: "\"layers\":[{\"ty\":4,\"shapes\":[{\"ty\":\"gr\",\"it\":[{\"ty\":\"rp\",\"c\":{\"a\":1,\"k\":[{\"t\":0,\"s\":[3],\"e\":[1e9]},{\"t\":9}]}}]}]}]"),
             "repeaters of 1000000000 copies, over the limit of 10000; expected a Lottie JSON file"),
            (lottie().replacingOccurrences(of: "\"layers\":[]", with: "\"layers\":[{\"ty\":4,\"shapes\":[{\"ty\":\"rp\",\"c\":{\"a\":0,\"k\":200}},{\"ty\":\"gr\",\"it\":[{\"ty\":\"rp\",\"c\":{\"k\":201}}]}]}]"),
             "repeaters of 40200 copies, over the limit of 10000; expected a Lottie JSON file"),
        ]
        for (text, expected) in cases {
            let path = try write(text)
            XCTAssertEqual(reason(path), "\(path): \(expected)")
        }
    }

    func testBadFilesAreOneLineNamingThePath() throws {
        let dir = ProductPaths.temporaryFolder("bad-art-\(UUID().uuidString)")
        let gifData = try Data(contentsOf: URL(fileURLWithPath: Self.gif))
        let truncated = dir.appendingPathComponent("truncated.gif").path
        try gifData.prefix(gifData.count / 2).write(to: URL(fileURLWithPath: truncated))
        var huge = gifData
        huge[6] = 0xFF; huge[7] = 0xFF   // a 65535-pixel-wide screen
        let hugePath = dir.appendingPathComponent("huge.gif").path
        try huge.write(to: URL(fileURLWithPath: hugePath))
        let empty = dir.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let badPNG = dir.appendingPathComponent("badpng").path
        try FileManager.default.createDirectory(atPath: badPNG, withIntermediateDirectories: true)
        let pngData = try Data(contentsOf: URL(fileURLWithPath: Self.frames + "/idle_00.png"))
        try pngData.prefix(200).write(to: URL(fileURLWithPath: badPNG + "/1.png"))
        let text = dir.appendingPathComponent("notes.txt").path
        try "hello".write(toFile: text, atomically: true, encoding: .utf8)
        let expected = "expected an animated GIF, a folder of PNG frames or a Lottie JSON file"
        XCTAssertEqual(reason(truncated), "\(truncated): truncated GIF (ends inside a block); expected an animated GIF")
        XCTAssertEqual(reason(hugePath), "\(hugePath): a GIF of 65535x96 pixels, over the limit of 4096x4096")
        XCTAssertEqual(reason(empty), "\(empty): a folder with no PNG frames; expected 1.png, 2.png, ... or idle_*.png and refreshing_*.png")
        XCTAssertEqual(reason(badPNG), "\(badPNG)/1.png: a truncated or corrupt PNG (a chunk runs past the end of the file); expected a PNG frame")
        XCTAssertEqual(reason(text), "\(text): not a GIF, a PNG folder or a Lottie file; \(expected)")
        XCTAssertEqual(reason(dir.appendingPathComponent("missing.gif").path),
                       "\(dir.appendingPathComponent("missing.gif").path): no such file; \(expected)")
        XCTAssertEqual(reason(Self.frames + "/idle_00.png"),
                       "\(Self.frames)/idle_00.png: a single PNG image is not an animation; \(expected) (put the frames in a folder)")
        for r in [truncated, hugePath, empty, badPNG, text] { XCTAssertFalse(reason(r).contains("\n")) }
    }

    /// Kept PNG frames stay decoded until rasterized: more than 224 MB of them is refused.
    func testPNGFramesOverTheDecodedLimitAreRefused() throws {
        let dir = ProductPaths.temporaryFolder("big-png-\(UUID().uuidString)")
        let first = dir.appendingPathComponent("1.png")
        try SDLLibrary.session(video: false) {
            let frame = try Surface(width: 2048, height: 2048)
            frame.setPixel(x: 0, y: 0, 0xFF00_7AFF)   // a frame that shows nothing would be refused
            try frame.savePNG(to: first.path)
        }
        for k in 2...17 { try FileManager.default.copyItem(at: first, to: dir.appendingPathComponent("\(k).png")) }
        XCTAssertEqual(reason(dir.path), "\(dir.path): PNG frames that take over 224.0 MB decoded (15 frames of 2048x2048); use fewer or smaller frames, or a lower art.maxFrames")
        for k in 15...17 { try FileManager.default.removeItem(at: dir.appendingPathComponent("\(k).png")) }
        XCTAssertEqual(reason(dir.path), "loaded", "14 frames of 16 MB: exactly the limit")
    }

    /// On the command line a bad art file is one line and exit code 2, before anything runs.
    func testTheCommandLineSaysWhatIsWrongAndExits2() throws {
        let dir = ProductPaths.temporaryFolder("cli-art-\(UUID().uuidString)")
        let notLottie = dir.appendingPathComponent("data.json").path
        try "{\"items\": [1, 2, 3]}".write(toFile: notLottie, atomically: true, encoding: .utf8)
        let fifo = dir.appendingPathComponent("fifo").path
        mkfifo(fifo, 0o600)
        for (flag, path, reason) in [
            ("--header-art", notLottie, "JSON with no version 'v', so not a Lottie file; expected a Lottie JSON file"),
            ("--footer-art", dir.appendingPathComponent("nope").path,
             "no such file; expected an animated GIF, a folder of PNG frames or a Lottie JSON file"),
        ] {
            let r = try runProgram(ProductPaths.executable, ["--headless", flag, path])
            XCTAssertEqual(r.status, 2, r.stderr)
            XCTAssertEqual(r.stderr, "\(path): \(reason)\n")
        }
        // A FIFO: refused for what it is, at once (art is a file or a folder), never a wait for a writer.
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", fifo], timeout: 20)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderr, "\(fifo): is a FIFO, not a file or a folder; "
                       + "expected an animated GIF, a folder of PNG frames or a Lottie JSON file\n")
    }
}
