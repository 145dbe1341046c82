extension Int {
    /// `value` rounded toward zero and clamped to Int's range; NaN is 0. Numbers from the network
    /// go through this instead of `Int(_:)`, which traps on anything Int cannot hold.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_807.0 {
            // Int.max is not representable as a Double: the nearest Double (2^63) is already out.
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(value)
        }
    }

    /// `self + other`, stopping at Int's bounds instead of trapping.
    public func saturatingAdd(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }
}
