import Foundation
import XCTest
@testable import RefreshDemo

/// No art file takes the app past 300 MB: PNG frames are refused from their headers before
/// any is decoded, and a GIF under the decoded limit is held once (composed on one canvas,
/// only the kept frames copied). Peak RSS of a real headless run, read from the kernel by python3.
final class ArtMemoryTests: XCTestCase {
    /// The peak resident megabytes, exit status and stderr of the app run with `arguments`.
    func peak(_ arguments: [String]) throws -> (megabytes: Int, status: Int32, stderr: String) {
        guard let python = RealWindowTests.tool("python3") else { throw XCTSkip("python3 is not installed") }
        let measure = "import resource, subprocess, sys\n"
            + "r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)\n"
            + "print(r.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)\n"
            + "sys.stdout.write(r.stderr)\n"
        let dir = ProductPaths.temporaryFolder("memory-\(UUID().uuidString)")
        let r = try runProgram(python, ["-c", measure, ProductPaths.executable.path, "--headless", "--state-dir", dir.path,
                                        "--screenshot", dir.appendingPathComponent("x.png").path] + arguments, timeout: 120)
        let lines = r.stdout.split(separator: "\n", maxSplits: 1).map(String.init)
        let figures = (lines.first ?? "").split(separator: " ").compactMap { Int($0) }
        guard figures.count == 2 else { throw XCTSkip("no measure: \(r.stdout) \(r.stderr)") }
        return (figures[1], Int32(figures[0]), lines.count > 1 ? lines[1] : "")
    }

    func testPNGFramesOverTheLimitAreRefusedBeforeAnyIsDecoded() throws {
        let folder = ArtCorpus.path("frames-4k")
        let run = try peak(["--header-art", folder])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "\(folder): PNG frames that take over 224.0 MB decoded (4 frames of 4096x4096); "
                       + "use fewer or smaller frames, or a lower art.maxFrames\n")
        XCTAssertLessThan(run.megabytes, 150, "refused from the headers (was 422 MB: four frames decoded first)")
    }

    func testALargeGIFUnderTheLimitStaysUnder300MB() throws {
        let run = try peak(["--header-art", ArtCorpus.path("big.gif")])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertLessThan(run.megabytes, 300, "a 200-frame 500x500 GIF (200 MB decoded; was 374 MB)")
    }
}
