import Foundation
import XCTest
import TestSupport

/// The page's list is the app's: a sideways flick on the carousel (a real Chromium's touch
/// emulation) moves its cards and not the list, one gesture one axis as the app's AxisLock; with
/// header.twoLevel on, a long pull opens the second floor over the list and a pull up closes it.
final class PhonePageListTests: XCTestCase {
    /// Runs the app headless with --share and the probe's `gestures` on the page: the probe's lines and the app's trace.
    /// `traceUntil`: the app runs on until its trace's text passes this check (what it plays of the page's gestures).
    static func run(_ gestures: String, dpr: String = "2", extra: [String] = [], probe: [String] = [],
                    traceUntil: ((String) -> Bool)? = nil) throws
        -> (page: [[String: Any]], phone: String, traceFile: URL, app: String) {
        let folder = ProductPaths.temporaryFolder("share-page-\(gestures)")
        let traceFile = folder.appendingPathComponent("trace.jsonl")
        let app = try PhoneShareRunTests.Running([], in: folder, name: "app")
        app.process.executableURL = ProductPaths.executable
        app.process.arguments = ["--headless", "--share", "127.0.0.1:0", "--no-initial-refresh", "--size", "390x800",
                                 "--latency", "0.6-0.6", "--trace", traceFile.path] + extra
        try app.process.run()
        defer { app.stop() }
        XCTAssertTrue(waitUntil(timeout: 60) { app.stdout.contains("\n") }, app.stderr)
        let url = try XCTUnwrap(app.stdout.split(separator: "\n").first?.split(separator: " ").last.map(String.init))
        let phone = try PhoneShareRunTests.Running([], in: folder, name: "phone")
        phone.process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        phone.process.arguments = [ProductPaths.repository.appendingPathComponent("tools/share_probe.py").path, url,
                                   "--dpr", dpr, "--gestures", gestures] + probe
        try phone.process.run()
        phone.process.waitUntilExit()
        XCTAssertEqual(phone.process.terminationStatus, 0, phone.stderr)
        if let done = traceUntil {
            XCTAssertTrue(waitUntil(timeout: 30) { (try? String(contentsOf: traceFile, encoding: .utf8)).map(done) ?? false },
                          "the app's trace never came to what the test waits for")
        }
        let page = phone.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return (page, phone.stdout + phone.stderr, traceFile, app.stderr)
    }

