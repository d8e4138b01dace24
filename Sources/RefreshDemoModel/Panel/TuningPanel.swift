import RefreshEngine
import RefreshPhysics

/// The tuning panel's model: which slider is where, which is selected, what a click,
/// a drag, the wheel or a key does to the values. The app draws it from this geometry;
/// every decision is made here. Coordinates are panel-local points (origin at the
/// panel's top-left; the panel sits right of the list).
///
/// Layout: left column, the sliders by group under a title, scrolled by the wheel;
/// right column, the preset and Save / Reset buttons, the live plot, the rubber-band and
/// spring plots, the HUD and the selected slider's info, scrolled by the wheel over it when
/// the window is shorter than the column. The right column is laid out (`layout`, a
/// `PanelLayout`) for the room the window really gives the panel: a screen narrower than
/// list + panel wraps its buttons onto more rows and stacks its plots; a room under 420
/// points is one column, the sliders then the groups in one scroll (TuningPanel+Scrolling).
///
/// The grid is in the panel's own points: the workbench makes each `unit` (the desktop's
/// text size) window points, so every row, column and gap grows with the text.
public struct TuningPanel: Sendable {
    public struct Rect: Equatable, Sendable {
        public var x, y, width, height: Double
        public func contains(_ px: Double, _ py: Double) -> Bool {
            px >= x && px < x + width && py >= y && py < y + height
        }
    }

    /// A button of the side column: one preset per registered platform (PlatformProfiles.all,
    /// in its order), then Save, Reset all, Copy, Share and the A/B slots.
    public struct Button: RawRepresentable, Hashable, CaseIterable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let save = Button(rawValue: "save")
        public static let resetAll = Button(rawValue: "resetAll")
        public static let export = Button(rawValue: "export")
        public static let slot = Button(rawValue: "slot")
        /// Starts or stops the phone preview (as Shift+S).
        public static let share = Button(rawValue: "share")

        /// A platform's preset button, named as its preset.
        public static func preset(_ p: PlatformProfile) -> Button { Button(rawValue: p.name) }

        public static var allCases: [Button] { PlatformProfiles.all.map(preset) + [.save, .resetAll, .export, .share, .slot] }

        /// The platform whose preset the button applies; nil for the others.
        public var platform: PlatformProfile? { PlatformProfiles.all.first { $0.name == rawValue } }

        public var title: String {
            if let p = platform { return p.title }
            switch self {
            case .save: return "Save"
            case .resetAll: return "Reset all"
            case .export: return "Copy"
            case .share: return "Share"
            default: return "A ⇄ B"
            }
        }

