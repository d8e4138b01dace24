import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

/// The panel's layout in rooms too narrow for the slider column and the right column side by
/// side (under 420 points: a 1280x800 px or 1366x768 px screen at 2x, a small window at 1x):
/// one column, every button inside the room and under the others; from 420 points on, the
/// side-by-side layout of old, to the point.
final class PanelOneColumnLayoutTests: XCTestCase {
    /// Panel rooms in panel points: what a window `width` px wide at `scale` leaves right of
    /// the narrowest list (320 pt), or a room given outright.
    static let rooms: [Double] = [160, 200, 240, 280, 320, 360, 400, 419.5]

    func testARoomUnder420PointsTakesOneColumn() {
        XCTAssertEqual(PanelLayout.oneColumnBelow, 420)
        for room in Self.rooms {
            let l = PanelLayout(width: room)
            let label = "room \(room)"
            XCTAssertTrue(l.isOneColumn, label)
            XCTAssertEqual(l.width, room, label)
            XCTAssertEqual(l.sideX, PanelLayout.rightMargin, label)
            XCTAssertEqual(l.sliderColumnWidth, min(room, TuningPanel.columnWidth), label)
            XCTAssertLessThanOrEqual(l.sliderColumnWidth, l.width, "the sliders inside the room: \(label)")
            XCTAssertEqual(l.sideWidth, room - 2 * PanelLayout.rightMargin, label)
        }
    }

    /// Every button whole inside the room, none over another, all within the column's height
    /// (so scrolling the one column reaches each); the plots inside the room too.
    func testEveryButtonOfOneColumnIsInsideTheRoom() {
        for room in Self.rooms {
            let l = PanelLayout(width: room)
            let label = "room \(room)"
            var placed: [TuningPanel.Rect] = []
            for b in TuningPanel.Button.allCases {
                let r = l.rect(of: b)
                XCTAssertGreaterThan(r.width, 0, "\(b.rawValue) \(label)")
                XCTAssertGreaterThanOrEqual(r.x, l.sideX - 1e-9, "\(b.rawValue) \(label)")
                XCTAssertLessThanOrEqual(r.x + r.width, l.width - PanelLayout.rightMargin + 1e-9, "\(b.rawValue) inside: \(label)")
                XCTAssertLessThanOrEqual(r.y + r.height, l.sideContentHeight, "\(b.rawValue) reachable: \(label)")
                if b != .slot {
                    for o in placed {
                        XCTAssertFalse(r.x < o.x + o.width && o.x < r.x + r.width && r.y < o.y + o.height && o.y < r.y + r.height,
                                       "\(b.rawValue) overlaps another button: \(label)")
                    }
                    placed.append(r)
                }
            }
            for plot in [l.livePlot, l.rubberBandPlot, l.springPlot] {
                XCTAssertGreaterThanOrEqual(plot.x, l.sideX - 1e-9, label)
                XCTAssertLessThanOrEqual(plot.x + plot.width, l.width - PanelLayout.rightMargin + 1e-9, "a plot inside: \(label)")
                XCTAssertLessThanOrEqual(plot.y + plot.height, l.hudTop, label)
            }
            XCTAssertLessThanOrEqual(l.hudTop, l.sideContentHeight, label)
        }
    }

    /// Narrower than the narrowest one column, the layout keeps that column (cut at the edge).
    func testTheOneColumnHasAFloor() {
        XCTAssertEqual(PanelLayout(width: 100).width, PanelLayout.minimumOneColumnWidth)
        XCTAssertEqual(PanelLayout(width: 0).width, PanelLayout.minimumOneColumnWidth)
    }

    /// From 420 points on the layout is the side-by-side one: the sliders 300 points wide, the
    /// right column from 312, as before the one column existed (its values by the table).
    func testRoomsOf420AndMoreKeepTheSideBySideLayout() {
        let table: [(room: Double, sideWidth: Double, save: TuningPanel.Rect)] = [
            // Four presets one to a row, then Save alone on its row, widened to the column.
            (420, 96, TuningPanel.Rect(x: 312, y: 152, width: 96, height: 28)),
            // Two presets to a row, then Save alone, widened.
            (480, 156, TuningPanel.Rect(x: 312, y: 84, width: 156, height: 28)),
            (600, 276, TuningPanel.Rect(x: 312, y: 50, width: 90, height: 28)),
        ]
        for (room, sideWidth, save) in table {
            let l = PanelLayout(width: room)
            XCTAssertFalse(l.isOneColumn, "room \(room)")
            XCTAssertEqual(l.sliderColumnWidth, TuningPanel.columnWidth, "room \(room)")
            XCTAssertEqual(l.sideX, PanelLayout.sideLeft, "room \(room)")
            XCTAssertEqual(l.sideWidth, sideWidth, "room \(room)")
            XCTAssertEqual(l.rect(of: .save), save, "room \(room)")
        }
        XCTAssertEqual(PanelLayout(width: 600), PanelLayout.wide)
    }
}
