/// A token bucket over one connection's messages: `burst` at once, `perSecond` after.
///
/// Rule: tokens = min(burst, tokens + (t - last) perSecond); a message passes when a token is
/// left and takes it. Time is an argument (seconds), so the gate is a value tests step.
struct FloodGate {
    let burst: Double
    let perSecond: Double
    private var tokens: Double
    private var last: Double?
    /// Messages dropped since the last one that passed.
    private(set) var droppedInARow = 0

    init(burst: Double, perSecond: Double) {
        self.burst = burst
        self.perSecond = perSecond
        tokens = burst
    }

    /// Whether a message at time `t` passes.
    mutating func admit(at t: Double) -> Bool {
        if let last { tokens = min(burst, tokens + max(0, t - last) * perSecond) }
        last = t
        guard tokens >= 1 else {
            droppedInARow += 1
            return false
        }
        tokens -= 1
        droppedInARow = 0
        return true
    }
}
