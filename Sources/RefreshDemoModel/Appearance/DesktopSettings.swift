/// What the desktop says about appearance: the Settings portal's values
/// (org.freedesktop.appearance color-scheme, accent-color, contrast;
/// org.gnome.desktop.interface text-scaling-factor, enable-animations), or GTK_THEME.
///
/// Rule: a value the desktop does not give, or gives out of range, stays at its default
/// (light, no accent, normal contrast, text 1x, animations on): a broken desktop costs nothing.
public struct DesktopSettings: Equatable, Sendable {
    public var scheme: Appearance.Scheme = .light
    public var accent: AccentColor?
    public var highContrast = false
    public var textScale = 1.0
    public var animations = true

    public init() {}

    /// The namespaces and keys read from the portal.
    public static let appearanceNamespace = "org.freedesktop.appearance"
    public static let interfaceNamespace = "org.gnome.desktop.interface"

    /// One setting as the portal gives it, by namespace and key.
    public enum Value: Equatable, Sendable {
        case uint(UInt32)
        case double(Double)
        case bool(Bool)
        case rgb(Double, Double, Double)
    }

    /// Takes one setting; false when it is not one the app reads or its value has the wrong
    /// type (then nothing changes).
    @discardableResult
    public mutating func apply(namespace: String, key: String, _ value: Value) -> Bool {
        switch (namespace, key, value) {
        case (Self.appearanceNamespace, "color-scheme", .uint(let v)):
            // 0 no preference, 1 prefer dark, 2 prefer light.
            scheme = v == 1 ? .dark : .light
        case (Self.appearanceNamespace, "accent-color", .rgb(let r, let g, let b)):
            accent = AccentColor(red: r, green: g, blue: b)
        case (Self.appearanceNamespace, "contrast", .uint(let v)):
            highContrast = v == 1
        case (Self.interfaceNamespace, "text-scaling-factor", .double(let v)):
            textScale = v.isFinite && v > 0 ? Appearance.clampedTextScale(v) : 1
        case (Self.interfaceNamespace, "enable-animations", .bool(let v)):
            animations = v
        default:
            return false
        }
        return true
    }

    /// Without a portal: GTK_THEME ending in ":dark" (as GTK reads it) is dark, else light.
    public static func fromEnvironment(_ environment: [String: String]) -> DesktopSettings {
        var s = DesktopSettings()
        if let theme = environment["GTK_THEME"], theme.lowercased().hasSuffix(":dark") { s.scheme = .dark }
        return s
    }

    /// The appearance shown under `choice`.
    public func appearance(_ choice: AppearanceChoice) -> Appearance {
        Appearance(scheme: choice.scheme(desktop: scheme), accent: accent, highContrast: highContrast,
                   textScale: textScale, animations: animations)
    }
}
