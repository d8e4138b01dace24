import Foundation
import XCTest
@testable import RefreshDemo

/// The art files the tests load that the project makes itself (tools/make_art_corpus.py):
/// written into a temporary folder on first use, and again should the folder have gone
/// meanwhile (a clean-up of the temporary folders while the suite runs).
enum ArtCorpus {
    private static let lock = NSLock()

    static var folder: URL {
        lock.withLock {
            let dir = ProductPaths.temporaryFolder("art-corpus")
            // The last file the script writes: present, the corpus is whole.
            guard !FileManager.default.fileExists(atPath: dir.appendingPathComponent("no-animation.lottie").path)
                    || !FileManager.default.fileExists(atPath: dir.appendingPathComponent("designer-markers.json").path)
                    || !FileManager.default.fileExists(atPath: dir.appendingPathComponent("frames-variety").path)
                    || !FileManager.default.fileExists(atPath: dir.appendingPathComponent("text-and-image.json").path) else { return dir }
            let script = ProductPaths.repository.appendingPathComponent("tools/make_art_corpus.py")
            let python = RealWindowTests.tool("python3") ?? URL(fileURLWithPath: "/usr/bin/python3")
            let r = try? runProgram(python, [script.path, dir.path], timeout: 60)
            precondition(r?.status == 0, "tools/make_art_corpus.py failed: \(r?.stderr ?? "python3 did not run")")
            return dir
        }
    }

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
