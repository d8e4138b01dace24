import XCTest
@testable import RefreshDemo

/// Which tuning file a run uses: --tuning, else ./tuning.json when there is one, else the
/// user's config folder; headless runs only --tuning. Every row of the rule.
final class TuningLocationTests: XCTestCase {
    func testTheRuleRowByRow() {
        let home = ["HOME": "/home/ana"]
        let table: [(given: String?, headless: Bool, env: [String: String], here: Bool, path: String, source: TuningLocation.Source)] = [
            ("my.json", false, home, true, "my.json", .commandLine),
            ("my.json", true, home, false, "my.json", .commandLine),
            (nil, false, home, true, "tuning.json", .workingFolder),
            (nil, false, home, false, "/home/ana/.config/refreshdemo/tuning.json", .userConfig),
            (nil, false, ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg"], false, "/cfg/refreshdemo/tuning.json", .userConfig),
            // XDG: a relative XDG_CONFIG_HOME is invalid and ignored.
            (nil, false, ["HOME": "/home/ana", "XDG_CONFIG_HOME": "cfg"], false, "/home/ana/.config/refreshdemo/tuning.json", .userConfig),
            (nil, false, ["HOME": "/home/ana", "XDG_CONFIG_HOME": ""], false, "/home/ana/.config/refreshdemo/tuning.json", .userConfig),
            // Headless: deterministic, whatever lies around.
            (nil, true, home, true, "tuning.json", .none),
            (nil, true, ["HOME": "/home/ana", "XDG_CONFIG_HOME": "/cfg"], false, "tuning.json", .none),
        ]
        for row in table {
            let l = TuningLocation.resolve(given: row.given, headless: row.headless, environment: row.env) { _ in row.here }
            XCTAssertEqual(l, TuningLocation(path: row.path, source: row.source), "\(row)")
            XCTAssertEqual(l.isLoaded, row.source != .none)
        }
    }

    func testADanglingSymlinkInTheWorkingFolderCounts() throws {
        let dir = ProductPaths.temporaryFolder("location-link-\(UUID().uuidString)")
        let link = dir.appendingPathComponent("tuning.json").path
        XCTAssertFalse(TuningLocation.entryExists(link))
        XCTAssertEqual(symlink(dir.appendingPathComponent("gone.json").path, link), 0)
        XCTAssertTrue(TuningLocation.entryExists(link), "reported when read, not passed over for another file")
    }

    func testThePanelShowsTheHomeFolderAsATilde() {
        let table: [(String, String?, String)] = [
            ("/home/ana/.config/refreshdemo/tuning.json", "/home/ana", "~/.config/refreshdemo/tuning.json"),
            ("/home/anabel/tuning.json", "/home/ana", "/home/anabel/tuning.json"),
            ("tuning.json", "/home/ana", "tuning.json"),
            ("/x/tuning.json", "/", "/x/tuning.json"),
            ("/x/tuning.json", nil, "/x/tuning.json"),
        ]
        for (path, home, shown) in table {
            XCTAssertEqual(TuningLocation(path: path, source: .userConfig).displayPath(home: home), shown, path)
        }
    }
}
