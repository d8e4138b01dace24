import CSDL2
import Foundation
import RefreshEngine
import RefreshDemoModel
import RefreshPhysics

/// Draws the tuning panel from the frame's PanelViewState with TuningPanel's geometry:
/// sliders, buttons, the live plot of offset and velocity, the rubber-band and spring
/// curves, the HUD; and the message toast (PanelRenderer+Overlays). Decides nothing.
///
/// The open panel is drawn on its grid zoomed by the desktop's text size (`unit`), in a type
/// rasterized at the zoomed density: every row, column and plot grows with its text. The
/// HUD's box and the toast over the list are drawn in the list's own type, already at that
/// size, their boxes measured from it.
final class PanelRenderer {
    let canvas: Canvas
    /// The type in use: the list's (over the list) or the panel's (in it).
    private(set) var texts: TextCache
    var typography: Typography { texts.typography }
    /// The list's texts, shared with ListRenderer.
    let listTexts: TextCache
    /// The panel's texts when its type is not the list's (a text size other than 1).
    private var chromeTexts: TextCache?
    /// Where the panel's type at each text size comes from.
    let shelf: TypographyShelf
    /// The panel's type the fitted lines below were measured in: held, not named by its
    /// address, which a type made later (another scale, the shelf emptied) could take over.
    private var fittedIn: Typography?
    /// Reused point buffer for polylines: drawing a plot allocates nothing.
    var points = [SDL_FPoint](repeating: SDL_FPoint(), count: MotionHistory.sampleCapacity)
    private var infoLines: (index: Int, language: Language, width: Double, lines: [String]) = (-1, .en, 0, [])
    /// What a spring row's forms were last written for, and their wrapped lines.
    private struct ConversionKey: Equatable {
        var selected: Int, marker: Bool, stiffness: Double, dampingRatio: Double, width: Double
    }
    private var conversionLines: (key: ConversionKey?, lines: [String]) = (nil, [])
    /// Each slider's value text, remade only when its value changes.
    private var valueTexts = [(value: Double, language: Language, text: String)](repeating: (.nan, .en, ""), count: Tunables.all.count)
    var hudSource = ""
    /// The type the HUD's and the toast's lines were fitted in.
    var hudType: Typography?
    var hudMaxLines = Int.max
    var messageType: Typography?
    var messageLines: (text: String, width: Double, lines: [String]) = ("", 0, [])
    var hudLines: [String] = []
    var hudRoom = 0.0
    /// The HUD's long lines wrap (in the panel's column) rather than end in "…" (the box over the list).
    var hudWraps = false
    /// The rows' notes as the model made them, fitted to the column they were fitted for (rowLine).
    private var rowLines: (notes: PanelRowNotes?, column: Double, lines: [Int: String]) = (nil, 0, [:])
    /// The tuning file's path as it fits beside the panel's title.
    private(set) var fileLabel: (path: String, room: Double, text: String) = ("", 0, "")
    /// The group titles in capitals, made once per language.
    private var groupTitles: (language: Language?, titles: [Tunable.Group: String]) = (nil, [:])
    /// The preset the scroll values match, looked up again only when they change.
    private var activePreset: (scroll: Tuning?, name: String?) = (nil, nil)
    /// The live plot's slot label ("A / B"), remade only when the slot changes.
    var slotLabel: (slot: Int, text: String) = (.min, "")
    /// The panel's rows with the art's marker rows, for the markers they were made for.
    private var markerRows = (markers: PanelMarkers(), rows: TuningPanel.rows)

    /// The colours of the frame's appearance (set by ListRenderer).
    var palette: Palette = .light

    init(canvas: Canvas, texts: TextCache, shelf: TypographyShelf) {
        self.canvas = canvas
        self.texts = texts
        listTexts = texts
        self.shelf = shelf
    }

    /// Over the list: the list's type.
    func useListType() { texts = listTexts }

    /// In the panel: its type at text size `unit` (the list's when that is the same type).
    private func usePanelType(unit: Double) {
        let list = listTexts.typography
        let type = unit == 1 && list.textScale == 1 ? list : (try? shelf.typography(scale: canvas.scale * unit)) ?? list
        if type === list {
            texts = listTexts
        } else {
            let chrome = chromeTexts ?? TextCache(renderer: canvas.handle, typography: type)
            chrome.use(type)
            chromeTexts = chrome
            texts = chrome
        }
        if fittedIn !== type {
            // Lines fitted in another type: fitted again.
            fittedIn = type
            infoLines = (-1, .en, 0, [])
            conversionLines = (nil, [])
            rowLines = (nil, 0, [:])
            fileLabel = ("", 0, "")
        }
    }

