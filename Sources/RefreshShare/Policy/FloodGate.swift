/// A token bucket over one connection's messages: `burst` at once, `perSecond` after.
///
/// Rule: tokens = min(burst, tokens + (t - last) perSecond); a message passes when a token is
/// left and takes it. Time is an argument (seconds), so the gate is a value tests step.
///
/// A flood starts at the first message dropped and ends only when the bucket is full again (the
/// page kept to the rate for burst / perSecond seconds): the messages the rate lets through
/// meanwhile do not end it, so a server slowed down (a loaded machine reading a flood a little
/// at a time, the bucket refilling between reads) still counts the flood's drops.
struct FloodGate {
    let burst: Double
    let perSecond: Double
    private var tokens: Double
    private var last: Double?
    /// Messages dropped since the flood began (0: no flood).
    private(set) var droppedInFlood = 0

    init(burst: Double, perSecond: Double) {
        self.burst = burst
        self.perSecond = perSecond
        tokens = burst
    }

    /// Whether a message at time `t` passes.
    mutating func admit(at t: Double) -> Bool {
        if let last { tokens = min(burst, tokens + max(0, t - last) * perSecond) }
        last = t
        if tokens >= burst { droppedInFlood = 0 }
        guard tokens >= 1 else {
            droppedInFlood += 1
            return false
        }
        tokens -= 1
        return true
    }
}
