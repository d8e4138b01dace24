/// Whose scroll physics the list runs: the drag past an edge, the fling, the hand-over at the
/// edge and the release from overscroll each follow that platform's own algorithm
/// (docs/physics.md, "Platform models"). The other tunables shape the iOS model; the other
/// models take from them only what the platform also lets an app set (touch slop, fling
/// limits, velocity estimator, stop speed).
public enum ScrollModel: String, CaseIterable, Sendable {
    /// UIKit: rubber band, exponential deceleration, spring bounce (the tunables' model).
    case ios
    /// Flutter's BouncingScrollPhysics: friction per drag delta, BouncingScrollSimulation.
    case flutter
    /// Android 12+: OverScroller's spline fling and EdgeEffect's stretch.
    case android
    /// GTK 4: GtkKineticScrolling's deceleration and overshoot, the scrolled window's limit.
    case gtk
}
