import XCTest
@testable import RefreshEngine
import TestSupport

/// ListLayout: ids ordered through prepend/append, contentHeight = sum of row heights, ensureLaidOut's delta, setWidth.
final class ListLayoutTests: XCTestCase {
    let metrics = FixedTextMetrics()
    let style = RowStyle()
    let content = FeedContent(seed: 42, epoch: 1_790_000_000, newestId: 100_020)
    /// FixedTextMetrics: author line 19, body line 20; RowStyle: padding 12, author gap 3, avatar 40.
    /// Rows are 12 + 19 + 3 + lines x 20 + 12 (at least 64): 66, 86, 106 for 1, 2, 3 lines.
    let oneLine = 66.0, twoLines = 86.0, threeLines = 106.0
    /// Wide enough for any post on one line; narrow enough for every post to need three.
    let wide = 10_000.0, narrow = 150.0

    func makeLayout(_ ids: [Int], width: Double) -> ListLayout {
        ListLayout(ids: ids, width: width, style: style,
                   estimatedHeight: ListEngine.estimatedRowHeight(style: style, metrics: metrics))
    }

    /// The rows' heights one by one: laid out ones from their layout, the others estimated.
    func rowHeights(_ layout: ListLayout) -> [Double] {
        (0..<layout.count).map { layout.layout(at: $0)?.height ?? layout.estimatedHeight }
    }

    func assertConsistent(_ layout: ListLayout, file: StaticString = #filePath, line: UInt = #line) {
        let rows = rowHeights(layout)
        XCTAssertEqual(layout.heights.count, layout.count, file: file, line: line)
        for i in 0..<layout.count {
            XCTAssertEqual(layout.heights[i], rows[i], "row \(i)", file: file, line: line)
            XCTAssertEqual(layout.isLaidOut(i), layout.layout(at: i) != nil, "row \(i)", file: file, line: line)
            if let row = layout.layout(at: i) { XCTAssertEqual(row.id, layout.ids[i], file: file, line: line) }
        }
        XCTAssertEqual(layout.contentHeight, rows.reduce(0, +), accuracy: 1e-9, file: file, line: line)
    }

    func testRowsStartEstimatedAtTwoLines() {
        let layout = makeLayout([100_020, 100_019, 100_018], width: wide)
        XCTAssertEqual(layout.estimatedHeight, twoLines)
        XCTAssertEqual(layout.count, 3)
        XCTAssertEqual(layout.contentHeight, 3 * twoLines)
        XCTAssertEqual(layout.laidOutCount, 0)
        XCTAssertNil(layout.layout(at: 0))
        assertConsistent(layout)
    }

    func testEnsureLaidOutReturnsTheHeightChangeOnce() {
        var wideLayout = makeLayout(Array((100_011...100_020).reversed()), width: wide)
        var narrowLayout = makeLayout(Array((100_011...100_020).reversed()), width: narrow)
        for i in 0..<10 {
            XCTAssertEqual(wideLayout.ensureLaidOut(i, content: content, metrics: metrics, now: content.epoch),
                           oneLine - twoLines, "row \(i)")
            XCTAssertEqual(narrowLayout.ensureLaidOut(i, content: content, metrics: metrics, now: content.epoch),
                           threeLines - twoLines, "row \(i)")
            XCTAssertEqual(wideLayout.ensureLaidOut(i, content: content, metrics: metrics, now: content.epoch), 0,
                           "laid out already")
            XCTAssertEqual(wideLayout.layout(at: i)?.height, oneLine)
            XCTAssertEqual(narrowLayout.layout(at: i)?.bodyLines.count, 3)
        }
        XCTAssertEqual(wideLayout.contentHeight, 10 * oneLine)
        XCTAssertEqual(narrowLayout.contentHeight, 10 * threeLines)
        XCTAssertEqual(wideLayout.laidOutCount, 10)
        assertConsistent(wideLayout)
        assertConsistent(narrowLayout)
    }

    func testEnsureLaidOutLaysOutTheRowOfThatIndex() {
        var layout = makeLayout([100_020, 100_019, 100_018, 100_017], width: 420)
        let before = layout.contentHeight
        let delta = layout.ensureLaidOut(2, content: content, metrics: metrics, now: content.epoch)
        let expected = RowLayout.make(item: content.item(id: 100_018), width: 420, style: style,
                                      metrics: metrics, now: content.epoch)
        XCTAssertEqual(layout.layout(at: 2), expected)
        XCTAssertEqual(delta, expected.height - twoLines)
        XCTAssertEqual(layout.contentHeight, before + delta)
        XCTAssertEqual([0, 1, 3].map { layout.isLaidOut($0) }, [false, false, false])
        assertConsistent(layout)
    }

