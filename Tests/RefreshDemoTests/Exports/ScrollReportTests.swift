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
                   pixelsPerNotch: Double = 10, shift: Bool = false) -> (InputEvent, Double)? {
        var t = ScrollReportTranslator()
        return t.translate(r, server: server, pixelsPerNotch: pixelsPerNotch, shift: shift, arrival: 5, monotonic: 1000)
            .map { ($0.event, $0.time) }
    }

    /// A vertical scroll report (> 0 down).
    func scroll(_ value: Double, source: Int32, discrete: Int32 = 0, value120: Int32 = 0, time: UInt32 = 999_990) -> ScrollReport {
        ScrollReport(kind: .scroll, source: source, time: time,
                     vertical: .init(value: value, discrete: discrete, value120: value120))
    }

    /// A horizontal scroll report (> 0 right).
    func sideways(_ value: Double, source: Int32, discrete: Int32 = 0, value120: Int32 = 0) -> ScrollReport {
        ScrollReport(kind: .scroll, source: source, time: 999_990,
                     horizontal: .init(value: value, discrete: discrete, value120: value120))
    }

    /// An X11 wheel button of a device without valuators: ±1 notch on one axis.
    func click(vertical: Double = 0, horizontal: Double = 0) -> ScrollReport {
        ScrollReport(kind: .buttonClick, source: 0, time: 999_990, vertical: .init(value: vertical),
                     horizontal: .init(value: horizontal))
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
        let stop = ScrollReport(kind: .fingersLifted, source: 1, time: 999_995)
        guard let (e, t) = translate(stop) else { return XCTFail("nothing") }
        XCTAssertEqual(e, .touchpadLift)
        XCTAssertEqual(t, 4.995, accuracy: 1e-9)
        XCTAssertEqual(translate(ScrollReport(kind: .pointerLeft, source: -1, time: 0))?.1, 5, "at its arrival")
        XCTAssertNil(translate(scroll(.nan, source: 1)))
        XCTAssertNil(translate(scroll(0, source: 1)))
    }

    func testX11IncrementsBecomePixelsForATouchpadAndStayNotchesForAWheel() {
        XCTAssertEqual(translate(scroll(0.4, source: 1), .x11)?.0, .touchpad(dx: 0, dy: -4, liftReported: false),
                       "0.4 increments of 10 px; no lift exists on X11")
        XCTAssertEqual(translate(scroll(0.4, source: 1), .x11, pixelsPerNotch: 15)?.0, .touchpad(dx: 0, dy: -6, liftReported: false))
        XCTAssertEqual(translate(scroll(-1, source: 0), .x11)?.0, .wheel(dx: 0, dy: 1, precise: false))
        XCTAssertEqual(translate(click(vertical: 1), .x11)?.0, .wheel(dx: 0, dy: -1, precise: false),
                       "button 5 of a device without valuators: one notch down")
    }

    func testTheHorizontalAxisOfEverySourceGivesDxInTheEnginesSigns() {
        // Reports > 0 scroll right. A wheel's dx > 0 is right too; a touchpad's dx > 0 moves
        // the content right, so fingers scrolling right (content moving left) give dx < 0.
        let table: [(ScrollReport, ScrollReport.Server, InputEvent, String)] = [
            (sideways(10, source: 1), .wayland, .touchpad(dx: -10, dy: 0, liftReported: true), "fingers right: content left 10 px"),
            (sideways(-6, source: 1), .wayland, .touchpad(dx: 6, dy: 0, liftReported: true), "fingers left"),
            (sideways(-2.5, source: 2), .wayland, .touchpad(dx: 2.5, dy: 0, liftReported: false), "continuous: the idle gap releases"),
            (sideways(15, source: 0, discrete: 1), .wayland, .wheel(dx: 1, dy: 0, precise: false), "a horizontal wheel click right"),
            (sideways(-15, source: 3, discrete: -1), .wayland, .wheel(dx: -1, dy: 0, precise: false), "a tilt left: one notch"),
            (sideways(30, source: 3), .wayland, .wheel(dx: 3, dy: 0, precise: false), "a tilt without click info: value / 10"),
            (sideways(7.5, source: 0, value120: 60), .wayland, .wheel(dx: 0.5, dy: 0, precise: false), "axis_value120: half a notch"),
            (sideways(15, source: -1, discrete: 1), .wayland, .wheel(dx: 1, dy: 0, precise: false), "no source but clicks: a wheel"),
            (sideways(7, source: -1), .wayland, .touchpad(dx: -7, dy: 0, liftReported: false), "no source, no clicks: fingers"),
            (sideways(0.4, source: 1), .x11, .touchpad(dx: -4, dy: 0, liftReported: false), "0.4 increments of 10 px"),
            (sideways(-1, source: 0), .x11, .wheel(dx: -1, dy: 0, precise: false), "a wheel's valuator, one notch left"),
            (click(horizontal: -1), .x11, .wheel(dx: -1, dy: 0, precise: false), "button 6: one notch left"),
            (click(horizontal: 1), .x11, .wheel(dx: 1, dy: 0, precise: false), "button 7: one notch right"),
        ]
        for (report, server, expected, why) in table {
            XCTAssertEqual(translate(report, server)?.0, expected, why)
        }
    }

    func testBothAxesOfOneFrameAreOneEventSoADiagonalStepKeepsItsDirection() {
        var diagonal = scroll(3, source: 1)
        diagonal.horizontal.value = 4
        XCTAssertEqual(translate(diagonal)?.0, .touchpad(dx: -4, dy: -3, liftReported: true),
                       "right and down: the content moves left and up, in one step")
        var wheel = scroll(15, source: 0, discrete: 1)
        wheel.horizontal = .init(value: -15, discrete: -1)
        XCTAssertEqual(translate(wheel)?.0, .wheel(dx: -1, dy: -1, precise: false), "a click down and left at once")
        var x11 = scroll(-0.3, source: 1)
        x11.horizontal.value = 0.4
        XCTAssertEqual(translate(x11, .x11)?.0, .touchpad(dx: -4, dy: 3, liftReported: false), "one XI2 motion, both valuators")
        var unknown = ScrollReport(kind: .scroll, source: -1, time: 999_990, vertical: .init(value: 1), horizontal: .init(value: 0.5))
        XCTAssertEqual(translate(unknown, .x11)?.0, .touchpad(dx: -5, dy: -10, liftReported: false),
                       "from an unknown device a step is a click only when both axes are whole")
        unknown.horizontal.value = 1
        XCTAssertEqual(translate(unknown, .x11)?.0, .wheel(dx: 1, dy: -1, precise: false))
    }

    func testAHorizontalGestureEndsWithOneLift() {
        var t = ScrollReportTranslator()
        func send(_ r: ScrollReport) -> InputEvent? {
            t.translate(r, server: .wayland, pixelsPerNotch: 10, arrival: 5, monotonic: 1000)?.event
        }
        XCTAssertEqual(send(sideways(-8, source: 1)), .touchpad(dx: 8, dy: 0, liftReported: true),
                       "a sideways finger delta waits for its stop, no idle gap")
        XCTAssertEqual(send(sideways(-8, source: 1)), .touchpad(dx: 8, dy: 0, liftReported: true))
        XCTAssertTrue(t.fingersDown, "the resting app waits for the lift")
        // The listener makes one fingersLifted of a frame's axis_stop, whichever axes stopped.
        XCTAssertEqual(send(ScrollReport(kind: .fingersLifted, source: 1, time: 999_995)), .touchpadLift)
        XCTAssertFalse(t.fingersDown)
        _ = send(sideways(-8, source: 1))
        _ = send(ScrollReport(kind: .pointerLeft, source: -1, time: 0))
        XCTAssertFalse(t.fingersDown, "a leave is a lift too")
        _ = send(sideways(-8, source: 2))
        XCTAssertFalse(t.fingersDown, "a continuous source is released by the idle gap")
    }

    func testShiftTurnsAWheelsVerticalNotchesIntoHorizontalOnesButNotATouchpads() {
        // Shift+wheel down scrolls right (GTK, Firefox): dy -1 becomes dx +1.
        let table: [(ScrollReport, ScrollReport.Server, InputEvent, String)] = [
            (scroll(15, source: 0, discrete: 1), .wayland, .wheel(dx: 1, dy: 0, precise: false), "a click down: right"),
            (scroll(-15, source: 0, discrete: -1), .wayland, .wheel(dx: -1, dy: 0, precise: false), "a click up: left"),
            (sideways(15, source: 3, discrete: 1), .wayland, .wheel(dx: 1, dy: 0, precise: false), "a tilt stays sideways"),
            (scroll(10, source: 1), .wayland, .touchpad(dx: 0, dy: -10, liftReported: true), "fingers are not a wheel"),
            (click(vertical: 1), .x11, .wheel(dx: 1, dy: 0, precise: false), "button 5 with Shift: right"),
            (scroll(-1, source: 0), .x11, .wheel(dx: -1, dy: 0, precise: false), "a wheel's valuator up with Shift: left"),
            (scroll(0.4, source: 1), .x11, .touchpad(dx: 0, dy: -4, liftReported: false), "an X11 touchpad is not a wheel"),
        ]
        for (report, server, expected, why) in table {
            XCTAssertEqual(translate(report, server, shift: true)?.0, expected, why)
        }
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
            t.translate(ScrollReport(kind: .scroll, source: -1, time: ms, vertical: .init(value: v)), server: .x11, pixelsPerNotch: 10,
                        idleGap: 0.1, arrival: Double(ms) / 1000, monotonic: Double(ms) / 1000)?.event
        }
        XCTAssertEqual(send(1, at: 10_000), .wheel(dx: 0, dy: -1, precise: false), "a lone whole step: a click")
        XCTAssertEqual(send(0.4, at: 10_500), .touchpad(dx: 0, dy: -4, liftReported: false), "a fraction: fingers")
        XCTAssertEqual(send(1, at: 10_510), .touchpad(dx: 0, dy: -10, liftReported: false), "a whole step inside the stream")
        XCTAssertEqual(send(-2, at: 10_600), .touchpad(dx: 0, dy: 20, liftReported: false), "still within the idle gap")
        XCTAssertEqual(send(1, at: 10_800), .wheel(dx: 0, dy: -1, precise: false), "after the gap: a click again")
        XCTAssertEqual(t.translate(ScrollReport(kind: .scroll, source: 1, time: 10_801, vertical: .init(value: 1)), server: .x11,
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
