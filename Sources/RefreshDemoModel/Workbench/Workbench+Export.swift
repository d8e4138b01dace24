/// The panel's Copy button: the tuned feel as code for one platform, the next each time.
import RefreshEngine

extension Workbench {
    /// The names the message shows for each format.
    static func title(of format: FeelExport.Format) -> String {
        switch format {
        case .uikit: return "UIKit"
        case .swiftui: return "SwiftUI"
        case .flutter: return "Flutter"
        case .android: return "Android"
        case .css: return "CSS"
        case .json: return "JSON"
        }
    }

    /// Asks the host to copy the export of the current values, and says which format it was
    /// and which the next click copies.
    mutating func copyExport(at t: Double) {
        let format = panel.exportFormat
        let all = FeelExport.Format.allCases
        let next = all[((all.firstIndex(of: format) ?? 0) + 1) % all.count]
        panel.exportFormat = next
        hostEffects.append(.copyToClipboard(FeelExport.text(format, list.tuningSet)))
        post(message: MessageStrings.fill(list.language.interface.messages.copied, Self.title(of: format), Self.title(of: next)),
             isError: false, at: t)
    }
}
