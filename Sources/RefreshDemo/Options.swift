/// What the command line asked for, checked and in the app's units.
struct Options {
    var headless = false
    var scriptPath: String?
    var tracePath: String?
    var traceFrames = false
    var screenshotPath: String?
    var width = 420
    var height = 760
    var fps = 60.0
    var items = 200
    var seed: UInt64 = 1
    var scale = 1.0
    var settleTimeout = 30.0

    /// Parses "WxH" (points, 1 to 16384 each).
    static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        return (w, h)
    }
}
