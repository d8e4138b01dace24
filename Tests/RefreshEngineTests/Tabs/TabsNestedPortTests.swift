import XCTest
@testable import RefreshEngine
import RefreshPhysics
import RefreshDemoModel
import TestSupport

/// The shared bar of `list.layout tabs` against ports of the platforms' own nested scrolling
/// (CoordinatorNestedPort, NestedScrollViewPort) rather than the engine's NestedScroll: every
/// frame at 30, 60 and 144 fps the bar's height and the list's own offset within 0.5 pt of the
/// port's, through drags, flings, a pull past the top and a tab change with the bar and the
/// list apart.
final class TabsNestedPortTests: XCTestCase {
    static let rates = [30.0, 60, 144]
    static let tolerance = 0.5

    /// A bar the test runs under: its kind and whether it floats (a sliver only).
    struct Bar: CustomStringConvertible {
        var kind: ListBar
        var floating = false
        var description: String { floating ? "\(kind) floating" : "\(kind)" }
    }

    static let androidBars = [Bar(kind: .collapsing), Bar(kind: .sliver), Bar(kind: .sliver, floating: true)]
    static let flutterBars = [Bar(kind: .sliver), Bar(kind: .sliver, floating: true), Bar(kind: .largeTitle), Bar(kind: .collapsing)]

    func engine(model: ScrollModel, bar: Bar) -> ListEngine {
        var c = testConfig(items: 200, history: 300)
        c.layout = .tabs
        c.feed.latencyMin = 0.5
        c.feed.latencyMax = 0.5
        var e = ListEngine(config: c, metrics: FixedTextMetrics())
        var s = PlatformProfiles.profile(of: model)?.preset ?? e.tuningSet
        s.layout = .tabs
        s.bar.kind = bar.kind
        s.bar.floating = bar.floating
        s.feed = e.tuningSet.feed
        s.carousel = false
        e.applyTuning(s, at: 0)
        _ = e.frame(at: 0)
        return e
    }

    /// The platform's port, fed what it takes: Android's the finger's moves while it touches and
    /// the list's motion after (RecyclerView's fling), Flutter's the list's motion (a drag's
    /// updates, then a fling's simulation from the release).
    enum Port {
        case android(CoordinatorNestedPort)
        case flutter(NestedScrollViewPort)

        /// How far the bar has collapsed.
        var outer: Double {
            switch self {
            case .android(let p): return p.collapsed
            case .flutter(let p): return p.outer
            }
        }

        var inner: Double {
            switch self {
            case .android(let p): return p.list
            case .flutter(let p): return p.inner
            }
        }

        mutating func show(page: Int) {
            switch self {
            case .android(var p): p.show(page: page); self = .android(p)
            case .flutter(var p): p.show(page: page); self = .flutter(p)
            }
        }
    }

    /// One run's driver: the engine, its port and what it has seen.
    struct Run {
        var e: ListEngine
        var port: Port
        let model: ScrollModel
        let label: String
        /// The combined offset the port has been given up to.
        var last: Double
        var pointerDown = false
        /// Flutter: where the running fling began (its simulation's travel is from there), and
        /// per frame of a fling the outer's pixels as it began.
        var flingBase: Double?
        var flingOuter: Double?
        var flingFrames: [Int: Double] = [:]
        /// Per frame: (label, engine bar, port bar, engine inner, port inner, engine pull, port spinner).
        var frames: [(String, Double, Double, Double, Double, Double, Double)] = []

        let bar: Bar
        let fps: Double

        init(model: ScrollModel, bar: Bar, fps: Double, engine e: ListEngine) {
            self.e = e
            self.model = model
            self.bar = bar
            self.fps = fps
            label = "\(model) \(bar) \(fps)"
            let range = e.barFeature.layout.range
            port = model == .android
                ? .android(CoordinatorNestedPort(range: range, enterAlways: bar.floating, touchSlop: e.scroller.tuning.touchSlop))
                : .flutter(NestedScrollViewPort(range: range, floats: bar.floating))
            last = e.combinedOffset
        }

