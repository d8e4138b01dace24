import Foundation
import RefreshEngine
import RefreshDemoModel

/// The frame in which the desktop's appearance switches, as a window makes it on a
/// SettingChanged: light to dark, dark to light, and the text size 1x to 1.5x and back
/// (the list's type from the window's shelf, the rows reflowed, the panel's and the HUD's
/// type at the new size), each followed by its frame drawn. The rule is no dropped
/// frame: the switch and its frame together within one 60-Hz frame, 16.7 ms. A text size
/// met the first time has its fonts opened a style a frame before (TextSizeSwitch.prepare):
/// the worst of those frames is its own figure.
extension Benchmark {
    /// Switches of each kind timed; steady frames are drawn between them (not timed).
    static let switchRepetitions = 120

    func appearanceSwitchFigures(assets: Assets, floor: Floor) throws {
        let shelf = TypographyShelf(assets: assets)
        let plain = try shelf.typography(scale: options.scale)
        var config = EngineConfig()
        config.items = 100
        config.width = Double(options.width)
        config.height = Double(options.height)
        config.epoch = HeadlessRun.epoch
        var engine = Workbench(config: config, metrics: plain)
        let target = try OffscreenTarget(width: engine.windowWidth, height: config.height, scale: options.scale,
                                         typography: plain, assets: assets, shelf: shelf)
        let hud = "fps 60   dropped 0\nframe CPU 1.00 ms\nscroll idle\nheader idle\nfooter idle"
        var desktop = DesktopSettings()
        var t = 0.0
        var opening = 0.0, openingFrames = 0
        var times: [String: [Double]] = [:]
        func steady(_ n: Int) {
            for _ in 0..<n {
                t += 1.0 / 60
                target.draw(engine.frame(at: t), hud: hud)
            }
        }
        /// One switch of `kind` and its frame, timed together.
        func timedSwitch(_ kind: String, _ change: (inout DesktopSettings) -> Void) throws {
            steady(4)
            t += 1.0 / 60
            var next = desktop
            change(&next)
            if next.textScale != desktop.textScale {
                // The frames before the switch, each opening a little of the new type (as a window's).
                while true {
                    let start = Self.cpuNow()
                    let ready = try TextSizeSwitch.prepare(next.textScale, scale: options.scale, shelf: shelf)
                    if ready { break }
                    target.draw(engine.frame(at: t), hud: hud)
                    opening = max(opening, (Self.cpuNow() - start) * 1000)
                    openingFrames += 1
                    t += 1.0 / 60
                }
            }
            let start = Self.cpuNow()
            if next.textScale != desktop.textScale {
                _ = try TextSizeSwitch.prepare(next.textScale, scale: options.scale, shelf: shelf)
                _ = try TextSizeSwitch.apply(next.textScale, scale: options.scale, shelf: shelf, renderer: target.renderer) {
                    engine.setMetrics($0, at: t)
                }
            }
            engine.setDesktop(next, at: t)
            target.draw(engine.frame(at: t), hud: hud)
            let ms = (Self.cpuNow() - start) * 1000
            desktop = next
            times[kind, default: []].append(ms)
        }
        for _ in 0..<Self.switchRepetitions {
            try timedSwitch("light to dark") { $0.scheme = .dark }
            try timedSwitch("dark to light") { $0.scheme = .light }
            try timedSwitch("text") { $0.textScale = 1.5 }
            try timedSwitch("text") { $0.textScale = 1 }
        }
        for (kind, label) in [("light to dark", "switch frame, light to dark:"), ("dark to light", "switch frame, dark to light:"),
                              ("text", "switch frame, text size 1x <-> 1.5x:")] {
            let (median, p99) = Self.medianAndP99(times[kind] ?? [0])
            print(Self.floorLine(label, median: median, p99: p99, floor: floor)
                  + String(format: "   (budget p99 16.7 ms: no dropped frame at 60 fps)"))
        }
        print(String(format: "  frames opening a new text size's fonts before its switch: %d, worst %6.3f ms   (budget 16.7 ms)",
                     openingFrames, opening))
    }
}
