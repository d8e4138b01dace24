/// A gesture on the open second floor: where it went down; a pull up of a sixth of the
/// floor's height closes it, a click on its button too.
struct FloorDrag: Sendable {
    var x: Double
    var y: Double
    var left = false
}

/// The second floor (`header.twoLevel`): the header machine opens and closes it; the engine
/// pushes the content below the list while it is open (the floor fills the gap, as
/// SmartRefreshLayout's TwoLevelHeader expands), gives it the gestures, and draws it.
extension ListEngine {
    static let floorButtonSize = 44.0

    /// The floor is open or opening: the list's top inset is the whole list's height.
    var floorHoldsList: Bool { header.state == .twoLevel || header.state == .twoLevelOpening }

    /// The window changed size under the open floor: the content stays just below it.
    mutating func keepListBelowFloor(at t: Double) {
        guard floorHoldsList else { return }
        scroller.setInsets(leading: config.tuning.topBarHeight + listExtent, trailing: scroller.trailingInset, at: t)
        if header.state == .twoLevel, scroller.phase == .idle { scroller.jump(to: scroller.minOffset, at: t) }
    }

    /// Opens (the content goes below the list's bottom) or closes it, over `duration`.
    mutating func setFloor(open: Bool, duration: Double, at t: Double) {
        let top = config.tuning.topBarHeight
        headerFeature.floorDrag = nil
        // A touchpad gesture under way ends here: the floor takes the touchpad from now on.
        if touchpad.active { endTouchpad(at: t) }
        // The row's gestures too: their release and lift go to the floor, never to the row.
        carouselFeature.letGo(at: t)
        scroller.setInsets(leading: top + (open ? listExtent : 0), trailing: scroller.trailingInset, at: t, settle: duration)
        guard scroller.phase != .tracking else { return }
        scroller.scroll(to: scroller.minOffset, duration: duration, at: t)
    }

    /// The key: opens the floor, or closes it when it is open or opening.
    public mutating func toggleFloor(at eventTime: Double) {
        let t = max(eventTime.isFinite ? eventTime : time, time)
        step(to: t)
        let open = header.state == .twoLevel || header.state == .twoLevelOpening
        if !open && !header.settings.twoLevel {
            record(.setting(t: t, name: "floor", value: "off"))
            return
        }
        sendHeader(open ? .closeFloor : .openFloor, at: t)
        collectPhaseChanges()
    }

    /// Closes the floor (Esc); false when it is not open, so Esc goes on to what is under it.
    public mutating func closeFloor(at eventTime: Double) -> Bool {
        guard header.state == .twoLevel || header.state == .twoLevelOpening else { return false }
        let t = max(eventTime.isFinite ? eventTime : time, time)
        step(to: t)
        sendHeader(.closeFloor, at: t)
        collectPhaseChanges()
        return true
    }

    /// The floor is open or moving: it has the pointer, the wheel and the touchpad (the list
    /// under it never scrolls, and nothing refreshes). True when it took `event`.
    mutating func floorTakes(_ event: InputEvent, at t: Double) -> Bool {
        guard header.state.isFloor else { return false }
        switch event {
        case let .press(x, y):
            guard x.isFinite, y.isFinite else { return true }
            record(.input(t: t, kind: "press", x: x, y: y))
            headerFeature.floorDrag = FloorDrag(x: x, y: y)
        case let .move(_, y):
            guard var d = headerFeature.floorDrag, y.isFinite else { return true }
            if abs(y - d.y) > max(scroller.tuning.touchSlop, 1) { d.left = true }
            headerFeature.floorDrag = d
            if HeaderOpening.floorCloses(pulledUp: d.y - y, listExtent: listExtent) {
                headerFeature.floorDrag = nil
                sendHeader(.closeFloor, at: t)
            }
        case let .release(x, y):
            record(.input(t: t, kind: "release", x: x.isFinite ? x : nil, y: y.isFinite ? y : nil))
            defer { headerFeature.floorDrag = nil }
            // A drag of the list the floor opened under (from a key): it ends, and the list goes below.
            if pointerDown {
                pointerDown = false
                releaseDrag(at: t)
                scroller.scroll(to: scroller.minOffset, duration: header.settings.floorDuration / 2, at: t)
                return true
            }
            guard let d = headerFeature.floorDrag, !d.left, x.isFinite, y.isFinite, let b = floorView()?.button,
                  x >= b.x, x < b.x + b.width, y >= b.y, y < b.y + b.height else { return true }
            sendHeader(.closeFloor, at: t)
        case .wheel, .touchpad, .touchpadLift:
            break
        default:
            return false
        }
        return true
    }

    /// The floor as drawn now: between the bar and the content's top; nil while closed.
    func floorView() -> SecondFloorView? {
        let h = header
        guard h.state.isFloor else { return nil }
        let top = config.tuning.topBarHeight
        let bottom = min(max(-scroller.offset, top), viewportHeight)
        let progress = min(max((bottom - top) / listExtent, 0), 1)
        let size = Self.floorButtonSize
        let art = headerFeature.art?.assigned(artSettings.headerMarkers).loop(elapsed: time - h.stateTime, frameTime: gifFrameDuration)
        return SecondFloorView(top: top, bottom: bottom, progress: progress, showsButton: h.state == .twoLevel,
                               button: (viewportWidth - size - 12, top + 12, size, size), texts: language.floorStrings, art: art)
    }
}
