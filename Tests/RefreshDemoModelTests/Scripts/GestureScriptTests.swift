import XCTest
@testable import RefreshEngine
@testable import RefreshDemoModel

final class GestureScriptTests: XCTestCase {
    func testEveryCommandParses() throws {
        let script = try GestureScript.parse("""
            # a comment line
            wait 0.5
            press 10,20          # trailing comment
            move 10, 300 over 0.25
            move 5,5
            release
            drag 200,600 -> 200,100 over 0.3 hold 0.1
            wheel -3
            wheel 0.5 precise over 0.2
            key ctrl+r
            key End
            resize 300 500
            screenshot out/shot.png
            quit
            """, file: "s.txt")
        XCTAssertEqual(script.commands, [
            .wait(0.5), .press(x: 10, y: 20), .move(x: 10, y: 300, over: 0.25), .move(x: 5, y: 5, over: 0), .release,
            .press(x: 200, y: 600), .move(x: 200, y: 100, over: 0.3), .wait(0.1), .release,
            .wheel(dx: 0, dy: -3, precise: false, over: 0), .wheel(dx: 0, dy: 0.5, precise: true, over: 0.2), .key(KeyPress(.r, .ctrl)), .key(KeyPress(.end)), .resize(width: 300, height: 500),
            .screenshot("out/shot.png"), .quit,
        ])
        XCTAssertEqual(script.duration, 0.5 + 0.25 + 0.3 + 0.1 + 0.2, accuracy: 1e-12)
        XCTAssertEqual(script.lines[5].number, 7, "a drag's parts keep the drag's line number")
    }

    func testErrorsNameTheFileTheLineAndWhatWasExpected() {
        let cases: [(String, Int, String)] = [
            ("wait\n", 1, "expected 'wait S"),
            ("\n\npress 10\n", 3, "expected a point X,Y"),
            ("drag 1,2 to 3,4 over 1\n", 1, "expected 'drag X,Y -> X,Y over S [hold S]'"),
            ("wait -1", 1, "expected a duration in seconds"),
            ("wait nan", 1, "expected a duration in seconds"),
            ("key hyper+x", 1, "unknown key 'hyper+x'"),
            ("jump 1", 1, "unknown command 'jump'"),
            ("resize 0 100", 1, "expected 'resize W H"),
            ("wheel 0", 1, "expected 'wheel DY"),
            ("wheel 1 over", 1, "expected 'wheel DY"),
            ("wheel 1 fast", 1, "expected 'wheel DY"),
            ("press 1,2\nrelease now", 2, "expected 'release'"),
        ]
        for (text, line, expected) in cases {
            XCTAssertThrowsError(try GestureScript.parse(text, file: "g.txt"), text) { error in
                let e = error as? GestureScript.ParseError
                XCTAssertEqual(e?.line, line, text)
                XCTAssertTrue(e?.description.hasPrefix("g.txt:\(line): ") ?? false, "\(String(describing: e))")
                XCTAssertTrue(e?.message.contains(expected) ?? false, "\(String(describing: e)) lacks \(expected)")
            }
        }
    }

    func testKeyNames() {
        XCTAssertEqual(KeyPress(parsing: "shift+space"), KeyPress(.space, .shift))
        XCTAssertEqual(KeyPress(parsing: "CTRL+Q"), KeyPress(.q, .ctrl))
        XCTAssertEqual(KeyPress(parsing: "pgdn"), KeyPress(.pagedown))
        XCTAssertEqual(KeyPress(parsing: "F5"), KeyPress(.f5))
        XCTAssertNil(KeyPress(parsing: "ctrl+"))
        XCTAssertEqual(KeyPress(.r, [.ctrl, .shift]).description, "ctrl+shift+r")
    }
}
