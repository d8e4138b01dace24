import XCTest
@testable import RefreshPhysics

/// The resamplers against the platforms' own tests: Android's ResamplerTest and
/// TouchResamplingTest (AOSP frameworks/native libs/input/tests/Resampler_test.cpp and
/// TouchResampling_test.cpp: reports, frame time, the resampled coordinate) and Flutter's
/// resampler_test.dart (packages/flutter/test/gestures: reports, sample time, position).
/// Read from the AOSP mirror yaap/frameworks_native at 4cdda61 and flutter/flutter at
/// 17bd7a8. Multi-pointer cases are the single-pointer ones per pointer and are left out, and
/// so are TouchResamplingTest's rewrites of a later report (not ported, AndroidResampler).
/// Tolerance 1e-6 pt: the expected values are exact decimals, the platforms compute them in
/// float.
final class ResamplerTests: XCTestCase {
    static let tolerance = 1e-6

    /// (ms, position) reports as a ring, oldest first.
    func ring(_ reports: [(Double, Double)], capacity: Int = 16) -> RingBuffer<PointerSample> {
        var r = RingBuffer(capacity: capacity, filler: PointerSample(time: 0, position: 0))
        for (ms, x) in reports { r.append(PointerSample(time: Int64((ms * 1000).rounded()), position: x)) }
        return r
    }

    /// Each case: its name in Android's tests, the reports handed out (the batch and the one
    /// before it), the future report if any, the frame time (ms) and the coordinate the app gets
    /// (the newest handed-out report's when "not resampled").
    static let androidCases: [(name: String, reports: [(Double, Double)], frame: Double, expected: Double)] = [
        ("SinglePointerSingleSampleInterpolation y", [(10, 2), (15, 4)], 16, 2.4),
        ("SinglePointerSingleSampleInterpolation x", [(10, 1), (15, 2)], 16, 1.2),
        ("NonResampledAxesArePreserved y", [(5, 1), (10, 2), (15, 4)], 16, 2.4),
        ("SinglePointerMultipleSampleInterpolation y", [(5, 2), (10, 3), (15, 5)], 16, 3.4),
        ("SinglePointerSingleSampleExtrapolation y", [(5, 2), (10, 4)], 16, 4.4),
        ("SinglePointerMultipleSampleExtrapolation x", [(5, 1), (10, 2)], 16, 2.2),
        ("SinglePointerDeltaTooSmallExtrapolation (1 ms apart)", [(9, 2), (10, 4)], 16, 4),
        ("SinglePointerDeltaTooLargeExtrapolation (21 ms apart)", [(5, 2), (26, 4)], 32, 4),
        ("SinglePointerResampleTimeTooFarExtrapolation (8 ms cap)", [(5, 2), (25, 4)], 48, 4.8),
        ("MultiplePointerIncreaseNumPointersInterpolation, second event", [(25, 3), (30, 5)], 32, 3.8),
        ("TouchResampling EventIsResampled (half the gap: 25 ms)", [(0, 10), (10, 20), (20, 30)], 35, 35),
        ("TouchResampling SampleTimeEqualsEventTime", [(0, 10), (10, 20), (20, 30)], 25, 30),
    ]

    func testAndroidResamplerGivesAndroidsCoordinates() {
        for c in Self.androidCases {
            let x = AndroidResampler().position(of: ring(c.reports), at: Int64(c.frame * 1000))
            XCTAssertEqual(x ?? .nan, c.expected, accuracy: Self.tolerance, c.name)
        }
    }

    /// SinglePointerDeltaTooSmallInterpolation: a future report 1 ms after the present one
    /// (10 ms, 2 -> 11 ms, 4) is not interpolated towards. Android calls it at a resample
    /// time of 10.5 ms, before the future report; here that report has come (it is never
    /// after the frame), so the same pair is asked at 10.5 ms directly.
    func testAndroidDoesNotInterpolateBetweenReportsUnder2msApart() {
        let present = PointerSample(time: 10_000, position: 2), future = PointerSample(time: 11_000, position: 4)
        XCTAssertEqual(AndroidResampler.interpolated(present, future: future, at: 10_500), 2, accuracy: Self.tolerance)
        let far = PointerSample(time: 15_000, position: 4)
        XCTAssertEqual(AndroidResampler.interpolated(present, future: far, at: 11_000), 2.4, accuracy: Self.tolerance)
    }

    /// Each case: the reports (every event of the test's one pointer, hover and down
    /// included), the sample times (µs) and the positions Flutter's test expects there.
    static let flutterCases: [(name: String, reports: [(Double, Double)], samples: [(Int64, Double)])] = [
        ("advance slowly", [(1, 0), (2, 10), (3, 20)], [(1500, 5), (1750, 7.5), (2000, 10), (3000, 20)]),
        ("advance fast", [(1, 0), (2, 5), (3, 20), (4, 30)], [(2500, 12.5), (5500, 30)]),
        ("stream dx", [(1, 0), (2, 10), (3, 20), (4, 30), (5, 40), (6, 50)],
         [(1500, 5), (2500, 15), (3500, 25), (4500, 35), (5500, 45), (6500, 50)]),
        ("stream dy", [(1, 50), (2, 40), (3, 30), (4, 20), (5, 10), (6, 0)],
         [(1500, 45), (2500, 35), (3500, 25), (4500, 15), (5500, 5), (6500, 0)]),
        ("skip", [(1, 0), (2, 10), (3, 10), (4, 20), (5, 30)], [(1500, 5), (5500, 30)]),
        ("skip all", [(1, 0), (4, 30)], [(5500, 30)]),
        ("synthetic move", [(1, 0), (2, 0), (3, 10), (4, 10), (5, 10)], [(2000, 0), (5000, 10)]),
        ("next sample time", [(1, 0), (2, 10), (3, 20), (4, 30)], [(1500, 5), (2500, 15), (3500, 25)]),
    ]

