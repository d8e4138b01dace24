import Foundation
@testable import RefreshDemo
@testable import RefreshEngine
import XCTest
import TestSupport
@testable import RefreshDemoModel

/// What the app writes and reads on the user's disk, checked in process: atomic writes
/// that keep links and modes, leftovers of killed runs, the input reader's limits, the
/// state store's rules, and the tuning file's Save.
final class FileSafetyTests: XCTestCase {
    var dir: URL!

    override func setUp() {
        super.setUp()
        dir = ProductPaths.temporaryFolder("safety-\(UUID().uuidString)")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: dir)
        super.tearDown()
    }

    func names() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted() }

    func mode(_ path: String) -> mode_t {
        var st = stat()
        _ = stat(path, &st)
        return st.st_mode & 0o7777
    }

    // MARK: AtomicFile

    func testAWriteThroughASymlinkReplacesTheTargetAndKeepsTheLinkAndTheMode() throws {
        let target = dir.appendingPathComponent("real.json").path
        let link = dir.appendingPathComponent("tuning.json").path
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        XCTAssertEqual(chmod(target, 0o600), 0)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try AtomicFile.write("new", to: link, what: "tuning file")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real.json", "still a link")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
        XCTAssertEqual(mode(target), 0o600, "0600 stays 0600")
        XCTAssertEqual(names(), ["real.json", "tuning.json"], "no temporary file left behind")
    }

    func testADanglingSymlinkIsFollowedToTheFileItNames() throws {
        let link = dir.appendingPathComponent("state.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "elsewhere.json")
        try AtomicFile.write("x", to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "elsewhere.json")
        XCTAssertEqual(try String(contentsOfFile: dir.appendingPathComponent("elsewhere.json").path, encoding: .utf8), "x")
    }

    func testANewFileGetsTheUmasksModeAndAnExistingOneKeepsItsOwn() throws {
        let path = dir.appendingPathComponent("new.json").path
        let old = umask(0o022)
        defer { umask(old) }
        try AtomicFile.write("1", to: path)
        XCTAssertEqual(mode(path), 0o644)
        XCTAssertEqual(chmod(path, 0o640), 0)
        try AtomicFile.write("2", to: path)
        XCTAssertEqual(mode(path), 0o640)
    }

    func testAFailedWriteNamesTheUsersPathAndLeavesNothingBehind() throws {
        // /dev/full is written in place (never renamed over) and fails as a full disk does.
        XCTAssertThrowsError(try AtomicFile.write("x", to: "/dev/full", what: "trace")) { error in
            XCTAssertEqual("\(error)", "/dev/full: cannot write the trace (no space left on device)")
        }
        var st = stat()
        XCTAssertEqual(stat("/dev/full", &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFCHR, "the device is still a device")
        let inMissingFolder = dir.appendingPathComponent("no/such/folder/file.json").path
        XCTAssertThrowsError(try AtomicFile.write("x", to: inMissingFolder, what: "tuning file")) { error in
            XCTAssertTrue("\(error)".hasPrefix(inMissingFolder + ": cannot write the tuning file ("), "\(error)")
            XCTAssertFalse("\(error)".contains("tmp-"), "never the temporary file's name")
        }
        XCTAssertThrowsError(try AtomicFile.write("x", to: dir.path)) { error in
            XCTAssertTrue("\(error)".contains("it is a folder"), "\(error)")
        }
        // A check before the rename that fails leaves the old file and no temporary file.
        let path = dir.appendingPathComponent("keep.json").path
        try "mine".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try AtomicFile.write(Data("theirs".utf8), to: path) {
            throw AtomicFile.Failure(reason: "it changed on disk while saving")
        })
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "mine")
        XCTAssertEqual(names(), ["keep.json"])
    }

    func testLeftoversOfAKilledRunAreRemovedAndALiveRunsAreKept() throws {
        let path = dir.appendingPathComponent("state.json").path
        // A PID that cannot exist (above pid_max) and a live one (this process's parent).
        let dead = dir.appendingPathComponent(".state.json.refreshdemo-tmp-99999999-1").path
        let live = dir.appendingPathComponent(".state.json.refreshdemo-tmp-\(getppid())-2").path
        let other = dir.appendingPathComponent(".other.json.refreshdemo-tmp-99999999-3").path
        for p in [dead, live, other] { _ = FileManager.default.createFile(atPath: p, contents: Data("half".utf8)) }
        AtomicFile.removeLeftovers(of: path)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dead))
        XCTAssertTrue(FileManager.default.fileExists(atPath: live), "another run may be writing it")
        XCTAssertTrue(FileManager.default.fileExists(atPath: other), "not ours to remove")
    }

    /// Names that merely resemble a temporary file (the user's backups and notes, another
    /// program's `.NAME.tmp-PID-N`) are never removed, at start or ever.
    func testOnlyTheAppsOwnTemporaryNamesAreRemoved() throws {
        let tuning = dir.appendingPathComponent("t.json").path
        try "{\"version\": 1}".write(toFile: tuning, atomically: false, encoding: .utf8)
        let names = [".t.json.tmp-99999999-1", ".t.json.tmp-99999999-1.bak", ".t.json.tmp-99999999-1~",
                     ".t.json.tmp-99999999-1 notes", ".t.json.refreshdemo-tmp-99999999-1.bak",
                     ".t.json.refreshdemo-tmp-99999999-1~", ".t.json.refreshdemo-tmp-99999999-x",
                     ".t.json.refreshdemo-tmp-99999999-1-2", ".t.json.refreshdemo-tmp--1"]
        for n in names { _ = FileManager.default.createFile(atPath: dir.appendingPathComponent(n).path, contents: Data("mine".utf8)) }
        let ours = dir.appendingPathComponent(".t.json.refreshdemo-tmp-99999999-7").path
        _ = FileManager.default.createFile(atPath: ours, contents: Data("half".utf8))
        var env = ProcessInfo.processInfo.environment
        env["XDG_STATE_HOME"] = dir.appendingPathComponent("xdg").path
        let r = try runProgram(ProductPaths.executable, ["--headless", "--no-initial-refresh", "--tuning", tuning],
                               environment: env)
        XCTAssertEqual(r.status, 0, r.stderr)
        for n in names {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent(n).path), "\(n) was removed")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: ours), "a killed run's own leftover is removed")
    }

    // MARK: InputFile

    func testAFIFOAndCRLFWithAByteOrderMarkAreRead() throws {
        let fifo = dir.appendingPathComponent("script.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("wait 0.1\r\nkey f5\r\n".utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        writer.start()
        let text = try InputFile.text(fifo, limit: 1000, what: "a gesture script")
        XCTAssertEqual(text, "wait 0.1\r\nkey f5\r\n", "the byte-order mark is dropped")
        let script = try GestureScript.parse(text, file: fifo)
        XCTAssertEqual(script.lines.map(\.number), [1, 2])
    }

    func testAFileOverTheLimitIsRefusedByItsSizeAtOnce() throws {
        let path = dir.appendingPathComponent("huge.txt").path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        // 200 MB without writing them: a sparse file.
        XCTAssertEqual(truncate(path, 200 << 20), 0)
        XCTAssertThrowsError(try InputFile.read(path, limit: InputFile.scriptLimit, what: "a gesture script")) { error in
            XCTAssertEqual("\(error)", "\(path): is 200.0 MB, over the limit of 4.0 MB; expected a gesture script")
        }
        XCTAssertThrowsError(try InputFile.read(dir.path, limit: 10, what: "a tuning file")) { error in
            XCTAssertEqual("\(error)", "\(dir.path): is a folder; expected a tuning file")
        }
        XCTAssertThrowsError(try InputFile.read(dir.appendingPathComponent("none").path, limit: 10, what: "x")) { error in
            XCTAssertTrue("\(error)".hasSuffix("none: no such file; expected x"), "\(error)")
        }
        let latin1 = dir.appendingPathComponent("latin1.txt").path
        _ = FileManager.default.createFile(atPath: latin1, contents: Data([0x77, 0xE9, 0x0A]))
        XCTAssertThrowsError(try InputFile.text(latin1, limit: 10, what: "a gesture script")) { error in
            XCTAssertEqual("\(error)", "\(latin1): not UTF-8 text; expected a gesture script")
        }
    }

    // MARK: StateStore

    func write(_ text: String, _ name: String = "state.json") -> String {
        let path = dir.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    /// Values that once trapped at every launch (a Double converted to Int unchecked), and
    /// other bad ones: each is a warning naming the file and line, the file is moved
    /// aside unchanged, and there is no record.
    func testBadStateFilesAreMovedAsideWithOneWarningAndNoRecord() throws {
        let cases: [(String, Int)] = [
            ("{\"version\": 1, \"lastUpdated\": {\"feed\": 9.3e18}}", 1),
            ("{\"version\": 1,\r\n \"lastUpdated\": {\r\n  \"feed\": -9.3e18}}", 3),
            ("{\"version\": 1, \"lastUpdated\": {\"feed\": 1e308}}", 1),
            ("{\"version\": 1, \"lastUpdated\": {\"feed\": \"yesterday\"}}", 1),
            ("{\"version\": 1, \"lastUpdated\": {\"feed\": true}}", 1),
            ("{\"version\": 1.5, \"lastUpdated\": {}}", 1),
            ("{\"version\": 1, \"lastUpdated\": [1, 2]}", 1),
            ("[]", 1),
            ("", 1),
            ("\u{FEFF}{\"version\": 2}", 1),
        ]
        for (text, line) in cases {
            try? FileManager.default.removeItem(at: dir)
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            let path = write(text)
            let store = StateStore(directory: dir)
            XCTAssertNil(store.lastUpdated("feed"), text)
            XCTAssertEqual(store.warnings.count, 1, text)
            let warning = store.warnings.first ?? ""
            XCTAssertTrue(warning.hasPrefix("\(path):\(line): "), "\(text): \(warning)")
            XCTAssertTrue(warning.hasSuffix("moved it to \(path).bad and starting with no record"), warning)
            XCTAssertEqual(FileManager.default.contents(atPath: path + ".bad"), Data(text.utf8), "moved unchanged")
            XCTAssertEqual(names(), ["state.json.bad"])
        }
    }

    /// Each problem says what was expected of the part it is about.
    func testStateFileProblemsSayWhatWasExpected() {
        let cases: [(String, String)] = [
            ("{\"version\": 1, \"lastUpdated\": {\"feed\": 9.3e18}}", "\"lastUpdated\".\"feed\" must be Unix seconds from 0 to"),
            ("{\"version\": 1, \"lastUpdated\": {\"version\": \"x\"}}", "\"lastUpdated\".\"version\" must be Unix seconds"),
            ("{\"version\": 1, \"lastUpdated\": {\"feed\": null}}", "\"lastUpdated\".\"feed\" must be Unix seconds"),
            ("{\"version\": true, \"lastUpdated\": {}}", "\"version\" must be 1;"),
            ("{\"version\": 2, \"lastUpdated\": {}}", "\"version\" must be 1;"),
            ("{\"lastUpdated\": {}}", "\"version\" must be 1;"),
            ("{\"version\": 1}", "\"lastUpdated\" is missing or not an object;"),
            ("{\"version\": 1, \"lastUpdated\": 5}", "\"lastUpdated\" is missing or not an object;"),
            ("[]", "not a JSON object;"),
            ("{", "not a JSON object;"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try StateStore.parse(text, file: "s.json"), text) { error in
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix("s.json:1: " + message), "\(text): \(line)")
                XCTAssertTrue(line.hasSuffix(StateStore.expected), line)
            }
        }
    }

    func testGoodStateFilesLoadWithFractionsCRLFAndAByteOrderMark() throws {
        _ = write("\u{FEFF}{\r\n\"version\": 1,\r\n\"lastUpdated\": {\"feed\": 1790000000.97, \"other\": 0}\r\n}\r\n")
        let store = StateStore(directory: dir)
        XCTAssertEqual(store.warnings, [])
        XCTAssertEqual(store.lastUpdated("feed"), 1_790_000_000.97)
        XCTAssertEqual(store.lastUpdated("other"), 0)
    }

    func testSavesGoToDiskInTheBackgroundAndFlushWaitsForTheLast() throws {
        let store = StateStore(directory: dir.appendingPathComponent("sub"))
        for i in 0..<50 { store.setLastUpdated("feed", 1_790_000_000 + Double(i)) }
        store.setLastUpdated("feed", .infinity)  // ignored: never a value that cannot be read back
        store.flush()
        let file = dir.appendingPathComponent("sub/state.json")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertEqual((saved?["lastUpdated"] as? [String: Double])?["feed"], 1_790_000_049, "the latest value")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path),
                       ["state.json"], "no temporary file")
        let reread = StateStore(directory: dir.appendingPathComponent("sub"))
        XCTAssertEqual(reread.lastUpdated("feed"), 1_790_000_049)
    }

    func testAFailedSaveIsOneWarningNamingTheFile() throws {
        // A file where the state folder should be: the save fails (root ignores permissions,
        // so a read-only folder would not fail here).
        let folder = dir.appendingPathComponent("not-a-folder")
        _ = FileManager.default.createFile(atPath: folder.path, contents: Data())
        let lines = Lines()
        let store = StateStore(directory: folder, warn: { lines.append($0) })
        store.setLastUpdated("feed", 1_790_000_000)
        store.flush()
        XCTAssertEqual(lines.all.count, 1, "\(lines.all)")
        XCTAssertTrue(lines.all.first?.hasPrefix(folder.appendingPathComponent("state.json").path + ": cannot write the state file (cannot create the folder")
                      ?? false, "\(lines.all)")
    }

    func testWithoutAFolderNothingIsReadOrWritten() {
        let store = StateStore(directory: nil)
        store.setLastUpdated("feed", 1_790_000_000)
        store.flush()
        XCTAssertNil(store.file)
        XCTAssertEqual(store.lastUpdated("feed"), 1_790_000_000, "kept for this run only")
    }

    // MARK: Session: Save

    func session(tuning: String?, configure: (inout Options) -> Void = { _ in }) throws -> Session {
        var options = Options()
        options.headless = true
        options.tuningPath = tuning
        options.stateDirectory = dir.appendingPathComponent("state").path
        options.initialRefresh = false
        configure(&options)
        return try Session(options: options, epoch: 1_790_000_000, utcOffset: 0, metrics: FixedTextMetrics(), script: nil)
    }

    /// The panel's Save button once aborted the app: the save ran inside the engine's
    /// effect-draining closure and changed the engine again (an exclusivity violation).
    func testTheSaveButtonAndCtrlSTakeOneRouteAndSave() throws {
        let file = dir.appendingPathComponent("tuning.json").path
        let s = try session(tuning: file)
        s.engine.togglePanel(at: 0)
        _ = s.frame(atReal: 0)
        s.engine.setTunable("scroll.springStiffness", 150, at: 0)
        let save = TuningPanel.rect(of: .save)
        let x = s.engine.viewportWidth + save.x + 5
        s.handle(.press(x: x, y: save.y + 5), atReal: 0.1)
        s.handle(.release(x: x, y: save.y + 5), atReal: 0.15)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8),
                       "{\n  \"version\": 1,\n  \"scroll.springStiffness\": 150\n}\n")
        s.engine.setTunable("scroll.springStiffness", 200, at: 0.2)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.3)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8),
                       "{\n  \"version\": 1,\n  \"scroll.springStiffness\": 200\n}\n")
        XCTAssertEqual(s.frame(atReal: 0.4).message?.text, "Saved \(file)")
    }

    /// An editor's save between the app's read and its Save is never written over: the
    /// app loads it instead and says so; a second Save then writes the values shown.
    func testSaveNeverOverwritesAFileChangedOnDiskSinceItWasRead() throws {
        let file = dir.appendingPathComponent("tuning.json").path
        try "{\"version\": 1, \"scroll.springStiffness\": 150}".write(toFile: file, atomically: false, encoding: .utf8)
        let s = try session(tuning: file)
        XCTAssertEqual(s.engine.tuning.springStiffness, 150)
        s.engine.setTunable("scroll.rubberBandCoefficient", 0.7, at: 0)
        // The editor writes, and Save comes before the twice-a-second poll has looked.
        let theirs = "{\"version\": 1, \"scroll.springStiffness\": 300}"
        try theirs.write(toFile: file, atomically: false, encoding: .utf8)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.1)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), theirs, "the editor's change is kept")
        XCTAssertEqual(s.engine.tuning.springStiffness, 300, "and loaded")
        let message = s.frame(atReal: 0.2).message
        XCTAssertEqual(message?.isError, false)
        XCTAssertTrue(message?.text.hasPrefix("Not saved: \(file) changed on disk; loaded it instead") ?? false, "\(String(describing: message))")
        // Save again: now the file is what the app last read, so it is written.
        s.engine.setTunable("scroll.springStiffness", 320, at: 0.3)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.4)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8),
                       "{\n  \"version\": 1,\n  \"scroll.springStiffness\": 320\n}\n")
    }

    /// One-off flags (--fail-rate, --latency) are not the user's tuning: Save leaves them
    /// out unless changed in the app; names the file held stay in it.
    func testSaveWritesWhatTheUserChangedNotTheCommandLine() throws {
        let file = dir.appendingPathComponent("tuning.json").path
        try "{\"version\": 1, \"header.height\": 54}".write(toFile: file, atomically: false, encoding: .utf8)
        let s = try session(tuning: file) { o in
            o.failRate = 0.5
            o.latencyMin = 2
            o.latencyMax = 3
        }
        s.engine.setTunable("scroll.springStiffness", 150, at: 0)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.1)
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8),
                       "{\n  \"version\": 1,\n  \"scroll.springStiffness\": 150,\n  \"header.height\": 54\n}\n")
        s.engine.setTunable("feed.failRate", 0.25, at: 0.2)
        s.handle(.key(KeyPress(.s, .ctrl)), atReal: 0.3)
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains("\"feed.failRate\": 0.25"))
        XCTAssertFalse(try String(contentsOfFile: file, encoding: .utf8).contains("latency"))
    }

    func testAHeadlessSessionWithoutAStateFolderKeepsNoState() throws {
        var options = Options()
        options.headless = true
        let s = try Session(options: options, epoch: 1_790_000_000, utcOffset: 0, metrics: FixedTextMetrics(), script: nil)
        XCTAssertNil(s.store.file)
    }
}

/// Lines collected from another thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ s: String) { lock.lock(); lines.append(s); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
