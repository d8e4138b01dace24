/// The result banner that slides down under the top bar after a refresh (docs/refresh.md):
/// slide in over 1 s, hold 1 s, slide out over 1 s, each slide an ease-in-out.
///
/// Rules: it waits until the header has closed (it would cover the header's result
/// text), so `start` is nil while the header is still open; a drag that starts while it
/// shows sends it back under the bar from where it is, in `dismissal` seconds.
public struct Banner: Equatable, Sendable {
    static let slide = 1.0
    public static let hold = 1.0
    static let dismissal = 0.25

    public var text: String
    public var failed: Bool
    /// When it starts to slide in; nil while it waits for the header to close.
    public var start: Double?
    /// When a drag sent it away, and how far out it was then.
    var dismissed: (t: Double, from: Double)?

    public init(text: String, failed: Bool, start: Double?) {
        self.text = text
        self.failed = failed
        self.start = start
    }

    public static func == (a: Banner, b: Banner) -> Bool {
        a.text == b.text && a.failed == b.failed && a.start == b.start
            && a.dismissed?.t == b.dismissed?.t && a.dismissed?.from == b.dismissed?.from
    }

    /// When it is gone for good; nil while it waits.
    public var end: Double? {
        if let d = dismissed { return d.t + Self.dismissal }
        return start.map { $0 + 2 * Self.slide + Self.hold }
    }

    /// How far the banner is out from behind the bar, 0...1, at t.
    public func progress(at t: Double) -> Double {
        guard let start else { return 0 }
        let ease = { (s: Double) in s * s * (3 - 2 * s) }
        if let d = dismissed {
            let e = (t - d.t) / Self.dismissal
            return e >= 1 ? 0 : d.from * ease(1 - max(e, 0))
        }
        let e = t - start
        if e <= 0 || e >= 2 * Self.slide + Self.hold { return 0 }
        if e < Self.slide { return ease(e / Self.slide) }
        if e < Self.slide + Self.hold { return 1 }
        return ease(1 - (e - Self.slide - Self.hold) / Self.slide)
    }

    /// A drag began at t: a banner that shows goes back under the bar; one that waits, or
    /// has gone, is dropped.
    mutating func dismiss(at t: Double) -> Bool {
        guard start != nil, dismissed == nil else { return start == nil }
        let shown = progress(at: t)
        // Gone already (or not yet out): nothing slides back, so nothing keeps frames coming.
        guard shown > 0 else { return true }
        dismissed = (t, shown)
        return false
    }
}
