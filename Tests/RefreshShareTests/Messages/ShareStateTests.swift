import Foundation
import XCTest
@testable import RefreshShare

/// The state message carries the app's top bar, so the page lays its list out as the app does:
/// the inset as given, and a bad one (negative, not finite) as no bar.
final class ShareStateTests: XCTestCase {
    func testTheMessageSaysTheTopBarsHeight() throws {
        let table: [(given: Double, sent: Double)] = [(64, 64), (152, 152), (0, 0), (-5, 0), (.nan, 0), (.infinity, 0)]
        for row in table {
            let state = ShareState(tuning: "{}", module: "", language: "en", appearance: "light", control: "mj", position: "top",
                                   texts: [:], topInset: row.given)
            let text = state.message(version: 3, sentAt: 1)
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
            XCTAssertEqual(object["topInset"] as? Double, row.sent, "given \(row.given)")
            XCTAssertEqual(object["type"] as? String, "tuning")
        }
    }
}
