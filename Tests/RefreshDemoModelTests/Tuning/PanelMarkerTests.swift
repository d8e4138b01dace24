import XCTest
@testable import RefreshEngine
import TestSupport
@testable import RefreshDemoModel

/// The panel's marker pickers as a user drives them: every transition of a phase's choice
/// by click, key and reset, the rows' selection, and rows only for art with markers.
final class PanelMarkerTests: XCTestCase {
    /// A header art with markers "pull" (its default pull), "Intro" and "spin loop"; a footer art without markers.
    func openEngine(footerMarkers: Bool = false) -> Workbench {
        var e = Workbench(config: EngineConfig(), metrics: FixedTextMetrics())
        e.setHeaderArt(ArtTimeline(frameCount: 40, pull: 0..<5, markers: [ArtMarker(name: "pull", frames: 0..<5),
                                                                          ArtMarker(name: "Intro", frames: 5..<10),
                                                                          ArtMarker(name: "spin loop", frames: 10..<30)]), at: 0)
        e.setFooterArt(ArtTimeline(frameCount: 8, markers: footerMarkers ? [ArtMarker(name: "load_1", frames: 0..<8)] : []), at: 0)
        e.togglePanel(at: 0)
        _ = e.frame(at: 0)
        return e
    }

    let refreshing = PanelMarkers.Row(.header, .refreshing)
    let pull = PanelMarkers.Row(.header, .pull)

    func testRowsFollowTheTunablesOnlyForArtWithMarkers() {
        var e = openEngine()
        let markers = e.frame(at: 0).panel.markers
        XCTAssertEqual(markers.names, [.header: ["pull", "Intro", "spin loop"]], "the footer's art has none: no rows")
        let rows = TuningPanel.rows(markers: markers)
        XCTAssertEqual(Array(rows.prefix(TuningPanel.rows.count)), TuningPanel.rows)
        XCTAssertEqual(rows.dropFirst(TuningPanel.rows.count).map(\.kind),
                       [.markerGroup(.header), .marker(pull), .marker(refreshing), .marker(.init(.header, .finish))])
        XCTAssertEqual(rows.dropFirst(TuningPanel.rows.count).first?.y, TuningPanel.contentHeight)
        var both = openEngine(footerMarkers: true)
        XCTAssertEqual(TuningPanel.rows(markers: both.frame(at: 0).panel.markers).count, TuningPanel.rows.count + 8)
        XCTAssertEqual(TuningPanel.rows(markers: PanelMarkers()), TuningPanel.rows)
    }

    func testWhatEachChoiceShows() {
        let m = PanelMarkers(openEngine().list.art)
        XCTAssertEqual(m.shown(pull, .automatic), "pull", "the marker named as the phase, any case")
        XCTAssertNil(m.shown(refreshing, .automatic), "no marker named refreshing: none")
        XCTAssertEqual(m.shown(refreshing, .marker("spin loop")), "spin loop")
        XCTAssertNil(m.shown(refreshing, .marker("gone")), "a name the art lacks plays the default")
        XCTAssertNil(m.shown(pull, .none))
    }