    func testASidewaysFlickOnTheCarouselMovesItsCardsAndNotTheList() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, _, _) = try Self.run("sideways,diagonal")
        let line = try XCTUnwrap(page.first { $0["gesture"] as? String == "sideways" }, phone)
        let x0 = try XCTUnwrap(line["startCarouselX"] as? Double), x1 = try XCTUnwrap(line["endCarouselX"] as? Double)
        print("share: sideways: the cards moved \(x1 - x0) pt")
        XCTAssertGreaterThan(x1 - x0, 100, "the cards did not move with the finger: " + phone)
        XCTAssertEqual(line["startOffset"] as? Double, line["endOffset"] as? Double, "the list moved with a sideways flick: " + phone)
        // A drag on the carousel exactly diagonal (|dx| = |dy| at every report) is the list's (the core's AxisLock).
        let diagonal = try XCTUnwrap(page.first { $0["gesture"] as? String == "diagonal" }, phone)
        let y0 = try XCTUnwrap(diagonal["startOffset"] as? Double), y1 = try XCTUnwrap(diagonal["endOffset"] as? Double)
        print("share: diagonal: the list moved \(y1 - y0) pt")
        XCTAssertEqual(diagonal["startCarouselX"] as? Double, diagonal["endCarouselX"] as? Double, "a diagonal moved the cards: " + phone)
        XCTAssertGreaterThan(y1 - y0, 50, "a diagonal did not move the list: " + phone)
    }

    /// The carousel's motion is the app's: a drag held still and a short flick on the page end
    /// where the app's play of them ends (its frame lines' carouselX), within 1 pt at device pixel
    /// ratios 1, 2 and 3 (the flick stops at the display's pixel speed, as the list's).
    func testTheCarouselEndsWhereTheAppsPlayOfTheGestureEnds() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        for dpr in ["1", "2", "3"] {
            for gesture in ["sidestep", "sideflick"] {
                let (page, phone, traceFile, _) = try Self.run(gesture, dpr: dpr, extra: ["--trace-frames"], traceUntil: { text in
                    // The app has played the release and its row has come to rest.
                    text.contains("\"kind\":\"release\"") && text.split(separator: "\n").last { $0.contains("\"type\":\"carousel\"") }?
                        .contains("\"phase\":\"idle\"") == true
                })
                let line = try XCTUnwrap(page.first { $0["gesture"] as? String == gesture }, phone)
                let pageX = try XCTUnwrap(line["endCarouselX"] as? Double)
                let frames = try String(contentsOf: traceFile, encoding: .utf8).split(separator: "\n").filter { $0.contains("\"type\":\"frame\"") }
                let last = try XCTUnwrap(frames.last.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
                let appX = try XCTUnwrap(last["carouselX"] as? Double)
                print("share: \(gesture) at dpr \(dpr): the page's cards at \(pageX) pt, the app's at \(appX)")
                XCTAssertGreaterThan(pageX, 50, "the cards did not move: " + phone)
                XCTAssertEqual(pageX, appX, accuracy: 1, "\(gesture) at dpr \(dpr)")
                XCTAssertEqual(line["endOffset"] as? Double, -64, "the list moved")
            }
        }
    }

    /// The carousel's trailer (MJRefreshTrailer) on the page: flung to its end, then pulled past the
    /// last card and released, the row loads the app's next page of cards, as the app's play of the same
    /// gestures does, and rests where the app's rests.
    func testPullingPastTheLastCardLoadsTheAppsNextCards() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, traceFile, _) = try Self.run("sideways,sidepull", extra: ["--trace-frames"], traceUntil: { text in
            text.contains("16 in all") && text.split(separator: "\n").last { $0.contains("\"type\":\"carousel\"") }?
                .contains("\"phase\":\"idle\"") == true
        })
        let line = try XCTUnwrap(page.first { $0["gesture"] as? String == "sidepull" }, phone)
        let trailer = try XCTUnwrap(line["trailer"] as? [String: Any], phone)
        XCTAssertEqual(trailer["cards"] as? Int, 16, "the page did not load the next cards: " + phone)
        XCTAssertEqual(trailer["state"] as? String, "idle")
        XCTAssertEqual(trailer["inset"] as? Double, 0, "the trailer gave its inset back")
        // Held past its width it armed; released, the row held it in view (its 60 pt inset, the row at its end + 60) while it loaded.
        XCTAssertEqual((line["heldTrailer"] as? [String: Any])?["state"] as? String, "pulling", phone)
        let loading = try XCTUnwrap(line["loading"] as? [String: Any], phone)
        XCTAssertEqual(loading["inset"] as? Double, 60)
        let loadingX = try XCTUnwrap(loading["x"] as? Double), loadingEnd = try XCTUnwrap(loading["end"] as? Double)
        XCTAssertEqual(loadingX, loadingEnd + 60, accuracy: 0.5, "the row holds the trailer whole while it loads")
        let frames = try String(contentsOf: traceFile, encoding: .utf8).split(separator: "\n").filter { $0.contains("\"type\":\"frame\"") }
        let last = try XCTUnwrap(frames.last.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        let pageX = try XCTUnwrap(line["endCarouselX"] as? Double), appX = try XCTUnwrap(last["carouselX"] as? Double)
        print("share: the trailer loaded 8 cards; the page's row rests at \(pageX) pt, the app's at \(appX)")
        XCTAssertEqual(pageX, appX, accuracy: 1)
    }

    func testALongPullWithTwoLevelOnOpensTheSecondFloorAndAPullUpClosesIt() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let folder = ProductPaths.temporaryFolder("share-page-tuning")
        let tuning = folder.appendingPathComponent("two-level.json")
        try Data("{\"version\": 1, \"header.twoLevel\": \"on\"}".utf8).write(to: tuning)
        let (page, phone, _, _) = try Self.run("longpull,floorup", extra: ["--tuning", tuning.path])
        let lines = Dictionary(page.compactMap { o in (o["gesture"] as? String).map { ($0, o) } }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(lines["longpull"]?["floorOpen"] as? Bool, true, "the long pull did not open the floor: " + phone)
        // As the app's (ListEngine+Floor's setFloor): the list's inset is the bar and the whole list, and the content
        // rests below the screen under the floor.
        XCTAssertLessThan(lines["longpull"]?["endOffset"] as? Double ?? 0, -64 - 400, "the list did not go below the floor: " + phone)
        XCTAssertEqual(lines["floorup"]?["floorOpen"] as? Bool, false, "a pull up did not close the floor: " + phone)
    }

    func testALongPullWithTwoLevelOffRefreshesAndOpensNoFloor() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            throw XCTSkip("chromium is not installed (make test installs Debian's chromium)")
        }
        let (page, phone, _, _) = try Self.run("longpull")
        XCTAssertEqual(page.first?["floorOpen"] as? Bool, false, "the floor opened with two-level off: " + phone)
    }
}
