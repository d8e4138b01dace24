import CSDL2
import RefreshEngine
import RefreshDemoModel

/// The tabs' strip (`list.layout tabs`), drawn where the engine put it: the bar's bottom part.
extension ListRenderer {
    /// The indicator's thickness, pt (TabLayout's and Material 2's TabBar's 2 dp).
    static let tabIndicatorThickness = 2.0

    /// The titles centred in equal tabs, the selected one in the accent colour, and the indicator
    /// at the engine's span along the strip's bottom.
    func drawTabStrip(_ tabs: TabsView, width: Double) {
        let count = max(tabs.titles.count, 1)
        let tabWidth = width / Double(count)
        for (i, title) in tabs.titles.enumerated() {
            let colour = i == tabs.selected ? palette.accent : palette.secondaryText
            guard let t = texts.texture(title, .author, colour) else { continue }
            let x = Double(i) * tabWidth + (tabWidth - canvas.width(of: t)) / 2
            canvas.text(t, x: x, y: tabs.top + (tabs.height - canvas.height(of: t)) / 2)
        }
        let thickness = Self.tabIndicatorThickness
        canvas.fill(x: tabs.indicatorLeft, y: tabs.top + tabs.height - thickness, width: tabs.indicatorRight - tabs.indicatorLeft,
                    height: thickness, palette.accent)
    }
}
