import Foundation
import PropertyBased
@testable import RefreshArtWorker
@testable import RefreshDemo
@testable import RefreshEngine
import Testing

/// The user's art against mutated files of each format: GIFs (bytes flipped, cut, copied,
/// blocks resized), PNG folders (frames damaged, cut or replaced) and Lottie files (the
/// JSON mutations of InputFuzzPropertyTests, plus extreme numbers in its fields). In
/// process, a load either gives a document whose frames render or throws one line naming
/// the path; through the built app, the run ends in exit 0 or 2 with at most one line,
/// never a signal. The GIFs and PNG frames are decoded in the art worker, never in process:
/// every load that gives a document started one. Serialized: SDL is started and stopped
/// around each in-process load.
@Suite(.serialized) struct ArtFuzzPropertyTests {
    static let gif = (try? Data(contentsOf: URL(fileURLWithPath: ArtLoaderTests.gif))) ?? Data()
    static let lottie = (try? String(contentsOfFile: ArtLoaderTests.lottie, encoding: .utf8)) ?? ""
    static let png = (try? Data(contentsOf: URL(fileURLWithPath: ArtLoaderTests.frames + "/idle_03.png"))) ?? Data()
    static let mutations = Gen.int(in: 0...Int.max / 2).array(of: 1...6)

