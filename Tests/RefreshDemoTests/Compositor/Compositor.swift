import Foundation
import XCTest

/// A real Wayland compositor for tests: sway, headless, with Xwayland for X11 clients.
///
/// sway refuses to run as root: under root it runs as `nobody` with a runtime folder of
/// its own (mode 0700, owned by nobody); root can still connect to its socket, and the
/// config's `exec xhost` lets root's X11 clients into its Xwayland.
final class SwayCompositor {
    let runtimeDir: URL
    let process: Process
    /// The Wayland socket's name inside `runtimeDir`.
    let socket: String
    private let folder: URL

    /// Output size in pixels: the app's window is tiled to all of it.
    static let outputSize = (width: 480, height: 800)

    /// `scale`: the output's scale (2: a HiDPI output of outputSize / 2 points).
    init(scale: Int = 1) throws {
        guard let sway = RealWindowTests.tool("sway") else {
            throw XCTSkipUnlessCompositor("sway is not installed (make test installs it)")
        }
        guard let setpriv = RealWindowTests.tool("setpriv") else {
            throw XCTSkipUnlessCompositor("setpriv (util-linux) is not installed")
        }
        folder = URL(fileURLWithPath: "/tmp").appendingPathComponent("refreshdemo-sway-\(getpid())-\(UUID().uuidString.prefix(8))")
        runtimeDir = folder.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtimeDir, withIntermediateDirectories: true)
        let asRoot = getuid() == 0
        let user: (uid: uid_t, gid: gid_t) = asRoot ? (65534, 65534) : (getuid(), getgid())
        // The folder above must be traversable by the compositor's user; its runtime folder is private.
        chmod(folder.path, 0o755)
        chown(runtimeDir.path, user.uid, user.gid)
        chmod(runtimeDir.path, 0o700)
        // Xwayland puts its socket here; another user's X server may have created it 0755.
        try? FileManager.default.createDirectory(atPath: "/tmp/.X11-unix", withIntermediateDirectories: true)
        if asRoot { chmod("/tmp/.X11-unix", 0o1777) }

        let config = folder.appendingPathComponent("config")
        let displayFile = runtimeDir.appendingPathComponent("x-display")
        let rootGrant = asRoot ? "xhost +si:localuser:root >/dev/null && " : ""
        try """
        output * resolution \(Self.outputSize.width)x\(Self.outputSize.height) scale \(scale)
        default_border none
        default_floating_border none
        focus_follows_mouse yes
        xwayland enable
        exec sh -c '\(rootGrant)echo "$DISPLAY" > \(displayFile.path)'
        """.write(to: config, atomically: true, encoding: .utf8)
        chmod(config.path, 0o644)

        let p = Process()
        var env = [
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "HOME": runtimeDir.path,
            "XDG_RUNTIME_DIR": runtimeDir.path,
            "WLR_BACKENDS": "headless",
            "WLR_LIBINPUT_NO_DEVICES": "1",
            "WLR_RENDERER": "pixman",
        ]
        env["WLR_HEADLESS_OUTPUTS"] = "1"
        p.environment = env
        if asRoot {
            p.executableURL = setpriv
            p.arguments = ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", sway.path, "-c", config.path]
        } else {
            p.executableURL = sway
            p.arguments = ["-c", config.path]
        }
        p.currentDirectoryURL = URL(fileURLWithPath: "/")
        let log = folder.appendingPathComponent("sway.log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        p.standardOutput = try FileHandle(forWritingTo: log)
        p.standardError = p.standardOutput
        try p.run()
        process = p
        var found: String?
        for _ in 0..<200 {
            if let name = try? FileManager.default.contentsOfDirectory(atPath: runtimeDir.path)
                .first(where: { $0.hasPrefix("wayland-") && !$0.hasSuffix(".lock") }) {
                found = name
                break
            }
            if !p.isRunning { break }
            usleep(25_000)
        }
        guard let found else {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            if p.isRunning { p.terminate() }
            throw NSError(domain: "SwayCompositor", code: 1, userInfo: [NSLocalizedDescriptionKey:
                "sway did not open a Wayland socket: \(text.suffix(600))"])
        }
        socket = found
    }

