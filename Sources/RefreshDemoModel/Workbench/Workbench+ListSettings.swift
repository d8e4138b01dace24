import RefreshEngine

/// The list's own settings, written by name on the workbench: the list owns them, the
/// workbench only passes them on (reads go through `workbench.list` or its read-only lookup).
extension Workbench {
    /// Collect the list's trace events (ListEngine.tracing)?
    public mutating func setTracing(_ on: Bool) { list.tracing = on }

    /// Add a `frame` event per frame to the trace (ListEngine.tracingFrames)?
    public mutating func setTracingFrames(_ on: Bool) { list.tracingFrames = on }

    /// Engine seconds per real second of input, the host's slow motion (ListEngine.inputTimeScale).
    public mutating func setInputTimeScale(_ scale: Double) { list.inputTimeScale = scale }

    /// The texts' language (ListEngine.language): rows laid out take its row times at once.
    public mutating func setLanguage(_ language: Language) { list.language = language }

    /// Pixels per point of the display the list is drawn on (ListEngine.pixelDensity).
    public mutating func setPixelDensity(_ density: Double) { list.pixelDensity = density }
}
