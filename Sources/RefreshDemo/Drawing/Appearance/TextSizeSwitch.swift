import RefreshDemoModel

/// The switch to another desktop text size, as the window makes it on a SettingChanged (the
/// benchmark times the same call): the list's type at the new size from the shelf, the
/// renderer drawing in it, the engine's rows reflowed in its metrics.
///
/// Rule: nothing is rebuilt that the size does not change (the renderer, its masks, the art
/// and the header's frames stay); the fonts are opened before the switch, a style a frame
/// (`prepare`), so the switch frame opens none; the chrome's type follows on the same
/// frame's draw from the same shelf (PanelRenderer).
enum TextSizeSwitch {
    /// Opens a little more of the list's and the panel's type at `textScale` (at most one
    /// style's fonts); true when both are ready and the switch can be made.
    static func prepare(_ textScale: Double, scale: Double, shelf: TypographyShelf) throws -> Bool {
        guard try shelf.prepare(scale: scale, textScale: textScale) != nil else { return false }
        return try textScale == 1 || shelf.prepare(scale: scale * textScale) != nil
    }

    /// Returns the list's new type; `reflow` hands its metrics to the engine.
    static func apply(_ textScale: Double, scale: Double, shelf: TypographyShelf, renderer: ListRenderer,
                      reflow: (Typography) -> Void) throws -> Typography {
        let typography = try shelf.typography(scale: scale, textScale: textScale)
        renderer.use(typography: typography)
        reflow(typography)
        return typography
    }
}
