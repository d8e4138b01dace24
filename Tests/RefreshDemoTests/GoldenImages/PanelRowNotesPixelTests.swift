import CSDL2
import XCTest
@testable import RefreshDemo
@testable import RefreshDemoModel
@testable import RefreshEngine

/// Headless frames of the open panel after the values changed between frames: a row is drawn
/// greyed exactly when its tunable is unused with the values now in use (not those of the
/// frame the panel's lines were first made for), and the out-of-reach second floor keeps its
/// switch beside why.
final class PanelRowNotesPixelTests: XCTestCase {
    static let listWidth = 420

    /// The frame after `script` (a frame between each line), with the panel open and tall
    /// enough to show every row.
    func shot(_ name: String, _ script: String) throws -> (Surface, URL) {
        let height = Int(TuningPanel.listTop + (TuningPanel.rows.last.map { $0.y + $0.height } ?? 0)) + 40
        let url = try GoldenImageTests.render(name, script: script + "\nwait 0.2\nscreenshot {shot}", screenshotInScript: true,
                                              size: "\(Self.listWidth)x\(height)") { $0.panel = true }
        return (try Surface(loading: url.path), url)
    }

    func row(_ id: TunableID) throws -> (top: Int, height: Int) {
        let i = try XCTUnwrap(Tunables.all.firstIndex { $0.id == id })
        let row = try XCTUnwrap(TuningPanel.rows.first { $0.kind == .tunable(i) })
        return (Int(TuningPanel.listTop + row.y), Int(row.height))
    }

    /// Pixels in the rectangle within `tolerance` of a colour in each channel.
    static func count(_ s: Surface, x: Range<Int>, y: Range<Int>, near c: SDL_Color, tolerance: Int) -> Int {
        var n = 0
        for yy in y { for xx in x {
            let p = s.pixel(x: xx, y: yy)
            let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
            if abs(r - Int(c.r)) <= tolerance && abs(g - Int(c.g)) <= tolerance && abs(b - Int(c.b)) <= tolerance { n += 1 }
        } }
        return n
    }

    /// A switch that is off: its grey track at the row's right end (the panel's background is lighter).
    func offSwitchPixels(_ s: Surface, _ id: TunableID) throws -> Int {
        let r = try row(id)
        let right = Self.listWidth + Int(TuningPanel.trackRight)
        return Self.count(s, x: (right - 40)..<right, y: r.top..<(r.top + r.height), near: Palette.light.switchOff, tolerance: 6)
    }

    /// A slider's accent: its filled track and the knob's ring.
    func sliderPixels(_ s: Surface, _ id: TunableID) throws -> Int {
        let r = try row(id)
        let x = Self.listWidth + Int(TuningPanel.trackLeft)
        return PanelPixelTests.count(s, x: x..<(Self.listWidth + Int(TuningPanel.trackRight)), y: (r.top + 20)..<(r.top + r.height),
                                     near: Palette.light.accent)
    }

    func testFlutterWithFloatingAndStretchOnDrawsSnapAndTheStretchTrigger() throws {
        try SDLLibrary.session(video: false) {
            let (before, _) = try shot("rows-flutter-plain", "preset flutter")
            XCTAssertEqual(try offSwitchPixels(before, .barSnap), 0, "snap needs floating: greyed")
            XCTAssertEqual(try sliderPixels(before, .barStretchTrigger), 0, "the trigger needs stretch: greyed")
            let (s, url) = try shot("rows-flutter-floating-stretch", "preset flutter\nwait 0.1\nset bar.floating on\nwait 0.1\nset bar.stretch on")
            XCTAssertGreaterThan(try offSwitchPixels(s, .barSnap), 100, "Snap is a switch with floating on: \(url.path)")
            XCTAssertGreaterThan(try sliderPixels(s, .barStretchTrigger), 40, "the trigger is a slider with stretch on: \(url.path)")
        }
    }

    func testALargeTitleChosenUnderGtkDrawsItsSlider() throws {
        try SDLLibrary.session(video: false) {
            let (s, url) = try shot("rows-gtk-largetitle", "preset gtk\nwait 0.1\nset list.bar largetitle")
            XCTAssertGreaterThan(try sliderPixels(s, .barLargeTitleHeight), 40, "the large title's band is a slider: \(url.path)")
            XCTAssertEqual(try sliderPixels(s, .barSliverExpanded), 0, "the sliver's height stays greyed")
        }
    }

    /// GTK's 100-pt edge leaves the second floor (102.6 pt) out of reach: the row says so and
    /// keeps its switch, on (green), so it turns off where it is.
    func testTheOutOfReachSecondFloorKeepsItsSwitch() throws {
        try SDLLibrary.session(video: false) {
            let (s, url) = try shot("rows-gtk-two-level", "preset gtk\nwait 0.1\nset header.twoLevel on")
            let r = try row(.headerTwoLevel)
            let right = Self.listWidth + Int(TuningPanel.trackRight)
            let green = PanelPixelTests.count(s, x: (right - 40)..<right, y: r.top..<(r.top + r.height), near: Palette.light.green)
            XCTAssertGreaterThan(green, 100, "the switch, on: \(url.path)")
        }
    }
}
