import RefreshEngine

/// Shift with a vertical wheel scrolls sideways, as GTK and the browsers do.
///
/// Rule: with Shift held, a wheel's vertical notches become horizontal ones, down becoming
/// right (dx = −dy in SDL's signs, where dy > 0 is up and dx > 0 right): GTK's scrolled
/// windows swap the axes and Firefox moves deltaY to deltaX, both so that Shift+wheel down
/// scrolls right. A horizontal amount the wheel already had stays. Touchpads and precise
/// deltas are left as they are: fingers scroll sideways by moving sideways. Nothing else
/// in the app takes Shift with the wheel; the tuning panel and the help, which scroll only
/// vertically, take the sideways notches back (Workbench+Panel).
enum ShiftWheel {
    static func apply(_ event: InputEvent, shift: Bool) -> InputEvent {
        guard shift, case let .wheel(dx, dy, precise) = event, !precise, dy != 0 else { return event }
        return .wheel(dx: dx - dy, dy: 0, precise: false)
    }
}
