import Foundation
import RefreshDemoModel
import RefreshEngine

/// The man page's sections that --help has no room for, as a help2man include file
/// (`refreshdemo --man-sections`, read by scripts/make-man.sh when the page is built).
///
/// Rule: KEYS is the help overlay's English table (whose keys a test holds to Keymap, the one
/// key table), so the page never names a key the app does not have; FILES says where each
/// file the app reads or writes is, with the rules the app follows.
enum ManPageSections {
    static func text() -> String {
        var s = "[KEYS]\n"
        s += "In the window (F1 or ? shows the same table). Indented lines are the tuning panel's own keys.\n"
        for entry in Language.en.interface.helpEntries {
            let indented = entry.key.hasPrefix(" ")
            s += (indented ? ".RS\n" : "") + ".TP\n.B \(roff(entry.key.trimmingCharacters(in: .whitespaces)))\n"
            s += roff(entry.action) + "\n" + (indented ? ".RE\n" : "")
        }
        s += "[FILES]\n"
        for (path, what) in files {
            s += ".TP\n.I \(roff(path))\n\(roff(what))\n"
        }
        s += "[ENVIRONMENT]\n"
        for (name, what) in environment {
            s += ".TP\n.B \(roff(name))\n\(roff(what))\n"
        }
        return s
    }

    /// Each file or folder, and what it is.
    static let files: [(String, String)] = [
        ("./tuning.json", "The tuning file, when the working folder has one: loaded at start, watched while the "
            + "window is open, written by the panel's Save (Ctrl+S). --tuning FILE names another."),
        ("$XDG_CONFIG_HOME/refreshdemo/tuning.json", "The tuning file when the working folder has none "
            + "(default ~/.config/refreshdemo/tuning.json): loaded, watched and saved there the same way."),
        ("$XDG_CONFIG_HOME/refreshdemo/", "The config folder (default ~/.config/refreshdemo/): the tuning file."),
        ("$XDG_STATE_HOME/refreshdemo/", "The state folder (default ~/.local/state/refreshdemo/): state.json, "
            + "what the window keeps between runs (the last refresh's time, and light or dark when chosen with D). --state-dir DIR names another; "
            + "headless runs keep no state without it."),
        ("./recording.txt", "The gesture script Shift+R records, in the working folder; --record FILE names "
            + "another. It plays back with --script FILE."),
        ("/usr/share/refreshdemo/Assets/", "The fonts, built-in header frames and sample art the app reads "
            + "(PREFIX/share/refreshdemo/Assets after make install; $REFRESHDEMO_ASSETS names another)."),
    ]

    /// What the window reads from the environment about the desktop's appearance.
    static let environment: [(String, String)] = [
        ("DBUS_SESSION_BUS_ADDRESS", "The session bus (else $XDG_RUNTIME_DIR/bus) where the window reads the desktop's "
            + "Settings portal: light or dark, accent colour, contrast, text size and animations, followed while it runs. "
            + "--appearance light, dark or auto, or D, chooses by hand."),
        ("GTK_THEME", "Without a Settings portal, a theme ending in :dark (Adwaita:dark) opens the window dark."),
    ]

    /// `text` safe as one roff line in ASCII: a backslash and a minus escaped, a leading dot or
    /// quote (a request) too, and every other character as groff's \\[uXXXX] (help2man
    /// passes only ASCII through: "←" would become "???").
    static func roff(_ text: String) -> String {
        var t = ""
        for u in text.unicodeScalars {
            switch u {
            case "\\": t += "\\e"
            case "-": t += "\\-"
            case _ where u.isASCII: t.unicodeScalars.append(u)
            default: t += "\\[u" + String(format: "%04X", u.value) + "]"
            }
        }
        return t.hasPrefix(".") || t.hasPrefix("'") ? "\\&" + t : t
    }
}
