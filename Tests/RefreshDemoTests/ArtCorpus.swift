import Foundation
import XCTest
@testable import RefreshDemo

/// The art files the tests load that the project makes itself (tools/make_art_corpus.py):
/// written once per test run into a temporary folder.
enum ArtCorpus {
    static let folder: URL = {
        let dir = ProductPaths.temporaryFolder("art-corpus")
        let script = ProductPaths.repository.appendingPathComponent("tools/make_art_corpus.py")
        let python = RealWindowTests.tool("python3") ?? URL(fileURLWithPath: "/usr/bin/python3")
        let r = try? runProgram(python, [script.path, dir.path], timeout: 60)
        precondition(r?.status == 0, "tools/make_art_corpus.py failed: \(r?.stderr ?? "python3 did not run")")
        return dir
    }()

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
}
