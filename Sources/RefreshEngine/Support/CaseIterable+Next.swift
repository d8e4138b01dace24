extension CaseIterable where Self: Equatable {
    /// The case after this one, the first after the last: what a key or button that cycles
    /// through the cases picks next.
    public var next: Self {
        let all = Self.allCases
        let i = all.firstIndex(of: self) ?? all.startIndex
        let n = all.index(after: i)
        return n == all.endIndex ? all[all.startIndex] : all[n]
    }
}
