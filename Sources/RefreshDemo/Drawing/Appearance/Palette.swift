import CSDL2
import RefreshDemoModel

/// Every colour the app draws with, for one appearance: iOS's grouped list in light or
/// dark, the controls of the platforms it imitates, the panel's and the overlays'.
///
/// Rules: a palette is a value chosen per frame from the frame's Appearance (`for(_:)`);
/// nothing draws with a colour that is not here, except the user's art, drawn as it is.
/// Every text colour meets 4.5:1 against what it is drawn on (7:1 in high contrast);
/// `textPairs` lists each pair and PaletteContrastTests measures them.
struct Palette {
    var background: SDL_Color
    var row: SDL_Color
    var separator: SDL_Color
    /// How many pixel rows a row's separator takes (2 in high contrast).
    var separatorPixels: Int32 = 1
    var text: SDL_Color
    var secondaryText: SDL_Color
    /// Over the blurred backdrop: light enough to read the title, thin enough to see colour through.
    var bar: SDL_Color
    var barLine: SDL_Color
    var indicator: SDL_Color
    /// The avatars' discs, deep enough that the white initial on them reads.
    var avatars: [SDL_Color]
    /// Text drawn on a coloured fill (avatars, banner, badge, HUD box, toast, a filled button).
    var onFill: SDL_Color
    /// The accent as a graphic: slider fills, rings, the plot's offset line.
    var accent: SDL_Color
    /// The accent as text on the panel and the rows (a changed value, the playing marker).
    var accentText: SDL_Color
    /// A filled button or segment in the accent, with `onFill` text.
    var accentButton: SDL_Color
    /// The selected row of the panel (the accent, faint).
    var selection: SDL_Color
    var orange: SDL_Color
    var green: SDL_Color
    var purple: SDL_Color
    var red: SDL_Color
    /// The result banner's fills (success: iOS's dark blue, not an orange that reads as a
    /// warning; failure: red, with its own icon, RefresherRenderer+Banner) and the error toast's.
    var bannerInfo: SDL_Color
    var bannerError: SDL_Color
    /// The MJRefresh header's and the footer's state texts.
    var headerText: SDL_Color
    /// The arrow's and the spinner's colours (their masks are made in them).
    var arrow: SDL_Color
    var spinner: SDL_Color
    var footerPressed: SDL_Color
    var panelBackground: SDL_Color
    var track: SDL_Color
    var switchOff: SDL_Color
    var segmentDefault: SDL_Color
    /// The other tuning slot's curves, behind the current ones.
    var faintBlue: SDL_Color
    var faintOrange: SDL_Color
    /// The ghost edge of the other slot's run, and the time badge.
    var ghost: SDL_Color
    var badge: SDL_Color
    var hudBox: SDL_Color
    /// The toast's solid backing and its text: the inverse of the rows (Material's
    /// inverseSurface and inverseOnSurface), so it reads over any row in light and dark.
    var toast: SDL_Color
    var onToast: SDL_Color
    /// What dims the window under the help and the quit prompt.
    var helpShade: SDL_Color
    var promptShade: SDL_Color
    /// SwipeRefreshLayout's disc and ring, Flutter's RefreshIndicator's, Cupertino's ticks.
    var swipeDisc: SDL_Color
    var swipeRing: SDL_Color
    var materialDisc: SDL_Color
    var materialRing: SDL_Color
    var cupertinoTick: SDL_Color

    /// A 0xAARRGGBB colour.
    static func sdl(_ argb: UInt32) -> SDL_Color {
        SDL_Color(r: UInt8(argb >> 16 & 0xFF), g: UInt8(argb >> 8 & 0xFF), b: UInt8(argb & 0xFF), a: UInt8(argb >> 24))
    }

    /// iOS's system accents in light (systemBlue, ...): the list's and the panel's graphics.
    static let systemBlue = SDL_Color(r: 0, g: 122, b: 255, a: 255)

