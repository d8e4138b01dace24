import RefreshEngine

/// What the model asks its host to do outside itself, after the call that asked has returned.
public enum HostEffect: Equatable, Sendable {
    /// Persist the last-updated time (Unix seconds).
    case saveLastUpdated(Double)
    /// Write the current tuning to the tuning file (the panel's Save, Ctrl+S); `thenQuit`:
    /// the quit prompt's Save, which ends the run once the file is written.
    case saveTuning(thenQuit: Bool)
    /// Put this text on the clipboard (the panel's Copy: the tuned feel as code).
    case copyToClipboard(String)
    /// Start or stop the phone preview (the panel's Share, as Shift+S).
    case toggleShare
    /// Replay the last gesture from its start with the current tuning (R): the host swaps
    /// in `replayOfLastGesture`'s model, sets its clock to the gesture's start and plays the input.
    case replayLastGesture
    /// Show the last gesture's run at this engine time (a drag on the plot; only while paused).
    case scrub(to: Double)
    /// Keep the appearance chosen by hand (D) in the state file; `auto` removes it.
    case saveAppearance(AppearanceChoice)
    /// End the run: a quit with nothing unsaved, or asked twice (Workbench+Quit).
    case quit
}
