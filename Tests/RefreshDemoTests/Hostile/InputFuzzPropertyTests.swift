import Foundation
import PropertyBased
@testable import RefreshDemo
@testable import RefreshEngine
import Testing
@testable import RefreshDemoModel

/// Every input format against random bytes, random mutations of valid files, extreme and
/// non-finite numbers, CRLF and byte-order marks: gesture scripts, tuning files, state
/// files and flags. In process, thousands of cases: a parser either accepts or throws
/// one line naming the file and line, never traps. Through the built app, a sample:
/// the run ends in exit 0 or 2 with at most one line, never a signal, and no file the
/// user had is changed (a bad state file is moved aside byte for byte).
struct InputFuzzPropertyTests {
    static let validScript = """
        # pull, fling, tune
        drag 200,200 -> 200,480 over 0.4 hold 0.2
        wait 1
        wheel -2 precise over 0.3
        key ctrl+r
        set scroll.springStiffness 150
        set footer.style back
        preset flutter
        resize 400 700
        quit

        """
    static let validTuning = """
        {
          "version": 1,
          "scroll.springStiffness": 150,
          "feed.latencyMin": 0.5,
          "feed.pageSize": 30,
          "footer.style": "back",
          "header.alphaFollowsPull": true
        }

        """
    static let validState = "{\"version\": 1, \"lastUpdated\": {\"feed\": 1790000000.97, \"other\": 12}}\n"

    /// Pieces that have broken parsers before: numbers past Int, non-finite spellings,
    /// line ends, a byte-order mark, NUL, stray brackets, and commas.
    static let tokens = ["1e400", "-9.3e18", "9.3e18", "1e-400", "nan", "inf", "-0", "2.5", "\r\n", "\r", "\u{FEFF}",
                         "\0", "\"", ",", "}", "{", "]", "[", "true", "null", "->", " over ", "#", "\u{2028}",
                         "99999999999999999999999", "0x10", ""]