    /// Deep versions of iOS's system colours (the increased-contrast ones): white reads on each.
    static let avatarColors: [SDL_Color] = [
        SDL_Color(r: 201, g: 52, b: 0, a: 255), SDL_Color(r: 30, g: 125, b: 55, a: 255),
        SDL_Color(r: 0, g: 64, b: 221, a: 255), SDL_Color(r: 137, g: 68, b: 171, a: 255),
        SDL_Color(r: 211, g: 15, b: 69, a: 255), SDL_Color(r: 0, g: 113, b: 164, a: 255),
        SDL_Color(r: 54, g: 52, b: 163, a: 255), SDL_Color(r: 127, g: 101, b: 69, a: 255),
    ]

    /// iOS's grouped list in light.
    static let light: Palette = Palette(
        background: SDL_Color(r: 242, g: 242, b: 247, a: 255), row: SDL_Color(r: 255, g: 255, b: 255, a: 255),
        separator: SDL_Color(r: 198, g: 198, b: 200, a: 255),
        text: SDL_Color(r: 28, g: 28, b: 30, a: 255), secondaryText: SDL_Color(r: 108, g: 108, b: 112, a: 255),
        bar: SDL_Color(r: 249, g: 249, b: 249, a: 200), barLine: SDL_Color(r: 178, g: 178, b: 178, a: 255),
        indicator: SDL_Color(r: 0, g: 0, b: 0, a: 115), avatars: avatarColors,
        onFill: SDL_Color(r: 255, g: 255, b: 255, a: 255),
        accent: systemBlue, accentText: SDL_Color(r: 0, g: 64, b: 221, a: 255),
        accentButton: SDL_Color(r: 0, g: 64, b: 221, a: 255), selection: SDL_Color(r: 0, g: 122, b: 255, a: 28),
        orange: SDL_Color(r: 255, g: 149, b: 0, a: 255), green: SDL_Color(r: 52, g: 199, b: 89, a: 255),
        purple: SDL_Color(r: 175, g: 82, b: 222, a: 255), red: SDL_Color(r: 255, g: 59, b: 48, a: 255),
        bannerInfo: SDL_Color(r: 0, g: 64, b: 221, a: 255), bannerError: SDL_Color(r: 215, g: 0, b: 21, a: 255),
        headerText: SDL_Color(r: 90, g: 90, b: 90, a: 255),
        arrow: SDL_Color(r: 120, g: 120, b: 120, a: 255), spinner: SDL_Color(r: 110, g: 110, b: 115, a: 255),
        footerPressed: SDL_Color(r: 209, g: 209, b: 214, a: 255),
        panelBackground: SDL_Color(r: 250, g: 250, b: 252, a: 255), track: SDL_Color(r: 209, g: 209, b: 214, a: 255),
        switchOff: SDL_Color(r: 229, g: 229, b: 234, a: 255), segmentDefault: SDL_Color(r: 60, g: 110, b: 190, a: 255),
        faintBlue: SDL_Color(r: 160, g: 200, b: 250, a: 255), faintOrange: SDL_Color(r: 250, g: 210, b: 160, a: 255),
        ghost: SDL_Color(r: 88, g: 86, b: 214, a: 255), badge: SDL_Color(r: 88, g: 86, b: 214, a: 235),
        hudBox: SDL_Color(r: 20, g: 20, b: 24, a: 240), toast: SDL_Color(r: 40, g: 40, b: 45, a: 255),
        onToast: SDL_Color(r: 255, g: 255, b: 255, a: 255),
        helpShade: SDL_Color(r: 0, g: 0, b: 0, a: 140), promptShade: SDL_Color(r: 0, g: 0, b: 0, a: 110),
        swipeDisc: sdl(ControlColors.swipeDisc.light), swipeRing: sdl(ControlColors.swipeRing.light),
        materialDisc: sdl(ControlColors.materialDisc.light), materialRing: sdl(ControlColors.materialRing.light),
        cupertinoTick: sdl(ControlColors.cupertinoTick.light))