    /// Flutter's test calls `sample` with the sample time itself; the frame is 38 ms later.
    func testFlutterResamplerGivesFluttersPositions() {
        for c in Self.flutterCases {
            for (sample, expected) in c.samples {
                let x = FlutterResampler().position(of: ring(c.reports), at: sample + FlutterResampler.samplingOffset)
                XCTAssertEqual(x ?? .nan, expected, accuracy: Self.tolerance, "\(c.name) at \(sample) µs")
            }
        }
    }

    /// A steady 200 pt/s drag reported every 8 ms, drawn at 60 and 144 frames a second:
    /// the raw reports move the list unevenly (3.2 or 4.8 pt a frame at 60 Hz); each
    /// resampler puts every frame on the pointer's path `latency` ago, so the steps are equal
    /// (within 1e-3 pt: frame times are taken to whole microseconds, 2e-4 pt at this speed)
    /// once the drag has 38 ms of reports behind it.
    func testASteadyDragMovesTheSameAmountEveryFrame() {
        let speed = 200.0
        var reports = [(Double, Double)]()
        for i in 0...125 { reports.append((Double(i) * 8, Double(i) * 8 / 1000 * speed)) }
        for fps in [60.0, 144.0] {
            for mode in [InputResampling.android, .flutter] {
                var previous: Double?
                var frame = 0.05
                while frame < 0.95 {
                    let seen = reports.filter { $0.0 / 1000 <= frame }
                    var p = ResampledPointer(mode: mode)
                    for (ms, x) in seen { p.add(time: ms / 1000, position: x) }
                    let x = p.position(at: frame) ?? .nan
                    XCTAssertEqual(x, (frame - mode.latency) * speed, accuracy: 1e-3, "\(mode) \(fps) fps at \(frame)")
                    if let previous { XCTAssertEqual(x - previous, speed / fps, accuracy: 1e-3) }
                    previous = x
                    frame += 1 / fps
                }
            }
        }
        // The raw reports at 60 Hz: the newest report at each frame steps 3.2 or 4.8 pt.
        var steps = Set<Double>()
        var last: Double?
        for f in 3..<57 {
            let t = Double(f) / 60 * 1000
            let newest = reports.last { $0.0 <= t }!.1
            if let last { steps.insert(((newest - last) * 10).rounded() / 10) }
            last = newest
        }
        XCTAssertEqual(steps, [3.2, 4.8])
    }

    /// A mouse that stops sends nothing more: Android's extrapolation goes at most half the
    /// last gap past the newest report, and once the pointer has been silent 20 ms past the
    /// sample time it is drawn where it stopped (our rule); Flutter draws it there 38 ms later.
    func testAStoppedPointerSettlesOnItsNewestReport() {
        var p = ResampledPointer(mode: .android)
        p.add(time: 0, position: 0)
        p.add(time: 0.008, position: 8)
        p.add(time: 0.016, position: 16)
        XCTAssertEqual(p.position(at: 0.030) ?? .nan, 20, accuracy: Self.tolerance, "extrapolated 4 ms past 16 ms")
        XCTAssertFalse(p.isSettled(at: 0.030))
        XCTAssertEqual(p.position(at: 0.0411) ?? .nan, 16, accuracy: Self.tolerance)
        XCTAssertTrue(p.isSettled(at: 0.0411))
        p.mode = .flutter
        XCTAssertEqual(p.position(at: 0.050) ?? .nan, 12, accuracy: Self.tolerance, "38 ms back: 12 ms")
        XCTAssertFalse(p.isSettled(at: 0.050))
        XCTAssertEqual(p.position(at: 0.054) ?? .nan, 16, accuracy: Self.tolerance)
        XCTAssertTrue(p.isSettled(at: 0.054))
        p.mode = .off
        XCTAssertNil(p.position(at: 0.054))
        XCTAssertTrue(p.isSettled(at: 0))
    }

    /// Two reports at one instant: the newer position wins (no division by a zero gap).
    func testAReportAtTheSameTimeReplacesThePreviousOne() {
        var p = ResampledPointer(mode: .flutter)
        p.add(time: 0, position: 0)
        p.add(time: 0.010, position: 5)
        p.add(time: 0.010, position: 10)
        XCTAssertEqual(p.position(at: 0.043) ?? .nan, 5, accuracy: Self.tolerance, "halfway to 10 at 5 ms")
    }
}