        mutating func input(_ input: InputEvent, at t: Double) {
            e.handle(input, at: t)
            let c = e.combinedOffset
            switch (input, port) {
            case (.press(_, let y), .android(var p)):
                pointerDown = true
                p.down(y: y)
                port = .android(p)
                last = c
            case (.move(_, let y), .android(var p)), (.release(_, let y), .android(var p)):
                if e.headerFeature.controlHasDrag {
                    // The control holds the gesture (the list did not move): the finger as it is.
                    p.move(y: y)
                    port = .android(p)
                    last = c
                } else {
                    feedPointer()
                }
                if case .release = input, case .android(var p) = port {
                    p.up()
                    port = .android(p)
                    pointerDown = false
                }
            case (.press, .flutter):
                pointerDown = true
                follow(c)
            case (.move, .flutter):
                follow(c)
            case (.release, .flutter):
                follow(c)
                pointerDown = false
            default:
                break
            }
        }

        /// Android: the touch where the list's drag has it. Android resamples a touch to the frame
        /// (InputConsumer), so RecyclerView sees the position the frame draws the pointer at; the
        /// port starts from the press and passes the slop itself.
        mutating func feedPointer() {
            guard pointerDown, !e.headerFeature.controlHasDrag, case .android(var p) = port else { return }
            if !e.scroller.withinSlop { p.move(y: e.scroller.lastPointer) }
            port = .android(p)
            last = e.combinedOffset
        }

        /// The list's motion to `c` since the port last saw it.
        mutating func follow(_ c: Double) {
            defer { last = c }
            guard c != last else { return }
            switch port {
            case .android(var p):
                // A fling: RecyclerView's frames, the same order, past the SwipeRefreshLayout. Past
                // the top the list is stretched (EdgeEffect), not scrolled: no nested scroll.
                if !pointerDown { p.scrollByInternal(max(c, 0) - max(last, 0), touch: false) }
                port = .android(p)
            case .flutter(var p):
                if pointerDown {
                    flingBase = nil
                    flingOuter = nil
                    p.scroll(by: c - last)
                } else {
                    if flingBase == nil {
                        flingBase = last
                        flingOuter = p.outer
                        p.beginFling(velocity: c > last ? 1 : -1)
                    }
                    p.flingMoved(travel: c - (flingBase ?? last))
                }
                port = .flutter(p)
            }
        }

        /// Plays `script` for `duration` at the run's rate, recording each frame.
        mutating func play(_ script: String, for duration: Double, phase: String) throws {
            var frame = 0
            try playFrames(script, from: e.time, fps: fps, for: duration) { step in
                switch step {
                case .input(let event, let t):
                    input(event, at: t)
                case .frame(let t):
                    frame += 1
                    _ = e.frame(at: t)
                    feedPointer()
                    follow(e.combinedOffset)
                    record("\(phase) frame \(frame)")
                }
            }
        }

        mutating func record(_ what: String) {
            let f = e.frame(at: e.time)
            let engineBar = f.topBarHeight - e.barFeature.statusHeight - f.bar.stretch
            let portBar = e.barFeature.layout.maxHeight - port.outer
            var spinner = 0.0
            if case .android(let p) = port { spinner = p.spinner }
            if let o = flingOuter { flingFrames[frames.count] = o }
            frames.append((what, engineBar, portBar, e.tabsFeature.nested.inner, port.inner, e.pulledDistance, spinner))
        }

        mutating func show(tab i: Int) throws {
            e.selectTab(i, at: e.time)
            port.show(page: i)
            last = e.combinedOffset
            try play("wait 0.5", for: 0.5, phase: "tab \(i)")
        }