    /// Once per frame, for the panel's own texts (the list's are ListRenderer's).
    func beginFrame() { chromeTexts?.beginFrame() }

    /// Drops every text made (the colours changed).
    func removeAllTexts() { chromeTexts?.removeAll() }

    func draw(_ frame: WorkbenchFrame, hud: String?) {
        let p = frame.overlays.panel
        if p.isOpen {
            usePanelType(unit: p.unit)
            canvas.zoomed(by: p.unit) { drawPanel(frame, hud: hud) }
        } else if let hud, let box = hudBox(hud, frame: frame) {
            drawHUD(hud, x: box.x + 6, y: box.y + 4, boxed: true, room: max(frame.list.width - 16, 1), maxLines: hudMaxLines(frame))
        }
        // Toasts sit over the list, never over the panel's sliders.
        if let m = frame.overlays.message {
            if let b = m.button, p.isOpen {
                // Under its button, in the panel's right column (over the plot's top, briefly).
                usePanelType(unit: p.unit)
                canvas.zoomed(by: p.unit) {
                    let x0 = p.x / p.unit, r = p.layout.rect(of: b)
                    let l = p.layout, right = x0 + l.width - 8
                    // Side by side the toast keeps to the right column; in one column it has the column's width.
                    let column = l.isOneColumn ? l.width - 16 : l.width - TuningPanel.columnWidth - 16
                    let leftEdge = x0 + (l.isOneColumn ? 8 : TuningPanel.columnWidth + 8)
                    canvas.translated(pixelsY: -canvas.px(p.sideScroll)) {
                        drawMessage(m, maxWidth: column, anchor: (x: min(x0 + r.x + r.width / 2, right), y: r.y + r.height + 4),
                                    bounds: (leftEdge, right))
                    }
                }
            } else {
                useListType()
                let box = hudBox(hud, frame: frame)
                drawMessage(m, maxWidth: max(frame.list.width - 40, 40), anchor: nil, bounds: (0, frame.list.width), list: frame.list,
                            hud: box)
            }
        }
    }

    /// The open panel in its own points (the canvas zoomed by its unit): the sliders on the
    /// left, the right column scrolled up by `sideScroll`.
    private func drawPanel(_ frame: WorkbenchFrame, hud: String?) {
        var p = frame.overlays.panel
        p.x /= p.unit
        let height = frame.list.height / p.unit
        let x0 = p.x
        canvas.fill(x: x0, y: 0, width: p.layout.width, height: height, palette.panelBackground)
        let line = Double(palette.separatorPixels) / canvas.scale
        canvas.fill(x: x0, y: 0, width: line, height: height, palette.separator)
        // One column has no line between columns.
        if !p.layout.isOneColumn { canvas.fill(x: x0 + TuningPanel.columnWidth, y: 0, width: line, height: height, palette.separator) }
        let strings = frame.list.language.interface
        var titleRight = x0 + 14
        if let t = texts.texture(strings.panelTitle, .headerTitle, palette.text) {
            canvas.text(t, x: x0 + 14, y: 12)
            titleRight += canvas.width(of: t)
        }
        drawTuningFile(p.tuningFile, left: titleRight + 10, right: x0 + p.layout.sliderColumnWidth - 14)
        drawSliders(p, frame.list.language, height: height)
        // One column: the groups scroll under the title with the sliders, clipped as they are.
        if p.layout.isOneColumn { canvas.clip(x: x0, y: TuningPanel.listTop, width: p.layout.width, height: height - TuningPanel.listTop) }
        defer { if p.layout.isOneColumn { canvas.clip(nil) } }
        canvas.translated(pixelsY: -canvas.px(p.sideScroll)) {
            drawLivePlot(p, strings, ghost: frame.overlays.workbench, now: frame.list.time)
            // After the plot: the A/B button sits on it.
            drawButtons(p, strings, slot: frame.overlays.workbench.slot)
            drawCurves(p, strings)
            let side = p.layout.sideX
            if let hud { drawHUD(hud, x: x0 + side, y: p.layout.hudTop, boxed: false, room: p.layout.width - side - 8) }
            drawSelectedInfo(p, frame.list.language, height: height + p.sideScroll)
        }
    }

