import XCTest
import RefreshEngine
@testable import RefreshDemo

/// `--list-tunables` names the registered platforms' models and the registered controls as
/// the choices of `scroll.model` and `header.control`, in the registries' order.
final class ListTunablesRegistryTests: XCTestCase {
    func testTheChoicesOfModelAndControlAreTheRegistries() {
        let lines = RefreshDemoCommand.tunableList().split(separator: "\n").map(String.init)
        let models = PlatformProfiles.all.map(\.name).joined(separator: ", ")
        let controls = HeaderControlKind.allCases.map(\.rawValue).joined(separator: ", ")
        XCTAssertEqual(models, "ios, flutter, android, gtk")
        XCTAssertEqual(controls, "mj, android, cupertino, material")
        XCTAssertEqual(lines.filter { $0.hasPrefix("scroll.model  one of \(models), default ") }.count, 1, "\(lines.filter { $0.hasPrefix("scroll.model") })")
        XCTAssertEqual(lines.filter { $0.hasPrefix("header.control  one of \(controls), default ") }.count, 1,
                       "\(lines.filter { $0.hasPrefix("header.control") })")
    }
}
