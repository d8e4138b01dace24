/// How far the list's offset moves when rows go on top of it (a refresh's newer rows, a chat's
/// older messages): the app's list (ListEngine.prepend) and the phone page (core.wasm) both ask
/// it, so what is on screen stays where the app keeps it. Pure, no Foundation.
///
/// Rule: the offset grows by the new rows' height `added` (what is on screen does not move) for a
/// chat always (its history is never what the user pulled to see), else when the list is scrolled
/// into its content and not heading for its top (at the top the new rows are what was asked for,
/// so they show); otherwise 0.
public enum PrependShiftRule {
    public static func shift(added: Double, reversed: Bool, offset: Double, minOffset: Double, headingToTop: Bool) -> Double {
        reversed || (offset > minOffset && !headingToTop) ? added : 0
    }
}