    /// Row `i`'s note (why its tunable is unused or out of reach; nil: none), fitted: in the
    /// column, or beside the switch an out-of-reach switch keeps. Fitted again only when the
    /// model's notes or the column change.
    private func rowLine(_ i: Int, _ notes: PanelRowNotes, column: Double) -> String? {
        if rowLines.notes != notes || rowLines.column != column {
            var lines: [Int: String] = [:]
            for (k, line) in notes.unused.merging(notes.outOfReach, uniquingKeysWith: { a, _ in a }) {
                let beside = notes.unused[k] == nil && Tunables.all[k].isSwitch
                lines[k] = RefresherLayout.fitted(line, room: column - 28 - (beside ? Self.switchRoom : 0)) {
                    typography.width(of: $0, style: .meta)
                }
            }
            rowLines = (notes, column, lines)
        }
        return rowLines.lines[i]
    }

    /// What a switch and its gap take of a row's right end.
    static let switchRoom = 48.0

    /// The tuning file Save writes, beside the title, its path cut at the front to fit
    /// (fitted once per path and room).
    private func drawTuningFile(_ path: String, left: Double, right: Double) {
        guard !path.isEmpty, right > left else { return }
        if fileLabel.path != path || fileLabel.room != right - left {
            fileLabel = (path, right - left, TuningPanel.fittedPath(path, room: right - left) {
                typography.width(of: $0, style: .meta)
            })
        }
        if let t = texts.texture(fileLabel.text, .meta, palette.secondaryText) {
            canvas.text(t, x: right - canvas.width(of: t), y: 16)
        }
    }

    private func drawSliders(_ p: PanelViewState, _ language: Language, height: Double) {
        let x0 = p.x
        let strings = language.interface
        let column = p.layout.sliderColumnWidth, trackRight = p.layout.trackRight
        // A column narrower than the panel's own fits each row's texts to it (the wide one's fit already).
        let narrow = column < TuningPanel.columnWidth
        func measure(_ s: Substring) -> Double { typography.width(of: s, style: .meta) }
        func fitLine(_ s: String) -> String { narrow ? Self.columnLine(s, layout: p.layout, measure: measure) : s }
        canvas.clip(x: x0, y: TuningPanel.listTop, width: column, height: height - TuningPanel.listTop)
        defer { canvas.clip(nil) }
        // The art's marker rows follow the tunables' (the rows are made anew only when the markers change).
        if markerRows.markers != p.markers { markerRows = (p.markers, TuningPanel.rows(markers: p.markers)) }
        for row in markerRows.rows {
            let y = TuningPanel.listTop + row.y - p.scroll
            guard y + row.height > TuningPanel.listTop, y < height else { continue }
            switch row.kind {
            case .markerGroup, .marker:
                drawMarkerRow(row, p, language, y: y)
            case .group(let g):
                if let t = texts.texture(groupTitle(g, language), .meta, palette.secondaryText) {
                    canvas.text(t, x: x0 + 14, y: y + 8)
                }
            case .tunable(let i):
                let tunable = Tunables.all[i]
                let v = tunable.value(in: p.values)
                if i == p.selected && p.selectedMarker == nil {
                    canvas.fill(x: x0, y: y, width: column, height: row.height,
                                palette.selection)
                }
                let changed = v != tunable.defaultValue
                if let line = rowLine(i, p.rowNotes, column: column) {
                    // Unused: greyed, and why, instead of a control that moves nothing. Out of
                    // reach, a switch stays beside why: turning it off is one click.
                    let keepsSwitch = p.rowNotes.unused[i] == nil && tunable.isSwitch
                    if let t = texts.texture(fitLine(strings.title(of: tunable)), .meta, keepsSwitch ? palette.text : palette.secondaryText) {
                        canvas.text(t, x: x0 + 14, y: y + 4)
                    }
                    if let t = texts.texture(line, .meta, palette.secondaryText) { canvas.text(t, x: x0 + 14, y: y + 19) }
                    if keepsSwitch { drawSwitch(on: v >= 0.5, changed: changed, right: x0 + trackRight, midY: y + row.height / 2) }
                    continue
                }
                var title = strings.title(of: tunable)
                if narrow {
                    // The title keeps clear of what shares its line: the switch, or the value.
                    title = Self.sliderTitle(title, tunable, valueWidth: measure(Substring(language.valueText(tunable, v))),
                                             layout: p.layout, measure: measure)
                }
                if let t = texts.texture(title, .meta, palette.text) { canvas.text(t, x: x0 + 14, y: y + 4) }
                if tunable.isSwitch {
                    drawSwitch(on: v >= 0.5, changed: changed, right: x0 + trackRight, midY: y + row.height / 2)
                    continue
                }
                if case .choice(let names) = tunable.kind {
                    // A segmented control, one segment per choice (any number of them).
                    let active = Int(saturating: v.rounded())
                    for (k, name) in names.enumerated() {
                        let seg = p.layout.segmentRect(k, count: names.count)
                        drawSegment(narrow ? Self.segmentName(strings.name(ofChoice: name), width: seg.width, measure: measure)
                                    : strings.name(ofChoice: name), on: k == active, x: x0 + seg.x, y: y + TuningPanel.trackOffset - 5,
                                    width: seg.width, height: 15, changed: changed)
                    }
                    continue
                }
                if valueTexts[i].value != v || valueTexts[i].language != language {
                    valueTexts[i] = (v, language, language.valueText(tunable, v))
                }
                if let t = texts.texture(valueTexts[i].text, .meta, changed ? palette.accentText : palette.secondaryText) {
                    canvas.text(t, x: x0 + trackRight - canvas.width(of: t), y: y + 4)
                }
                // The track sits as far above the row's bottom as in every row; a designer
                // term's row is taller and says in one line what its number means.
                let ty = y + row.height - (TuningPanel.rowHeightForTrack - TuningPanel.trackOffset)
                if let note = strings.explanation(of: tunable), let t = texts.texture(fitLine(note), .meta, palette.secondaryText) {
                    canvas.text(t, x: x0 + 14, y: y + 19)
                }
                let left = x0 + TuningPanel.trackLeft, right = x0 + trackRight
                let knobX = left + (right - left) * TuningPanel.fraction(v, tunable)
                canvas.fill(x: left, y: ty - 1, width: right - left, height: 2, palette.track)
                canvas.fill(x: left, y: ty - 1, width: knobX - left, height: 2, palette.accent)
                // The default's place, so a changed value shows how far it moved.
                let defaultX = left + (right - left) * TuningPanel.fraction(tunable.defaultValue, tunable)
                canvas.fill(x: defaultX - 0.5, y: ty - 5, width: 1, height: 10, palette.secondaryText)
                canvas.circle(centerX: knobX, centerY: ty, diameter: 14, palette.separator)
                canvas.circle(centerX: knobX, centerY: ty, diameter: 12, palette.onFill)
            }
        }
    }

