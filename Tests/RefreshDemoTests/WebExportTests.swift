import Foundation
import XCTest
import RefreshEngine
@testable import RefreshDemoModel

/// The web export's module run by a real headless Chromium: each tuning's module is imported,
/// its fling() played on an element with the Web Animations API, paused, seeked to each
/// sample time and read back through getComputedStyle, against the app's trajectory.
final class WebExportTests: XCTestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first(where: FileManager.default.isExecutableFile)

    /// The module part of the exported text.
    static func module(_ css: String) throws -> String {
        let r = try XCTUnwrap(css.range(of: FeelExport.webModuleMarker), "css: no module")
        return String(css[r.lowerBound...])
    }

    struct Case: Encodable {
        var module: Int
        var position, velocity, min, max, pixelDensity: Double
        var times: [Double]
        var expected: [Double]
    }

    /// The page: imports every module (data: URLs; a file:// page cannot import files), plays
    /// every case and writes [worst gap, its time] per case into #out.
    static func page(modules: [String], cases: [Case]) throws -> String {
        let sources = String(decoding: try JSONEncoder().encode(modules.map { Data($0.utf8).base64EncodedString() }), as: UTF8.self)
        let json = String(decoding: try JSONEncoder().encode(cases), as: UTF8.self)
        return """
            <!doctype html><html><body><div id="box"></div><pre id="out">pending</pre>
            <script type="module">
            const out = document.getElementById("out");
            try {
              const modules = await Promise.all(\(sources).map((s) => import("data:text/javascript;base64," + s)));
              const box = document.getElementById("box");
              const results = [];
              for (const c of \(json)) {
                const a = modules[c.module].fling(box, c);
                a.pause();
                let worst = 0, at = 0;
                c.times.forEach((t, i) => {
                  a.currentTime = t * 1000;
                  const m = new DOMMatrixReadOnly(getComputedStyle(box).transform);
                  const gap = Math.abs(-m.m42 - c.expected[i]);
                  if (!(gap <= worst)) { worst = gap; at = t; }
                });
                a.cancel();
                results.push([worst, at]);
              }
              out.textContent = "RESULTS=" + JSON.stringify(results);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
    }

    func testTheModuleInChromiumFollowsTheAppWithinAPoint() throws {
        guard let chromium = Self.chromium else {
            throw XCTSkip("css: chromium is not installed (make test installs Debian's chromium); the web export was not run")
        }
        let tunings = ExportScenario.tunings()
        let modules = try tunings.map { try Self.module(FeelExport.text(.css, $0.1)) }
        var cases: [Case] = [], names: [(String, String)] = []
        for c in ExportScenario.cases() {
            let index = try XCTUnwrap(tunings.firstIndex { $0.0 == c.tuning })
            let frames = Array(stride(from: 0, to: c.run.samples.count, by: 2))
            cases.append(Case(module: index, position: c.run.offset, velocity: c.run.velocity, min: c.run.minEdge,
                              max: c.run.maxEdge, pixelDensity: c.scenario.pixelDensity,
                              times: frames.map { Double($0) / ExportScenario.fps }, expected: frames.map { c.run.samples[$0] }))
            names.append((c.tuning, c.scenario.name))
        }
        let folder = ProductPaths.temporaryFolder("export-web")
        let html = folder.appendingPathComponent("page.html")
        try Self.page(modules: modules, cases: cases).write(to: html, atomically: true, encoding: .utf8)
        let r = try runProgram(URL(fileURLWithPath: chromium),
                               ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + folder.appendingPathComponent("profile").path,
                                "--virtual-time-budget=60000", "--dump-dom", html.absoluteString], timeout: 300)
        guard let start = r.stdout.range(of: "<pre id=\"out\">") else {
            throw XCTSkip("css: chromium could not run here (status \(r.status)): "
                          + (r.stderr.split(separator: "\n").last.map(String.init) ?? ""))
        }
        let text = r.stdout[start.upperBound...].prefix { $0 != "<" }
        XCTAssertTrue(text.hasPrefix("RESULTS="), "css: the page in chromium says \(text)")
        guard text.hasPrefix("RESULTS=") else { return }
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.dropFirst(8).utf8)) as? [[Double]])
        XCTAssertEqual(results.count, cases.count)
        for (result, (tuning, scenario)) in zip(results, names) {
            XCTAssertLessThanOrEqual(result[0], 1, "css: \(scenario), tuning \(tuning): off by \(TraceEvent.num(result[0], 3)) pt "
                                     + "at \(TraceEvent.num(result[1], 4)) s after the release (chromium)")
        }
    }
}