    /// The X11 display of sway's Xwayland, once root has been let in (waits for it).
    func xDisplay(timeout: Double = 10) -> String? {
        let file = runtimeDir.appendingPathComponent("x-display")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: file, encoding: .utf8),
               case let d = text.trimmingCharacters(in: .whitespacesAndNewlines), !d.isEmpty {
                return d
            }
            usleep(50_000)
        }
        return nil
    }

    /// The environment a client of this compositor runs with.
    func clientEnvironment(x11: Bool = false) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        env["XDG_RUNTIME_DIR"] = runtimeDir.path
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "WAYLAND_DISPLAY")
        if x11 {
            env["DISPLAY"] = xDisplay() ?? ""
            env["SDL_VIDEODRIVER"] = "x11"
        } else {
            env["WAYLAND_DISPLAY"] = socket
            env["SDL_VIDEODRIVER"] = "wayland"
        }
        return env
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    deinit { stop() }
}

/// The virtual touchpad (`Tests/Compositor/virtual_touchpad.py`, a wlr-virtual-pointer
/// client on pywayland from the venv `make test` prepares), driven line by line.
final class VirtualTouchpad {
    private let process: Process
    private let input: FileHandle
    private let output: FileHandle
    private var buffered = Data()

    static var python: URL {
        ProductPaths.repository.appendingPathComponent(".build/test-venv/bin/python3")
    }

    init(compositor: SwayCompositor) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.python.path) else {
            throw XCTSkipUnlessCompositor("pywayland's venv is missing (.build/test-venv; make test creates it)")
        }
        let p = Process()
        p.executableURL = Self.python
        let bindings = ProductPaths.repository.appendingPathComponent(".build/test-venv/bindings")
        p.arguments = [ProductPaths.repository.appendingPathComponent("Tests/Compositor/virtual_touchpad.py").path,
                       bindings.path]
        p.environment = compositor.clientEnvironment()
        let inPipe = Pipe(), outPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        try p.run()
        process = p
        input = inPipe.fileHandleForWriting
        output = outPipe.fileHandleForReading
    }

    /// Sends the commands and waits until the compositor has all of them.
    func run(_ commands: [String], timeout: Double = 20) throws {
        input.write(Data((commands + ["sync"]).joined(separator: "\n").appending("\n").utf8))
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let range = buffered.range(of: Data("\n".utf8)) {
                let line = String(decoding: buffered[..<range.lowerBound], as: UTF8.self)
                buffered.removeSubrange(..<range.upperBound)
                if line == "ok" { return }
                throw NSError(domain: "VirtualTouchpad", code: 1, userInfo: [NSLocalizedDescriptionKey: line])
            }
            let chunk = output.availableData
            if chunk.isEmpty {
                throw NSError(domain: "VirtualTouchpad", code: 2, userInfo: [NSLocalizedDescriptionKey:
                    "the virtual touchpad exited (status \(process.isRunning ? -1 : process.terminationStatus))"])
            }
            buffered.append(chunk)
        }
        throw NSError(domain: "VirtualTouchpad", code: 3, userInfo: [NSLocalizedDescriptionKey: "no answer"])
    }

    /// Two-finger scrolling: `steps` frames of `dy` px each (> 0 down) and `dx` px (> 0
    /// right), `interval` ms apart, then the fingers lift (axis_stop of the axes that moved,
    /// in one frame) unless `lift` is false.
    static func fingers(_ dy: Double, dx: Double = 0, steps: Int, interval: Int = 10, lift: Bool = true) -> [String] {
        var lines: [String] = []
        for i in 0..<steps {
            if i > 0 { lines.append("sleep \(interval)") }
            lines.append(dx == 0 ? "finger \(dy)" : "finger \(dx),\(dy)")
        }
        if lift { lines += ["sleep \(interval)", "stop"] }
        return lines
    }

    func close() {
        try? input.close()
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
    }

    deinit { close() }
}

/// Fails with `message`, or skips when REFRESHDEMO_SKIP_COMPOSITOR_TEST=1 says the
/// compositor's packages cannot be installed on this machine.
func XCTSkipUnlessCompositor(_ message: String) -> Error {
    if ProcessInfo.processInfo.environment["REFRESHDEMO_SKIP_COMPOSITOR_TEST"] == "1" {
        return XCTSkip(message)
    }
    return NSError(domain: "CompositorTests", code: 1, userInfo: [NSLocalizedDescriptionKey: message])
}
