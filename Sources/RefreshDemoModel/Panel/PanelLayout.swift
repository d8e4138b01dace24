import RefreshEngine
import RefreshPhysics

/// Where the panel's right column puts its buttons, plots and HUD in the room the window
/// really gives the panel (`width` panel points: the screen may clamp the window narrower
/// than list + panel).
///
/// Rules: the column starts at `sideLeft` and ends `rightMargin` before the panel's edge,
/// never narrower than `minimumSideWidth`. Buttons keep their widths (their titles fit them
/// in every language, PanelTextFitTests) and flow left to right in groups (the presets,
/// then the actions), each group on new rows, a button that does not fit on a row starting
/// the next one; in a narrow column a button alone on its row takes the column's width. The live plot spans the column under the buttons (the A/B switch on its top
/// right); the rubber-band and spring plots sit side by side when two fit, else one under
/// the other (narrowed to the column); the HUD and the selected slider's info come under
/// them. In the full 600 points this is the panel's one wide layout, to the point.
///
/// A room under `oneColumnBelow` (420 points) holds no slider column and right column side
/// by side: the layout takes one column (`isOneColumn`), the slider column narrowed to the
/// room (`sliderColumnWidth`) and the right column's groups under the sliders, from
/// `rightMargin` on the left to `rightMargin` before the edge; their y are then counted from
/// the sliders' end (the one scrolling column's `sideTop`, set by whoever knows the sliders'
/// height). At 420 points and more the layout is the side-by-side one, unchanged.
public struct PanelLayout: Equatable, Sendable {
    public typealias Rect = TuningPanel.Rect

    /// The right column's left edge: the slider column and its gap.
    public static let sideLeft = 312.0
    public static let rightMargin = 12.0
    /// The narrowest right column: the widest button still fits it whole (a panel narrower
    /// than `sideLeft` + this + `rightMargin` is cut by the window's edge).
    public static let minimumSideWidth = 96.0
    /// Rooms narrower than this take the one-column layout.
    public static let oneColumnBelow = sideLeft + minimumSideWidth + rightMargin
    /// The narrowest one column: the widest button and a slider's value still fit it.
    public static let minimumOneColumnWidth = 160.0
    static let buttonHeight = 28.0
    static let buttonGap = 6.0
    /// Between a group's last row and the next group's first.
    static let groupGap = 10.0
    static let curveSize = (width: 132.0, height: 104.0)
    /// A plot's caption under it, to the next plot.
    static let captionGap = 28.0
    /// The HUD's and the info's lines the column keeps room for (ChromeTextFitTests): the HUD at
    /// its longest (14), the blank line, the info's title and five lines, a spring row's forms
    /// in every platform's words (SpringWords, up to 14 wrapped lines), and their gaps; a narrow
    /// column wraps the HUD's lines (one more line each).
    static let wideLines = 37.0, wrappedLines = 14.0
    static let lineHeight = 18.0

    /// The panel's width in its own points, as laid out.
    public let width: Double
    public let sideWidth: Double
    /// True when the sliders and the right column's groups are one column (a room under
    /// `oneColumnBelow`).
    public let isOneColumn: Bool
    /// The slider column's width: `TuningPanel.columnWidth`, or the room in one column.
    public let sliderColumnWidth: Double
    /// The right column's left edge in panel points.
    public let sideX: Double
    public private(set) var buttons: [TuningPanel.Button: Rect] = [:]
    public private(set) var livePlot = Rect(x: 0, y: 0, width: 0, height: 0)
    public private(set) var rubberBandPlot = Rect(x: 0, y: 0, width: 0, height: 0)
    public private(set) var springPlot = Rect(x: 0, y: 0, width: 0, height: 0)
    public private(set) var hudTop = 0.0
    /// The right column's whole height (it scrolls when the window is shorter).
    public private(set) var sideContentHeight = 0.0
    /// While the phone preview runs: the room for its QR code and URL under the button groups
    /// (the Share button's), the plots and the HUD below it, so the code covers nothing (nil:
    /// the preview is off).
    public private(set) var shareCard: Rect?
    /// The share card's room in one column: its URL's lines and the code (ShareCard's side).
    static let shareCardHeight = 216.0

    /// The full panel's right column: nothing wraps in it.
    static let wideSideWidth = TuningPanel.width - sideLeft - rightMargin

    /// The layout of the full-width panel.
    public static let wide = PanelLayout(width: TuningPanel.width)

    /// True when the column is as wide as the wide layout's: nothing wraps.
    public var isWide: Bool { sideWidth >= Self.wideSideWidth }

    /// The button groups in order: the platforms' presets, the actions, then the phone
    /// preview's Share (a group added later flows the same way on rows of its own).
    static var groups: [[TuningPanel.Button]] {
        [PlatformProfiles.all.map(TuningPanel.Button.preset), [.save, .resetAll, .export], [.share]]
    }

