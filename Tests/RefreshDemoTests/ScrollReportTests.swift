import XCTest
@testable import RefreshDemo
@testable import RefreshEngine
@testable import RefreshDemoModel
import RefreshPhysics

/// The translation of the display server's scroll reports: the source decides touchpad
/// or wheel, the units, the lift, and the times come from the server's clock.
final class ScrollReportTests: XCTestCase {
    /// A monotonic clock reading 1000 s at arrival, the app's clock 5 s.
    func translate(_ r: ScrollReport, _ server: ScrollReport.Server = .wayland,
                   pixelsPerNotch: Double = 10) -> (InputEvent, Double)? {
        var t = ScrollReportTranslator()
        return t.translate(r, server: server, pixelsPerNotch: pixelsPerNotch, arrival: 5, monotonic: 1000)
            .map { ($0.event, $0.time) }
    }

    func scroll(_ value: Double, source: Int32, discrete: Int32 = 0, value120: Int32 = 0, time: UInt32 = 999_990) -> ScrollReport {
        ScrollReport(kind: .scroll, source: source, time: time, value: value, discrete: discrete, value120: value120)
    }

    func testAFingerDeltaIsATouchpadDeltaInPixelsWhoseLiftIsReportedEvenWhenWhole() {
        guard let (e, t) = translate(scroll(10, source: 1)) else { return XCTFail("nothing") }
        XCTAssertEqual(e, .touchpad(dx: 0, dy: -10, liftReported: true), "10 px down: the content moves up 10")
        XCTAssertEqual(t, 4.99, accuracy: 1e-9, "the compositor's time: 10 ms before the arrival")
        XCTAssertEqual(translate(scroll(-2.5, source: 2))?.0, .touchpad(dx: 0, dy: 2.5, liftReported: false),
                       "continuous: a delta, the idle gap releases")
    }

    func testWheelsScrollNotchesAndHighResolutionWheelsFractionsOfOne() {
        XCTAssertEqual(translate(scroll(15, source: 0, discrete: 1))?.0, .wheel(dx: 0, dy: -1, precise: false))
        XCTAssertEqual(translate(scroll(-5, source: 0, discrete: 0, value120: -40))?.0, .wheel(dx: 0, dy: 1.0 / 3, precise: false),
                       "axis_value120: a third of a notch")
        XCTAssertEqual(translate(scroll(30, source: 0))?.0, .wheel(dx: 0, dy: -3, precise: false), "no click info: value / 10")
        XCTAssertEqual(translate(scroll(15, source: 3, discrete: 1))?.0, .wheel(dx: 0, dy: -1, precise: false), "tilt")
        XCTAssertEqual(translate(scroll(15, source: -1, discrete: 1))?.0, .wheel(dx: 0, dy: -1, precise: false),
                       "no source but clicks: a wheel")
        XCTAssertEqual(translate(scroll(7, source: -1))?.0, .touchpad(dx: 0, dy: -7, liftReported: false))
    }

    func testStopAndLeaveAreLiftsAndOddValuesAreDropped() {
        let stop = ScrollReport(kind: .fingersLifted, source: 1, time: 999_995, value: 0)
        guard let (e, t) = translate(stop) else { return XCTFail("nothing") }
        XCTAssertEqual(e, .touchpadLift)
        XCTAssertEqual(t, 4.995, accuracy: 1e-9)
        XCTAssertEqual(translate(ScrollReport(kind: .pointerLeft, source: -1, time: 0, value: 0))?.1, 5, "at its arrival")
        XCTAssertNil(translate(scroll(.nan, source: 1)))
        XCTAssertNil(translate(scroll(0, source: 1)))
    }

    func testX11IncrementsBecomePixelsForATouchpadAndStayNotchesForAWheel() {
        XCTAssertEqual(translate(scroll(0.4, source: 1), .x11)?.0, .touchpad(dx: 0, dy: -4, liftReported: false),
                       "0.4 increments of 10 px; no lift exists on X11")
        XCTAssertEqual(translate(scroll(0.4, source: 1), .x11, pixelsPerNotch: 15)?.0, .touchpad(dx: 0, dy: -6, liftReported: false))
        XCTAssertEqual(translate(scroll(-1, source: 0), .x11)?.0, .wheel(dx: 0, dy: 1, precise: false))
        let click = ScrollReport(kind: .buttonClick, source: 0, time: 999_990, value: 1)
        XCTAssertEqual(translate(click, .x11)?.0, .wheel(dx: 0, dy: -1, precise: false),
                       "button 5 of a device without valuators: one notch down")
    }

    func testTheServerClockFollowsMonotonicTimeAndOtherwiseTheFastestReport() {
        var c = ServerClock()
        // CLOCK_MONOTONIC: exact lags, the first report of a burst included.
        XCTAssertEqual(c.time(server: 99_970, arrival: 10, monotonic: 100), 9.97, accuracy: 1e-9)
        XCTAssertEqual(c.time(server: 99_980, arrival: 10, monotonic: 100), 9.98, accuracy: 1e-9)
        // Another base: the offset of the fastest report; later reports never run ahead.
        var d = ServerClock()
        XCTAssertEqual(d.time(server: 5_000, arrival: 10, monotonic: 100), 10, "the first sets the offset")
        XCTAssertEqual(d.time(server: 5_010, arrival: 10.02, monotonic: 100.02), 10.01, accuracy: 1e-9)
        XCTAssertEqual(d.time(server: 5_020, arrival: 10.025, monotonic: 100.025), 10.02, accuracy: 1e-9)
        XCTAssertEqual(d.time(server: 5_040, arrival: 10.03, monotonic: 100.03), 10.03, accuracy: 1e-9,
                       "faster than before: a new, smaller offset")
        // Wrapped 32-bit milliseconds still give the right lag.
        var w = ServerClock()
        let now = Double(UInt64(UInt32.max) + 5) / 1000
        XCTAssertEqual(w.time(server: UInt32.max - 4, arrival: 3, monotonic: now), 3 - 0.009, accuracy: 1e-6, "9 ms across the wrap")
    }

