import Foundation
import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine
import TestSupport

/// Markers with any names (a designer's "Intro", "spin loop", "done"): kept with the
/// document across the worker, offered in the panel, played in the phase chosen, saved
/// in the tuning file by name, and a name the art lacks is one line naming file and line.
final class ArtMarkerTests: XCTestCase {
    static var file: String { ArtCorpus.path("designer-markers.json") }
    static let expected = [ArtMarker(name: "Intro", frames: 0..<10), ArtMarker(name: "spin loop", frames: 10..<30),
                           ArtMarker(name: "done", frames: 30..<40)]

    func testEveryMarkerComesBackWithTheDocument() throws {
        let doc = try ArtLoader.load(Self.file, maxFrames: 120)
        XCTAssertEqual(doc.timeline.markers, Self.expected)
        XCTAssertNil(doc.timeline.pull)
        XCTAssertNil(doc.timeline.refreshing, "no marker is named as a phase: the whole animation plays")
        XCTAssertEqual(doc.notes, ["markers 'Intro', 'spin loop', 'done' are not named 'pull', 'refreshing' or 'finish'; "
                                   + "the tuning panel assigns them"])
        // Sampled to 20 of 40 frames: the markers cover the kept frames inside them.
        let small = try ArtLoader.load(Self.file, maxFrames: 20)
        XCTAssertEqual(small.timeline.markers.map(\.name), ["Intro", "spin loop", "done"])
        XCTAssertEqual(small.timeline.markers[1].frames, 5..<15)
        // The panel's lines list them while no phase plays them, in the language shown.
        XCTAssertTrue(doc.summary().hasSuffix("\n  unused markers: 'Intro', 'spin loop', 'done'"), doc.summary())
        var a = ArtMarkerAssignment()
        a.refreshing = .marker("spin loop")
        XCTAssertTrue(doc.summary(a, .ru).hasSuffix("refr 10-29\n  маркеры без фазы: 'Intro', 'done'"), doc.summary(a, .ru))
    }

    /// The frames the engine picks while refreshing come from "spin loop" once it is chosen.
    func testSpinLoopChosenForRefreshingPlaysItsFrames() throws {
        let doc = try ArtLoader.load(Self.file, maxFrames: 120)
        func refreshingFrames(choosing: Bool) -> Set<Int> {
            var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
            e.setHeaderArt(doc.timeline, at: 0)
            e.togglePanel(at: 0)
            _ = e.frame(at: 0)
            let marker = e.frame(at: 0).panel.markers
            XCTAssertEqual(marker.names[.header], ["Intro", "spin loop", "done"], "the panel lists the markers")
            if choosing {
                // Refreshing's row, right half: none -> Intro -> spin loop.
                let row = TuningPanel.rows(markers: marker).first { $0.kind == .marker(PanelMarkers.Row(.header, .refreshing)) }!
                let y = TuningPanel.listTop + row.y + TuningPanel.trackOffset
                e.handle(.hover(x: 420 + 250, y: 300), at: 0)
                e.handle(.wheel(dx: 0, dy: -10_000, precise: false), at: 0)
                let scrolled = y - e.frame(at: 0).panel.scroll
                for k in 0..<2 {
                    e.handle(.press(x: 420 + 250, y: scrolled), at: 0.02 + Double(k) * 0.02)
                    e.handle(.release(x: 420 + 250, y: scrolled), at: 0.03 + Double(k) * 0.02)
                }
                XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .marker("spin loop"))
            }
            e.beginRefreshing(at: 0.1)
            var seen = Set<Int>()
            var t = 0.1
            while t < 3 {
                t += 1.0 / 60
                if let a = e.frame(at: t).art.header, e.list.header.state == .refreshing { seen.insert(a.frame) }
            }
            return seen
        }
        // Without a refreshing marker the whole animation plays from its first frame (the
        // feed answers within a second: 30 of its 40 frames show).
        let whole = refreshingFrames(choosing: false)
        XCTAssertEqual(whole, Set(0..<30), "the whole animation from its start")
        XCTAssertEqual(refreshingFrames(choosing: true), Set(10..<30), "spin loop's frames, and all of them")
    }

    func testTheTuningFileKeepsTheChoiceByName() throws {
        var set = TuningSet()
        set.art.headerMarkers.refreshing = .marker("spin loop")
        set.art.headerMarkers.finish = .none
        set.art.footerMarkers.pull = .marker("say \"hi\"")
        let text = TuningFile.serialize(set)
        XCTAssertTrue(text.contains("  \"art.header.refreshing\": \"spin loop\""), text)
        XCTAssertTrue(text.contains("  \"art.header.finish\": null"), text)
        XCTAssertFalse(text.contains("art.header.pull"), "the default is not written")
        XCTAssertEqual(try TuningFile.parse(text, file: "t.json"), set)
        XCTAssertThrowsError(try TuningFile.parse("{\"version\": 1,\n\"art.header.pull\": 3}", file: "t.json")) {
            XCTAssertEqual("\($0)", "t.json:2: 'art.header.pull' has the wrong type; expected a marker's name in quotes, or null for none")
        }
    }

    /// Save writes the choice made in the panel by the marker's name; an edit of the file
    /// naming another marker plays it; one naming a marker the art lacks is the window's error.
    func testSaveWritesTheChoiceAndAReloadTakesTheFilesChoice() throws {
        let dir = ProductPaths.temporaryFolder("markers-save-\(UUID().uuidString)")
        let tuning = dir.appendingPathComponent("tuning.json")
        try SDLLibrary.session(video: false) {
            var options = Options()
            options.headless = true
            options.initialRefresh = false
            options.headerArtPath = Self.file
            options.tuningPath = tuning.path
            options.stateDirectory = dir.path
            let typography = try Typography(assets: Assets.locate(), scale: 1)
            let session = try Session(options: options, epoch: HeadlessRun.epoch, utcOffset: 0, metrics: typography, script: nil)
            session.engine.perform(.assignMarker(PanelMarkers.Row(.header, .refreshing), .marker("spin loop")), at: 0.1)
            session.saveTuning()
            let saved = try String(contentsOf: tuning, encoding: .utf8)
            XCTAssertEqual(saved, "{\n  \"version\": 1,\n  \"art.header.refreshing\": \"spin loop\"\n}\n")
            try "{\n  \"version\": 1,\n  \"art.header.refreshing\": \"done\"\n}\n".write(to: tuning, atomically: true, encoding: .utf8)
            XCTAssertTrue(session.reloadTuning(at: 1, saying: "reloaded"))
            XCTAssertEqual(session.engine.tuningSet.art.headerMarkers.refreshing, .marker("done"))
            XCTAssertEqual(session.engine.list.art.header?.assigned(session.engine.tuningSet.art.headerMarkers).refreshing, 30..<40)
            try "{\n  \"version\": 1,\n\n  \"art.header.refreshing\": \"Done\"\n}\n".write(to: tuning, atomically: true, encoding: .utf8)
            XCTAssertTrue(session.reloadTuning(at: 2, saying: "reloaded"))
            let m = try XCTUnwrap(session.engine.messageState())
            XCTAssertTrue(m.isError)
            XCTAssertTrue(m.text.hasPrefix("\(tuning.path):4: 'art.header.refreshing' is \"Done\", a marker designer-markers.json does not have"),
                          m.text)
        }
    }

    /// A tuning file naming a marker the art does not have: one line naming the file, the
    /// line and the markers it has; the run goes on with the phase's default.
    func testAMissingMarkerIsOneLineNamingFileAndLine() throws {
        let dir = ProductPaths.temporaryFolder("markers-\(UUID().uuidString)")
        let tuning = dir.appendingPathComponent("tuning.json")
        try "{\n  \"version\": 1,\n  \"art.size\": 0.7,\n  \"art.header.refreshing\": \"spin\"\n}\n"
            .write(to: tuning, atomically: true, encoding: .utf8)
        let r = try runProgram(ProductPaths.executable, ["--headless", "--header-art", Self.file, "--tuning", tuning.path,
                                                         "--state-dir", dir.path, "--screenshot",
                                                         dir.appendingPathComponent("x.png").path], timeout: 30)
        XCTAssertEqual(r.status, 0)
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("art.header.refreshing") }
        XCTAssertEqual(lines, ["RefreshDemo: \(tuning.path):4: 'art.header.refreshing' is \"spin\", a marker designer-markers.json "
                               + "does not have (refreshing plays its default); expected one of \"Intro\", \"spin loop\", \"done\", or null"])
    }
}

