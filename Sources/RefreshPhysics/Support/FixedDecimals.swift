/// A number with exactly `decimals` digits after the point ("0.50", "100"); "-" if not finite.
///
/// Rule: rounded half away from zero at the last digit; at most 15 decimals; no minus
/// sign on a value that rounds to zero. Written from the digits of the scaled value as
/// a whole number, so it never switches to "1e-05"; digits past a double's precision
/// (the scaled value past 2^53) are zeros. From 1e15 on the double is printed as it is.
public func fixedDecimals(_ v: Double, _ decimals: Int) -> String {
    guard v.isFinite else { return "-" }
    if abs(v) >= 1e15 { return "\(v)" }
    let places = min(max(decimals, 0), 15)
    // As many decimals as the double holds: whole numbers up to 2^53 are exact.
    var used = places
    var scale = 1.0
    for _ in 0..<used { scale *= 10 }
    while used > 0 && abs(v * scale) >= 0x1p53 {
        used -= 1
        scale /= 10
    }
    let n = Int((v * scale).rounded())
    var digits = String(n.magnitude)
    if used > 0 {
        if digits.count <= used { digits = String(repeating: "0", count: used + 1 - digits.count) + digits }
        digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -used))
    }
    if places > used { digits += (used == 0 ? "." : "") + String(repeating: "0", count: places - used) }
    return n < 0 ? "-" + digits : digits
}
