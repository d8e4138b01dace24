/// Where the scroll indicator is and how visible, as UIScrollView shows it.
///
/// Rules: length = track * visible / content (at least `minLength`), shrunk by the
/// overscroll distance (down to `width` x 2.5) when past an edge; position follows
/// (offset - min) / (max - min). Opaque while moving, then held for `hold` seconds
/// and faded out linearly over `fade` seconds.
public enum ScrollIndicator {
    public static let width = 3.0
    static let margin = 3.0
    static let minLength = 36.0

    public static func state(scroller s: Scroller, viewportWidth: Double, now: Double) -> ScrollIndicatorState? {
        let moving = s.phase != .idle
        let elapsed = now - s.lastMotionTime
        let tuning = s.tuning
        let alpha: Double
        if moving || elapsed < tuning.indicatorHold {
            alpha = 1
        } else if elapsed < tuning.indicatorHold + tuning.indicatorFade, tuning.indicatorFade > 0 {
            alpha = 1 - (elapsed - tuning.indicatorHold) / tuning.indicatorFade
        } else {
            return nil
        }
        let trackTop = s.leadingInset + margin
        let trackHeight = s.viewportExtent - s.trailingInset - margin - trackTop
        guard trackHeight > 2 * width, s.contentExtent > 0 else { return nil }
        let visible = s.viewportExtent - s.leadingInset - s.trailingInset
        let fraction = min(max(visible / s.contentExtent, 0), 1)
        var length = max(minLength, trackHeight * fraction)
        var progress = 0.0
        let range = s.maxOffset - s.minOffset
        if range > 0 { progress = (s.offset - s.minOffset) / range }
        if s.offset < s.minOffset {
            length -= s.minOffset - s.offset
            progress = 0
        } else if s.offset > s.maxOffset {
            length -= s.offset - s.maxOffset
            progress = 1
        }
        length = min(max(length, width * 2.5), trackHeight)
        progress = min(max(progress, 0), 1)
        return ScrollIndicatorState(x: viewportWidth - margin - width,
                                    y: trackTop + progress * (trackHeight - length),
                                    width: width, height: length, alpha: alpha)
    }
}