    func testPrependPutsNewerRowsFirstAndKeepsTheLaidOutOnes() {
        var layout = makeLayout([100_015, 100_014, 100_013], width: wide)
        layout.ensureLaidOut(0, content: content, metrics: metrics, now: content.epoch)
        layout.ensureLaidOut(2, content: content, metrics: metrics, now: content.epoch)
        XCTAssertEqual(layout.contentHeight, 2 * oneLine + twoLines)

        let added = layout.prepend([100_017, 100_016])
        XCTAssertEqual(added, 2 * twoLines)
        XCTAssertEqual(layout.ids, [100_017, 100_016, 100_015, 100_014, 100_013])
        XCTAssertEqual((0..<5).map { layout.isLaidOut($0) }, [false, false, true, false, true])
        XCTAssertEqual(layout.layout(at: 2)?.id, 100_015)
        XCTAssertEqual(layout.layout(at: 4)?.id, 100_013)
        XCTAssertEqual(layout.contentHeight, 2 * oneLine + 3 * twoLines)
        XCTAssertEqual(layout.heights.top(of: 2), 2 * twoLines, "the old first row moved down by what was added")
        assertConsistent(layout)

        XCTAssertEqual(layout.prepend([]), 0)
        XCTAssertEqual(layout.count, 5)
    }

    func testAppendPutsOlderRowsLast() {
        var layout = makeLayout([100_020, 100_019], width: wide)
        layout.ensureLaidOut(1, content: content, metrics: metrics, now: content.epoch)
        layout.append([100_018, 100_017, 100_016])
        XCTAssertEqual(layout.ids, [100_020, 100_019, 100_018, 100_017, 100_016])
        XCTAssertEqual((0..<5).map { layout.isLaidOut($0) }, [false, true, false, false, false])
        XCTAssertEqual(layout.contentHeight, oneLine + 4 * twoLines)
        assertConsistent(layout)
        layout.append([])
        XCTAssertEqual(layout.count, 5)
    }

    func testPrependAndAppendTogetherKeepIdsDescending() {
        var layout = makeLayout([100_010, 100_009, 100_008], width: narrow)
        layout.prepend([100_012, 100_011])
        layout.append([100_007])
        layout.ensureLaidOut(3, content: content, metrics: metrics, now: content.epoch)
        layout.prepend([100_013])
        layout.append([100_006, 100_005])
        XCTAssertEqual(layout.ids, Array((100_005...100_013).reversed()))
        XCTAssertEqual(layout.layout(at: 4)?.id, 100_009)
        XCTAssertEqual(layout.contentHeight, threeLines + 8 * twoLines)
        assertConsistent(layout)
    }

    func testSetWidthDropsTheLayoutsAndReEstimates() {
        var layout = makeLayout([100_020, 100_019, 100_018], width: wide)
        for i in 0..<3 { layout.ensureLaidOut(i, content: content, metrics: metrics, now: content.epoch) }
        XCTAssertEqual(layout.contentHeight, 3 * oneLine)

        layout.setWidth(narrow, estimatedHeight: 50)
        XCTAssertEqual(layout.width, narrow)
        XCTAssertEqual(layout.laidOutCount, 0)
        XCTAssertEqual((0..<3).map { layout.isLaidOut($0) }, [false, false, false])
        XCTAssertEqual(layout.contentHeight, 150)
        assertConsistent(layout)

        // Rows are laid out again at the new width, and new rows take the new estimate.
        XCTAssertEqual(layout.ensureLaidOut(1, content: content, metrics: metrics, now: content.epoch), threeLines - 50)
        XCTAssertEqual(layout.prepend([100_021]), 50)
        layout.append([100_017])
        XCTAssertEqual(layout.contentHeight, threeLines + 4 * 50)
        assertConsistent(layout)
    }

    func testSetWidthToTheSameWidthKeepsEverything() {
        var layout = makeLayout([100_020, 100_019], width: wide)
        layout.ensureLaidOut(0, content: content, metrics: metrics, now: content.epoch)
        layout.setWidth(wide, estimatedHeight: 50)
        XCTAssertEqual(layout.laidOutCount, 1)
        XCTAssertTrue(layout.isLaidOut(0))
        XCTAssertEqual(layout.estimatedHeight, twoLines, "the estimate is kept too")
        XCTAssertEqual(layout.contentHeight, oneLine + twoLines)
        assertConsistent(layout)
    }
}