        /// The platforms' buttons by their titles, the same in every language.
        static var presetTitles: [Button: String] {
            Dictionary(uniqueKeysWithValues: PlatformProfiles.all.map { (preset($0), $0.title) })
        }
    }

    public struct Row: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case group(Tunable.Group)
            case tunable(Int)
            /// The title over an art's marker rows.
            case markerGroup(ArtPlace)
            /// What one phase of an art plays: a picker of its markers.
            case marker(PanelMarkers.Row)
        }
        public var kind: Kind
        /// y in the scrolling list's content, before scrolling.
        public var y: Double
        public var height: Double
    }

    public enum Action: Equatable, Sendable {
        case none
        case set(index: Int, value: Double)
        case reset(index: Int)
        case resetAll
        case preset(String)
        /// A phase of an art plays another marker (`.automatic`: back to the default).
        case assignMarker(PanelMarkers.Row, ArtMarkerChoice)
        case save
        /// Copy the tuned feel as code (FeelExport) to the clipboard, the next format each time.
        case export
        /// Switch tuning slots A and B (as the B key).
        case switchSlot
        /// Start or stop the phone preview (as Shift+S).
        case toggleShare
        /// A press or drag on the live plot at this fraction of its width (the timeline, when paused).
        case scrubPlot(Double)
    }

    public static let width = 600.0
    public static let columnWidth = 300.0
    public static let listTop = 40.0
    static let rowHeight = 38.0
    /// The height of a plain row, from whose bottom every row's track keeps its distance.
    public static var rowHeightForTrack: Double { rowHeight }
    /// A designer term's row also holds its one-line explanation, between title and track.
    static let explainedRowHeight = 56.0
    static let groupHeight = 26.0
    public static let trackLeft = 14.0
    public static let trackRight = columnWidth - 14
    public static let trackOffset = 26.0
    /// The value text at a row's right end: clicking it resets the value.
    static let valueWidth = 96.0
    /// The wide layout's plots and HUD (`layout` has the panel's own, for the room it has).
    public static let livePlot = PanelLayout.wide.livePlot
    public static let rubberBandPlot = PanelLayout.wide.rubberBandPlot
    public static let springPlot = PanelLayout.wide.springPlot
    public static let hudTop = PanelLayout.wide.hudTop
    /// The right column's whole height in the wide layout (PanelLayout).
    public static let sideContentHeight = PanelLayout.wide.sideContentHeight

    public static let rows: [Row] = {
        var out: [Row] = []
        var y = 0.0
        var group: Tunable.Group?
        for (i, t) in Tunables.all.enumerated() {
            if t.group != group {
                group = t.group
                out.append(Row(kind: .group(t.group), y: y, height: groupHeight))
                y += groupHeight
            }
            let height = t.group == .designer ? explainedRowHeight : rowHeight
            out.append(Row(kind: .tunable(i), y: y, height: height))
            y += height
        }
        return out
    }()

    public static var contentHeight: Double { rows.last.map { $0.y + $0.height } ?? 0 }

    /// The rows with, after the tunables, a group of marker rows for each art with markers.
    public static func rows(markers: PanelMarkers) -> [Row] {
        var out = rows
        var y = contentHeight
        for place in markers.places {
            out.append(Row(kind: .markerGroup(place), y: y, height: groupHeight))
            y += groupHeight
            for phase in ArtMarkerAssignment.phases {
                out.append(Row(kind: .marker(PanelMarkers.Row(place, phase)), y: y, height: rowHeight))
                y += rowHeight
            }
        }
        return out
    }

    static func contentHeight(markers: PanelMarkers) -> Double { rows(markers: markers).last.map { $0.y + $0.height } ?? 0 }

    /// A button's place in the wide layout.
    public static func rect(of button: Button) -> Rect { PanelLayout.wide.rect(of: button) }

    public var isOpen = false
    /// The right column's layout for the room the window gives the panel (the workbench sets it).
    public internal(set) var layout = PanelLayout.wide
    public var selected = 0
    /// The marker row selected (it then takes the keys instead of `selected`'s slider).
    public var selectedMarker: PanelMarkers.Row?
    /// The format the Copy button copies next.
    var exportFormat = FeelExport.Format.uikit
    public internal(set) var scroll = 0.0
    /// The right column's own scroll beside the sliders (0 while it fits the window).
    var ownSideScroll = 0.0
    /// The slider rows' height with the art's marker rows (one column puts the groups under them).
    var sliderContentHeight = TuningPanel.contentHeight
    private var drag: (index: Int, startX: Double, startValue: Double)?
    /// The pointer went down on the live plot: moves scrub the timeline.
    private var plotDrag = false
    /// The button the pointer went down on: it acts if released inside it.
    private var pressedButton: Button?

    public init() {}

    /// Panel-local y of a row's top, after scrolling.
    public func top(of row: Row) -> Double { Self.listTop + row.y - scroll }

    /// Where a value sits on its track, 0...1.
    public static func fraction(_ v: Double, _ t: Tunable) -> Double {
        let span = t.range.upperBound - t.range.lowerBound
        return span > 0 ? min(max((v - t.range.lowerBound) / span, 0), 1) : 0
    }

    func value(atX x: Double, _ t: Tunable) -> Double {
        let f = layout.trackFraction(atX: x)
        return Self.snap(t.range.lowerBound + f * (t.range.upperBound - t.range.lowerBound), to: t.step)
    }

    /// Dragged values land on the slider's steps (a tenth of a step for fine drags), so
    /// saved files read 830, not 828.933824.
    static func snap(_ v: Double, to step: Double) -> Double {
        guard step > 0 else { return v }
        return (v / step).rounded() * step
    }

    /// A press at (x, y): a button (it acts on release, `release(x:y:)`), a value text
    /// (reset), or a slider (select and drag).
    public mutating func press(x: Double, y: Double, values: TuningSet, fine: Bool,
                               markers: PanelMarkers = PanelMarkers()) -> Action {
        sliderContentHeight = Self.contentHeight(markers: markers)
        // The right column's buttons and plot where its scroll has moved them.
        if let b = Button.allCases.first(where: { sideContains(layout.rect(of: $0), x, y) }) {
            pressedButton = b
            return .none
        }
        if sideContains(layout.livePlot, x, y) {
            plotDrag = true
            return .scrubPlot(plotFraction(x))
        }
        guard x < layout.sliderColumnWidth, y >= Self.listTop else { return .none }
        for row in Self.rows(markers: markers) {
            let top = top(of: row)
            guard y >= top, y < top + row.height else { continue }
            if case .marker(let m) = row.kind {
                selectedMarker = m
                let choice = values.art[markers: m.place][m.phase]
                // The value text resets, as a slider's does; the picker's left half steps back, its right half on.
                if x >= layout.trackRight - Self.valueWidth && y < top + Self.trackOffset - 6 { return .assignMarker(m, .automatic) }
                return .assignMarker(m, markers.step(m, from: choice, by: x < (Self.trackLeft + layout.trackRight) / 2 ? -1 : 1))
            }
            guard case .tunable(let i) = row.kind else { continue }
            selected = i
            selectedMarker = nil
            let t = Tunables.all[i]
            // Not used by the platform model: selected (the info area says what it is), not set.
            if values.unusedReason(t.name) != nil { return .none }
            if t.isSwitch {
                return .set(index: i, value: t.value(in: values) >= 0.5 ? 0 : 1)
            }
            if case .choice(let names) = t.kind {
                // A segmented control: the segment under the pointer, whatever the count.
                return .set(index: i, value: Double(layout.segment(atX: x, count: names.count)))
            }
            if x >= layout.trackRight - Self.valueWidth && y < top + Self.trackOffset - 6 {
                return .reset(index: i)
            }
            let current = t.value(in: values)
            drag = (i, x, current)
            return fine ? .none : .set(index: i, value: value(atX: x, t))
        }
        return .none
    }

    /// Dragging a slider: the value under the pointer, or with `fine` (Shift) a tenth
    /// of the pointer's travel from where the drag started.
    public mutating func move(x: Double, fine: Bool) -> Action {
        if plotDrag { return .scrubPlot(plotFraction(x)) }
        guard let d = drag else { return .none }
        let t = Tunables.all[d.index]
        if fine {
            let span = t.range.upperBound - t.range.lowerBound
            let delta = (x - d.startX) / (layout.trackRight - Self.trackLeft) * span / 10
            return .set(index: d.index, value: Self.snap(d.startValue + delta, to: t.step / 10))
        }
        return .set(index: d.index, value: value(atX: x, t))
    }

    /// The pointer is released at (x, y) (NaN: the panel closed under it): a button acts
    /// when the release is inside the button pressed, however long it was held; a button
    /// the pointer left does nothing, as on iOS.
    @discardableResult
    public mutating func release(x: Double = .nan, y: Double = .nan) -> Action {
        defer {
            drag = nil
            plotDrag = false
            pressedButton = nil
        }
        guard let b = pressedButton, sideContains(layout.rect(of: b), x, y) else { return .none }
        switch b {
        case .save: return .save
        case .resetAll: return .resetAll
        case .export: return .export
        case .slot: return .switchSlot
        case .share: return .toggleShare
        default: return .preset(b.rawValue)
        }
    }

    /// The segment of a choice's control (its track's width in `count` equal parts) under x.
    public static func segment(atX x: Double, count: Int) -> Int {
        let f = (x - trackLeft) / (trackRight - trackLeft)
        return min(max(Int(saturating: (f * Double(count)).rounded(.down)), 0), max(count - 1, 0))
    }

    /// Segment `i` of `count` on a choice's track (panel-local x and width).
    public static func segmentRect(_ i: Int, count: Int) -> (x: Double, width: Double) {
        let w = (trackRight - trackLeft) / Double(max(count, 1))
        return (trackLeft + Double(i) * w, w)
    }

    /// Where x falls across the live plot, 0 (its left: 3 s ago) ... 1 (now).
    func plotFraction(_ x: Double) -> Double {
        let plot = layout.livePlot
        return min(max((x - plot.x) / plot.width, 0), 1)
    }

    /// How far the wide layout's right column scrolls in a panel this tall: 0 when it fits.
    public static func maxSideScroll(viewportHeight: Double) -> Double {
        PanelLayout.wide.maxSideScroll(viewportHeight: viewportHeight)
    }

    /// Keys while the panel is open: Up/Down select, Left/Right step (Shift: a tenth),
    /// Delete resets the selected value (Shift+Delete all of them).
    public mutating func key(_ k: KeyPress, values: TuningSet, viewportHeight: Double,
                             markers: PanelMarkers = PanelMarkers()) -> Action? {
        let count = Tunables.all.count
        let markerRows = markers.rows
        // Up/Down run through the sliders, then the marker rows, and round again.
        let total = count + markerRows.count
        let at = selectedMarker.flatMap { markerRows.firstIndex(of: $0) }.map { count + $0 } ?? selected
        switch k.key {
        case .up, .down:
            let next = (at + (k.key == .down ? 1 : -1) + total) % total
            if next < count {
                selected = next
                selectedMarker = nil
            } else {
                selectedMarker = markerRows[next - count]
            }
            reveal(viewportHeight: viewportHeight, markers: markers)
            return Action.none
        case .left, .right, .delete, .backspace:
            guard let m = selectedMarker, markerRows.contains(m) else { break }
            if k.key == .left || k.key == .right {
                return .assignMarker(m, markers.step(m, from: values.art[markers: m.place][m.phase], by: k.key == .right ? 1 : -1))
            }
            return k.modifiers.contains(.shift) ? .resetAll : .assignMarker(m, .automatic)
        default:
            break
        }
        switch k.key {
        case .left, .right:
            let t = Tunables.all[selected]
            // A tunable the platform model does not use has no slider to step (it says why).
            if values.unusedReason(t.name) != nil { return Action.none }
            let step = k.modifiers.contains(.shift) ? t.step / 10 : t.step
            let v = t.value(in: values) + (k.key == .right ? step : -step)
            return .set(index: selected, value: v)
        case .delete, .backspace:
            return k.modifiers.contains(.shift) ? .resetAll : .reset(index: selected)
        default:
            return nil
        }
    }
}

extension TuningPanel {
    /// The tuning file's path as it fits beside the panel's title in `room` points: whole,
    /// else its last components after an ellipsis (the file's name is what tells files apart),
    /// else the name alone cut by RefresherLayout's one-line rule.
    public static func fittedPath(_ path: String, room: Double, measure: (Substring) -> Double) -> String {
        if measure(Substring(path)) <= room { return path }
        var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1 {
            parts.removeFirst()
            let candidate = "\u{2026}/" + parts.joined(separator: "/")
            if measure(Substring(candidate)) <= room { return candidate }
        }
        return RefresherLayout.fitted(parts.last ?? path, room: room, measure: measure)
    }
}
