import Foundation

/// Which tuning file a run loads, watches and saves to.
///
/// Rule, the same for a window and for `--export`, so what a user saves is what they get
/// next time in both: the file `--tuning` names; else `tuning.json` in the working folder
/// when one is there (a project keeps its tuning beside it; a symlink or a broken one
/// counts, so it is reported rather than passed over); else the user's own,
/// `$XDG_CONFIG_HOME/refreshdemo/tuning.json` (`~/.config/...` when XDG_CONFIG_HOME is
/// unset or not absolute, as the XDG base directory rules say). A headless run is a test
/// or a render: it loads only what `--tuning` names, and its Save writes `./tuning.json`.
struct TuningLocation: Equatable {
    enum Source: Equatable {
        /// `--tuning FILE`.
        case commandLine
        /// `./tuning.json`, found in the working folder.
        case workingFolder
        /// The user's config folder (Save creates the folder).
        case userConfig
        /// A headless run without `--tuning`: nothing is loaded.
        case none
    }

    var path: String
    var source: Source

    /// The name of the file in a working folder and in the config folder.
    static let fileName = "tuning.json"

    /// Whether the run reads this file at start and watches it.
    var isLoaded: Bool { source != .none }

    static func resolve(given: String?, headless: Bool,
                        environment: [String: String] = ProcessInfo.processInfo.environment,
                        exists: (String) -> Bool = TuningLocation.entryExists) -> TuningLocation {
        if let given { return TuningLocation(path: given, source: .commandLine) }
        if headless { return TuningLocation(path: fileName, source: .none) }
        if exists(fileName) { return TuningLocation(path: fileName, source: .workingFolder) }
        return TuningLocation(path: configFolder(environment) + "/refreshdemo/" + fileName, source: .userConfig)
    }

    /// `$XDG_CONFIG_HOME`, or `$HOME/.config` (a relative or empty XDG_CONFIG_HOME is ignored).
    static func configFolder(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + "/.config"
    }

    /// Anything at `path`, a dangling symlink included (lstat, not stat).
    static func entryExists(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }

    /// The path as the panel shows it: under the home folder as `~/...`.
    func displayPath(home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        if let home, !home.isEmpty, home != "/", path.hasPrefix(home + "/") {
            return "~" + path.dropFirst(home.count)
        }
        return path
    }
}