        /// Two drags up from the top: the bar collapsed over a list scrolled deep.
        mutating func scrollDeep() throws {
            try play("drag 200,700 -> 200,200 over 0.5 hold 0.2", for: 1, phase: "deep")
            try play("drag 200,700 -> 200,200 over 0.5 hold 0.2", for: 1, phase: "deeper")
        }

        /// The frames where the bar or the list is more than the tolerance off the port's.
        func mismatches(bar: Bool = true, inner: Bool = true) -> [String] {
            frames.compactMap { f in
                // Android draws a list past its top as the EdgeEffect's stretch (the engine's
                // offset past the top); RecyclerView's own scroll stays at 0.
                let engineInner = model == .android ? max(f.3, 0) : f.3
                let barOff = bar && abs(f.1 - f.2) > TabsNestedPortTests.tolerance
                let innerOff = inner && abs(engineInner - f.4) > TabsNestedPortTests.tolerance
                guard barOff || innerOff else { return nil }
                return String(format: "%@ %@: bar %.2f port %.2f, inner %.2f port %.2f", label, f.0, f.1, f.2, f.3, f.4)
            }
        }
    }

    /// Runs `body` on a new run for each platform, each of `bars` (else the platform's own) and each rate.
    func eachRun(bars only: [Bar]? = nil, _ body: (inout Run) throws -> Void) rethrows {
        for (model, all) in [(ScrollModel.android, Self.androidBars), (.flutter, Self.flutterBars)] {
            for bar in only ?? all {
                for fps in Self.rates {
                    var run = Run(model: model, bar: bar, fps: fps, engine: engine(model: model, bar: bar))
                    try body(&run)
                }
            }
        }
    }

    func assertMatches(_ run: Run, file: StaticString = #filePath, line: UInt = #line) {
        let bad = run.mismatches()
        XCTAssert(bad.isEmpty, "\(bad.count) of \(run.frames.count) frames off:\n" + bad.joined(separator: "\n"), file: file, line: line)
    }

    /// Drags up from the top, on into the list, back down to the top and past it (the pull).
    func testDragsMatchThePorts() throws {
        try eachRun { run in
            try run.play("drag 200,700 -> 200,450 over 0.5 hold 0.2", for: 1, phase: "up")
            try run.play("drag 200,700 -> 200,300 over 0.5 hold 0.2", for: 1, phase: "up deep")
            try run.play("drag 200,300 -> 200,420 over 0.5 hold 0.2", for: 1, phase: "down")
            try run.play("drag 200,300 -> 200,700 over 0.6 hold 0.2", for: 1, phase: "down to the top")
            assertMatches(run)
        }
    }

    /// A fling up from the top collapses the bar first; one down from deep in the list opens it
    /// with what is left once the list reaches its top.
    func testFlingsMatchThePorts() throws {
        try eachRun { run in
            try run.play("drag 200,700 -> 200,500 over 0.1", for: 3, phase: "fling up")
            try run.play("drag 200,300 -> 200,500 over 0.1", for: 3, phase: "fling down")
            assertMatches(run)
        }
    }

    /// A pull past the top with the bar open: the bar stays open and the list at its top
    /// (Android: the spinner takes the pull) or pulled (Flutter: the inner position past its top).
    /// Android's spinner follows `mTotalUnconsumed`, the finger's whole travel past the top
    /// (`onNestedScroll`: a RecyclerView scrolls nested, so SwipeRefreshLayout never intercepts),
    /// and so does the engine's control: the same pull within 0.5 pt every frame.
    func testAPullMatchesThePorts() throws {
        try eachRun { run in
            try run.play("drag 200,300 -> 200,500 over 0.4", for: 0.4, phase: "pull")
            assertMatches(run)
            if run.model == .android {
                for f in run.frames {
                    XCTAssertEqual(f.5, f.6, accuracy: Self.tolerance, "\(run.label) \(f.0): the spinner's pull")
                }
                XCTAssertGreaterThan(run.frames.map(\.6).max() ?? 0, 150, run.label)
            } else {
                XCTAssertLessThan(run.frames.map(\.4).min() ?? 0, -50, "\(run.label): the inner position pulled")
            }
        }
    }

