import XCTest
@testable import RefreshDemo

/// The X11 window's scale: the flag, then GDK_SCALE, QT_SCALE_FACTOR, Xft.dpi / 96, else 1.
final class DesktopScaleTests: XCTestCase {
    func testTheFirstFoundWinsAndNonsenseIsSkipped() {
        let db = "Xcursor.size:\t24\nXft.dpi:\t192\nXft.antialias:\t1\n"
        let cases: [(Double?, [String: String], String?, Double)] = [
            (nil, [:], nil, 1),
            (nil, [:], db, 2),
            (nil, [:], "Xft.dpi: 144", 1.5),
            (nil, ["GDK_SCALE": "2"], "Xft.dpi: 96", 2),
            (nil, ["QT_SCALE_FACTOR": "1.25"], nil, 1.25),
            (nil, ["GDK_SCALE": "3", "QT_SCALE_FACTOR": "1.25"], nil, 3),
            (1.5, ["GDK_SCALE": "2"], db, 1.5),
            (nil, ["GDK_SCALE": "1.5"], db, 2),  // GTK reads a whole number: 1.5 is no scale
            (nil, ["GDK_SCALE": "abc", "QT_SCALE_FACTOR": "-1"], db, 2),
            (nil, ["GDK_SCALE": "0"], nil, 1),
            (nil, ["QT_SCALE_FACTOR": "nan"], "Xft.dpi: nan", 1),
            (nil, ["GDK_SCALE": "9"], nil, 4),  // clamped as --scale is
            (nil, [:], "Xft.dpi: 20", 0.5),
            (nil, [:], "Xft.dpiX: 192\nXft.dpi 192", 1),
        ]
        for (flag, env, db, expected) in cases {
            XCTAssertEqual(DesktopScale.x11(flag: flag, environment: env, resources: db), expected, "\(String(describing: flag)) \(env) \(String(describing: db))")
        }
    }
}
