/// How the app looks this frame: light or dark, the accent, the contrast, the text size
/// and whether its own chrome animates. A plain value the renderers take; the workbench
/// works it out from the desktop's settings and the user's choice (AppearanceChoice).
///
/// Rule: nothing here touches the scroll physics: the text scale sizes text only (the
/// physics stay in points) and `animations` false stills only the app's chrome.
public struct Appearance: Equatable, Sendable {
    public enum Scheme: String, CaseIterable, Sendable { case light, dark }

    public var scheme: Scheme
    /// The desktop's accent (nil: the platform's blue).
    public var accent: AccentColor?
    /// The desktop asks for high contrast: thicker separators, stronger text.
    public var highContrast: Bool
    /// The desktop's text-scaling factor, within `textScaleRange`.
    public var textScale: Double
    /// False when the desktop asks for reduced animations.
    public var animations: Bool

    /// The text scales the app follows: beyond them the list's rows no longer fit a window.
    public static let textScaleRange = 0.5...3.0

    public init(scheme: Scheme = .light, accent: AccentColor? = nil, highContrast: Bool = false,
                textScale: Double = 1, animations: Bool = true) {
        self.scheme = scheme
        self.accent = accent
        self.highContrast = highContrast
        self.textScale = Self.clampedTextScale(textScale)
        self.animations = animations
    }

    public static let light = Appearance()
    public static let dark = Appearance(scheme: .dark)

    public var isDark: Bool { scheme == .dark }

    /// `s` within `textScaleRange`; 1 for a value that is not a number.
    public static func clampedTextScale(_ s: Double) -> Double {
        guard s.isFinite else { return 1 }
        return min(max(s, textScaleRange.lowerBound), textScaleRange.upperBound)
    }
}

/// An sRGB colour with components from 0 to 1, as the Settings portal gives the accent.
public struct AccentColor: Equatable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double

    /// Nil unless every component is a number from 0 to 1 (the portal's "unset" is out of range).
    public init?(red: Double, green: Double, blue: Double) {
        for c in [red, green, blue] where !(c.isFinite && (0...1).contains(c)) { return nil }
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Each component in 0...255, rounded.
    public var bytes: (r: UInt8, g: UInt8, b: UInt8) {
        func byte(_ c: Double) -> UInt8 { UInt8((c * 255).rounded()) }
        return (byte(red), byte(green), byte(blue))
    }
}
