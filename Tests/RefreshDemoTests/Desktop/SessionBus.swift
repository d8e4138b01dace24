import Foundation
import XCTest

/// A private D-Bus session bus for a test (`dbus-daemon --session`), with the Settings
/// portal's stand-in on it (Tests/Desktop/settings_portal.py), or a broken bus in its place.
/// Both end with the value (`stop`): nothing outlives the test.
final class SessionBus {
    /// DBUS_SESSION_BUS_ADDRESS for the app.
    let address: String
    private var daemon: Process?
    private var portal: Process?
    private var portalInput: FileHandle?
    private var portalOutput: FileHandle?
    private let folder: URL

    static let standIn = ProductPaths.repository.appendingPathComponent("Tests/Desktop/settings_portal.py")

    /// Debian's python3, which has python3-jeepney (make test installs it).
    static var python: URL? {
        let url = URL(fileURLWithPath: "/usr/bin/python3")
        guard FileManager.default.isExecutableFile(atPath: url.path) else { return nil }
        let r = try? runProgram(url, ["-c", "import jeepney"], timeout: 20)
        return r?.status == 0 ? url : nil
    }

    /// A real bus, with the portal stand-in in `mode` (portal, garbage, silent) holding `values`
    /// ([namespace, key, type, value]); nil mode: the bus alone.
    init(portal mode: String? = "portal", values: [[String]] = []) throws {
        guard let daemonPath = RealWindowTests.tool("dbus-daemon") else {
            throw XCTSkipUnlessFailing("dbus-daemon is not installed (make test installs dbus)")
        }
        folder = ProductPaths.temporaryFolder("bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let d = Process()
        d.executableURL = daemonPath
        d.arguments = ["--session", "--nofork", "--nopidfile", "--print-address=1", "--address=unix:dir=\(folder.path)"]
        let out = Pipe()
        d.standardOutput = out
        d.standardError = FileHandle.nullDevice
        try d.run()
        daemon = d
        let line = Self.readLine(out.fileHandleForReading, timeout: 10) ?? ""
        guard line.hasPrefix("unix:") else {
            Self.end(d)
            throw NSError(domain: "SessionBus", code: 1, userInfo: [NSLocalizedDescriptionKey: "dbus-daemon printed no address: \(line)"])
        }
        address = line
        if let mode { try startStandIn(["--mode", mode] + values.flatMap { ["--set"] + $0 }) }
    }

    /// A socket where a bus should be that never answers (`never`) or sends noise (`noise`).
    init(broken mode: String) throws {
        folder = ProductPaths.temporaryFolder("bus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        try startStandIn(["--mode", mode, "--socket", socket])
    }

    private func startStandIn(_ arguments: [String]) throws {
        guard let python = Self.python else {
            throw XCTSkipUnlessFailing("python3-jeepney is not installed (make test installs it)")
        }
        let p = Process()
        p.executableURL = python
        p.arguments = [Self.standIn.path] + arguments
        var env = ProcessInfo.processInfo.environment
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        p.environment = env
        let input = Pipe(), output = Pipe()
        p.standardInput = input
        p.standardOutput = output
        p.standardError = FileHandle.nullDevice
        try p.run()
        portal = p
        portalInput = input.fileHandleForWriting
        portalOutput = output.fileHandleForReading
        let ready = Self.readLine(output.fileHandleForReading, timeout: 10)
        guard ready == "ready" else {
            stop()
            throw NSError(domain: "SessionBus", code: 2, userInfo: [NSLocalizedDescriptionKey: "the portal stand-in did not start"])
        }
    }

    /// Changes one setting in the stand-in, which emits SettingChanged; returns once it has.
    func set(_ namespace: String, _ key: String, _ type: String, _ value: String) {
        portalInput?.write(Data("set \(namespace) \(key) \(type) \(value)\n".utf8))
        if let portalOutput { XCTAssertEqual(Self.readLine(portalOutput, timeout: 10), "emitted") }
    }

    func stop() {
        try? portalInput?.close()
        portalInput = nil
        for p in [portal, daemon].compactMap({ $0 }) { Self.end(p) }
        portal = nil
        daemon = nil
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }

    private static func end(_ p: Process) {
        guard p.isRunning else { return }
        p.terminate()
        let deadline = Date().addingTimeInterval(2)
        while p.isRunning && Date() < deadline { usleep(20_000) }
        // A child may inherit an ignored SIGTERM from the test process.
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
        p.waitUntilExit()
    }

    /// One line from `handle`, without its newline; nil at its end or after `timeout` seconds.
    static func readLine(_ handle: FileHandle, timeout: Double) -> String? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        let fd = handle.fileDescriptor
        while Date() < deadline {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&pfd, 1, 100) >= 0 else { return nil }
            guard pfd.revents != 0 else { continue }
            var b: UInt8 = 0
            guard read(fd, &b, 1) == 1 else { return nil }
            if b == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(b)
        }
        return nil
    }
}