    /// `g`'s title in `language`, in capitals.
    private func groupTitle(_ g: Tunable.Group, _ language: Language) -> String {
        if groupTitles.language != language { groupTitles = (language, [:]) }
        if let t = groupTitles.titles[g] { return t }
        let t = language.interface.title(of: g).uppercased()
        groupTitles.titles[g] = t
        return t
    }

    /// The selected tunable's range, default and doc, under the HUD.
    /// An iOS switch: a green (on) or grey (off) track with a white knob; a changed value
    /// gets a blue ring, as changed sliders get a blue value.
    private func drawSwitch(on: Bool, changed: Bool, right: Double, midY: Double) {
        let w = 40.0, h = 24.0, x = right - w, y = midY - h / 2
        if changed { canvas.roundedRect(x: x - 2, y: y - 2, width: w + 4, height: h + 4, radius: h / 2 + 2, palette.accent) }
        canvas.roundedRect(x: x, y: y, width: w, height: h, radius: h / 2,
                           on ? palette.green : palette.switchOff)
        let knobX = on ? x + w - h / 2 : x + h / 2
        canvas.circle(centerX: knobX, centerY: midY + 0.5, diameter: h - 3, SDL_Color(r: 0, g: 0, b: 0, a: 40))
        canvas.circle(centerX: knobX, centerY: midY, diameter: h - 4, palette.onFill)
    }

    /// One segment of a segmented control: blue with white text when chosen (ringed darker
    /// when it is not the default), grey otherwise, a hairline between segments.
    private func drawSegment(_ title: String, on: Bool, x: Double, y: Double, width: Double, height: Double, changed: Bool) {
        canvas.fill(x: x, y: y, width: width, height: height, on ? (changed ? palette.accentButton : palette.segmentDefault) : palette.track)
        canvas.fill(x: x, y: y, width: 1 / canvas.scale, height: height, palette.panelBackground)
        if let t = texts.texture(title, .meta, on ? palette.onFill : palette.text) {
            canvas.text(t, x: x + (width - canvas.width(of: t)) / 2, y: y + (height - canvas.height(of: t)) / 2)
        }
    }

    /// The info area's text width, and the most lines the selected tunable's range and description take there.
    static let infoWidth = infoWidth(PanelLayout.wide)
    /// The info area's text width in a layout: its right column.
    static func infoWidth(_ layout: PanelLayout) -> Double { layout.width - layout.sideX - 12 }
    static let infoRangeLines = 2
    static let infoDocLines = 3