    /// iOS's grouped list in dark: systemGroupedBackground black, rows
    /// secondarySystemGroupedBackground (#1C1C1E), label white, secondaryLabel over the row;
    /// Material 3's dark surface and primary; CupertinoActivityIndicator's 0xFFEBEBF5.
    static let dark: Palette = Palette(
        background: SDL_Color(r: 0, g: 0, b: 0, a: 255), row: SDL_Color(r: 28, g: 28, b: 30, a: 255),
        separator: SDL_Color(r: 56, g: 56, b: 58, a: 255),
        text: SDL_Color(r: 255, g: 255, b: 255, a: 255), secondaryText: SDL_Color(r: 152, g: 152, b: 159, a: 255),
        bar: SDL_Color(r: 22, g: 22, b: 24, a: 200), barLine: SDL_Color(r: 56, g: 56, b: 58, a: 255),
        indicator: SDL_Color(r: 255, g: 255, b: 255, a: 115), avatars: avatarColors,
        onFill: SDL_Color(r: 255, g: 255, b: 255, a: 255),
        accent: SDL_Color(r: 10, g: 132, b: 255, a: 255), accentText: SDL_Color(r: 88, g: 168, b: 255, a: 255),
        accentButton: SDL_Color(r: 0, g: 88, b: 208, a: 255), selection: SDL_Color(r: 10, g: 132, b: 255, a: 48),
        orange: SDL_Color(r: 255, g: 159, b: 10, a: 255), green: SDL_Color(r: 48, g: 209, b: 88, a: 255),
        purple: SDL_Color(r: 191, g: 90, b: 242, a: 255), red: SDL_Color(r: 255, g: 69, b: 58, a: 255),
        bannerInfo: SDL_Color(r: 0, g: 88, b: 208, a: 255), bannerError: SDL_Color(r: 215, g: 0, b: 21, a: 255),
        headerText: SDL_Color(r: 170, g: 170, b: 175, a: 255),
        arrow: SDL_Color(r: 150, g: 150, b: 155, a: 255), spinner: SDL_Color(r: 160, g: 160, b: 168, a: 255),
        footerPressed: SDL_Color(r: 44, g: 44, b: 46, a: 255),
        panelBackground: SDL_Color(r: 18, g: 18, b: 20, a: 255), track: SDL_Color(r: 58, g: 58, b: 60, a: 255),
        switchOff: SDL_Color(r: 57, g: 57, b: 61, a: 255), segmentDefault: SDL_Color(r: 40, g: 80, b: 150, a: 255),
        faintBlue: SDL_Color(r: 40, g: 70, b: 110, a: 255), faintOrange: SDL_Color(r: 110, g: 80, b: 40, a: 255),
        ghost: SDL_Color(r: 94, g: 92, b: 230, a: 255), badge: SDL_Color(r: 72, g: 70, b: 190, a: 235),
        hudBox: SDL_Color(r: 58, g: 58, b: 62, a: 240), toast: SDL_Color(r: 229, g: 229, b: 234, a: 255),
        onToast: SDL_Color(r: 28, g: 28, b: 30, a: 255),
        helpShade: SDL_Color(r: 0, g: 0, b: 0, a: 160), promptShade: SDL_Color(r: 0, g: 0, b: 0, a: 140),
        swipeDisc: sdl(ControlColors.swipeDisc.dark), swipeRing: sdl(ControlColors.swipeRing.dark),
        materialDisc: sdl(ControlColors.materialDisc.dark), materialRing: sdl(ControlColors.materialRing.dark),
        cupertinoTick: sdl(ControlColors.cupertinoTick.dark))

    /// The palette an appearance draws with: its scheme's, in high contrast when asked,
    /// tinted by the desktop's accent.
    static func `for`(_ appearance: Appearance) -> Palette {
        var p = appearance.isDark ? dark : light
        if appearance.highContrast { p = p.highContrast(dark: appearance.isDark) }
        let minimum = appearance.highContrast ? 7.0 : 4.5
        if let a = appearance.accent {
            let c = a.bytes
            p = p.tinted(SDL_Color(r: c.r, g: c.g, b: c.b, a: 255), minimum: minimum)
        }
        return p.meeting(minimum)
    }

