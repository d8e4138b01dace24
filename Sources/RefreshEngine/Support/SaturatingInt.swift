extension Int {
    /// The whole part of `v` (rounded toward zero) clamped to Int's range, NaN as 0.
    ///
    /// `Int(_: Double)` traps on NaN, infinities and anything past ±9.2e18; a value that
    /// comes from a file, a clock or a long product must never end the app.
    public init(saturating v: Double) {
        if v.isNaN {
            self = 0
        } else if v >= 9.2e18 {
            self = .max
        } else if v <= -9.2e18 {
            self = .min
        } else {
            self = Int(v)
        }
    }
}
