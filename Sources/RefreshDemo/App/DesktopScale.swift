import CDesktopInput
import Foundation

/// The scale an X11 window is drawn at. SDL2's X11 backend has no HiDPI: a window is 1x
/// unless the app scales itself, so it reads the desktop's scale, opens the window at
/// scale x its size in points and draws at that density (Wayland gives the output scale
/// itself, and a move to a screen of another scale re-rasterizes there).
///
/// Rule, first found wins: `--scale`; GDK_SCALE (a whole number, as GTK reads it);
/// QT_SCALE_FACTOR; Xft.dpi from the X resources / 96; else 1. Clamped to 0.5...4, as
/// `--scale` is; a value that is not a positive number is skipped.
enum DesktopScale {
    static let range = 0.5...4.0

    static func x11(flag: Double?, environment: [String: String], resources: String?) -> Double {
        let found = [flag, gdkScale(environment["GDK_SCALE"]), number(environment["QT_SCALE_FACTOR"]),
                     resources.flatMap(xftDPI).map { $0 / 96 }].lazy.compactMap { $0 }.first ?? 1
        return min(max(found, range.lowerBound), range.upperBound)
    }

    /// GDK_SCALE: a whole number, as GTK reads it.
    private static func gdkScale(_ text: String?) -> Double? {
        text.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap { positive(Double($0)) }
    }

    private static func number(_ text: String?) -> Double? {
        text.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }.flatMap(positive)
    }

    /// Xft.dpi in a resource database's text ("Xft.dpi:\t192"), nil when absent or not a
    /// positive number.
    static func xftDPI(_ resources: String) -> Double? {
        for line in resources.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return number(String(parts[1]))
        }
        return nil
    }

    /// The X server's resource database, nil when there is none.
    static func serverResources() -> String? {
        var buffer = [CChar](repeating: 0, count: 1 << 16)
        let n = cdi_x11_resources(&buffer, buffer.count)
        // n bytes were copied (cut at the buffer, NUL-terminated): read exactly those.
        return n > 0 ? String(decoding: buffer.prefix(min(Int(n), buffer.count - 1)).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    }

    private static func positive(_ v: Double) -> Double? { v.isFinite && v > 0 ? v : nil }
}
