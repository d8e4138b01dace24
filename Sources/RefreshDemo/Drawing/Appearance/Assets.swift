import Foundation

/// Finds the Assets folder shipped with the app: $REFRESHDEMO_ASSETS, else where `make
/// install` puts it (PREFIX/share/refreshdemo beside PREFIX/bin), else next to the
/// executable or any folder above it (a SwiftPM build lives in .build/), else ./Assets.
struct Assets {
    let root: String

    static let probe = "Fonts/DejaVuSans.ttf"
    static let required = ["Fonts/DejaVuSans.ttf", "Fonts/DejaVuSans-Bold.ttf", "Fonts/DroidSansFallbackFull.ttf",
                           "Fonts/NanumSquareR.ttf", "Fonts/NanumSquareB.ttf"]

    static func locate() throws -> Assets {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["REFRESHDEMO_ASSETS"], !env.isEmpty {
            candidates.append(env)
        } else {
            var dir = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                          ?? CommandLine.arguments[0]).deletingLastPathComponent()
            candidates.append(dir.deletingLastPathComponent().appendingPathComponent("share/refreshdemo/Assets").path)
            for _ in 0..<6 {
                candidates.append(dir.appendingPathComponent("Assets").path)
                dir = dir.deletingLastPathComponent()
            }
            candidates.append(FileManager.default.currentDirectoryPath + "/Assets")
        }
        guard let root = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/" + probe) }) else {
            throw AppError("Assets/\(probe): not found (looked in \(candidates.joined(separator: ", "))); set REFRESHDEMO_ASSETS to the Assets folder")
        }
        for file in required + HeaderFrames.paths(Assets(root: "")).map({ String($0.dropFirst()) }) where !FileManager.default.isReadableFile(atPath: root + "/" + file) {
            throw AppError("\(root)/\(file): missing or unreadable; the Assets folder is incomplete")
        }
        return Assets(root: root)
    }

    func font(_ name: String) -> String { root + "/Fonts/" + name }

    /// The engine's WebAssembly core (Share/core.wasm, made by `make wasm`), which the web export inlines.
    func engineCore() throws -> [UInt8] {
        let path = root + "/Share/core.wasm"
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppError("\(path): missing or unreadable; make wasm builds the engine's core")
        }
        return Array(data)
    }

    /// The app's icon (256×256 RGBA): the window's and the desktop entry's.
    var icon: String { root + "/Art/icon.png" }

    func frame(_ set: String, _ index: Int) -> String {
        root + "/Frames/" + set + "_" + (index < 10 ? "0" : "") + String(index) + ".png"
    }
}