    /// Right steps none -> pull -> Intro -> spin loop -> none; Left back; Delete resets to the default.
    func testKeysStepThroughNoneAndTheMarkersAndReset() {
        var e = openEngine()
        // Down from the last slider: the first marker row; Up from the first slider: the last.
        e.handle(.key(KeyPress(.up)), at: 0.1)
        XCTAssertEqual(e.panel.selectedMarker, PanelMarkers.Row(.header, .finish))
        XCTAssertGreaterThan(e.panel.scroll, 0, "scrolled to it")
        e.handle(.key(KeyPress(.up)), at: 0.2)
        XCTAssertEqual(e.panel.selectedMarker, refreshing)
        var seen: [ArtMarkerChoice] = []
        for k in 0..<4 {
            e.handle(.key(KeyPress(.right)), at: 0.3 + Double(k) * 0.01)
            seen.append(e.tuningSet.art.headerMarkers.refreshing)
        }
        XCTAssertEqual(seen, [.marker("pull"), .marker("Intro"), .marker("spin loop"), .none])
        e.handle(.key(KeyPress(.left)), at: 0.4)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .marker("spin loop"), "Left wraps back")
        XCTAssertEqual(e.tuningSet.art.headerMarkers.pull, .automatic, "only the selected phase")
        XCTAssertTrue(e.hasUnsavedTuning)
        e.handle(.key(KeyPress(.delete)), at: 0.5)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .automatic)
        // From the default (pull plays "pull"), Left is none.
        e.handle(.key(KeyPress(.up)), at: 0.6)
        XCTAssertEqual(e.panel.selectedMarker, pull)
        e.handle(.key(KeyPress(.left)), at: 0.7)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.pull, .none)
        e.handle(.key(KeyPress(.delete, .shift)), at: 0.8)
        XCTAssertEqual(e.tuningSet, TuningSet(), "reset all")
        // Up from the first marker row: the last slider; Down from the last marker row: the first slider.
        e.handle(.key(KeyPress(.up)), at: 0.9)
        XCTAssertNil(e.panel.selectedMarker)
        XCTAssertEqual(e.panel.selected, Tunables.all.count - 1)
        for k in 0..<4 { e.handle(.key(KeyPress(.down)), at: 1 + Double(k) * 0.01) }
        XCTAssertNil(e.panel.selectedMarker)
        XCTAssertEqual(e.panel.selected, 0)
        XCTAssertEqual(e.scroller.offset, -64, "keys went to the panel, not the list")
    }

    /// A click on the picker's right half steps on, on its left half back; on the value's place resets.
    func testClicksStepAndTheValueResets() {
        var e = openEngine()
        e.handle(.hover(x: 500, y: 300), at: 0)
        e.handle(.wheel(dx: 0, dy: -10_000, precise: false), at: 0)
        let row = TuningPanel.rows(markers: e.frame(at: 0).panel.markers).first { $0.kind == .marker(refreshing) }!
        let top = TuningPanel.listTop + row.y - e.panel.scroll
        func click(_ x: Double, _ y: Double, at t: Double) {
            e.handle(.press(x: 420 + x, y: y), at: t)
            e.handle(.release(x: 420 + x, y: y), at: t + 0.01)
        }
        click(TuningPanel.trackRight - 10, top + TuningPanel.trackOffset, at: 0.1)
        XCTAssertEqual(e.panel.selectedMarker, refreshing)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .marker("pull"))
        click(TuningPanel.trackLeft + 10, top + TuningPanel.trackOffset, at: 0.2)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .none)
        click(TuningPanel.trackLeft + 10, top + TuningPanel.trackOffset, at: 0.3)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .marker("spin loop"), "wraps to the last marker")
        click(TuningPanel.trackRight - 20, top + 8, at: 0.4)
        XCTAssertEqual(e.tuningSet.art.headerMarkers.refreshing, .automatic, "the value's place resets it")
        // A slider's row takes the selection back.
        click(TuningPanel.trackLeft + 10, TuningPanel.listTop + TuningPanel.rows.last!.y - e.panel.scroll + 30, at: 0.5)
        XCTAssertNil(e.panel.selectedMarker)
    }

    /// The choice is a tuning value: traced, and in effect from the next frame.
    func testTheChoiceIsTracedAndPlaysAtOnce() {
        var e = openEngine()
        e.setTracing(true)
        e.perform(.assignMarker(refreshing, .marker("spin loop")), at: 0.1)
        var traced: [(String, String)] = []
        e.drainTrace { if case let .setting(_, name, value) = $0 { traced.append((name, value)) } }
        XCTAssertEqual(traced.map(\.0), ["art.header.refreshing"])
        XCTAssertEqual(traced.first?.1, "spin loop")
        e.beginRefreshing(at: 0.2)
        let f = e.frame(at: 0.3)
        XCTAssertEqual(f.art.header?.segment, .refreshing)
        XCTAssertTrue((10..<30).contains(f.art.header?.frame ?? -1))
        // Art whose markers lack the name: the default plays (here none: the whole animation).
        e.setHeaderArt(ArtTimeline(frameCount: 12, markers: [ArtMarker(name: "other", frames: 2..<4)]), at: 0.4)
        XCTAssertEqual(e.frame(at: 0.5).art.header?.segment, .whole)
    }
}