    /// Tab 0 scrolled deep with the bar collapsed, tab 1 shown, the bar opened there by a drag
    /// down, back on tab 0; then drags up and down there.
    func testATabChangeWithTheBarAndTheListApartMatchesThePorts() throws {
        try eachRun { run in
            try run.scrollDeep()
            // A floating bar may have come back by a point or two: the resampled pointer runs past the
            // last report and the lift brings it back, a scroll down that enterAlways opens it by.
            XCTAssertEqual(run.port.outer, run.e.barFeature.layout.range, accuracy: run.bar.floating ? 3 : 1e-9, "\(run.label): collapsed")
            try run.show(tab: 1)
            // Expected difference (Android): once the bar is open the port's SwipeRefreshLayout
            // pulls its spinner with what the bar left (`onNestedScroll` after its parents);
            // the engine's control takes a pull only from a press at the list's top, so in
            // this gesture it stretches the list instead, and the spinner stays.
            let before = run.frames.count
            try run.play("drag 200,300 -> 200,500 over 0.4 hold 0.2", for: 1, phase: "open on tab 1")
            if run.model == .android {
                let pulled = run.frames[before...].filter { $0.6 > 0 }
                XCTAssertFalse(pulled.isEmpty, "\(run.label): the port's spinner pulled")
                XCTAssert(pulled.allSatisfy { $0.5 == 0 }, "\(run.label): the engine's spinner stays")
                XCTAssertLessThan(run.frames[before...].map(\.3).min() ?? 0, -5, "\(run.label): the engine stretches")
            }
            try run.show(tab: 0)
            XCTAssertEqual(run.port.outer, 0, accuracy: 1e-9, "\(run.label): the bar open as tab 1 left it")
            if run.model == .android {
                XCTAssertGreaterThan(run.port.inner, 500, "\(run.label): the list where it was left")
            } else {
                XCTAssertEqual(run.port.inner, 0, "\(run.label): the list at its top (no restore, the bar not collapsed)")
            }
            try run.play("drag 200,500 -> 200,450 over 0.3 hold 0.2", for: 1, phase: "up on tab 0")
            try run.play("drag 200,400 -> 200,500 over 0.3 hold 0.2", for: 1, phase: "down on tab 0")
            assertMatches(run)
        }
    }

    /// A floating bar opened over a list scrolled deep (a drag down: the bar first), then a
    /// short fling up from there.
    ///
    /// Expected difference (Flutter): `_getMetrics` for an inner position scrolled into its list
    /// and a fling up gives the outer [pixels, pixels + extra] with a correction, and the inner its
    /// own simulation mapped by `nestOffset`: the bar collapses and the list scrolls at once, each
    /// by the fling's travel, until the bar is collapsed. The engine's fling is one motion shared in
    /// the drag's order (the bar first, then the list): its bar is the port's, its list behind the
    /// port's by what the bar has collapsed since the fling began. Android's RecyclerView fling
    /// dispatches its frames as a drag does: the port's every frame.
    func testAFlingWithTheBarAndTheListApart() throws {
        try eachRun(bars: [Bar(kind: .sliver, floating: true)]) { run in
            try run.scrollDeep()
            try run.play("drag 200,300 -> 200,420 over 0.3 hold 0.2", for: 1, phase: "the bar floats in")
            let range = run.e.barFeature.layout.range
            XCTAssertLessThan(run.port.outer, range - 60, "\(run.label): the bar floated in")
            XCTAssertGreaterThan(run.port.inner, 500, "\(run.label): over a list scrolled deep")
            try run.play("drag 200,420 -> 200,380 over 0.03", for: 3, phase: "fling up")
            XCTAssertEqual(run.port.outer, range, accuracy: 1e-9, "\(run.label): collapsed")
            guard run.model == .flutter else {
                assertMatches(run)
                return
            }
            XCTAssert(run.mismatches(inner: false).isEmpty, run.mismatches(inner: false).prefix(4).joined(separator: "\n"))
            let maxHeight = run.e.barFeature.layout.maxHeight
            var apart = 0.0
            for (i, f) in run.frames.enumerated() {
                let collapsedSince = run.flingFrames[i].map { (maxHeight - f.2) - $0 } ?? 0
                apart = max(apart, collapsedSince)
                XCTAssertEqual(f.3, f.4 - collapsedSince, accuracy: Self.tolerance, "\(run.label) \(f.0)")
            }
            XCTAssertGreaterThan(apart, 30, "\(run.label): the fling began with the bar partly open")
        }
    }

