import Foundation
import TestSupport

/// Where the tests find the built app, the repository and the stored golden images.
enum ProductPaths {
    /// The repository: the folder holding Package.swift, wherever in the target this file lies.
    static let repository = packageRoot()
    /// The test target's folder: <repo>/Tests/RefreshDemoTests.
    static let testsFolder = repository.appendingPathComponent("Tests/RefreshDemoTests")
    static let golden = testsFolder.appendingPathComponent("Golden")

    /// The app the tests start never reads or writes the user's own tuning file: their
    /// XDG_CONFIG_HOME is a folder of this test run (set once, before the first start).
    static let isolatedConfig: Void = {
        setenv("XDG_CONFIG_HOME", temporaryFolder("config").path, 1)
    }()

    /// The RefreshDemo executable built next to the test bundle.
    static var executable: URL {
        _ = isolatedConfig
        var dir = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                      ?? CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("RefreshDemo")
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDir), !isDir.boolValue {
                return candidate
            }
            dir = dir.deletingLastPathComponent()
        }
        return repository.appendingPathComponent(".build/debug/RefreshDemo")
    }

    static func temporaryFolder(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("refreshdemo-tests-\(getpid())")
            .appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Runs a program to completion (killed after `timeout` seconds) and returns its exit code and output.
@discardableResult
func runProgram(_ url: URL, _ arguments: [String], environment: [String: String]? = nil,
                timeout: Double = 60, directory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let dir = ProductPaths.temporaryFolder("run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let outURL = dir.appendingPathComponent("out"), errURL = dir.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let p = Process()
    p.executableURL = url
    p.arguments = arguments
    if let environment { p.environment = environment }
    // Never the repository: a Save there would leave a tuning.json behind.
    p.currentDirectoryURL = directory ?? ProductPaths.temporaryFolder("cwd")
    // Files, not pipes: a chatty program can never block on a full pipe.
    p.standardOutput = try FileHandle(forWritingTo: outURL)
    p.standardError = try FileHandle(forWritingTo: errURL)
    try p.run()
    let deadline = Date().addingTimeInterval(timeout)
    while p.isRunning && Date() < deadline { usleep(20_000) }
    if p.isRunning {
        // SIGTERM first; a program that ignores it (a child inherits the ignored SIGTERM of
        // a test process that ran the app's SignalMonitor in process) is killed.
        p.terminate()
        let grace = Date().addingTimeInterval(2)
        while p.isRunning && Date() < grace { usleep(20_000) }
        if p.isRunning { kill(p.processIdentifier, SIGKILL) }
    }
    p.waitUntilExit()
    let out = (try? String(contentsOf: outURL, encoding: .utf8)) ?? ""
    let err = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    return (p.terminationStatus, out, err)
}
