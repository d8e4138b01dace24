import RefreshEngine

/// One frame of the demo: the list's frame and the workbench's overlays on it. Reads of
/// the list's frame pass through (`frame.rows` is `frame.list.rows`), so a renderer reads
/// one value.
///
/// Rule: each field of FrameState and of WorkbenchOverlays is read through by a property of
/// its own below, not by a key path (`@dynamicMemberLookup`). A key path's read starts from a
/// copy of the whole value, which the optimizer folds into the field's load only when it can;
/// for these values (1.3 and 1.7 KB) it stopped, and each read copied the whole frame or
/// overlays, retaining and releasing every buffer in them, about 30 times a frame. A property
/// is the field's load whatever the optimizer does. A field added to either is added here too.
public struct WorkbenchFrame: Sendable {
    /// The list: rows, header, footer, banner, indicator (the engine's render model).
    public var list: FrameState
    public var overlays: WorkbenchOverlays

    public init(list: FrameState = FrameState(), overlays: WorkbenchOverlays = WorkbenchOverlays()) {
        self.list = list
        self.overlays = overlays
    }
}

/// The list's frame, read through.
extension WorkbenchFrame {
    public var time: Double { list.time }
    public var width: Double { list.width }
    public var height: Double { list.height }
    public var offsetY: Double { list.offsetY }
    public var phase: ScrollPhase { list.phase }
    public var rows: [VisibleRow] { list.rows }
    public var topBarHeight: Double { list.topBarHeight }
    public var title: String { list.title }
    public var indicator: ScrollIndicatorState? { list.indicator }
    public var isAtRest: Bool { list.isAtRest }
    public var style: RowStyle { list.style }
    public var header: HeaderViewState { list.header }
    public var banner: BannerState? { list.banner }
    public var footer: FooterViewState { list.footer }
    public var art: ArtViewState { list.art }
    public var floor: SecondFloorView? { list.floor }
    public var carousel: CarouselView? { list.carousel }
    public var language: Language { list.language }
    public var haptics: HeaderHaptics { list.haptics }
    public var bar: BarView { list.bar }
    public var layoutParts: LayoutView { list.layoutParts }
}

/// The workbench's overlays, read through.
extension WorkbenchFrame {
    public var showsHelp: Bool { overlays.showsHelp }
    public var help: HelpLayout? { overlays.help }
    public var helpScroll: Double { overlays.helpScroll }
    public var windowWidth: Double { overlays.windowWidth }
    public var panel: PanelViewState { overlays.panel }
    public var workbench: WorkbenchViewState { overlays.workbench }
    public var showsHUD: Bool { overlays.showsHUD }
    public var message: MessageState? { overlays.message }
    public var quitPrompt: QuitPrompt? { overlays.quitPrompt }
    public var appearance: Appearance { overlays.appearance }
    public var appearanceChoice: AppearanceChoice { overlays.appearanceChoice }
}

/// What the workbench draws over and beside the list this frame.
public struct WorkbenchOverlays: Sendable {
    /// The help overlay listing every key (the language's InterfaceStrings.helpEntries) is shown.
    public var showsHelp = false
    /// The help's layout while it shows, and how far it is scrolled up (points).
    public var help: HelpLayout?
    public var helpScroll = 0.0
    /// The whole window's width: the list (`width`) plus the tuning panel when open.
    public var windowWidth: Double = 0
    public var panel = PanelViewState()
    /// The A/B comparison: the active slot, the other run's ghost.
    public var workbench = WorkbenchViewState()
    public var showsHUD = false
    public var message: MessageState?
    /// The quit prompt while it asks (drawn over everything, in the list's area).
    public var quitPrompt: QuitPrompt?
    /// How everything is drawn: light or dark, accent, contrast, text size, animations.
    public var appearance = Appearance.light
    /// The user's choice it was made under (the HUD names it).
    public var appearanceChoice = AppearanceChoice.auto

    public init() {}
}

/// The tuning panel as drawn this frame (its geometry is TuningPanel's).
public struct PanelViewState: Sendable {
    public var isOpen = false
    /// Window x of the panel's left edge (the list's width).
    public var x = 0.0
    public var selected = 0
    /// The art's markers the panel offers, and the marker row selected (instead of `selected`).
    public var markers = PanelMarkers()
    public var selectedMarker: PanelMarkers.Row?
    public var scroll = 0.0
    /// Window points per panel point (Workbench.panelUnit): the panel is drawn on its grid zoomed by it.
    public var unit = 1.0
    /// How far the right column is scrolled up, in panel points.
    public var sideScroll = 0.0
    /// Where the right column's buttons, plots and HUD are in the room the panel has.
    public var layout = PanelLayout.wide
    /// The tuning differs from the one saved or loaded: Save shows it.
    public var unsaved = false
    /// The phone preview runs: the Share button is ringed, as a chosen preset.
    public var sharing = false
    /// The tuning file Save writes, as the panel names it beside its title.
    public var tuningFile = ""
    public var values = TuningSet()
    /// What a pull cannot reach with these values on the list's view: the panel greys it.
    public var pullReach: PullReach?
    /// What each row says in place of its control or beside it, for these values.
    public var rowNotes = PanelRowNotes()
    public var history = MotionHistory.empty
    public var curves = TuningCurves()
    /// The offset at which releasing refreshes: -(top bar + header height x trigger ratio).
    public var thresholdOffset = 0.0
    public var restingOffset = 0.0

    /// The preset the values match (TuningPresets.active), marked on its button.
    public var activePreset: String? { TuningPresets.active(in: values) }

    /// The lines under the selected row's description: on a row of the bounce spring, the
    /// same spring in every platform's words (SpringWords), for these values; else none.
    public var selectedConversions: [String] {
        guard selectedMarker == nil, Tunables.all.indices.contains(selected),
              SpringWords.springRows.contains(Tunables.all[selected].id) else { return [] }
        return SpringWords(values).panelLines
    }

    public init() {}
}

/// A short message in the window (saved, reloaded, a tuning file's error), fading out.
public struct MessageState: Equatable, Sendable {
    public var text: String
    public var isError: Bool
    public var alpha: Double
    /// The panel button it is about, shown beside it (nil: the window's toast above the footer).
    public var button: TuningPanel.Button? = nil
}

/// What the list and the plot draw for the A/B comparison.
public struct WorkbenchViewState: Sendable {
    /// The active slot: 0 = A, 1 = B.
    public var slot = 0
    /// Window y where the other run had, at this moment of the gesture, the content now at
    /// the top edge of the content (when in view) or at the top of the view; nil if it did not run then.
    public var ghostEdgeY: Double?
    /// For a gesture on the carousel: the window x where the other run had the carousel's
    /// content now at its leading edge, and the row it is drawn in (top, height).
    public var ghostEdgeX: (x: Double, top: Double, height: Double)?
    /// Engine time at which the current gesture began (the ghost run's tau = 0).
    public var gestureStart = 0.0
    /// The other slot's run (t from its gesture's start).
    public var ghost = MotionHistory.empty

    public init() {}
}