    /// A floating bar collapsed over a list scrolled deep, a short flick down: the drag floats the
    /// bar in on both platforms; the fling after it goes on opening the bar on Android
    /// (RecyclerView's frames reach `onNestedPreScroll`, enterAlways) and scrolls only the list
    /// on Flutter (`_getMetrics` keeps the outer in [0, its pixels] while the inner is scrolled in:
    /// `floatHeaderSlivers` orders only a drag's updates).
    func testAFlingDownUnderAFloatingBar() throws {
        try eachRun(bars: [Bar(kind: .sliver, floating: true)]) { run in
            try run.scrollDeep()
            try run.play("drag 200,380 -> 200,420 over 0.03", for: 2, phase: "fling down")
            assertMatches(run)
        }
    }

    /// A floating bar partly open over a list scrolled a little, a fling down to the top.
    ///
    /// Expected difference (Flutter): `_getMetrics` for a fling down from inside the list keeps the
    /// outer position in [0, its pixels] over a value that starts at the inner's pixels plus the
    /// outer's whole extent, so once the list is at its top the fling runs the bar's collapsed part
    /// (extent less pixels) with nothing moving before the bar opens. The engine's fling opens the
    /// bar as soon as the list is at its top: its bar ahead of the port's by what it has opened, at
    /// most that dead part, until the engine's bar is open (the port has no bounds after that). Android
    /// (enterAlways: the bar first) is the port's every frame.
    func testAFlingDownToTheTopUnderAPartlyOpenBar() throws {
        try eachRun(bars: [Bar(kind: .sliver, floating: true)]) { run in
            try run.play("drag 200,700 -> 200,400 over 0.5 hold 0.2", for: 1, phase: "into the list")
            try run.play("drag 200,300 -> 200,358 over 0.3 hold 0.2", for: 1, phase: "the bar floats in")
            let start = run.frames.count
            try run.play("drag 200,400 -> 200,440 over 0.03", for: 2, phase: "fling down")
            guard run.model == .flutter else {
                assertMatches(run)
                return
            }
            XCTAssert(run.mismatches().allSatisfy { $0.contains("fling down") }, run.label)
            let maxHeight = run.e.barFeature.layout.maxHeight, range = run.e.barFeature.layout.range
            var ahead = 0.0
            for i in start..<run.frames.count {
                let f = run.frames[i]
                guard let outer0 = run.flingFrames[i], let base = run.flingBase else { continue }
                let engineOuter = maxHeight - f.1
                // The engine's bar is open: past here the port's travel is not the platform's.
                if engineOuter <= 0 { break }
                let opened = max(base - (f.3 + engineOuter) - (base - outer0), 0)
                let expected = min(opened, range - outer0)
                ahead = max(ahead, expected)
                XCTAssertEqual(f.1 - f.2, expected, accuracy: Self.tolerance, "\(run.label) \(f.0): the engine's bar ahead by the dead part")
                XCTAssertEqual(f.3, f.4, accuracy: Self.tolerance, "\(run.label) \(f.0): the list")
            }
            XCTAssertGreaterThan(ahead, 30, "\(run.label): the fling reached the list's top with the bar partly open")
        }
    }
}
