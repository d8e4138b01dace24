/// The bar as one of the list's features (ListFeature): apart from BarFeature's own file, which
/// the page's core builds too, where the coordinator's protocol and the TuningSet are not.
extension BarFeature: ListFeature {
    /// At rest unless it moves by itself.
    func isAtRest(at t: Double) -> Bool { !isAnimating(at: t) }

    /// The bar's settings; what they do to the list's inset is the coordinator's (`setBar`).
    func read(into set: inout TuningSet) { set.bar = settings }
}
