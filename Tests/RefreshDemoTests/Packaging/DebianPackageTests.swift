import Foundation
import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel

/// The Debian package `make deb` builds, installed for real: with apt into a clean Debian root
/// (debootstrap minbase, no Swift toolchain), it renders the golden frame from any folder, and
/// removing it (and what it pulled in) leaves the root as it was. Unpacked anywhere, its binary
/// finds its Assets beside itself.
///
/// `make test` builds the package first (`make deb`); run alone, the test skips where there is
/// none, or where debootstrap cannot run (not root, no archive): `scripts/debian-root.sh` says why.
final class DebianPackageTests: XCTestCase {
    /// out/refreshdemo_VERSION_ARCH.deb, the newest if there are several.
    static var builtPackage: URL? {
        let out = ProductPaths.repository.appendingPathComponent("out")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []
        return names.filter { $0.hasPrefix("refreshdemo_") && $0.hasSuffix(".deb") }
            .map { out.appendingPathComponent($0) }
            .max { modified($0) < modified($1) }
    }

    static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }

    func testThePackageInstallsRunsAndRemovesCleanlyInACleanRoot() throws {
        guard let deb = Self.builtPackage else {
            throw XCTSkipUnlessFailing("no out/refreshdemo_*.deb (make test builds it with make deb)")
        }
        guard let bwrap = RealWindowTests.tool("bwrap") else {
            throw XCTSkipUnlessFailing("bwrap is not installed (make test installs bubblewrap)")
        }
        let dir = ProductPaths.temporaryFolder("debroot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let root = dir.appendingPathComponent("root")
        let prepared = try runProgram(ProductPaths.repository.appendingPathComponent("scripts/debian-root.sh"),
                                      [root.path], timeout: 1200)
        if prepared.status == 77 { throw XCTSkip(prepared.stderr.trimmingCharacters(in: .whitespacesAndNewlines)) }
        XCTAssertEqual(prepared.status, 0, prepared.stderr)
        guard prepared.status == 0 else { return }

        XCTAssertNil(Self.swiftRuntime(in: root), "a clean root has no Swift runtime")
        let before = try Self.files(in: root)
        let shell = ChrootShell(bwrap: bwrap, root: root,
                                cache: ProductPaths.repository.appendingPathComponent(".build/debroot"))
        try FileManager.default.copyItem(at: deb, to: root.appendingPathComponent("tmp/\(deb.lastPathComponent)"))

        let installed = try shell.run("apt-get update -q && apt-get install -y -q --no-install-recommends ./tmp/\(deb.lastPathComponent)",
                                      in: "/", timeout: 900)
        XCTAssertEqual(installed.status, 0, installed.stdout + installed.stderr)
        guard installed.status == 0 else { return }
        XCTAssertNil(Self.swiftRuntime(in: root), "the package brings no Swift runtime: it is linked in")
        let owned = try shell.run("dpkg -L refreshdemo", in: "/").stdout
            .split(separator: "\n").map(String.init).filter { !$0.isEmpty && $0 != "/." }
        XCTAssertTrue(owned.contains("/usr/bin/refreshdemo"), owned.joined(separator: "\n"))
        XCTAssertTrue(owned.contains("/usr/share/man/man1/refreshdemo.1.gz"))
        XCTAssertTrue(owned.contains("/usr/share/metainfo/org.refreshdemo.RefreshDemo.metainfo.xml"))

        // The golden frame, from two working folders, with nothing pointing at the Assets.
        try "wait 0.1\n".write(to: root.appendingPathComponent("tmp/rest.txt"), atomically: true, encoding: .utf8)
        for folder in ["/", "/var/tmp"] {
            let shot = "/tmp/shot-\(folder.count).png"
            let run = try shell.run("refreshdemo --headless --no-initial-refresh --lang en --state-dir /tmp/state "
                                    + "--script /tmp/rest.txt --screenshot \(shot)", in: folder)
            XCTAssertEqual(run.status, 0, "from \(folder): " + run.stderr)
            try assertMatchesGolden(root.appendingPathComponent(String(shot.dropFirst())), "at-rest")
        }
        let version = try shell.run("refreshdemo --version", in: "/")
        XCTAssertEqual(version.stdout, RefreshDemoCommand.version + "\n", version.stderr)

        // apt remove takes every file of the package; autoremove what it pulled in, and the
        // root is as it was (apt's and dpkg's own records aside).
        let removed = try shell.run("apt-get remove -y -q refreshdemo", in: "/")
        XCTAssertEqual(removed.status, 0, removed.stdout + removed.stderr)
        let left = owned.filter { path in
            var isDir: ObjCBool = false
            let there = FileManager.default.fileExists(atPath: root.path + path, isDirectory: &isDir)
            return there && !isDir.boolValue
        }
        XCTAssertEqual(left, [], "apt remove leaves no file of the package")
        let purged = try shell.run("apt-get autoremove --purge -y -q", in: "/")
        XCTAssertEqual(purged.status, 0, purged.stdout + purged.stderr)
        let after = try Self.files(in: root)
        XCTAssertEqual(after.subtracting(before).sorted(), [], "files left behind")
        XCTAssertEqual(before.subtracting(after).sorted(), [], "files of the clean root that went missing")
    }

    /// The package depends on the system libraries the binary links (dpkg-shlibdeps finds
    /// them): the appearance's session bus (libsystemd0, sd-bus) and the Lottie worker's filter
    /// (libseccomp2) among them.
    func testThePackageDependsOnTheLibrariesItLinks() throws {
        guard let deb = Self.builtPackage else {
            throw XCTSkipUnlessFailing("no out/refreshdemo_*.deb (make test builds it with make deb)")
        }
        guard let dpkgDeb = RealWindowTests.tool("dpkg-deb") else { throw XCTSkipUnlessFailing("dpkg-deb is not installed") }
        let r = try runProgram(dpkgDeb, ["-f", deb.path, "Depends"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for library in ["libsystemd0", "libseccomp2", "libsdl2-2.0-0", "librlottie0-1", "libqrencode4"] {
            XCTAssertTrue(r.stdout.contains(library), "Depends names \(library): \(r.stdout)")
        }
    }

    /// The package unpacked into any folder (dpkg-deb -x) runs from another folder and finds its
    /// Assets relative to the executable (the fonts are links to Debian's font packages, which
    /// this machine has as the package's dependencies).
    func testTheUnpackedBinaryRunsFromAnyFolder() throws {
        guard let deb = Self.builtPackage else {
            throw XCTSkipUnlessFailing("no out/refreshdemo_*.deb (make test builds it with make deb)")
        }
        guard let dpkgDeb = RealWindowTests.tool("dpkg-deb") else { throw XCTSkipUnlessFailing("dpkg-deb is not installed") }
        let dir = ProductPaths.temporaryFolder("unpacked-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let unpacked = dir.appendingPathComponent("somewhere")
        let x = try runProgram(dpkgDeb, ["-x", deb.path, unpacked.path])
        XCTAssertEqual(x.status, 0, x.stderr)
        // The desktop entry runs a command the package installs: Exec=refreshdemo, /usr/bin/refreshdemo.
        let entry = try String(contentsOf: unpacked.appendingPathComponent("usr/share/applications/org.refreshdemo.RefreshDemo.desktop"),
                               encoding: .utf8)
        let exec = entry.split(separator: "\n").first { $0.hasPrefix("Exec=") }
            .map { String($0.dropFirst("Exec=".count).split(separator: " ").first ?? "") } ?? ""
        XCTAssertEqual(exec, "refreshdemo", entry)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: unpacked.appendingPathComponent("usr/bin/\(exec)").path),
                      "Exec=\(exec) is in /usr/bin")
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "REFRESHDEMO_ASSETS")
        let shot = dir.appendingPathComponent("shot.png")
        let script = dir.appendingPathComponent("rest.txt")
        try "wait 0.1\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try runProgram(unpacked.appendingPathComponent("usr/bin/refreshdemo"),
                                 ["--headless", "--no-initial-refresh", "--lang", "en",
                                  "--state-dir", dir.appendingPathComponent("state").path,
                                  "--script", script.path, "--screenshot", shot.path], environment: env)
        XCTAssertEqual(run.status, 0, run.stderr)
        try assertMatchesGolden(shot, "at-rest")
    }

    /// The man page has KEYS (every key of the Keymap, the app's one key table) and FILES (the
    /// tuning file's rule, the config and state folders, recording.txt), and man reads it without
    /// a warning: built from the binary the tests run as `make deb` builds it, and as shipped in
    /// the package when there is one.
    func testTheManPageNamesEveryKeyAndTheFiles() throws {
        guard RealWindowTests.tool("help2man") != nil else { throw XCTSkipUnlessFailing("help2man is not installed (make test installs it)") }
        let dir = ProductPaths.temporaryFolder("man-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("refreshdemo.1.gz")
        let made = try runProgram(ProductPaths.repository.appendingPathComponent("scripts/make-man.sh"),
                                  [ProductPaths.executable.path, RefreshDemoCommand.version, page.path], timeout: 60)
        XCTAssertEqual(made.status, 0, made.stderr)
        try assertManPageComplete(page)
        if let deb = Self.builtPackage, let dpkgDeb = RealWindowTests.tool("dpkg-deb") {
            let x = try runProgram(dpkgDeb, ["-x", deb.path, dir.appendingPathComponent("unpacked").path])
            XCTAssertEqual(x.status, 0, x.stderr)
            try assertManPageComplete(dir.appendingPathComponent("unpacked/usr/share/man/man1/refreshdemo.1.gz"))
        }
    }

    func assertManPageComplete(_ page: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let gzip = RealWindowTests.tool("gzip") else { throw XCTSkipUnlessFailing("gzip is not installed") }
        let source = try runProgram(gzip, ["-dc", page.path])
        XCTAssertEqual(source.status, 0, source.stderr, file: file, line: line)
        // The roff source, unescaped: \[u2190] is ←, \- is -, \& is nothing.
        var text = source.stdout.replacingOccurrences(of: "\\-", with: "-").replacingOccurrences(of: "\\&", with: "")
        while let r = text.range(of: #"\\\[u[0-9A-F]{4}\]"#, options: .regularExpression) {
            let code = UInt32(text[r].dropFirst(3).dropLast(), radix: 16).flatMap(Unicode.Scalar.init) ?? "?"
            text.replaceSubrange(r, with: String(Character(code)))
        }
        func section(_ name: String) -> [Substring] {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(of: Substring(".SH \(name)")) else { return [] }
            return Array(lines[(start + 1)...].prefix { !$0.hasPrefix(".SH ") })
        }
        let keys = section("KEYS")
        XCTAssertFalse(keys.isEmpty, "the man page has a KEYS section", file: file, line: line)
        // The key column (".B F5, Ctrl+R"), split as the help's and the README's are.
        let named = Set(keys.filter { $0.hasPrefix(".B ") }.flatMap { label in
            label.dropFirst(3).replacingOccurrences(of: ",", with: " ").replacingOccurrences(of: " / ", with: " ")
                .split(separator: " ").map(String.init)
        })
        for b in Keymap.bindings {
            XCTAssertTrue(named.contains(b.label), "KEYS names \(b.label) (\(b.command))", file: file, line: line)
        }
        let files = section("FILES").joined(separator: "\n")
        for entry in [".I ./tuning.json", ".I $XDG_CONFIG_HOME/refreshdemo/tuning.json", "~/.config/refreshdemo/tuning.json",
                      ".I $XDG_CONFIG_HOME/refreshdemo/", ".I $XDG_STATE_HOME/refreshdemo/", "~/.local/state/refreshdemo/",
                      ".I ./recording.txt"] {
            XCTAssertTrue(files.contains(entry), "FILES has \(entry)", file: file, line: line)
        }
        guard let man = RealWindowTests.tool("man") else { return }
        var env = ProcessInfo.processInfo.environment
        env["LC_ALL"] = "C.UTF-8"
        env["MANWIDTH"] = "80"
        let shown = try runProgram(man, ["--warnings", "-E", "UTF-8", "-l", page.path], environment: env, timeout: 60)
        XCTAssertEqual(shown.status, 0, shown.stderr, file: file, line: line)
        XCTAssertEqual(shown.stderr, "", "man reads the page without a warning", file: file, line: line)
        XCTAssertTrue(shown.stdout.contains("Shift+M, ← →"), "keys outside ASCII are shown as they are", file: file, line: line)
    }

    // MARK: -

    func assertMatchesGolden(_ shot: URL, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.fileExists(atPath: shot.path) else {
            return XCTFail("no screenshot at \(shot.path)", file: file, line: line)
        }
        try SDLLibrary.session(video: false) {
            let a = try Surface(loading: shot.path)
            let g = try Surface(loading: ProductPaths.golden.appendingPathComponent("\(name).png").path)
            XCTAssertEqual(a.width, g.width, file: file, line: line)
            XCTAssertEqual(a.height, g.height, file: file, line: line)
            guard a.width == g.width, a.height == g.height else { return }
            let different = try GoldenImageTests.compare(a, g).different
            XCTAssertLessThanOrEqual(different, GoldenImageTests.maxDifferentPixels,
                                     "\(shot.path) differs from the golden \(name).png in \(different) pixels",
                                     file: file, line: line)
        }
    }

    /// Any libswiftCore in the root, or nil.
    static func swiftRuntime(in root: URL) -> String? {
        let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent("usr").path)
        while let name = walker?.nextObject() as? String {
            if (name as NSString).lastPathComponent.hasPrefix("libswiftCore") { return name }
        }
        return nil
    }

    /// Every path in the root but the records and caches of apt, dpkg and the logs, which
    /// installing and removing change by design.
    static func files(in root: URL) throws -> Set<String> {
        let skipped = ["dev", "proc", "run", "sys", "tmp", "var/tmp", "var/cache", "var/lib/apt", "var/lib/dpkg",
                       "var/log", "etc/ld.so.cache"]
        var paths = Set<String>()
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let name = walker?.nextObject() as? String {
            if skipped.contains(where: { name == $0 || name.hasPrefix($0 + "/") }) {
                if skipped.contains(name) { walker?.skipDescendants() }
                continue
            }
            paths.insert(name)
        }
        return paths
    }
}