    /// Binary mutations decoded from `codes`: a byte changed, a run removed, copied or
    /// filled with random bytes, the file cut short, a 16-bit field set to an extreme.
    static func mutate(_ data: Data, _ codes: [Int]) -> Data {
        var b = [UInt8](data)
        for code in codes {
            var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: code))
            let at = b.isEmpty ? 0 : rng.below(b.count)
            switch rng.below(6) {
            case 0 where !b.isEmpty: b[at] = UInt8(truncatingIfNeeded: rng.below(256))
            case 1 where !b.isEmpty: b.removeSubrange(at..<min(b.count, at + rng.below(64) + 1))
            case 2 where !b.isEmpty: b.insert(contentsOf: b[at..<min(b.count, at + rng.below(200) + 1)], at: at)
            case 3: b = Array(b.prefix(at))
            case 4 where at + 1 < b.count:
                let extreme: [UInt8] = [[0xFF, 0xFF], [0, 0], [0x00, 0x10], [0x01, 0x00]][rng.below(4)]
                b[at] = extreme[0]; b[at + 1] = extreme[1]
            default:
                b.insert(contentsOf: (0..<rng.below(32)).map { _ in UInt8(truncatingIfNeeded: rng.below(256)) }, at: at)
            }
        }
        return Data(b)
    }

    /// Lottie text with JSON mutations and, now and then, a field set to an absurd value.
    static func mutateLottie(_ codes: [Int]) -> Data {
        var text = lottie
        if let first = codes.first, first % 4 == 0 {
            let fields = ["\"op\": 75", "\"w\": 120", "\"fr\": 30", "\"ip\": 0", "\"h\": 120"]
            let values = ["1e9", "-1", "1e6", "0", "1e400", "\"x\"", "[]", "null", "9.3e18"]
            let f = fields[first / 4 % fields.count]
            text = text.replacingOccurrences(of: f, with: f.prefix(while: { $0 != ":" }) + ": " + values[first / 20 % values.count])
        }
        return InputFuzzPropertyTests.mutate(text, Array(codes.dropFirst()))
    }

    /// Loads in process; a document must render its first and last frame at a small size,
    /// and its frames must have come from a worker.
    static func loadOrSayWhy(_ path: String) -> String? {
        do {
            return try SDLLibrary.session(video: false) {
                let before = ArtWorker.launches
                let doc = try ArtLoader.load(path, maxFrames: 16)
                #expect(ArtWorker.launches > before, "\(path) was decoded by a worker")
                let cache = ArtFrameCache(document: doc, pixelWidth: 24, pixelHeight: 24,
                                          renderer: try Canvas(surface: Surface(width: 24, height: 24), scale: 1).handle)
                _ = try cache.rasterize(0)
                _ = try cache.rasterize(doc.frameCount - 1)
                return nil
            }
        } catch {
            return "\(error)"
        }
    }

    static func expectOneLine(_ message: String?, path: String) {
        guard let message else { return }
        #expect(message.hasPrefix(path + ": ") || message.hasPrefix(path + "/"), "\(message)")
        #expect(!message.contains("\n"), "\(message)")
    }

    @Test func mutatedGIFsLoadOrSayWhyInOneLine() async throws {
        let dir = ProductPaths.temporaryFolder("fuzz-gif-\(UUID().uuidString)")
        await propertyCheck(count: 250, input: Self.mutations) { codes in
            let path = dir.appendingPathComponent("a.gif").path
            try? Self.mutate(Self.gif, codes).write(to: URL(fileURLWithPath: path))
            Self.expectOneLine(Self.loadOrSayWhy(path), path: path)
        }
    }

    @Test func mutatedPNGFoldersLoadOrSayWhyInOneLine() async throws {
        let dir = ProductPaths.temporaryFolder("fuzz-png-\(UUID().uuidString)")
        await propertyCheck(count: 120, input: Self.mutations) { codes in
            let folder = dir.appendingPathComponent("f\(codes[0] % 1000)").path
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for k in 0..<3 {
                let data = k == codes[0] % 3 ? Self.mutate(Self.png, codes) : Self.png
                try? data.write(to: URL(fileURLWithPath: folder + "/\(k + 1).png"))
            }
            Self.expectOneLine(Self.loadOrSayWhy(folder), path: folder)
        }
    }

    @Test func mutatedLottieFilesLoadOrSayWhyInOneLine() async throws {
        let dir = ProductPaths.temporaryFolder("fuzz-lottie-\(UUID().uuidString)")
        await propertyCheck(count: 250, input: Self.mutations) { codes in
            let path = dir.appendingPathComponent("a.json").path
            try? Self.mutateLottie(codes).write(to: URL(fileURLWithPath: path))
            Self.expectOneLine(Self.loadOrSayWhy(path), path: path)
        }
    }

    /// Through the app: a pull and a refresh with the mutated art in the header, exit 0 or
    /// 2 with at most one line, never a signal.
    @Test func theAppEndsInExit0Or2WithOneLine() async throws {
        let dir = ProductPaths.temporaryFolder("fuzz-app-art-\(UUID().uuidString)")
        let script = dir.appendingPathComponent("pull.txt").path
        // Screenshots while pulled and while refreshing: the frames are rasterized, not only loaded.
        let shot = dir.appendingPathComponent("shot.png").path
        try "press 200,150\nmove 200,400 over 0.3\nscreenshot \(shot)\nrelease\nwait 0.3\nscreenshot \(shot)\n"
            .write(toFile: script, atomically: true, encoding: .utf8)
        await propertyCheck(count: 18, input: Gen.int(in: 0...2), Self.mutations) { which, codes in
            let path: String
            switch which {
            case 0:
                path = dir.appendingPathComponent("a.gif").path
                try? Self.mutate(Self.gif, codes).write(to: URL(fileURLWithPath: path))
            case 1:
                path = dir.appendingPathComponent("frames").path
                try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try? Self.mutate(Self.png, codes).write(to: URL(fileURLWithPath: path + "/1.png"))
                try? Self.png.write(to: URL(fileURLWithPath: path + "/2.png"))
            default:
                path = dir.appendingPathComponent("a.json").path
                try? Self.mutateLottie(codes).write(to: URL(fileURLWithPath: path))
            }
            guard let r = try? runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--latency", "0.1-0.1",
                                                                   "--script", script, "--header-art", path, "--scale", "2"],
                                          timeout: 60) else {
                Issue.record("could not run the app")
                return
            }
            #expect(r.status == 0 || r.status == 2, "\(path) \(r.status): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count <= 1, "\(r.stderr)")
            if r.status == 2 { #expect(r.stderr.hasPrefix(path), "\(r.stderr)") }
        }
    }
}
