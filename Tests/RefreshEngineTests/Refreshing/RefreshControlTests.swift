import XCTest
@testable import RefreshEngine
import TestSupport

/// The `mj` control's three positions (SmartRefreshLayout's Translate, FixedBehind and
/// FixedFront): where the 54-pt header is drawn under a 64-pt bar for a pull, and the band
/// it shows in; and what the engine draws when `header.position` is set.
final class RefreshControlTests: XCTestCase {
    func testWhereEachPositionDrawsTheHeader() {
        let s = HeaderRefresher.Settings()
        // contentTop = 64 + pulled.
        let table: [(HeaderPosition, pulled: Double, y: Double, clipTop: Double, clipBottom: Double, over: Bool)] = [
            (.translate, 0, 10, 64, .infinity, false),
            (.translate, 27, 37, 64, .infinity, false),
            (.translate, 80, 90, 64, .infinity, false),
            (.behind, 0, 64, 64, 64, false),
            (.behind, 27, 64, 64, 91, false),
            (.behind, 80, 64, 64, 144, false),
            (.front, 0, 64, 64, 64, true),
            (.front, 0.5, 64, 64, 118, true),
            (.front, 27, 64, 64, 118, true),
            (.front, 80, 64, 64, 118, true),
        ]
        for (position, pulled, y, top, bottom, over) in table {
            let p = MJRefreshControl(position: position).placement(contentTop: 64 + pulled, topBar: 64, settings: s)
            XCTAssertEqual(p, HeaderPlacement(y: y, clipTop: top, clipBottom: bottom, overContent: over), "\(position) at \(pulled)")
        }
        for position in HeaderPosition.allCases {
            XCTAssertTrue(MJRefreshControl(position: position).movesContent)
            XCTAssertEqual(MJRefreshControl(position: position).heldInset(s), 54, "every position holds the header while refreshing")
        }
    }

    /// The engine puts the header where `header.position` says, and every position
    /// refreshes and holds the same inset: only where the header is drawn differs.
    func testTheEngineFollowsTheTunable() throws {
        for position in HeaderPosition.allCases {
            var e = EngineHarness(items: 50, history: 0).engine
            e.setTunable("header.position", Double(HeaderPosition.allCases.firstIndex(of: position)!), at: 0)
            XCTAssertEqual(e.tuningSet.headerPosition, position)
            // A pull held past the trigger, moved at 60 Hz.
            e.handle(.press(x: 200, y: 150), at: 0.1)
            for i in 1...18 { e.handle(.move(x: 200, y: 150 + Double(i) * 10), at: 0.1 + Double(i) / 60); _ = e.frame(at: 0.1 + Double(i) / 60) }
            let f = e.frame(at: 0.5)
            let contentTop = -f.offsetY
            XCTAssertGreaterThan(contentTop, 64 + 54, "pulled past the trigger")
            switch position {
            case .translate: XCTAssertEqual(f.header.y, contentTop - 54, accuracy: 1e-9)
            case .behind: XCTAssertEqual(f.header.y, 64); XCTAssertEqual(f.header.clipBottom, contentTop, accuracy: 1e-9)
            case .front: XCTAssertEqual(f.header.y, 64); XCTAssertTrue(f.header.overContent)
            }
            e.handle(.release(x: 200, y: 330), at: 0.55)
            _ = e.frame(at: 1.2)
            XCTAssertEqual(e.header.state, HeaderState.refreshing, "\(position) refreshes")
            XCTAssertEqual(e.frame(at: 1.2).offsetY, -64 - 54, accuracy: 0.5, "\(position) holds the header open")
        }
    }
}
