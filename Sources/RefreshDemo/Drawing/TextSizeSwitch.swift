import RefreshDemoModel

/// The switch to another desktop text size, as the window makes it on a SettingChanged (the
/// benchmark times the same call): the list's type at the new size from the shelf, the
/// renderer drawing in it, the engine's rows reflowed in its metrics.
///
/// Rule: nothing is rebuilt that the size does not change (the renderer, its masks, the art
/// and the header's frames stay); a size met before costs no font opened, and the chrome's
/// type follows on the next draw from the same shelf (PanelRenderer).
enum TextSizeSwitch {
    /// Returns the list's new type; `reflow` hands its metrics to the engine.
    static func apply(_ textScale: Double, scale: Double, shelf: TypographyShelf, renderer: ListRenderer,
                      reflow: (Typography) -> Void) throws -> Typography {
        let typography = try shelf.typography(scale: scale, textScale: textScale)
        renderer.use(typography: typography)
        reflow(typography)
        return typography
    }
}
