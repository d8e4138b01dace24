import Foundation
import TestSupport

/// The engine's WebAssembly core for the tests: Assets/Share/core.wasm, built again by
/// scripts/build-core-wasm.sh when a file of the core is newer (`make test` builds it first), and
/// node to run it.
enum WasmCore {
    static let root = packageRoot()
    static var wasm: URL { root.appendingPathComponent("Assets/Share/core.wasm") }

    /// The core's module, built when missing or older than a file it is built from.
    static func built() throws -> URL {
        let fm = FileManager.default
        let built = (try? fm.attributesOfItem(atPath: wasm.path)[.modificationDate] as? Date) ?? .distantPast
        let sources = ["Sources/RefreshPhysics", "Sources/RefreshEngine/Scrolling", "Sources/RefreshEngine/Tuning", "wasm"]
            .flatMap { fm.enumerator(atPath: root.appendingPathComponent($0).path).map { e in
                (e.allObjects as? [String] ?? []).map { root.appendingPathComponent($0).path } } ?? [] }
        let newest = sources.compactMap { try? fm.attributesOfItem(atPath: $0)[.modificationDate] as? Date }.max() ?? .distantPast
        if newest > built {
            let out = try run("/bin/bash", [root.appendingPathComponent("scripts/build-core-wasm.sh").path])
            guard fm.fileExists(atPath: wasm.path) else { throw CoreError("scripts/build-core-wasm.sh made no core.wasm: \(out)") }
        }
        return wasm
    }

    /// Runs `tool` with `input` on its standard input; its standard output, or an error with its standard error.
    static func run(_ tool: String, _ arguments: [String], input: Data = Data()) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = arguments
        p.currentDirectoryURL = root
        let stdin = Pipe(), stdout = Pipe()
        // Standard error to a file: read after the exit, it can never fill a pipe and stall the tool.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("core-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        p.standardInput = stdin
        p.standardOutput = stdout
        p.standardError = try FileHandle(forWritingTo: errors)
        try p.run()
        // The input on its own thread: a large one fills the pipe's buffer before the output is read.
        let writer = Thread { stdin.fileHandleForWriting.write(input); try? stdin.fileHandleForWriting.close() }
        writer.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let errorText = (try? Data(contentsOf: errors)) ?? Data()
        guard p.terminationStatus == 0 else {
            throw CoreError("\(tool) \(arguments.joined(separator: " ")) exited \(p.terminationStatus): \(String(decoding: errorText, as: UTF8.self))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// node, from the PATH (Debian's nodejs, which `make test` installs).
    static func node() throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/node"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw CoreError("node is not installed (make test installs Debian's nodejs)")
    }
}

struct CoreError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
