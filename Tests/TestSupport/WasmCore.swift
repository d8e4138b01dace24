import Foundation

/// The engine's WebAssembly core for the tests: Assets/Share/core.wasm, built again by
/// scripts/build-core-wasm.sh when a file of the core is newer (`make test` builds it first), and
/// node to run it.
public enum WasmCore {
    static let root = packageRoot()
    public static var wasm: URL { root.appendingPathComponent("Assets/Share/core.wasm") }

    /// The core's module, built when missing or older than a file it is built from.
    public static func built() throws -> URL {
        let fm = FileManager.default
        let built = (try? fm.attributesOfItem(atPath: wasm.path)[.modificationDate] as? Date) ?? .distantPast
        // The folders and files wasm/core-sources lists (the engine's part of the core), with RefreshPhysics and wasm/.
        let listed = ((try? String(contentsOf: root.appendingPathComponent("wasm/core-sources"), encoding: .utf8)) ?? "")
            .split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }.map { "Sources/RefreshEngine/" + $0 }
        let sources = (["Sources/RefreshPhysics", "wasm"] + listed).flatMap { path -> [String] in
            let full = root.appendingPathComponent(path).path
            guard let e = fm.enumerator(atPath: full) else { return [full] }
            return [full] + (e.allObjects as? [String] ?? []).map { full + "/" + $0 }
        }
        let newest = sources.compactMap { try? fm.attributesOfItem(atPath: $0)[.modificationDate] as? Date }.max() ?? .distantPast
        if newest > built {
            let out = try run("/bin/bash", [root.appendingPathComponent("scripts/build-core-wasm.sh").path])
            guard fm.fileExists(atPath: wasm.path) else { throw CoreError("scripts/build-core-wasm.sh made no core.wasm: \(out)") }
        }
        return wasm
    }

    /// The core's bytes, as the app reads them (built first when stale).
    public static func bytes() throws -> [UInt8] { Array(try Data(contentsOf: try built())) }

    /// The web module's text with its inlined core written as `<core>` (its bytes and their count), so a
    /// golden text holds the module's code, not a build of the core.
    public static func withoutCore(_ module: String) -> String {
        var lines = module.components(separatedBy: "\n")
        for i in lines.indices {
            if lines[i].hasPrefix("const coreBytes = \"") { lines[i] = "const coreBytes = \"<core>\";" }
            if let r = lines[i].range(of: #"built for WebAssembly \(\d+ bytes\)"#, options: .regularExpression) {
                lines[i].replaceSubrange(r, with: "built for WebAssembly (<core> bytes)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Runs `tool` with `input` on its standard input; its standard output, or an error with its standard error.
    public static func run(_ tool: String, _ arguments: [String], input: Data = Data()) throws -> String {
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
    public static func node() throws -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(dir)/node"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw CoreError("node is not installed (make test installs Debian's nodejs)")
    }
}

public struct CoreError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
