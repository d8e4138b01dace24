import Foundation
import XCTest

/// `make install` into a temporary PREFIX: the command `refreshdemo` runs from another working
/// folder and finds its Assets, the desktop entry passes desktop-file-validate and runs that
/// command, and `make uninstall` removes every file it wrote.
final class InstallTests: XCTestCase {
    func testInstallRunsFromAnywhereAndUninstallRemovesEveryFile() throws {
        guard let make = RealWindowTests.tool("make") else { throw XCTSkipUnlessFailing("make is not installed") }
        let prefix = ProductPaths.temporaryFolder("install-\(UUID().uuidString)").appendingPathComponent("prefix")
        func makeTarget(_ target: String) throws -> (status: Int32, stdout: String, stderr: String) {
            // install-files copies the binary the tests run (make install builds the release one first).
            try runProgram(make, ["-s", "-C", ProductPaths.repository.path, target, "PREFIX=\(prefix.path)",
                                  "BIN=\(ProductPaths.executable.path)"], timeout: 120)
        }
        let installed = try makeTarget("install-files")
        XCTAssertEqual(installed.status, 0, installed.stderr)
        // The command is `refreshdemo`, as the Debian package's, and the only file in bin/.
        let binary = prefix.appendingPathComponent("bin/refreshdemo").path
        let desktop = prefix.appendingPathComponent("share/applications/refreshdemo.desktop").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("bin").path),
                       ["refreshdemo"])
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        // The launcher runs the entry's Exec: a command that is in PREFIX/bin.
        let exec = entry.split(separator: "\n").first { $0.hasPrefix("Exec=") }
            .map { String($0.dropFirst("Exec=".count).split(separator: " ").first ?? "") } ?? ""
        XCTAssertEqual(URL(fileURLWithPath: exec).deletingLastPathComponent().path, prefix.appendingPathComponent("bin").path,
                       "Exec names a command in PREFIX/bin: " + entry)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: exec), "Exec=\(exec) exists")
        XCTAssertEqual(exec, binary)
        let icon = prefix.appendingPathComponent("share/icons/hicolor/256x256/apps/refreshdemo.png").path
        XCTAssertTrue(entry.contains("Icon=\(icon)\n"), entry)
        XCTAssertTrue(FileManager.default.fileExists(atPath: icon))

        guard let validate = RealWindowTests.tool("desktop-file-validate") else {
            throw XCTSkipUnlessFailing("desktop-file-validate is not installed (make test installs desktop-file-utils)")
        }
        let checked = try runProgram(validate, [desktop])
        XCTAssertEqual(checked.status, 0, checked.stdout + checked.stderr)
        XCTAssertEqual(checked.stdout + checked.stderr, "", "no error, warning or hint")

        // From / with no REFRESHDEMO_ASSETS: the installed Assets are found beside bin/.
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "REFRESHDEMO_ASSETS")
        let shot = prefix.deletingLastPathComponent().appendingPathComponent("shot.png").path
        let run = try runFrom("/", binary, ["--headless", "--no-initial-refresh", "--header-art",
                                            prefix.appendingPathComponent("share/refreshdemo/Assets/Art/sample.json").path,
                                            "--screenshot", shot], env: env)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot))

        let removed = try makeTarget("uninstall")
        XCTAssertEqual(removed.status, 0, removed.stderr)
        let left = FileManager.default.enumerator(atPath: prefix.path)?.compactMap { $0 as? String }.filter { name in
            var isDir: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: prefix.appendingPathComponent(name).path, isDirectory: &isDir)
            return !isDir.boolValue
        } ?? []
        XCTAssertEqual(left, [], "every installed file is removed")
    }

    func runFrom(_ dir: String, _ binary: String, _ args: [String], env: [String: String]) throws -> (status: Int32, stderr: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.arguments = args
        p.environment = env
        p.currentDirectoryURL = URL(fileURLWithPath: dir)
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
