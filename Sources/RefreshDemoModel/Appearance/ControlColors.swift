/// The platforms' refresh controls' colours in light and in dark, as 0xAARRGGBB: the app
/// draws them (Palette) and the Flutter and Android exports hand them on, written once here.
///
/// Rule: these are the platforms' own colours, never the desktop's accent: a Cupertino
/// indicator looks as it does on iOS whatever the desktop's accent is.
public enum ControlColors {
    public struct Pair: Equatable, Sendable {
        public let light: UInt32
        public let dark: UInt32

        /// As Dart and Kotlin write it: 0xFF3C3C44.
        public static func hex(_ argb: UInt32) -> String {
            let digits = String(argb, radix: 16, uppercase: true)
            return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
        }
    }

    /// CupertinoActivityIndicator's ticks (Flutter's _kActivityIndicatorColor, iOS's).
    public static let cupertinoTick = Pair(light: 0xFF3C_3C44, dark: 0xFFEB_EBF5)
    /// Flutter's Material 3 RefreshIndicator: the primary colour on the surface.
    public static let materialRing = Pair(light: 0xFF67_50A4, dark: 0xFFD0_BCFF)
    public static let materialDisc = Pair(light: 0xFFFE_F7FF, dark: 0xFF14_1218)
    /// SwipeRefreshLayout: its default black ring on #FAFAFA; in night mode a light ring on
    /// a dark disc (the widget has no night colours of its own: an app sets them).
    public static let swipeRing = Pair(light: 0xFF00_0000, dark: 0xFFEB_EBEB)
    public static let swipeDisc = Pair(light: 0xFFFA_FAFA, dark: 0xFF32_3234)
}
