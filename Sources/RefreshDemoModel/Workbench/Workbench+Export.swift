/// The panel's Copy button: the tuned feel as code for one platform, the next each time.
import RefreshEngine

extension Workbench {
    /// Asks the host to copy the export of the current values, and says which format it was
    /// and which the next click copies.
    mutating func copyExport(at t: Double) {
        let format = panel.exportFormat
        let next = format.next
        panel.exportFormat = next
        hostEffects.append(.copyToClipboard(FeelExport.text(format, list.tuningSet, core: exportCore, language: list.language)))
        post(message: MessageStrings.fill(list.language.interface.messages.copied, format.title, next.title),
             beside: .export, at: t)
    }
}
