import Foundation
import RefreshEngine
import XCTest
@testable import RefreshDemo

/// One line a file: however many problems a file (a folder of frames: the folder) has, it
/// is said in one line that counts them and names the first three, on stderr and in the
/// window, at start, on a drop and on a reload. A single problem is its plain line.
final class ArtOneLineTests: XCTestCase {
    /// The PngSuite-like damaged frames (tools/make_art_corpus.py), in the order they are
    /// numbered into the folder after frames-real's six (whose 5.png is cut short).
    static let corrupt = ["truncated-idat", "bad-crc", "bad-length", "bad-zlib", "bad-zlib-header", "bad-adler",
                          "too-much-data", "short-rows", "bad-filter", "bad-colour-type", "bad-bit-depth", "no-idat",
                          "no-plte", "unknown-critical", "plte-after-idat"]

    /// What the folder's 21 frames come to: 16 skipped, the first three named.
    static let folderLine = "16 of 21 frames skipped: 5.png (a truncated or corrupt PNG (a chunk runs past the end of the file)), "
        + "7.png (a corrupt PNG (image data cut short: 181 of 520 bytes)), "
        + "8.png (a truncated or corrupt PNG (the CRC of chunk IDAT does not match)) and 13 more"

    /// What a Lottie with a text layer and an image file beside it comes to: two problems.
    static let lottieLine = "2 problems: text layer 'Title' not drawn (rlottie draws no text); "
        + "image layer 'Photo' not drawn (an image file beside the animation, and only images embedded in it are drawn)"

    /// frames-real's six frames and the fifteen damaged ones as 7.png to 21.png, in `dir`.
    static func badFolder(in dir: URL, corrupt: Bool = true) throws -> String {
        let folder = dir.appendingPathComponent("frames")
        try FileManager.default.copyItem(atPath: ArtCorpus.path("frames-real"), toPath: folder.path)
        if corrupt { try addCorruptFrames(to: folder.path) }
        return folder.path
    }

    static func addCorruptFrames(to folder: String) throws {
        for (k, name) in corrupt.enumerated() {
            try FileManager.default.copyItem(atPath: ArtCorpus.path("png-" + name) + "/1.png",
                                             toPath: folder + "/\(k + 7).png")
        }
    }

    /// The square with a title as a text layer and an image file beside it
    /// (tools/make_art_corpus.py), copied into `dir`: rlottie draws the square only.
    static func textAndImageLottie(in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("text-and-image.json").path
        if !FileManager.default.fileExists(atPath: path) {
            try FileManager.default.copyItem(atPath: ArtCorpus.path("text-and-image.json"), toPath: path)
        }
        return path
    }

    func testNotesAreOneLineCountingThemAndNamingTheFirstThree() {
        XCTAssertNil(ArtDocument.oneLine([]))
        XCTAssertEqual(ArtDocument.oneLine(["a"]), "a", "one problem: its plain line")
        XCTAssertEqual(ArtDocument.oneLine(["a", "b"]), "2 problems: a; b")
        XCTAssertEqual(ArtDocument.oneLine(["a", "b", "c"]), "3 problems: a; b; c")
        XCTAssertEqual(ArtDocument.oneLine(["a", "b", "c", "d", "e"]), "5 problems: a; b; c (and 2 more)")
    }

    func testAFolderOfManyBadFramesIsOneNote() throws {
        let dir = ProductPaths.temporaryFolder("one-line-\(UUID().uuidString)")
        let folder = try Self.badFolder(in: dir)
        let doc = try SDLLibrary.session(video: false) { try ArtLoader.load(folder, maxFrames: 120) }
        XCTAssertEqual(doc.frameCount, 5, "frames 1-4 and 6")
        XCTAssertEqual(doc.notes, [Self.folderLine])
        XCTAssertEqual(doc.noteLine, "RefreshDemo: \(folder): \(Self.folderLine)\n")
    }

