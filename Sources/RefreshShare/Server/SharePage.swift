import Foundation

/// The page's files, read once at start from the app's `Assets/Share` (and its fonts from `Assets/Fonts`) into a fixed table
/// (name -> bytes and type): the server serves only these names, never a path from a request.
/// `tuned-feel.js` is not a file: it is the current tuning's web module.
public struct SharePage: Sendable {
    /// The names a page may ask for, with their types.
    static let table: [(name: String, type: String)] = [
        ("index.html", "text/html; charset=utf-8"),
        ("page.js", "text/javascript; charset=utf-8"),
        ("page.css", "text/css; charset=utf-8"),
        ("feed.js", "text/javascript; charset=utf-8"),
        ("control.js", "text/javascript; charset=utf-8"),
        ("bar.js", "text/javascript; charset=utf-8"),
        ("trailer.js", "text/javascript; charset=utf-8"),
        ("link.js", "text/javascript; charset=utf-8"),
        ("core.js", "text/javascript; charset=utf-8"),
        // The engine's scroll core (make wasm); application/wasm, so the page compiles it as it streams in.
        ("core.wasm", "application/wasm"),
        // The app's own fonts (Assets/Fonts), so the page's glyphs are as wide as the app's and the app's line
        // breaks fit the page's rows.
        ("DejaVuSans.ttf", "font/ttf"), ("DejaVuSans-Bold.ttf", "font/ttf"), ("NanumSquareR.ttf", "font/ttf"),
        ("NanumSquareB.ttf", "font/ttf"), ("DroidSansFallbackFull.ttf", "font/ttf"),
    ]
    static let module = "tuned-feel.js"
    static let moduleType = "text/javascript; charset=utf-8"

    let files: [String: (type: String, bytes: [UInt8])]

    /// Reads the table's files from `folder` (Assets/Share); throws naming the missing one.
    public init(folder: URL) throws {
        var files: [String: (type: String, bytes: [UInt8])] = [:]
        for entry in Self.table {
            // A font is the app's own, beside the page's folder (Assets/Fonts).
            let url = entry.type.hasPrefix("font/")
                ? folder.deletingLastPathComponent().appendingPathComponent("Fonts").appendingPathComponent(entry.name)
                : folder.appendingPathComponent(entry.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw ShareError("the phone page's file \(url.path) is missing"
                                 + (entry.name == "core.wasm" ? " (make wasm builds it)" : ""))
            }
            files[entry.name] = (entry.type, Array(data))
        }
        self.files = files
    }

    /// The engine's WebAssembly core the page loads (core.wasm), which the web module inlines too.
    public var core: [UInt8] { files["core.wasm"]?.bytes ?? [] }

    /// Every name served, the module included.
    var names: Set<String> { Set(files.keys).union([Self.module]) }
}

/// A phone preview that cannot start, in one line.
public struct ShareError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
