import RefreshEngine

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
    var headerStyle = HeaderStyle.normal
    /// nil: from $LANG.
    var language: Language?
    var initialRefresh = true
    var failRate = 0.0
    var latencyMin = 0.3
    var latencyMax = 1.2
    /// nil: $XDG_STATE_HOME/refreshdemo (else ~/.local/state/refreshdemo).
    var stateDirectory: String?
    var alphaFollowsPull = false
    var footerStyle = FooterStyle.auto
    var history = 300
    /// --tuning FILE: loaded at start, watched, written by Save (else Save writes ./tuning.json).
    var tuningPath: String?
    var panel = false
    var hud = false
    /// The key the last-updated time is saved under (one per list).
    var listKey = "feed"

    /// Parses "MIN-MAX" seconds, e.g. "0.3-1.2" (0 to 10, below the 15-s timeout; MIN <= MAX).
    static func parseLatency(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: "-")
        guard parts.count == 2, let lo = Double(parts[0]), let hi = Double(parts[1]),
              lo.isFinite, hi.isFinite, lo >= 0, hi <= 10, lo <= hi else { return nil }
        return (lo, hi)
    }

    /// Parses "WxH" (points, 1 to 16384 each).
    static func parseSize(_ text: String) -> (Int, Int)? {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
              (1...16384).contains(w), (1...16384).contains(h) else { return nil }
        return (w, h)
    }
}
