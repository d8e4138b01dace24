import Foundation
import XCTest
import TestSupport
import RefreshEngine
@testable import RefreshDemoModel

/// The web exports in a real headless Chromium, each exactly as the built app prints it and
/// saved to a file: `--export js` imported by a page as a module, its fling() played on an
/// element with the Web Animations API, paused, seeked to each sample time and read back
/// through getComputedStyle, against the app's trajectory; `--export css` linked as a
/// stylesheet, whose rules and custom properties must all survive Chromium's parser.
final class WebExportTests: XCTestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first(where: FileManager.default.isExecutableFile)

    /// Writes what `refreshdemo --tuning FILE --export FORMAT` prints for each tuning to
    /// `tuned-feel-N.EXT` in `folder` (the tuning file is the set's own JSON export), and
    /// checks the app prints what the library makes. Returns the files' names.
    static func appExports(_ format: FeelExport.Format, _ tunings: [(String, TuningSet)], in folder: URL,
                           file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        try tunings.enumerated().map { i, tuning in
            let json = folder.appendingPathComponent("tuning-\(i).json")
            try FeelExport.text(.json, tuning.1).write(to: json, atomically: true, encoding: .utf8)
            let r = try runProgram(ProductPaths.executable, ["--tuning", json.path, "--export", format.rawValue])
            XCTAssertEqual(r.status, 0, "\(format) \(tuning.0): \(r.stderr)", file: file, line: line)
            XCTAssertEqual(r.stdout, FeelExport.text(format, tuning.1, core: format == .js ? try WasmCore.bytes() : []),
                           "\(format) \(tuning.0): the app prints another text",
                           file: file, line: line)
            let name = "tuned-feel-\(i).\(format.rawValue)"
            try r.stdout.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return name
        }
    }

    /// Opens `page` (written to `folder`) in headless Chromium and returns what the page wrote
    /// into its `<pre id="out">`; skips where Chromium is missing or cannot run. Files next to
    /// the page load as they would from a server (`--allow-file-access-from-files`).
    static func runInChromium(_ page: String, in folder: URL, _ what: String) throws -> Substring {
        guard let chromium else {
            throw XCTSkip("\(what): chromium is not installed (make test installs Debian's chromium); the web export was not run")
        }
        let html = folder.appendingPathComponent("page.html")
        try page.write(to: html, atomically: true, encoding: .utf8)
        // Chromium's virtual time may run out before a module has instantiated its inlined core (it
        // still says "pending"; about one run in two with the 130-KB core, busy or not): the page is
        // run again, up to eight times.
        var text: Substring = ""
        for _ in 0..<8 {
            // A profile of its own each time: one kept from the folder's last page may serve that page's
            // module from its cache, and the new page waits for it for ever ("pending").
            let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: profile) }
            let r = try runProgram(URL(fileURLWithPath: chromium),
                                   ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--allow-file-access-from-files",
                                    "--user-data-dir=" + profile.path,
                                    "--virtual-time-budget=60000", "--dump-dom", html.absoluteString], timeout: 300)
            guard let start = r.stdout.range(of: "<pre id=\"out\">") else {
                throw XCTSkip("\(what): chromium could not run here (status \(r.status)): "
                              + (r.stderr.split(separator: "\n").last.map(String.init) ?? ""))
            }
            text = r.stdout[start.upperBound...].prefix { $0 != "<" }
            if text != "pending" { break }
        }
        return text
    }

    struct Case: Encodable {
        var module: Int
        var position, velocity, min, max, pixelDensity: Double
        var times: [Double]
        var expected: [Double]
        /// A double flick: the module's own first fling, held `after` seconds in.
        var caught: Caught?

        struct Caught: Encodable {
            var position, velocity, after: Double
        }
    }

    /// The page: imports every module file by its relative URL, plays every case and writes
    /// [worst gap, its time] per case into #out.
    static func page(modules: [String], cases: [Case]) throws -> String {
        let names = String(decoding: try JSONEncoder().encode(modules), as: UTF8.self)
        let json = String(decoding: try JSONEncoder().encode(cases), as: UTF8.self)
        return """
            <!doctype html><html><body><div id="box"></div><pre id="out">pending</pre>
            <script type="module">
            const out = document.getElementById("out");
            try {
              const modules = await Promise.all(\(names).map((name) => import("./" + name)));
              const box = document.getElementById("box");
              const results = [];
              for (const c of \(json)) {
                // A double flick: the first fling played and held as a press would, its momentum given to the second.
                let momentum = 0;
                if (c.caught) {
                  const first = modules[c.module].fling(box, { ...c, position: c.caught.position, velocity: c.caught.velocity });
                  first.currentTime = c.caught.after * 1000;
                  momentum = modules[c.module].hold(first);
                  first.cancel();
                }
                const a = modules[c.module].fling(box, { ...c, momentum });
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
        let tunings = ExportScenario.tunings()
        let folder = ProductPaths.temporaryFolder("export-web")
        let modules = try Self.appExports(.js, tunings, in: folder)
        var cases: [Case] = [], names: [(String, String)] = []
        for c in ExportScenario.cases() {
            let index = try XCTUnwrap(tunings.firstIndex { $0.0 == c.tuning })
            let frames = Array(stride(from: 0, to: c.run.samples.count, by: 2))
            cases.append(Case(module: index, position: c.run.offset, velocity: c.run.velocity, min: c.run.minEdge,
                              max: c.run.maxEdge, pixelDensity: c.scenario.pixelDensity,
                              times: frames.map { Double($0) / ExportScenario.fps }, expected: frames.map { c.run.samples[$0] },
                              caught: c.run.caught.map { Case.Caught(position: $0.offset, velocity: $0.velocity, after: $0.after) }))
            names.append((c.tuning, c.scenario.name))
        }
        let text = try Self.runInChromium(try Self.page(modules: modules, cases: cases), in: folder, "js")
        XCTAssertTrue(text.hasPrefix("RESULTS="), "js: the page in chromium says \(text)")
        guard text.hasPrefix("RESULTS=") else { return }
        let results = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.dropFirst(8).utf8)) as? [[Double]])
        XCTAssertEqual(results.count, cases.count)
        for (result, (tuning, scenario)) in zip(results, names) {
            XCTAssertLessThanOrEqual(result[0], 1, "js: \(scenario), tuning \(tuning): off by \(TraceEvent.num(result[0], 3)) pt "
                                     + "at \(TraceEvent.num(result[1], 4)) s after the release (chromium)")
        }
    }

    /// The custom properties a CSS text declares, in order: (name, value).
    static func declarations(_ css: String) -> [(name: String, value: String)] {
        css.split(separator: "\n").compactMap { line in
            let t = line.trimmingCharacters(in: .whitespaces)
            guard t.hasPrefix("--"), t.hasSuffix(";"), let colon = t.firstIndex(of: ":") else { return nil }
            return (String(t[..<colon]), t[t.index(after: colon)...].dropLast().trimmingCharacters(in: .whitespaces))
        }
    }

    /// `--export css` as printed, linked as a stylesheet: Chromium keeps every rule and every
    /// declaration of it (a parse error drops what it cannot read: a script after the CSS
    /// leaves rules and blocks behind that the text has and the sheet has not).
    func testTheCSSIsAStylesheetChromiumReadsWhole() throws {
        let tunings = ExportScenario.tunings()
        let folder = ProductPaths.temporaryFolder("export-css")
        let sheets = try Self.appExports(.css, tunings, in: folder)
        let links = sheets.map { "<link rel=\"stylesheet\" href=\"\($0)\">" }.joined()
        let page = """
            <!doctype html><html><head>\(links)</head><body><pre id="out">pending</pre>
            <script type="module">
            const out = document.getElementById("out");
            try {
              const sheets = [...document.styleSheets].map((sheet) => [...sheet.cssRules].map((rule) => {
                const names = rule.style ? [...rule.style] : [];
                return { selector: rule.selectorText ?? rule.cssText, properties: names.map((n) => [n, rule.style.getPropertyValue(n).trim()]) };
              }));
              out.textContent = "SHEETS=" + JSON.stringify(sheets);
            } catch (e) { out.textContent = "FAILED=" + e; }
            </script></body></html>

            """
        let text = try Self.runInChromium(page, in: folder, "css")
        XCTAssertTrue(text.hasPrefix("SHEETS="), "css: the page in chromium says \(text)")
        guard text.hasPrefix("SHEETS=") else { return }
        struct Rule: Decodable { var selector: String; var properties: [[String]] }
        let parsed = try JSONDecoder().decode([[Rule]].self, from: Data(text.dropFirst(7).utf8))
        XCTAssertEqual(parsed.count, tunings.count, "css: every sheet loaded")
        for ((name, set), rules) in zip(tunings, parsed) {
            let css = FeelExport.text(.css, set)
            let bare = css.replacingOccurrences(of: #"(?s)/\*.*?\*/"#, with: "", options: .regularExpression)
            XCTAssertEqual(rules.count, bare.filter { $0 == "{" }.count, "css \(name): a block of the text is not a rule of the sheet")
            XCTAssertEqual(rules.map(\.selector), [":root"], "css \(name)")
            let expected = Self.declarations(css)
            XCTAssertEqual(expected.count, 7, "css \(name): the text declares its seven properties")
            XCTAssertEqual(rules.first?.properties.map { $0[0] }, expected.map(\.name), "css \(name): properties lost")
            for (property, (_, value)) in zip(rules.first?.properties ?? [], expected) {
                XCTAssertEqual(property[1], value, "css \(name): \(property[0]) read differently")
            }
        }
    }
}