    /// Each text colour, or the fill under it, moved until the pair meets `minimum`: the
    /// base palettes already do at 4.5 (this changes nothing there); high contrast and a
    /// desktop's accent may not.
    func meeting(_ minimum: Double) -> Palette {
        var p = self
        let panelSelection = Contrast.over(selection, panelBackground)
        p.text = Contrast.adjusted(text, againstAll: [row, panelBackground, track, panelSelection], minimum: minimum)
        p.secondaryText = Contrast.adjusted(secondaryText, againstAll: [row, panelBackground, background], minimum: minimum)
        p.headerText = Contrast.adjusted(headerText, againstAll: [background, footerPressed], minimum: minimum)
        p.accentText = Contrast.adjusted(accentText, againstAll: [panelBackground, row, track, panelSelection], minimum: minimum)
        func fill(_ c: SDL_Color) -> SDL_Color { Contrast.fill(c, under: onFill, over: background, minimum: minimum) }
        p.accentButton = fill(accentButton)
        p.segmentDefault = fill(segmentDefault)
        p.bannerInfo = fill(bannerInfo)
        p.bannerError = fill(bannerError)
        p.ghost = fill(ghost)
        p.badge = fill(badge)
        p.hudBox = fill(hudBox)
        p.toast = Contrast.fill(toast, under: onToast, over: background, minimum: minimum)
        p.avatars = avatars.map(fill)
        return p
    }

    /// Stronger text and thicker, darker separators (the portal's `contrast` 1).
    func highContrast(dark: Bool) -> Palette {
        var p = self
        p.separatorPixels = 2
        if dark {
            p.separator = SDL_Color(r: 140, g: 140, b: 146, a: 255)
            p.secondaryText = SDL_Color(r: 205, g: 205, b: 212, a: 255)
            p.headerText = SDL_Color(r: 225, g: 225, b: 230, a: 255)
            p.accentText = SDL_Color(r: 120, g: 185, b: 255, a: 255)
            p.accentButton = SDL_Color(r: 0, g: 60, b: 150, a: 255)
            p.barLine = p.separator
        } else {
            p.separator = SDL_Color(r: 120, g: 120, b: 124, a: 255)
            p.text = SDL_Color(r: 0, g: 0, b: 0, a: 255)
            p.secondaryText = SDL_Color(r: 72, g: 72, b: 76, a: 255)
            p.headerText = SDL_Color(r: 50, g: 50, b: 50, a: 255)
            p.segmentDefault = SDL_Color(r: 30, g: 70, b: 140, a: 255)
            p.barLine = p.separator
        }
        return p
    }

    /// The desktop's accent in place of the platform's blue: as a graphic as it is (the
    /// spinner, the slider, the selection); as text and as a button's fill it is moved
    /// towards black or white until it meets `minimum` (`meeting`).
    func tinted(_ accent: SDL_Color, minimum: Double) -> Palette {
        var p = self
        p.accent = accent
        p.spinner = Contrast.adjusted(accent, against: background, minimum: 3)
        p.selection = SDL_Color(r: accent.r, g: accent.g, b: accent.b, a: selection.a)
        p.accentText = accent
        p.accentButton = accent
        return p
    }

    /// Each text colour with what it is drawn on, named: the contrast test measures them all.
    var textPairs: [(what: String, text: SDL_Color, on: SDL_Color)] {
        var pairs: [(String, SDL_Color, SDL_Color)] = [
            ("row text", text, row), ("row time", secondaryText, row),
            ("bar title", text, Contrast.over(bar, background)),
            ("header texts", headerText, background), ("footer texts", headerText, background),
            ("footer pressed", headerText, footerPressed),
            ("banner", onFill, bannerInfo), ("failed banner", onFill, bannerError),
            ("badge", onFill, Contrast.over(badge, background)), ("ghost tag", onFill, ghost),
            ("help keys", text, row), ("help actions", secondaryText, row),
            ("prompt question", text, row), ("prompt detail", secondaryText, row),
            ("prompt Save", onFill, accentButton), ("prompt buttons", text, track),
            ("panel title", text, panelBackground), ("panel values", secondaryText, panelBackground),
            ("panel changed value", accentText, panelBackground), ("panel selected", text, Contrast.over(selection, panelBackground)),
            ("panel accent on selection", accentText, Contrast.over(selection, panelBackground)),
            ("segment on", onFill, accentButton), ("segment default", onFill, segmentDefault), ("segment off", text, track),
            ("marker picker", text, track), ("marker changed", accentText, track),
            ("HUD boxed", onFill, Contrast.over(hudBox, background)), ("HUD in panel", text, panelBackground),
            ("toast", onToast, toast), ("error toast", onFill, bannerError),
            ("toast over the rows", toast, row),
        ]
        for (i, a) in avatars.enumerated() { pairs.append(("avatar \(i) initial", onFill, a)) }
        return pairs
    }
}
