import XCTest
@testable import RefreshEngine

/// One scroll-physics type per platform model: the model picks it, and it says which
/// tunables it leaves to its platform.
final class ScrollPhysicsTypesTests: XCTestCase {
    func testEachModelHasItsOwnType() {
        let table: [(ScrollModel, any ScrollPhysics.Type)] = [
            (.ios, UIKitScrollPhysics.self), (.flutter, FlutterScrollPhysics.self),
            (.android, AndroidScrollPhysics.self), (.gtk, GtkScrollPhysics.self),
        ]
        XCTAssertEqual(table.count, ScrollModel.allCases.count)
        for (model, type) in table {
            XCTAssertTrue(Swift.type(of: model.physics) == type, "\(model)")
        }
    }

    /// Rows of the rule: UIKit's model uses every tunable; the others take the fling and
    /// the edge from their platform, Android and GTK their stop too; Flutter keeps the stop
    /// speed (toleranceFor's velocity). Every name is one the panel shows.
    func testWhatEachModelLeavesUnused() {
        let table: [(String, [ScrollModel: UnusedTunable?])] = [
            ("scroll.rubberBandCoefficient", [.ios: nil, .flutter: .ownPull, .android: .ownPull, .gtk: .ownPull]),
            ("scroll.decelerationRate", [.ios: nil, .flutter: .ownFling, .android: .ownFling, .gtk: .ownFling]),
            ("fling.stopTime", [.ios: nil, .flutter: .ownFling, .android: .ownFling, .gtk: .ownFling]),
            ("scroll.springStiffness", [.ios: nil, .flutter: .ownBounce, .android: .ownBounce, .gtk: .ownBounce]),
            ("spring.bounciness", [.ios: nil, .flutter: .ownBounce, .android: .ownBounce, .gtk: .ownBounce]),
            ("scroll.maxBounceOvershoot", [.ios: nil, .flutter: .ownEdge, .android: .ownEdge, .gtk: .ownEdge]),
            ("scroll.stopPixelSpeed", [.ios: nil, .flutter: nil, .android: .ownStop, .gtk: .ownStop]),
            ("scroll.maxFlingSpeed", [.ios: nil, .flutter: nil, .android: nil, .gtk: nil]),
            ("input.touchSlop", [.ios: nil, .flutter: nil, .android: nil, .gtk: nil]),
            ("header.height", [.ios: nil, .flutter: nil, .android: nil, .gtk: nil]),
        ]
        for (name, byModel) in table {
            for (model, reason) in byModel { XCTAssertEqual(model.unusedReason(name), reason, "\(name) under \(model)") }
        }
        for model in ScrollModel.allCases {
            for name in model.physics.unusedTunables.map(\.0.rawValue) {
                XCTAssertNotNil(Tunables.named(name), "\(model): \(name) is a tunable the panel shows")
            }
        }
    }
}
