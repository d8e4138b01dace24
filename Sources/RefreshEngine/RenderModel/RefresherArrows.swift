/// How the header's and the footer's arrows turn: the look of the refreshers' states,
/// kept out of the state machines.
///
/// Rule: the header's arrow points down (0) and turns up (-pi) exactly while pulling:
/// MJRefresh turns it by 0.000001 - pi, counter-clockwise on screen, and back clockwise.
/// The back footer's arrow points up (-pi) and turns down (0) while pulling, the mirror
/// (MJRefreshBackNormalFooter's 0.000001 - pi and identity). Each turn starts at its
/// transition's exact time and takes the refresher's `arrowFlipDuration`; a turn
/// reversed halfway turns back from where the arrow is (ArrowFlip).
struct RefresherArrows: Sendable {
    private(set) var header = ArrowFlip(angle: 0, duration: 0)
    private(set) var footer = ArrowFlip(angle: -Double.pi, duration: 0)

    /// The header entered `state` at t.
    mutating func header(entered state: HeaderState, at t: Double, duration: Double) {
        header.duration = duration
        header.turn(to: state == .pulling ? -Double.pi : 0, at: t)
    }

    /// The footer entered `state` at t.
    mutating func footer(entered state: FooterState, at t: Double, duration: Double) {
        footer.duration = duration
        footer.turn(to: state == .pulling ? 0 : -Double.pi, at: t)
    }

    /// An arrow is still turning at t (the host keeps drawing frames).
    func isTurning(at t: Double) -> Bool { header.isTurning(at: t) || footer.isTurning(at: t) }
}