    /// At start (`--header-art`): one line on stderr for the folder, one for the Lottie.
    func testAtStartEachFileIsOneLine() throws {
        let dir = ProductPaths.temporaryFolder("one-line-start-\(UUID().uuidString)")
        let folder = try Self.badFolder(in: dir)
        let lottie = try Self.textAndImageLottie(in: dir)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", folder, "--footer-art", lottie,
                                                         "--state-dir", dir.path], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(folder): \(Self.folderLine)\nRefreshDemo: \(lottie): \(Self.lottieLine)\n")
    }

    /// On a drop (a script's `drop PATH`): one line on stderr a file.
    func testADropIsOneLineOnStderr() throws {
        let dir = ProductPaths.temporaryFolder("one-line-drop-\(UUID().uuidString)")
        let folder = try Self.badFolder(in: dir)
        let lottie = try Self.textAndImageLottie(in: dir)
        let script = dir.appendingPathComponent("s.txt").path
        try "drop \(folder)\nwait 0.1\ndrop \(lottie) at 160,250\nwait 0.1\n".write(toFile: script, atomically: true, encoding: .utf8)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--size", "320x260",
                                                         "--script", script, "--state-dir", dir.path], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderr, "RefreshDemo: \(folder): \(Self.folderLine)\nRefreshDemo: \(lottie): \(Self.lottieLine)\n")
    }

    func session(headerArt: String?) throws -> Session {
        var options = Options()
        options.headless = true
        options.initialRefresh = false
        options.headerArtPath = headerArt
        let typography = try Typography(assets: Assets.locate(), scale: 1)
        return try Session(options: options, epoch: HeadlessRun.epoch, utcOffset: 0, metrics: typography, script: nil)
    }

    /// On a drop the window's message is the same one line, after the file's name.
    func testADropIsOneMessageInTheWindow() throws {
        let dir = ProductPaths.temporaryFolder("one-line-drop-window-\(UUID().uuidString)")
        let folder = try Self.badFolder(in: dir)
        let lottie = try Self.textAndImageLottie(in: dir)
        try SDLLibrary.session(video: false) {
            let session = try session(headerArt: nil)
            session.drop(folder, x: 160, y: 20, atReal: 0.1)
            XCTAssertEqual(session.engine.art.header?.frameCount, 5)
            XCTAssertEqual(session.frame(atReal: 0.1).message?.text, "frames: \(Self.folderLine)")
            XCTAssertEqual(session.frame(atReal: 0.1).message?.isError, false)
            session.drop(lottie, x: 160, y: 250, atReal: 0.2)
            XCTAssertEqual(session.frame(atReal: 0.2).message?.text, "text-and-image.json: \(Self.lottieLine)")
        }
    }

    /// On a reload (the file changed on disk): the window's message is the one line; a
    /// single problem stays its plain line.
    func testAReloadIsOneMessageInTheWindow() throws {
        let dir = ProductPaths.temporaryFolder("one-line-reload-\(UUID().uuidString)")
        let folder = try Self.badFolder(in: dir, corrupt: false)
        let art = dir.appendingPathComponent("art").path
        try FileManager.default.copyItem(atPath: ArtLoaderTests.gif, toPath: art)
        try SDLLibrary.session(video: false) {
            // A folder with one bad frame given at start, then fifteen more saved into it.
            let frames = try session(headerArt: folder)
            frames.pollArt(atReal: 0.1)
            XCTAssertEqual(frames.engine.art.header?.frameCount, 5)
            XCTAssertEqual(frames.art.header?.noteSummary,
                           "frame 5.png skipped: a truncated or corrupt PNG (a chunk runs past the end of the file); expected a PNG frame")
            try Self.addCorruptFrames(to: folder)
            frames.pollArt(atReal: 0.7)
            XCTAssertEqual(frames.engine.art.header?.frameCount, 5)
            XCTAssertEqual(frames.art.header?.notes, [Self.folderLine])
            XCTAssertEqual(frames.frame(atReal: 0.7).message?.text, "frames: \(Self.folderLine)")
            // A GIF saved over as the Lottie with a text layer and an image file beside it.
            let file = try session(headerArt: art)
            file.pollArt(atReal: 0.1)
            try FileManager.default.removeItem(atPath: art)
            try FileManager.default.copyItem(atPath: try Self.textAndImageLottie(in: dir), toPath: art)
            file.pollArt(atReal: 0.7)
            XCTAssertEqual(file.art.header?.kind, .lottie)
            XCTAssertEqual(file.frame(atReal: 0.7).message?.text, "art: \(Self.lottieLine)")
        }
    }
}
