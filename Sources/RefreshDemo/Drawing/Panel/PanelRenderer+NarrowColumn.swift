import RefreshDemoModel
import RefreshEngine

/// The slider rows' texts in a slider column narrower than the panel's own (a one-column
/// panel in a room under 300 points): each fitted to what its line leaves it, with an ellipsis.
///
/// Rule: a title starts at the track's left (14) and ends `titleGap` before what shares its
/// line, the switch (`switchWidth`) or the value text, whose right edge is the track's right;
/// explanations and unused lines take the column less 28; a segment's name its width less 4.
extension PanelRenderer {
    static let titleGap = 8.0
    static let switchWidth = 40.0

    /// Tunable `t`'s title as it fits its row in `layout`'s slider column beside `valueWidth`
    /// (the value text's width; ignored for a switch, and a choice has none on its line).
    static func sliderTitle(_ title: String, _ t: Tunable, valueWidth: Double, layout: PanelLayout,
                            measure: (Substring) -> Double) -> String {
        var beside = 0.0
        if t.isSwitch {
            beside = switchWidth + titleGap
        } else if case .choice = t.kind {
            beside = 0
        } else {
            beside = valueWidth + titleGap
        }
        return RefresherLayout.fitted(title, room: max(layout.trackRight - TuningPanel.trackLeft - beside, 1), measure: measure)
    }

    /// A line under a title (an explanation, why a tunable is unused) fitted to the column.
    static func columnLine(_ line: String, layout: PanelLayout, measure: (Substring) -> Double) -> String {
        RefresherLayout.fitted(line, room: max(layout.sliderColumnWidth - 28, 1), measure: measure)
    }

    /// A choice's name fitted to its segment less 4 (a word too short to cut stays whole, inside the segment).
    static func segmentName(_ name: String, width: Double, measure: (Substring) -> Double) -> String {
        RefresherLayout.fitted(name, room: max(width - 4, 1), measure: measure)
    }
}
