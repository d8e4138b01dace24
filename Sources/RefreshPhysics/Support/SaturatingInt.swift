extension Int {
    /// The whole part of `v` (rounded toward zero) clamped to Int's range, NaN as 0.
    ///
    /// `Int(_: Double)` traps on NaN, infinities and anything outside -2^63 ..< 2^63; a value
    /// that comes from a file, a clock or a long product must never end the app. Every
    /// double in that range converts exactly (past 2^53 the doubles are whole numbers).
    public init(saturating v: Double) {
        if v.isNaN {
            self = 0
        } else if v >= 0x1p63 {
            self = .max
        } else if v < -0x1p63 {
            self = .min
        } else {
            self = Int(v)
        }
    }
}
