/// Whether a chat (`list.layout` chat) follows a message that arrives at its bottom, and what its
/// "N new messages" pill counts: the app's list (ListEngine.arrive) and the phone page (core.wasm)
/// both ask it, so the page follows when the app follows. Pure, no Foundation.
///
/// Rule: the list is at its end when its offset is within `endSlack` of its largest (an easing
/// scroll reaches the very end only in the limit). An arrival is followed, over `duration`, when the
/// list is at its end, nothing holds it (a finger, a touchpad) and the pill counts nothing; else the
/// pill counts it. Back at the end the pill clears. The pill shows at most `pillCap` ("99+" past it).
public enum ChatFollowRule {
    /// How near its end the list counts as there, pt.
    public static let endSlack = 1.0
    /// How long the list takes to follow a message to its end, s (a chat's scroll to the bottom).
    public static let duration = 0.25
    /// The most the pill counts in figures: past it, "99+".
    public static let pillCap = 99

    public static func isAtEnd(offset: Double, maxOffset: Double) -> Bool { offset >= maxOffset - endSlack }

    /// An arrival now moves the list to its end.
    public static func follows(offset: Double, maxOffset: Double, held: Bool, unseen: Int) -> Bool {
        isAtEnd(offset: offset, maxOffset: maxOffset) && !held && unseen == 0
    }

    /// The count the pill writes for `unseen` messages, and whether it is capped (written "99+").
    public static func pillCount(_ unseen: Int) -> (count: Int, capped: Bool) {
        (min(unseen, pillCap), unseen > pillCap)
    }
}
