import XCTest
@testable import RefreshEngine
import TestSupport

/// Every bar with every control, each under the model it is made for: a long pull at the top
/// with the bar open refreshes, and the list comes back to rest under the open bar.
final class BarControlTests: XCTestCase {
    func testAPullRefreshesUnderEveryBarWithEveryControl() {
        let controls: [(HeaderControlKind, ScrollModel)] = [(.mj, .ios), (.cupertino, .ios), (.cupertino, .flutter),
                                                            (.android, .android), (.material, .flutter)]
        let bars: [(String, (inout BarSettings) -> Void)] = [
            ("plain", { $0.kind = .plain }), ("largetitle", { $0.kind = .largeTitle }), ("collapsing", { $0.kind = .collapsing }),
            ("sliver", { $0.kind = .sliver }), ("sliver stretching", { $0.kind = .sliver; $0.stretch = true }),
            ("sliver floating", { $0.kind = .sliver; $0.floating = true; $0.snap = true }),
        ]
        for (name, configure) in bars {
            for (control, model) in controls {
                for fps in [30.0, 60.0, 144.0] {
                    var e = BarPullTests.engine(bar: .plain, control: control, model: model)
                    var s = e.tuningSet
                    configure(&s.bar)
                    e.applyTuning(s, at: 0.6)
                    let rest = e.config.tuning.topBarHeight
                    // Far enough for the stretch's 100 and Cupertino's 100 after it under UIKit's rubber band.
                    let end = BarPullTests.drag(&e, from: 250, to: 1050, seconds: 0.8, fps: fps, at: 1)
                    let label = "\(name) with \(control) under \(model) at \(fps) Hz"
                    XCTAssertNotNil(e.lastUpdated, "\(label): the pull refreshed")
                    let f = e.frame(at: end + 3)
                    XCTAssertEqual(e.header.state, .idle, label)
                    XCTAssertEqual(f.offsetY, -rest, accuracy: 0.5, "\(label): at rest under the open bar")
                    XCTAssertEqual(f.bar.progress, 0, accuracy: 1e-9, label)
                }
            }
        }
    }
}
