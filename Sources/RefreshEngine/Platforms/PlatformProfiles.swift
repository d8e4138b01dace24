/// Every platform the app runs, in the order of the panel's preset buttons.
///
/// Rule: the one registration of a platform; the scroll models (`ScrollModel.allCases`, the
/// tuning file's `scroll.model`), presets, buttons and exports read this list.
public enum PlatformProfiles {
    public static let all: [PlatformProfile] = [.ios, .flutter, .android, .gtk]

    /// The profile of a preset's name (any case), if one is registered.
    public static func named(_ name: String) -> PlatformProfile? {
        all.first { $0.name == name.lowercased() }
    }

    /// The profile of a scroll model.
    public static func profile(of model: ScrollModel) -> PlatformProfile? { all.first { $0.model == model } }
}
