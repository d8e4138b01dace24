/// A number with exactly `decimals` digits after the point ("0.50", "100"); "-" if not finite.
public func fixedDecimals(_ v: Double, _ decimals: Int) -> String {
    guard v.isFinite else { return "-" }
    // Past 1e15 there are no decimals to show, and Int would overflow near 9.2e18.
    if abs(v) >= 1e15 { return "\(v)" }
    var scale = 1.0
    for _ in 0..<max(decimals, 0) { scale *= 10 }
    let r = (v * scale).rounded() / scale
    guard decimals > 0 else { return String(Int(saturating: r)) }
    var s = String(r)
    if let dot = s.firstIndex(of: ".") {
        let have = s.distance(from: dot, to: s.endIndex) - 1
        if have < decimals { s += String(repeating: "0", count: decimals - have) }
    }
    return s
}
