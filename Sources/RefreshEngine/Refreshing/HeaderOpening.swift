/// The pure steps of how the list hosts the header, which the app's ListEngine and the page's
/// core both call, so neither writes them itself.
///
/// - setOpen(open): the list's leading inset is the bar plus `extra` (the control's held
///   inset while open, else 0), set to a value, never added to; closing a control that
///   `settlesByScrollPhysics` lets the model's own bounce take the content back (`bounces`),
///   else the content left past the edge moves to the rest over the effect's duration.
/// - With the second floor on, a drag pulls at most pullLimitRate x the header's height past
///   the edge, after what a stretching bar takes first; a pull up of a sixth of the list's
///   height on the open floor closes it.
public struct HeaderOpening: Equatable, Sendable {
    /// The inset the header adds under the bar.
    public var extra: Double
    /// The model's bounce, not a timed move, takes the content back.
    public var bounces: Bool

    /// What setOpen(open) does to the list under `control` with the machine's `settings`.
    public init(open: Bool, control: AnyRefreshControl, settings: HeaderRefresher.Settings) {
        extra = open ? control.heldInset(settings) : 0
        bounces = !open && control.settlesByScrollPhysics
    }

    /// After the inset: the content moves to its rest over the effect's duration when the
    /// finger is off it, it does not bounce back by itself, and the effect reveals the header
    /// or the content is past its rest.
    public func scrollsToRest(reveal: Bool, tracking: Bool, offset: Double, minOffset: Double) -> Bool {
        !tracking && !bounces && (reveal || offset < minOffset)
    }

    /// A drag on the open second floor closes it once the finger has gone up a sixth of the
    /// list's height (`pulledUp`: points up from where it went down).
    public static func floorCloses(pulledUp: Double, listExtent: Double) -> Bool { pulledUp >= listExtent / 6 }
}

extension HeaderRefresher.Settings {
    /// The most a drag pulls past the leading edge: with the floor on, pullLimitRate x the
    /// height past what a stretching bar takes first; nil (off): as far as the model lets it.
    public func leadingPullLimit(barTakesFirst: Double) -> Double? {
        twoLevel ? pullLimitRate * height + barTakesFirst : nil
    }

    /// The pull that arms the second floor, in points (armRate x height).
    public var armPull: Double { armRate * height }
}
