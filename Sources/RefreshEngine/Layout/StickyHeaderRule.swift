/// Which section's header is pinned under the bar (`list.layout` sections), and where, from the
/// section headers' rows alone: the app's list (LayoutFeature.view) and the phone page (core.wasm)
/// both ask it, so the page pins the header the app pins, at the app's y. Pure, no Foundation.
///
/// Rule: the edge is the bar's bottom in content points (offset + barBottom; never the refresh
/// header's inset). The section pinned is the last whose header row starts above the edge; none
/// while the edge is in the carousel's band or a header row starts exactly at it (it is drawn as
/// its row). The next section's header, once it reaches the pinned one's bottom, pushes it up:
/// y = min(barBottom, next top - offset - height).
public enum StickyHeaderRule {
    /// The pinned section: its index among `tops` and its top in window points.
    public struct Pinned: Equatable, Sendable {
        public var index: Int
        public var y: Double
    }

    /// `tops`: the section header rows' tops in content points, top to bottom (count them from
    /// the content's top, the band included); `height`: a header's height.
    public static func pinned(tops: UnsafeBufferPointer<Double>, height: Double, offset: Double, barBottom: Double,
                              band: Double) -> Pinned? {
        let edge = offset + barBottom
        guard edge > band, !tops.isEmpty else { return nil }
        // The last top at or above the edge, by halving.
        var lo = 0, hi = tops.count // tops[..<lo] <= edge, tops[hi...] > edge
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid] <= edge { lo = mid + 1 } else { hi = mid }
        }
        let i = lo - 1
        guard i >= 0, tops[i] < edge else { return nil }
        var y = barBottom
        if i + 1 < tops.count { y = min(y, tops[i + 1] - offset - height) }
        return Pinned(index: i, y: y)
    }

    public static func pinned(tops: [Double], height: Double, offset: Double, barBottom: Double, band: Double) -> Pinned? {
        tops.withUnsafeBufferPointer { pinned(tops: $0, height: height, offset: offset, barBottom: barBottom, band: band) }
    }
}

/// Where the empty list's state is drawn (`list.layout` empty): the centre of its two lines in
/// window points, centred in the list's area under the bar and the band, riding on the content
/// as a pull moves it. Pure: the app's list and the page both ask it.
public enum EmptyStateRule {
    public static func centerY(offset: Double, band: Double, viewportHeight: Double, topBar: Double) -> Double {
        -offset + band + max(viewportHeight - topBar - band, 0) / 2
    }
}
