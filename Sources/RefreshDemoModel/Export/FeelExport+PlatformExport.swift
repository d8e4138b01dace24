import RefreshEngine

extension FeelExport {
    /// A platform's own export: the format whose text, under that platform's model, is the
    /// platform's own physics with the tuned constants that apply (FeelExport+OwnPhysics).
    struct OwnExport: Sendable {
        let format: Format
        let text: @Sendable (Numbers, TuningSet) -> String
    }

    /// The platforms with an own export, by name: a platform's export flavour is one line here.
    static let ownExports: [String: OwnExport] = [
        PlatformProfile.flutter.name: OwnExport(format: .flutter) { flutterOwn($0, touchSlop: $1.scroll.touchSlop) },
        PlatformProfile.android.name: OwnExport(format: .android) { androidOwn($0, touchSlop: $1.scroll.touchSlop) },
    ]
}

extension PlatformProfile {
    /// The export that is this platform's own physics, if it has one; the other exports
    /// reproduce UIKit's model.
    var ownExport: FeelExport.OwnExport? { FeelExport.ownExports[name] }
}
