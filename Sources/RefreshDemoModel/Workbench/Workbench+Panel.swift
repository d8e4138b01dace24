import RefreshEngine

/// The tuning panel: it takes the pointer, wheel and keys meant for it, turns its actions
/// into tuning changes, and records the live plot's history.
extension Workbench {
    /// The narrowest list that is still usable, in points: closing the panel never leaves less.
    public static let minimumListWidth = 320.0

    /// Opens or closes the panel: the window widens by the panel's width, the list keeps its own.
    ///
    /// Rules: a window that cannot widen that far (a screen narrower than list + panel)
    /// still leaves the list `minimumListWidth` (the panel's right part is then cut by the
    /// window's edge); closing the panel gives the list back at least the width it had
    /// when the panel opened (a list widened meanwhile keeps its width; the window
    /// follows), and never less than `minimumListWidth`.
    public mutating func togglePanel(at t: Double) {
        panel.isOpen.toggle()
        panel.release()
        if panel.isOpen {
            listWidthBeforePanel = list.viewportWidth
        } else {
            let width = max(list.viewportWidth, listWidthBeforePanel ?? 0, Self.minimumListWidth)
            listWidthBeforePanel = nil
            if width != list.viewportWidth { list.resize(width: width, height: list.viewportHeight, at: t) }
        }
        list.recordHostEvent(.setting(t: t, name: "panel", value: panel.isOpen ? "open" : "closed"))
        fitPanelLayout(at: t)
    }

    /// The panel's room in its own points: what the window as reported leaves right of the
    /// list; the full panel until the window has widened for it (or while it is closed).
    var panelRoom: Double {
        guard panel.isOpen, let window = reportedWindowWidth, window > list.viewportWidth else { return TuningPanel.width }
        return (window - list.viewportWidth) / panelUnit
    }

    /// The phone preview runs (the host says): the panel keeps room under the Share button for
    /// its QR code, so the code covers nothing.
    public mutating func setShareCard(_ shown: Bool, at t: Double) {
        guard shown != showsShareCard else { return }
        showsShareCard = shown
        fitPanelLayout(at: t)
    }

    /// Lays the panel's right column out for the room it has (PanelLayout); a change of width is
    /// traced (`panelLayout`: the width laid out) so a test can find the buttons where they are
    /// (the share card's room moves no button: it comes after them).
    mutating func fitPanelLayout(at t: Double) {
        // A room under `oneColumnBelow` takes the one column: sliders, then the groups, one scroll.
        let layout = PanelLayout(width: panelRoom, shareCard: showsShareCard)
        guard layout != panel.layout else { return }
        let wasOneColumn = panel.layout.isOneColumn, oldWidth = panel.layout.width
        panel.layout = layout
        let viewportHeight = list.viewportHeight / panelUnit
        panel.fitSide(viewportHeight: viewportHeight, markers: panelMarkers())
        if wasOneColumn { panel.scroll = min(panel.scroll, panel.maxScroll(viewportHeight: viewportHeight)) }
        if layout.width != oldWidth { list.recordHostEvent(.setting(t: t, name: "panelLayout", value: layout.traceValue)) }
    }

    /// The list's width in a window `window` points wide: all of it without the panel;
    /// with it, what the panel leaves, but at least `minimumListWidth` (or the whole window
    /// when it is narrower still).
    func listWidth(inWindow window: Double) -> Double {
        guard panel.isOpen else { return window }
        return max(window - TuningPanel.width * panelUnit, min(Self.minimumListWidth, window))
    }

    /// Window points per panel point: the desktop's text size, so the panel's rows, columns
    /// and plots grow with its text and nothing in it clips or overlaps.
    public var panelUnit: Double { appearance.textScale }

    /// Routes an event to the panel when it is meant for it; true if the panel took it.
    mutating func panelHandles(_ event: InputEvent, at t: Double) -> Bool {
        guard panel.isOpen else { return false }
        let left = list.viewportWidth
        let pointerDown = list.pointerDown
        // The panel's own points (TuningPanel's grid), `unit` window points each.
        let unit = panelUnit
        let viewportHeight = list.viewportHeight / unit
        let markers = panelMarkers()
        switch event {
        case let .press(x, y):
            // While the list is held, a second press (another pointer) stays with the list.
            guard x.isFinite, y.isFinite, x >= left, !pointerDown else { return false }
            pointerInPanel = true
            perform(panel.press(x: (x - left) / unit, y: y / unit, values: list.tuningSet, fine: heldModifiers.contains(.shift),
                                markers: markers), at: t)
            return true
        case let .move(x, _):
            guard pointerInPanel else { return false }
            if x.isFinite { perform(panel.move(x: (x - left) / unit, fine: heldModifiers.contains(.shift)), at: t) }
            return true
        case let .release(x, y):
            guard pointerInPanel else { return false }
            pointerInPanel = false
            perform(panel.release(x: (x - left) / unit, y: y / unit), at: t)
            // If the list is held too, this release is also the list's: never leave it held.
            return !pointerDown
        case let .wheel(dx, dy, precise):
            let dy = verticalNotches(dx: dx, dy: dy, precise: precise)
            guard hoverX >= left, dy.isFinite else { return false }
            panel.wheel(dy * (precise ? list.tuning.touchpadPointsPerUnit : 60) / unit, x: (hoverX - left) / unit,
                        viewportHeight: viewportHeight, markers: markers)
            return true
        case let .touchpad(_, dy, _):
            // A gesture that began over the list stays the list's.
            guard hoverX >= left, dy.isFinite, !list.touchpadIsActive else { return false }
            panel.wheel(dy * list.tuning.touchpadScale / unit, x: (hoverX - left) / unit, viewportHeight: viewportHeight,
                        markers: markers)
            return true
        case .key(let k):
            guard let action = panel.key(k, values: list.tuningSet, viewportHeight: viewportHeight,
                                         markers: markers) else { return false }
            list.recordHostEvent(.key(t: t, key: k.description))
            perform(action, at: t)
            return true
        default:
            return false
        }
    }

