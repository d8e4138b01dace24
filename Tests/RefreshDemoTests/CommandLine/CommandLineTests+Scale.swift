import Foundation
import XCTest

extension CommandLineTests {
    /// `preset gtk` and one long drag refresh at every `--scale`: GTK's overshoot limit is 100
    /// logical px, 100 pt whatever the display's density, past MJRefresh's 54-pt trigger.
    func testAGtkPullRefreshesAtEveryScale() throws {
        let pull = "preset gtk\ndrag 200,200 -> 200,470 over 1.0 hold 0.3\nwait 3\n"
        for scale in ["1", "1.5", "2", "3"] {
            let events = try traceOf(pull, ["--scale", scale])
            let header = events.filter { $0["type"] as? String == "header" }.compactMap { $0["to"] as? String }
            XCTAssertEqual(header, ["pulling", "refreshing", "finishing", "idle"], "--scale \(scale)")
            let toasts = events.filter { $0["type"] as? String == "toast" }.compactMap { $0["text"] as? String }
            XCTAssertFalse(toasts.contains { $0.hasPrefix("No refresh") }, "--scale \(scale): \(toasts)")
        }
    }
}