    /// Applies mutations decoded from `codes` to `text`.
    static func mutate(_ text: String, _ codes: [Int]) -> Data {
        var bytes = Array(text.utf8)
        for code in codes {
            var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: code))
            let at = bytes.isEmpty ? 0 : rng.below(bytes.count + 1)
            switch rng.below(7) {
            case 0 where !bytes.isEmpty && at < bytes.count:
                bytes[at] = UInt8(truncatingIfNeeded: rng.below(256))
            case 1:
                bytes.insert(contentsOf: Array(tokens[rng.below(tokens.count)].utf8), at: at)
            case 2 where !bytes.isEmpty:
                let end = min(bytes.count, at + rng.below(12) + 1)
                if at < end { bytes.removeSubrange(at..<end) }
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, at + rng.below(40) + 1)
                if at < end { bytes.insert(contentsOf: bytes[at..<end], at: at) }
            case 4:
                bytes = Array(bytes.prefix(at))
            case 5:
                // Replace a number with an extreme one.
                if let i = bytes.indices.dropFirst(at).first(where: { (0x30...0x39).contains(bytes[$0]) }) {
                    bytes.replaceSubrange(i...i, with: Array(tokens[rng.below(7)].utf8))
                }
            default:
                // Random bytes.
                bytes.insert(contentsOf: (0..<rng.below(16)).map { _ in UInt8(truncatingIfNeeded: rng.below(256)) }, at: at)
            }
        }
        if codes.count % 3 == 0 {
            // CRLF throughout, as a Windows editor saves it.
            bytes = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\n", with: "\r\n").utf8)
        }
        return Data(bytes)
    }

    static let mutations = Gen.int(in: 0...Int.max / 2).array(of: 0...8)

    // MARK: In process

    @Test func gestureScriptsParseOrSayWhereNeverTrap() async {
        await propertyCheck(count: 400, input: Self.mutations) { codes in
            let data = Self.mutate(Self.validScript, codes)
            guard let text = String(validating: data, as: UTF8.self) else { return }
            do {
                let script = try GestureScript.parse(text, file: "s.txt")
                #expect(script.duration.isFinite)
            } catch let e as InputFileError {
                #expect(e.file == "s.txt")
                #expect(e.line >= 1)
                #expect(!e.description.contains("\n"))
            } catch {
                Issue.record("not an InputFileError: \(error)")
            }
        }
    }

    @Test func tuningFilesParseOrSayWhereNeverTrap() async {
        await propertyCheck(count: 400, input: Self.mutations) { codes in
            let data = Self.mutate(Self.validTuning, codes)
            guard let text = String(validating: data, as: UTF8.self) else { return }
            do {
                let (set, _) = try TuningFile.parseNamingKeys(text, file: "t.json")
                for t in Tunables.all where !t.derived { #expect(t.accepts(t.value(in: set)), "\(t.name)") }
                #expect(set.conflict == nil)
                // What Save would write reads back to the same values.
                #expect(try TuningFile.parse(TuningFile.serialize(set), file: "again.json") == set)
            } catch let e as InputFileError {
                #expect(e.line >= 1)
                #expect(!e.description.contains("\n"))
                #expect(!e.message.contains(" is inf"), "a number is shown as written, never as inf: \(e)")
            } catch {
                Issue.record("not an InputFileError: \(error)")
            }
        }
    }

    @Test func stateFilesLoadOrAreMovedAsideUnchanged() async throws {
        let dir = ProductPaths.temporaryFolder("fuzz-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        await propertyCheck(count: 300, input: Self.mutations) { codes in
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let data = Self.mutate(Self.validState, codes)
            let path = dir.appendingPathComponent("state.json").path
            _ = FileManager.default.createFile(atPath: path, contents: data)
            let store = StateStore(directory: dir)
            if store.warnings.isEmpty {
                #expect(FileManager.default.contents(atPath: path) == data, "a good file is left as it is")
                if let t = store.lastUpdated("feed") { #expect(t.isFinite && t >= 0) }
            } else {
                #expect(store.warnings.count == 1)
                #expect(store.warnings[0].hasPrefix(path + ":"))
                #expect(FileManager.default.contents(atPath: path + ".bad") == data, "moved aside byte for byte")
            }
        }
    }

    static let flagPool: [[String]] = [
        ["--items", "-5"], ["--items", "0"], ["--items", "1e9"], ["--items", "99999999999999999999"], ["--fps", "0"],
        ["--fps", "nan"], ["--fps", "144"], ["--size", "0x0"], ["--size", "1x1"], ["--size", "x"], ["--size", "-3x4"],
        ["--latency", "3-1"], ["--latency", "--1"], ["--latency", "0-0"], ["--fail-rate", "2"], ["--fail-rate", "inf"],
        ["--state-dir", ""], ["--tuning", ""], ["--script", ""], ["--trace", ""], ["--scale", "0"], ["--scale", "1e308"],
        ["--header", "gif"], ["--header", ""], ["--lang", "ko"], ["--lang", "xx"], ["--footer", "back"],
        ["--settle-timeout", "-1"], ["--history", "-0"], ["--seed", "-1"], ["--seed", "18446744073709551615"],
        ["--no-initial-refresh"], ["--panel"], ["--hud"], ["--alpha-follows-pull"], ["--bogus"], ["-x"], ["--"],
        ["--items"], ["\u{FEFF}--fps", "60"], ["--size", "420x760\r"],
    ]

    @Test func flagsParseOrSayWhichNeverTrap() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...(Self.flagPool.count - 1)).array(of: 0...6)) { picks in
            let args = picks.flatMap { Self.flagPool[$0] }
            do {
                let command = try RefreshDemoCommand.parseAsRoot(args)
                if let command = command as? RefreshDemoCommand {
                    let o = command.options
                    #expect(o.width >= 1 && o.height >= 1 && o.fps >= 1 && o.items >= 0)
                    #expect(o.latencyMin <= o.latencyMax && (0...1).contains(o.failRate))
                    #expect(o.stateDirectory.map { !$0.isEmpty } ?? true)
                }
            } catch {
                let message = RefreshDemoCommand.fullMessage(for: error)
                #expect(!message.isEmpty, "\(args)")
            }
        }
    }

    // MARK: Through the app

    enum Format: CaseIterable { case script, tuning, state }

    @Test func theAppEndsInExit0Or2WithOneLineAndChangesNoFile() async throws {
        let root = ProductPaths.temporaryFolder("fuzz-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        await propertyCheck(count: 24, input: Gen.int(in: 0...2), Self.mutations) { which, codes in
            let format = Format.allCases[which]
            let dir = root.appendingPathComponent(UUID().uuidString)
            try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let quit = dir.appendingPathComponent("quit.txt").path
            _ = FileManager.default.createFile(atPath: quit, contents: Data("wait 0.2\nquit\n".utf8))
            var args = ["--headless", "--no-initial-refresh", "--state-dir", dir.path]
            let data: Data
            let path: String
            switch format {
            case .script:
                data = Self.mutate(Self.validScript, codes)
                path = dir.appendingPathComponent("script.txt").path
                args += ["--script", path, "--settle-timeout", "20"]
            case .tuning:
                data = Self.mutate(Self.validTuning, codes)
                path = dir.appendingPathComponent("tuning.json").path
                args += ["--tuning", path, "--script", quit]
            case .state:
                data = Self.mutate(Self.validState, codes)
                path = dir.appendingPathComponent("state.json").path
                args += ["--script", quit]
            }
            _ = FileManager.default.createFile(atPath: path, contents: data)
            guard let r = try? runProgram(ProductPaths.executable, args, timeout: 60) else {
                Issue.record("could not run the app")
                return
            }
            #expect(r.status == 0 || r.status == 2, "\(format) \(r.status): \(r.stderr)")
            let lines = r.stderr.split(separator: "\n")
            #expect(lines.count <= 1, "\(format): \(r.stderr)")
            if r.status == 2 { #expect(lines.count == 1) }
            if format == .state, FileManager.default.contents(atPath: path) != data {
                #expect(FileManager.default.contents(atPath: path + ".bad") == data, "moved aside byte for byte")
            } else {
                #expect(FileManager.default.contents(atPath: path) == data, "\(format): the user's file is unchanged")
            }
        }
    }
}
