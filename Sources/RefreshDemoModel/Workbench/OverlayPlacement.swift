import RefreshEngine

/// Where the HUD and the toast go over the list, so neither hides what is being tuned.
///
/// Rules: the subjects are the refresh header where it shows below the bar, the banner,
/// and the footer while it shows. The HUD sits at the top left under the bar; while a
/// subject is there it moves to the bottom left, above the footer when that shows (and
/// stays on top if the bottom is no better: the place hiding the least of the subjects
/// wins, the top on a tie). The toast sits centred above the bottom (62 pt up, above a
/// footer's 44 pt), higher when the footer shows taller than that, and above the HUD
/// when the HUD is at the bottom; it never goes above the bar.
public enum OverlayPlacement {
    /// A rectangle in window points.
    public struct Box: Equatable, Sendable {
        public var x, y, width, height: Double
        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The area this box hides of `other`.
        func overlap(_ other: Box) -> Double {
            let w = min(x + width, other.x + other.width) - max(x, other.x)
            let h = min(y + height, other.y + other.height) - max(y, other.y)
            return w > 0 && h > 0 ? w * h : 0
        }
    }

    static let margin = 8.0
    /// The toast's distance from the window's bottom with no footer in the way.
    static let toastBottom = 62.0

    /// What is being tuned that shows now: the header below the bar, the banner, the footer.
    public static func subjects(_ f: FrameState) -> [Box] {
        var boxes: [Box] = []
        let headerTop = max(f.header.y, f.topBarHeight), headerBottom = f.header.y + f.header.height
        if headerBottom > headerTop { boxes.append(Box(x: 0, y: headerTop, width: f.width, height: headerBottom - headerTop)) }
        if let b = f.banner { boxes.append(Box(x: 0, y: b.y, width: f.width, height: b.height)) }
        if f.footer.visible, f.footer.y < f.height {
            boxes.append(Box(x: 0, y: f.footer.y, width: f.width, height: min(f.footer.height, f.height - f.footer.y)))
        }
        return boxes
    }

    /// The top of the lowest part the bottom overlays may use: above the footer when it shows.
    static func bottomLimit(_ f: FrameState) -> Double {
        guard f.footer.visible, f.footer.y < f.height else { return f.height }
        return max(f.footer.y, f.topBarHeight)
    }

    /// The HUD's box (`width` x `height` points, its text inset by the caller).
    public static func hud(width: Double, height: Double, in f: FrameState) -> Box {
        // The box stands 6 pt left of and 4 pt above its text, whose corner is 8 pt in from the list's.
        let top = Box(x: 2, y: f.topBarHeight + 4, width: width, height: height)
        let bottom = Box(x: 2, y: max(bottomLimit(f) - 4 - height, f.topBarHeight + 4), width: width, height: height)
        let subjects = subjects(f)
        let hidden = { (b: Box) in subjects.reduce(0) { $0 + b.overlap($1) } }
        return hidden(bottom) < hidden(top) ? bottom : top
    }

    /// The toast's top, for a toast `height` points tall; `hud` the HUD's box when it shows.
    public static func toastTop(height: Double, in f: FrameState, hud: Box?) -> Double {
        var y = min(f.height - toastBottom, bottomLimit(f) - margin) - height
        if let hud, hud.y > f.topBarHeight + 4 { y = min(y, hud.y - margin - height) }
        return max(y, f.topBarHeight + margin)
    }
}