    /// A button's own width in panel points.
    static func buttonWidth(_ b: TuningPanel.Button) -> Double {
        if b.platform != nil { return 64 }
        return b == .export ? 84 : 90
    }

    /// Lays the column out in a panel `width` points wide (at most the full panel): side by
    /// side from `oneColumnBelow` on, one column under it; `shareCard`: the phone preview runs.
    public init(width: Double, shareCard: Bool = false) {
        let room = width.isFinite ? min(width, TuningPanel.width) : TuningPanel.width
        isOneColumn = room < Self.oneColumnBelow
        let w = isOneColumn ? max(room, Self.minimumOneColumnWidth) : room
        self.width = w
        sliderColumnWidth = isOneColumn ? min(w, TuningPanel.columnWidth) : TuningPanel.columnWidth
        sideX = isOneColumn ? Self.rightMargin : Self.sideLeft
        sideWidth = w - sideX - Self.rightMargin
        let right = sideX + sideWidth
        var y = 12.0
        var rows: [[TuningPanel.Button]] = []
        for group in Self.groups {
            var x = sideX
            rows.append([])
            for b in group {
                let bw = Self.buttonWidth(b)
                if x > sideX && x + bw > right {
                    x = sideX
                    y += Self.buttonHeight + Self.buttonGap
                    rows.append([])
                }
                buttons[b] = Rect(x: x, y: y, width: bw, height: Self.buttonHeight)
                rows[rows.count - 1].append(b)
                x += bw + Self.buttonGap
            }
            y += Self.buttonHeight + Self.groupGap
        }
        // A button alone on its row takes the column's width: more room for a long title.
        for row in rows where row.count == 1 && sideWidth < Self.wideSideWidth {
            buttons[row[0]]?.width = max(sideWidth, Self.buttonWidth(row[0]))
        }
        // While the preview runs, its code comes right under the Share button.
        if shareCard {
            self.shareCard = Rect(x: sideX, y: y, width: sideWidth, height: Self.shareCardHeight)
            y += Self.shareCardHeight + Self.groupGap
        }
        // The plot keeps the wide layout's gap under the buttons.
        livePlot = Rect(x: sideX, y: y + 4, width: sideWidth, height: 150)
        // Over the live plot's top right: the plot is where A and B are compared.
        buttons[.slot] = Rect(x: livePlot.x + livePlot.width - 58, y: livePlot.y + 2, width: 56, height: 20)
        let curvesTop = livePlot.y + livePlot.height + Self.captionGap
        let c = (width: min(Self.curveSize.width, sideWidth), height: Self.curveSize.height)
        rubberBandPlot = Rect(x: sideX, y: curvesTop, width: c.width, height: c.height)
        if sideWidth >= 2 * c.width + 12 {
            springPlot = Rect(x: right - c.width, y: curvesTop, width: c.width, height: c.height)
        } else {
            springPlot = Rect(x: sideX, y: curvesTop + c.height + Self.captionGap, width: c.width, height: c.height)
        }
        hudTop = springPlot.y + springPlot.height + 22
        let lines = Self.wideLines + (sideWidth < Self.wideSideWidth ? Self.wrappedLines : 0)
        sideContentHeight = hudTop + lines * Self.lineHeight + 28
    }

    /// A slider's track's right end in the slider column (its left end is `TuningPanel.trackLeft`).
    public var trackRight: Double { sliderColumnWidth - TuningPanel.trackLeft }

    /// Where x falls along a slider's track, 0...1.
    func trackFraction(atX x: Double) -> Double {
        min(max((x - TuningPanel.trackLeft) / (trackRight - TuningPanel.trackLeft), 0), 1)
    }

    /// The segment of a choice's control (its track in `count` equal parts) under x.
    public func segment(atX x: Double, count: Int) -> Int {
        let f = (x - TuningPanel.trackLeft) / (trackRight - TuningPanel.trackLeft)
        return min(max(Int(saturating: (f * Double(count)).rounded(.down)), 0), max(count - 1, 0))
    }

    /// Segment `i` of `count` on a choice's track (panel-local x and width).
    public func segmentRect(_ i: Int, count: Int) -> (x: Double, width: Double) {
        let w = (trackRight - TuningPanel.trackLeft) / Double(max(count, 1))
        return (TuningPanel.trackLeft + Double(i) * w, w)
    }

    /// The button's place in panel points (before the column's scroll).
    public func rect(of button: TuningPanel.Button) -> Rect {
        buttons[button] ?? Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// How far the right column scrolls in a panel this tall: 0 when it fits.
    public func maxSideScroll(viewportHeight: Double) -> Double {
        max(sideContentHeight - viewportHeight, 0)
    }

    /// The trace's one word for the layout: the panel's width in points.
    public var traceValue: String { fixedDecimals(width, 1) }
}
