import RefreshEngine

/// The help overlay's and the tuning panel's labels in one language (L switches them
/// with the list's texts).
///
/// Rule: every label has a text in every language; a tunable's title falls back to its
/// English title only until it is translated (a test checks there is none left).
public struct InterfaceStrings: Sendable {
    public var helpTitle: String
    /// The keys column stays as the keyboard prints them; the pointer's lines are words.
    public var helpEntries: [(key: String, action: String)]
    public var panelTitle: String
    var groups: [Tunable.Group: String]
    public var buttons: [TuningPanel.Button: String]
    var tunableTitles: [TunableID: String]
    /// The choices' names by their name in files ("leastsquares"); a choice without one
    /// shows its file name.
    var choiceNames: [String: String]
    /// Units by their English symbol ("pt/s" -> "пт/с"); counted units ("frames", "items")
    /// take the plural form of the value.
    var units: [String: String]
    var countUnits: [String: PluralForms]
    /// The designer terms' one-line explanations, by tunable name, shown under their titles.
    var explanations: [TunableID: String]
    /// The selected tunable's range line: {1} the lowest value, {2} the highest, {3} the default.
    var rangeLine: String
    /// The panel's plots: the live offset/velocity plot, the rubber-band curve, the spring.
    public var plotLabels: (live: String, rubberBand: String, spring: String)
    /// The help's last line names how scrolling reaches the window: "Touchpad and wheel: Wayland".
    public var scrollPathLabel: String
    /// The window's short messages (MessageStrings).
    public var messages: MessageStrings
    /// The badges of the time scale: "Paused", and the word the speed follows ("Slow motion ×0.25").
    public var paused: String
    public var slowMotion: String

    /// The registered platforms' and controls' names by their names in files (the choices of
    /// `scroll.model` and `header.control`) in `language`: a platform's title is the same in
    /// every language, a control's is its registration's (`HeaderControlKind.title(in:)`); the
    /// control `android` is the platform's name too.
    static func registeredNames(_ language: Language) -> [String: String] {
        Dictionary(PlatformProfiles.all.map { ($0.name, $0.title) } + HeaderControlKind.allCases.map { ($0.rawValue, $0.title(in: language)) }) { a, _ in a }
    }

    /// A choice's name in this language.
    public func name(ofChoice c: String) -> String { choiceNames[c] ?? c }

    /// A designer term's explanation (nil for other tunables).
    public func explanation(of t: Tunable) -> String? { explanations[t.id] }

    /// A tunable's title in this language (its English title if it has none yet).
    public func title(of t: Tunable) -> String { tunableTitles[t.id] ?? t.title }
    public func title(of g: Tunable.Group) -> String { groups[g] ?? g.rawValue }
    public func title(of b: TuningPanel.Button) -> String { buttons[b] ?? b.title }
}

extension Language {
    /// A switch, so every language has its interface texts.
    public var interface: InterfaceStrings {
        switch self {
        case .en: return InterfaceStrings.en
        case .zhHans: return InterfaceStrings.zhHans
        case .zhHant: return InterfaceStrings.zhHant
        case .ko: return InterfaceStrings.ko
        case .ru: return InterfaceStrings.ru
        case .uk: return InterfaceStrings.uk
        }
    }
}

extension InterfaceStrings {
    static let en = InterfaceStrings(
        helpTitle: "Keys",
        helpEntries: [
            ("Drag, touchpad", "scroll, pull to refresh"),
            ("Wheel", "about three rows a notch"),
            ("Shift+Wheel, tilt", "the carousel sideways"),
            ("Up / Down", "one row"),
            ("PgUp / PgDn", "one page"),
            ("Space, Shift+Space", "page down / up"),
            ("Home / End", "top / bottom, load more"),
            ("F5, Ctrl+R", "refresh"),
            ("H", "header style"),
            ("O", "second floor"),
            ("F", "footer style"),
            ("L", "language"),
            ("D", "light / dark"),
            ("Click the footer", "load more, retry"),
            ("Tab, F2", "tuning panel"),
            ("  Up/Down, Left/Right", "select, step (Shift: fine)"),
            ("  Delete", "reset (Shift: all)"),
            ("F3", "HUD"),
            ("M / P / .", "slow motion / pause / step"),
            ("Ctrl+S", "save the tuning file"),
            ("R / B", "replay / tuning A or B"),
            ("Shift+M, ← →", "speed / scrub while paused"),
            ("Shift+R", "record input as a script"),
            ("Shift+S", "phone preview (on / off)"),
            ("F1, ?", "this help"),
            ("Esc, Q, Ctrl+Q", "close the help, panel or second floor, else quit (unsaved tuning: asks first)"),
        ],
        panelTitle: "Tuning",
        groups: [.scroll: "Scroll physics", .designer: "Designer terms", .header: "Header", .footer: "Footer", .input: "Input", .feed: "Feed", .art: "Art"],
        buttons: TuningPanel.Button.presetTitles.merging([.save: "Save", .resetAll: "Reset all", .export: "Copy", .share: "Share",
                  .slot: TuningPanel.Button.slot.title]) { $1 },
        tunableTitles: Dictionary(uniqueKeysWithValues: Tunables.all.map { ($0.id, $0.title) }),
        choiceNames: registeredNames(.en).merging(["leastsquares": "least squares", "weightedpairs": "weighted pairs", "auto": "auto", "back": "pull up", "beside": "beside", "instead": "instead", "translate": "with content", "behind": "behind", "front": "in front", "default": "default", "large": "large"]) { $1 }.merging(BarStrings.choices(.en)) { $1 }.merging(LayoutStrings.choices(.en)) { $1 },
        units: ["pt": "pt", "pt/s": "pt/s", "/ms": "/ms", "s": "s", "px": "px", "px/s": "px/s", "pt/px": "pt/px", "dp": "dp"],
        countUnits: ["frames": PluralForms(one: "{n} frame", other: "{n} frames"), "items": PluralForms(one: "{n} item", other: "{n} items")],
        explanations: [.springResponse: "seconds per bounce; smaller is snappier", .springDampingFraction: "1 = no bounce; below 1 bounces", .springBounciness: "0 or less: no bounce; more: bouncier", .springSpeed: "higher settles faster", .flingStopTime: "how long a 1,000 pt/s fling glides", .flingStopDistance: "how far a 1,000 pt/s fling glides"],
        rangeLine: "{1} to {2}, default {3}",
        plotLabels: ("offset, velocity, last 3 s", "rubber band", "spring, fling, 1.5 s"),
        scrollPathLabel: "Touchpad and wheel",
        messages: .en,
        paused: "Paused", slowMotion: "Slow motion")
}