    /// The vertical notches of a wheel over a part that scrolls only vertically (the panel, the help).
    ///
    /// Rule: the host sends Shift+wheel as horizontal notches (down becoming right, as
    /// desktop toolkits scroll sideways); with Shift held, a wheel with nothing vertical is
    /// taken back as the vertical notches it was, so Shift changes nothing here.
    func verticalNotches(dx: Double, dy: Double, precise: Bool) -> Double {
        dy == 0 && !precise && heldModifiers.contains(.shift) ? -dx : dy
    }

    /// The markers the panel offers for the art in use; made anew only when the art's markers
    /// change (the frame loop compares the arrays, which share their storage while unchanged).
    mutating func panelMarkers() -> PanelMarkers {
        let header = list.art.header?.markers, footer = list.art.footer?.markers
        if header != markerCache.header || footer != markerCache.footer {
            markerCache = (header, footer, PanelMarkers(list.art))
        }
        return markerCache.panel
    }

    mutating func perform(_ action: TuningPanel.Action, at t: Double) {
        defer { sayWhyUnreachable(at: t) }
        switch action {
        case .none:
            break
        case let .set(index, value):
            list.setTunable(Tunables.all[index].name, value, at: t)
        case .reset(let index):
            let tunable = Tunables.all[index]
            list.setTunable(tunable.name, tunable.defaultValue, at: t)
        case .resetAll:
            list.applyTuning(TuningSet(), at: t)
            post(message: list.language.interface.messages.allReset, isError: false, at: t)
        case .preset(let name):
            if let p = TuningPresets.named(name, keeping: list.tuningSet) {
                list.applyTuning(p, at: t)
                post(message: MessageStrings.fill(list.language.interface.messages.preset, name), isError: false, at: t)
            }
        case let .assignMarker(row, choice):
            list.setArtMarker(choice, for: row.phase, of: row.place, at: t)
        case .save:
            hostEffects.append(.saveTuning(thenQuit: false))
        case .export:
            copyExport(at: t)
        case .switchSlot:
            switchTuningSlot(at: t)
        case .toggleShare:
            hostEffects.append(.toggleShare)
        case .scrubPlot(let f):
            // The plot spans the last MotionHistory.span seconds up to now; the host scrubs when paused.
            hostEffects.append(.scrub(to: list.time - MotionHistory.span * (1 - f)))
        }
    }

    /// The overlays of this frame; records the live plot's sample and the slot's run.
    ///
    /// `values`: the list's tuning (`list.tuningSet`), read once by the frame.
    mutating func overlays(values: TuningSet) -> WorkbenchOverlays {
        var o = WorkbenchOverlays()
        // The plot follows one axis: a gesture on the other starts it over.
        if list.studiedAxis != historyAxis {
            historyAxis = list.studiedAxis
            history = MotionHistory()
        }
        history.record(t: list.time, offset: list.scrollOffset, velocity: list.scrollVelocity)
        o.workbench = comparison()
        o.showsHelp = showsHelp
        if showsHelp {
            o.help = helpLayout()
            // Within what it can scroll now (the window may have grown).
            scrollHelp(to: help.scroll)
            o.helpScroll = help.scroll
        }
        o.windowWidth = windowWidth
        o.appearance = appearance
        o.appearanceChoice = appearanceChoice
        o.showsHUD = showsHUD
        o.quitPrompt = quitPrompt()
        o.message = messageState()
        o.panel.isOpen = panel.isOpen
        o.panel.unsaved = values != savedTuning
        o.panel.sharing = showsShareCard
        o.panel.tuningFile = tuningFile
        // Only the open panel draws its values and plots (the HUD alone reads the list's frame).
        guard panel.isOpen else { return o }
        o.panel.x = list.viewportWidth
        o.panel.selected = panel.selected
        o.panel.markers = panelMarkers()
        o.panel.selectedMarker = panel.selectedMarker
        o.panel.scroll = panel.scroll
        o.panel.unit = panelUnit
        o.panel.layout = panel.layout
        panel.fitSide(viewportHeight: list.viewportHeight / panelUnit, markers: o.panel.markers)
        o.panel.sideScroll = panel.sideScroll
        o.panel.values = values
        o.panel.pullReach = panelPullReach(values: o.panel.values)
        o.panel.rowNotes = panelRowNotes(values: o.panel.values, reach: o.panel.pullReach)
        o.panel.history = history
        curves.update(tuning: list.tuning, dimension: list.viewportHeight)
        o.panel.curves = curves
        let top = list.tuning.topBarHeight
        o.panel.restingOffset = -top
        o.panel.thresholdOffset = -top - list.header.settings.height * list.header.settings.triggerRatio
        return o
    }
}
