import XCTest
@testable import RefreshEngine
import RefreshDemoModel
import RefreshPhysics
import TestSupport

/// Each preset resamples a drag as its platform does out of the box: Android's InputConsumer does
/// (5 ms back); stock Flutter does not (`GestureBinding.resamplingEnabled` is false): TuningFileTests
/// checks every preset's choice, this the drag it draws.
final class PresetResamplingTests: XCTestCase {
    /// Under the Flutter preset a steady drag is drawn at the newest report: no 38-ms lag
    /// (7.6 pt at 200 pt/s), at 30, 60 and 144 Hz.
    func testTheFlutterPresetDrawsTheNewestReport() throws {
        for fps in [30.0, 60.0, 144.0] {
            var h = EngineHarness(items: 200)
            h.engine.applyTuning(try XCTUnwrap(TuningPresets.named("flutter")), at: 0)
            // Past Flutter's 18-pt slop first, then 200 pt/s up the list, reported at 125 Hz.
            var reports: [(t: Double, y: Double)] = [(0, 600)]
            for i in 1...5 { reports.append((0.008 * Double(i), 600 - 8 * Double(i))) }
            for i in 1...50 { reports.append((0.04 + 0.008 * Double(i), 560 - 1.6 * Double(i))) }
            h.engine.handle(.press(x: 200, y: 600), at: 0)
            var next = 1
            var base: (offset: Double, y: Double)?
            var frame = 1
            while Double(frame) / fps <= reports.last!.t {
                let t = Double(frame) / fps
                while next < reports.count, reports[next].t <= t {
                    h.engine.handle(.move(x: 200, y: reports[next].y), at: reports[next].t)
                    next += 1
                }
                let offset = h.engine.frame(at: t).offsetY, newest = reports[next - 1].y
                if let base {
                    XCTAssertEqual(offset - base.offset, base.y - newest, accuracy: 1e-9,
                                   "at \(fps) Hz the frame at \(t) s draws the newest report")
                } else if next > 6 {
                    base = (offset, newest)
                }
                frame += 1
            }
            XCTAssertNotNil(base)
        }
    }
}
