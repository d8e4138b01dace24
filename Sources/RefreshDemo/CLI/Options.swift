import RefreshEngine
import RefreshDemoModel

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
    /// `--scale` as given (nil: not given): in an X11 window, the window's scale.
    var windowScale: Double?
    var settleTimeout = 30.0
    /// --renderer: what draws a window.
    var renderer = RendererChoice.auto
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
    /// --tuning FILE: loaded at start, watched, written by Save (nil: `tuningLocation`'s rule).
    var tuningPath: String?
    var panel = false
    /// Where Shift+R writes the recorded gesture script (default ./recording.txt).
    var recordPath: String?
    var hud = false
    /// --appearance (nil: the state file's choice, else auto).
    var appearance: AppearanceChoice?
    /// The desktop's settings for a headless run, which reads none (tests stand in for the portal).
    var desktop: DesktopSettings?
    /// --verbose: say what the desktop's settings are and where they came from.
    var verbose = false
    /// The key the last-updated time is saved under (one per list).
    var listKey = "feed"
    /// --header-art / --footer-art: the user's animation (GIF, PNG folder, Lottie).
    var headerArtPath: String?
    var footerArtPath: String?
    /// --share: serve the list to phones (nil: off).
    var share: ShareTarget?

    /// The tuning file this run loads and saves: --tuning, else ./tuning.json when present,
    /// else the user's config folder; a headless run loads only --tuning (TuningLocation).
    var tuningLocation: TuningLocation { TuningLocation.resolve(given: tuningPath, headless: headless) }

    /// The tunables the command line sets (the feed's failure rate and latency), over
    /// the defaults: what a tuning file is laid over, and what Save leaves out.
    var commandLineTuning: TuningSet {
        var set = TuningSet()
        set.feed.failRate = failRate
        set.feed.latencyMin = latencyMin
        set.feed.latencyMax = latencyMax
        set.alphaFollowsPull = alphaFollowsPull
        set.footerStyle = footerStyle
        return set
    }
}
