import ArgumentParser
import RefreshEngine
import RefreshDemoModel

/// How the run goes: headless or in a window, scripted, traced.
struct RunOptions: ParsableArguments {
    @Flag(help: "Render offscreen with SDL's software renderer and a virtual clock (no display needed); loads only the tuning file --tuning names.")
    var headless = false

    @Option(help: "Play a gesture script (the format: docs/scripts-and-traces.md; '-' reads standard input).", transform: FilePath.init(checking:))
    var script: FilePath?

    @Option(help: "Write a JSON Lines trace of events to this file ('-' for standard output).", transform: FilePath.init(checking:))
    var trace: FilePath?

    @Flag(help: "Add one 'frame' event per frame to the trace.")
    var traceFrames = false

    @Option(help: "Save a PNG of the last frame (headless, or a window after its script).", transform: FilePath.init(checking:))
    var screenshot: FilePath?

    @Option(parsing: .unconditional, help: "Window size in points, WxH (default 420x760).", transform: WindowSize.init(checking:))
    var size = WindowSize(width: 420, height: 760)

    @Option(parsing: .unconditional, help: "Frames per second of the headless virtual clock (1 to 1000; default 60).", transform: FrameRate.init(checking:))
    var fps = FrameRate(60)

    @Option(parsing: .unconditional, help: "Pixel density (0.5 to 4; 2 renders like a HiDPI display): headless (default 1), or an X11 window's scale (default the desktop's: GDK_SCALE, QT_SCALE_FACTOR or Xft.dpi / 96).", transform: PixelDensity.init(checking:))
    var scale: PixelDensity?

    @Option(parsing: .unconditional, help: "Headless: seconds the list may keep moving after the script ends before the run fails (default 30).", transform: Timeout.init(checking:))
    var settleTimeout = Timeout(30)

    @Option(help: "Window renderer: auto (SDL's software renderer when the GL is a software one such as llvmpipe, else GL), gl or software.")
    var renderer = RendererChoice.auto

    @Option(help: ArgumentHelp("Feel it on your phone: serve the list with this tuning on the LAN, or on ADDRESS (a numeric IPv4, [IPv6] or localhost) and PORT (none: 8765; 0: any free one), and print its URL and how a phone reaches it; every change here reaches the page live, every gesture there comes back. Off unless given.", valueName: "ADDRESS:PORT"),
            transform: ShareTarget.init(checking:))
    var share: ShareTarget?

    @Flag(help: "Say on standard error what the desktop's settings are and where they came from (the Settings portal, GTK_THEME), and why a bus was not used.")
    var verbose = false
}

/// The list and its refresh controls at start.
struct ListOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "How many rows the list has at start (0 to 10000000; default 200).", transform: RowCount.init(checking:))
    var items = RowCount(200)

    @Option(parsing: .unconditional, help: "How many items older than the first page the feed can page through (0 to 10000000; default 300).", transform: RowCount.init(checking:))
    var history = RowCount(300)

    @Option(parsing: .unconditional, help: "Seed of the simulated feed's content (0 to 18446744073709551615; default 1).",
            transform: FeedSeed.init(checking:))
    var seed = FeedSeed(1)

    @Option(help: "Refresh header style (H switches at run time).")
    var header = HeaderStyle.normal

    @Option(help: "Load-more footer: auto (loads when it comes into view) or back (pull up and release); F switches.")
    var footer = FooterStyle.auto

    @Option(help: "Language of the refresh texts (default from $LANG; L switches).")
    var lang: Language?

    @Flag(help: "The header's alpha follows pullingPercent.")
    var alphaFollowsPull = false

    @Flag(help: "Do not refresh once at launch.")
    var noInitialRefresh = false
}

/// The simulated server, for this run only (Save never writes these).
struct FeedOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Probability (0 to 1) that a feed request fails (default 0).", valueName: "p"), transform: Probability.init(checking:))
    var failRate = Probability(0)

    @Option(parsing: .unconditional, help: "Feed latency range in seconds, MIN-MAX (each 0 to 10; default 0.3-1.2).", transform: LatencyRange.init(checking:))
    var latency = LatencyRange(min: 0.3, max: 1.2)
}

/// Where the state and the tuning live.
struct FileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Folder of the saved state (default $XDG_STATE_HOME/refreshdemo, else ~/.local/state/refreshdemo; headless runs keep no state without it).", valueName: "dir"), transform: FilePath.init(checking:))
    var stateDir: FilePath?

    @Option(help: "Tuning file (JSON) to load at start and watch; the panel's Save writes it. Default: ./tuning.json when there is one, else $XDG_CONFIG_HOME/refreshdemo/tuning.json (~/.config/refreshdemo/tuning.json); --export reads the same. Headless runs load only the file named here, so they stay deterministic.", transform: FilePath.init(checking:))
    var tuning: FilePath?

    @Option(help: "Where Shift+R writes the gesture script it records (default ./recording.txt).", transform: FilePath.init(checking:))
    var record: FilePath?
}

/// What shows at start.
struct ViewOptions: ParsableArguments {
    @Flag(help: "Open the tuning panel at start (Tab or F2 toggles it).")
    var panel = false

    @Flag(help: "Show the HUD (frame timing and states) at start (F3 toggles it).")
    var hud = false

    @Option(help: "light, dark, or auto: follow the desktop (its Settings portal, else GTK_THEME ending in :dark) live. Default: the one chosen with D, kept in the state file, else auto. Headless runs have no desktop: auto is light there.")
    var appearance: AppearanceChoice?
}

/// The user's own animation for the header and the footer.
struct ArtOptions: ParsableArguments {
    @Option(help: "Your animation in the header: an animated GIF, a folder of PNG frames or a Lottie JSON file.", transform: FilePath.init(checking:))
    var headerArt: FilePath?

    @Option(help: "Your animation in the load-more footer (GIF, PNG folder or Lottie JSON).", transform: FilePath.init(checking:))
    var footerArt: FilePath?
}
