import Foundation

/// The package's root folder (the one holding Package.swift), found by walking up from `file`.
///
/// Tests find the repository's data (examples, fixtures, goldens, the README) from here
/// rather than by a fixed number of steps up from their own file, so a test file can move
/// to another folder of its target without losing its data.
public func packageRoot(from file: String = #filePath) -> URL {
    var dir = URL(fileURLWithPath: file).deletingLastPathComponent()
    while dir.path != "/" {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
        dir = dir.deletingLastPathComponent()
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}