    func testXwaylandsOneDeviceTellsAClickByAWholeStepOutsideATouchpadStream() {
        var t = ScrollReportTranslator()
        func send(_ v: Double, at ms: UInt32) -> InputEvent? {
            // CLOCK_MONOTONIC 1000 s at each arrival; the server's times are ms before it.
            t.translate(ScrollReport(kind: .scroll, source: -1, time: ms, value: v), server: .x11, pixelsPerNotch: 10,
                        idleGap: 0.1, arrival: Double(ms) / 1000, monotonic: Double(ms) / 1000)?.event
        }
        XCTAssertEqual(send(1, at: 10_000), .wheel(dx: 0, dy: -1, precise: false), "a lone whole step: a click")
        XCTAssertEqual(send(0.4, at: 10_500), .touchpad(dx: 0, dy: -4, liftReported: false), "a fraction: fingers")
        XCTAssertEqual(send(1, at: 10_510), .touchpad(dx: 0, dy: -10, liftReported: false), "a whole step inside the stream")
        XCTAssertEqual(send(-2, at: 10_600), .touchpad(dx: 0, dy: 20, liftReported: false), "still within the idle gap")
        XCTAssertEqual(send(1, at: 10_800), .wheel(dx: 0, dy: -1, precise: false), "after the gap: a click again")
        XCTAssertEqual(t.translate(ScrollReport(kind: .scroll, source: 1, time: 10_801, value: 1), server: .x11,
                                   pixelsPerNotch: 10, arrival: 10.801, monotonic: 10.801)?.event,
                       .touchpad(dx: 0, dy: -10, liftReported: false), "a device known as a touchpad: always deltas")
    }

    func testWithoutAListenerTheDriverDecidesThePathAndWhatSDLsWheelIsWorth() {
        XCTAssertEqual(ScrollPath.fallback(driver: "x11").0, .x11Notches)
        XCTAssertEqual(ScrollPath.fallback(driver: "wayland").0, .waylandSDL)
        XCTAssertEqual(ScrollPath.fallback(driver: "kmsdrm").0, .sdl)
        guard case .notches = ScrollPath.fallback(driver: "x11").1 else { return XCTFail("X11 buttons are notches") }
        guard case .guessed = ScrollPath.fallback(driver: "wayland").1 else { return XCTFail("Wayland via SDL guesses") }
    }
}

/// The HUD names the scroll path in a window, and nothing of it when headless.
final class HUDScrollPathTests: XCTestCase {
    func testTheHUDNamesTheScrollPathOnlyWhenThereIsOne() {
        let stats = FrameStats(refreshInterval: 1.0 / 60)
        let frame = WorkbenchFrame()
        let window = HUDText.make(frame, stats: stats, now: 1, clock: TimeScale(), scrollPath: ScrollPath.x11Smooth.rawValue)
        XCTAssertTrue(window.hasSuffix("\nscrolling X11 smooth"), window)
        let headless = HUDText.make(frame, stats: stats, now: 1, clock: TimeScale())
        XCTAssertFalse(headless.contains("scrolling"))
    }
}

/// The HUD names the drag's resampling and its lag when it is on, in the language shown,
/// and says nothing of it when off.
final class HUDResamplingTests: XCTestCase {
    func testTheHUDShowsTheResamplersLagWhenOn() {
        let stats = FrameStats(refreshInterval: 1.0 / 60)
        var frame = WorkbenchFrame()
        let cases: [(Language, InputResampling, String?)] = [
            (.en, .off, nil), (.en, .android, "resampling Android 5 ms"), (.en, .flutter, "resampling Flutter 38 ms"),
            (.ru, .flutter, "пересэмплинг Flutter 38 мс"), (.zhHans, .android, "重采样 Android 5 毫秒"),
        ]
        for (language, mode, line) in cases {
            frame.list.language = language
            let text = HUDText.make(frame, stats: stats, now: 1, clock: TimeScale(), resampling: mode)
            if let line {
                XCTAssertTrue(text.split(separator: "\n").contains(Substring(line)), "\(language) \(mode): \(text)")
            } else {
                XCTAssertFalse(text.contains(language.hud.resampling), text)
            }
        }
    }
}

/// The HUD speaks the language shown: every word of it, every state it names.
final class HUDLanguageTests: XCTestCase {
    func testEveryLanguageNamesEveryStateAndLabel() {
        let states = ScrollPhase.allCases.map(\.rawValue) + HeaderState.allCases.map(\.rawValue) + FooterState.allCases.map(\.rawValue)
        for language in Language.allCases where language != .en {
            let w = language.hud
            for s in states { XCTAssertNotEqual(w.state(s), s, "\(language) \(s)") }
        }
    }

    func testTheRussianHUDHasNoEnglishWord() {
        let stats = FrameStats(refreshInterval: 1.0 / 60)
        var frame = WorkbenchFrame()
        frame.list.language = .ru
        let text = HUDText.make(frame, stats: stats, now: 1, clock: TimeScale(), scrollPath: ScrollPath.x11Smooth.rawValue,
                                resampling: .android)
        for english in ["fps", "dropped", "frame", "avg", "max", "scroll ", "time", "header", "footer", "offset", "idle", "scrolling",
                        "resampling"] {
            XCTAssertFalse(text.contains(english), "\(english) in \(text)")
        }
        XCTAssertTrue(text.contains("покой"), text)
    }
}