/// Headless frames of the panel with a designer's Lottie in the header, in every language:
/// the marker rows follow the sliders, the picker shows the marker chosen, ringed blue.
final class MarkerPanelPixelTests: XCTestCase {
    func testThePanelShowsTheMarkerPickerInEveryLanguage() throws {
        let listWidth = 420, height = 600
        let markers = { var m = PanelMarkers(); m.names[.header] = ["Intro", "spin loop", "done"]; return m }()
        let rows = TuningPanel.rows(markers: markers)
        let finish = try XCTUnwrap(rows.first { $0.kind == .marker(PanelMarkers.Row(.header, .finish)) })
        let refreshing = try XCTUnwrap(rows.first { $0.kind == .marker(PanelMarkers.Row(.header, .refreshing)) })
        // Up from the first slider selects the last marker row, scrolled to the bottom of the view.
        let scroll = finish.y + finish.height - (Double(height) - TuningPanel.listTop)
        let top = Int(TuningPanel.listTop + refreshing.y - scroll + TuningPanel.trackOffset - 6)
        let left = listWidth + Int(TuningPanel.trackLeft), right = listWidth + Int(TuningPanel.trackRight)
        for language in Language.allCases {
            let url = try GoldenImageTests.render("panel-markers-\(language.rawValue)",
                                                  script: "key up\nkey up\nkey right\nkey right\nwait 0.1\nscreenshot {shot}",
                                                  screenshotInScript: true, size: "\(listWidth)x\(height)") {
                $0.panel = true; $0.language = language; $0.headerArtPath = ArtMarkerTests.file
            }
            try SDLLibrary.session(video: false) {
                let s = try Surface(loading: url.path)
                // The picker: a grey block across the track, not a slider's 2-pt line.
                let grey = PanelPixelTests.count(s, x: (left + 20)..<(right - 20), y: (top + 2)..<(top + 15), near: (209, 209, 214))
                XCTAssertGreaterThan(grey, (right - left - 40) * 5, "\(language): the picker")
                // "spin loop" chosen (none -> Intro -> spin loop): a blue ring and a blue name.
                let ring = PanelPixelTests.count(s, x: (left - 2)..<left, y: top..<(top + 17), near: (0, 122, 255))
                XCTAssertGreaterThan(ring, 20, "\(language): ringed as changed")
                let name = PanelPixelTests.count(s, x: (left + 60)..<(right - 60), y: (top + 2)..<(top + 15), near: Palette.light.accentText)
                XCTAssertGreaterThan(name, 40, "\(language): the chosen name")
            }
        }
    }
}
