/// A gesture on the open second floor: where it went down; a pull up of a sixth of the
/// floor's height closes it, a click on its button too.
struct FloorDrag: Sendable {
    var x: Double
    var y: Double
    var left = false
}

/// The second floor's side of the list (`header.twoLevel`): the gestures on it and the floor as
/// drawn. The header's machine opens and closes it (its `twoLevel` states); the coordinator
/// pushes the content below the list while it is open (the floor fills the gap, as
/// SmartRefreshLayout's TwoLevelHeader expands) and performs what the floor answers.
///
/// Rule: open or moving, the floor has the pointer, the wheel and the touchpad (InputRouter);
/// the list under it never scrolls and nothing refreshes.
struct FloorFeature: ListFeature {
    static let buttonSize = 44.0

    /// A gesture on the open floor.
    var drag: FloorDrag?

    /// What an event comes to while the floor is open or moving.
    enum Answer {
        /// Not the floor's: the list's parts see it (a key, a resize, a hover).
        case passed
        /// The floor took it and nothing more happens.
        case taken
        /// The floor took it and closes (a pull up, its button).
        case close
        /// The release of a drag of the list the floor opened under (from a key): the list's
        /// drag ends and the list goes below.
        case endListDrag
    }

    /// The floor's button: top right, under the bar.
    static func button(viewportWidth: Double, top: Double) -> (x: Double, y: Double, width: Double, height: Double) {
        (viewportWidth - buttonSize - 12, top + 12, buttonSize, buttonSize)
    }

    /// Takes `event` on the open floor: a press starts a gesture, a move up by a sixth of the
    /// list's height closes it, a release on the button (never having left the slop) closes it.
    mutating func take(_ event: InputEvent, listHeld: Bool, slop: Double, listExtent: Double,
                       button: (x: Double, y: Double, width: Double, height: Double)) -> Answer {
        switch event {
        case let .press(x, y):
            guard x.isFinite, y.isFinite else { return .taken }
            drag = FloorDrag(x: x, y: y)
        case let .move(_, y):
            guard var d = drag, y.isFinite else { return .taken }
            if abs(y - d.y) > max(slop, 1) { d.left = true }
            drag = d
            if HeaderOpening.floorCloses(pulledUp: d.y - y, listExtent: listExtent) {
                drag = nil
                return .close
            }
        case let .release(x, y):
            defer { drag = nil }
            if listHeld { return .endListDrag }
            let b = button
            guard let d = drag, !d.left, x.isFinite, y.isFinite,
                  x >= b.x, x < b.x + b.width, y >= b.y, y < b.y + b.height else { return .taken }
            return .close
        case .wheel, .touchpad, .touchpadLift:
            break
        default:
            return .passed
        }
        return .taken
    }

    /// The floor as drawn at `time`: between the bar (`top`) and the content's top; nil while
    /// closed. The user's header art loops on it, full size.
    func view(header: HeaderRefresher, art: ArtTimeline?, artSettings: ArtSettings, frameTime: Double, offset: Double,
              top: Double, viewportWidth: Double, viewportHeight: Double, listExtent: Double, language: Language,
              time: Double) -> SecondFloorView? {
        guard header.state.isFloor else { return nil }
        let bottom = min(max(-offset, top), viewportHeight)
        let progress = min(max((bottom - top) / listExtent, 0), 1)
        let art = art?.assigned(artSettings.headerMarkers).loop(elapsed: time - header.stateTime, frameTime: frameTime)
        return SecondFloorView(top: top, bottom: bottom, progress: progress, showsButton: header.state == .twoLevel,
                               button: Self.button(viewportWidth: viewportWidth, top: top), texts: language.floorStrings,
                               art: art)
    }
}
