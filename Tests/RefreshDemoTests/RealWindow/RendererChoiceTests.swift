import Foundation
import XCTest
import TestSupport
@testable import RefreshDemo

/// The window's renderer: under Xvfb the GL is Mesa's llvmpipe, a software rasterizer,
/// so `auto` must pick SDL's software renderer (XShm); `--renderer gl` must still draw with
/// GL; each is traced at start and named in the HUD.
extension RealWindowTests {
    func testSoftwareGLNamesAreRecognised() {
        for name in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "Mesa X11 swrast"] {
            XCTAssertTrue(RendererChoice.isSoftware(glRenderer: name), name)
        }
        for name in ["Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "NVIDIA GeForce RTX 3060/PCIe/SSE2", "AMD Radeon RX 6600"] {
            XCTAssertFalse(RendererChoice.isSoftware(glRenderer: name), name)
        }
    }

    func testRendererAutoPicksSoftwareOnLlvmpipeAndGLCanBeForced() throws {
        try startXvfb()
        for (arguments, expected) in [([String](), "software (GL: llvmpipe"), (["--renderer", "gl"], "opengl"),
                                      (["--renderer", "software"], "software")] {
            let traceURL = ProductPaths.temporaryFolder("renderer").appendingPathComponent("trace.jsonl")
            try? FileManager.default.removeItem(at: traceURL)
            let state = ProductPaths.temporaryFolder("renderer-state")
            let window = try launch(["--trace", traceURL.path, "--no-initial-refresh", "--state-dir", state.path] + arguments)
            waitForFirstFrame(traceURL)
            try quit(window)
            let renderer = readTrace(traceURL).first { $0["type"] as? String == "setting" && $0["name"] as? String == "renderer" }
            let value = renderer?["value"] as? String ?? "(none traced)"
            XCTAssertTrue(value.hasPrefix(expected), "\(arguments): \(value)")
        }
    }
}