/// A shell inside a Debian root through bubblewrap: the root as /, its own /dev, /proc and /run,
/// this machine's DNS, and apt's downloads kept in `cache` so later runs fetch nothing twice.
struct ChrootShell {
    let bwrap: URL
    let root: URL
    let cache: URL

    func run(_ command: String, in folder: String, timeout: Double = 120) throws -> (status: Int32, stdout: String, stderr: String) {
        let archives = cache.appendingPathComponent("archives"), lists = cache.appendingPathComponent("lists")
        for dir in [archives.appendingPathComponent("partial"), lists.appendingPathComponent("partial")] {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        }
        return try runProgram(bwrap, [
            "--bind", root.path, "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/run",
            "--ro-bind", "/etc/resolv.conf", "/etc/resolv.conf",
            "--bind", archives.path, "/var/cache/apt/archives", "--bind", lists.path, "/var/lib/apt/lists",
            "--unshare-pid", "--die-with-parent", "--clearenv",
            "--setenv", "PATH", "/usr/sbin:/usr/bin:/sbin:/bin", "--setenv", "HOME", "/root",
            "--setenv", "DEBIAN_FRONTEND", "noninteractive", "--setenv", "LANG", "C.UTF-8",
            "--chdir", folder, "/bin/sh", "-c", command,
        ], timeout: timeout)
    }
}