    /// The info area's lines under the tunable's name: its range, then its description, each
    /// wrapped to the area's width (a range in words, "от 2 кадров до 480 кадров, по
    /// умолчанию 120 кадров", is wider than the area in several languages).
    static func infoLines(_ t: Tunable, _ language: Language, width: Double = infoWidth,
                          measure: (Substring) -> Double) -> [String] {
        WordWrapper.wrap(language.rangeText(t), width: width, maxLines: infoRangeLines, measure: measure)
            + WordWrapper.wrap(language.doc(of: t), width: width, maxLines: infoDocLines, measure: measure)
    }

    private func drawSelectedInfo(_ p: PanelViewState, _ language: Language, height: Double) {
        guard Tunables.all.indices.contains(p.selected) else { return }
        let t = Tunables.all[p.selected]
        let x = p.x + p.layout.sideX
        // Below the HUD, which grows by the art lines when there is art.
        var y = p.layout.hudTop + Double(max(6, hudLines.count + 1)) * typography.lineHeight(.meta) + 8
        guard y < height - 20 else { return }
        if let m = p.selectedMarker { return drawMarkerInfo(m, p, x: x, y: y, height: height) }
        // A narrow column cuts the name's end rather than the window's edge.
        let name = p.layout.isWide ? t.name
            : RefresherLayout.fitted(t.name, room: Self.infoWidth(p.layout)) { typography.width(of: $0, style: .headerTitle) }
        if let title = texts.texture(name, .headerTitle, palette.text) {
            canvas.text(title, x: x, y: y)
            y += canvas.height(of: title) + 2
        }
        let width = Self.infoWidth(p.layout)
        if infoLines.index != p.selected || infoLines.language != language || infoLines.width != width {
            // Laid out once per selection, language and width, not per frame.
            infoLines = (p.selected, language, width, Self.infoLines(t, language, width: width) {
                typography.width(of: $0, style: .meta)
            })
        }
        for line in infoLines.lines where y < height - 16 {
            if let tex = texts.texture(line, .meta, palette.secondaryText) { canvas.text(tex, x: x, y: y) }
            y += typography.lineHeight(.meta)
        }
        // The spring's row: the same spring as each platform writes it, each form wrapped at its spaces;
        // written and wrapped once per selection, spring and width, not per frame.
        let key = ConversionKey(selected: p.selected, marker: p.selectedMarker != nil, stiffness: p.values.scroll.springStiffness,
                                dampingRatio: p.values.scroll.springDampingRatio, width: width)
        if conversionLines.key != key {
            conversionLines = (key, p.selectedConversions.flatMap {
                WordWrapper.wrap($0, width: width, maxLines: 3) { typography.width(of: $0, style: .meta) }
            })
        }
        for line in conversionLines.lines where y < height - 16 {
            if let tex = texts.texture(line, .meta, palette.text) { canvas.text(tex, x: x, y: y) }
            y += typography.lineHeight(.meta)
        }
    }

    private func drawButtons(_ p: PanelViewState, _ strings: InterfaceStrings, slot: Int) {
        if activePreset.scroll != p.values.scroll { activePreset = (p.values.scroll, p.activePreset) }
        let active = activePreset.name
        for b in TuningPanel.Button.allCases {
            let r = p.layout.rect(of: b)
            if b == .slot {
                // The slots as two segments, the one in use filled: it stays marked after the message fades.
                for k in 0..<2 {
                    drawSegment(TuningSlots.name(k), on: k == slot, x: p.x + r.x + Double(k) * r.width / 2, y: r.y,
                                width: r.width / 2, height: r.height, changed: true)
                }
                continue
            }
            if b.rawValue == active || (b == .share && p.sharing) {
                // The preset the values match, and Share while the preview runs: ringed, as a chosen segment.
                canvas.fill(x: p.x + r.x - 2, y: r.y - 2, width: r.width + 4, height: r.height + 4, palette.accent)
            }
            let filled = b == .save
            canvas.fill(x: p.x + r.x, y: r.y, width: r.width, height: r.height, filled ? palette.accentButton : palette.track)
            // Unsaved tuning: Save says so, as an editor's title does.
            let title = b == .save && p.unsaved ? strings.title(of: b) + " •" : strings.title(of: b)
            if let t = texts.texture(title, .meta, filled ? palette.onFill : palette.text) {
                canvas.text(t, x: p.x + r.x + (r.width - canvas.width(of: t)) / 2,
                            y: r.y + (r.height - canvas.height(of: t)) / 2)
            }
        }
    }
}
