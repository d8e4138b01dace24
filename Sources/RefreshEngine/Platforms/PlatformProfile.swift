import RefreshPhysics

/// One platform as the app knows it: whose scroll physics runs (its `ScrollModel`, which
/// carries its `ScrollPhysics`), its preset's constants, how it resamples a drag, the
/// pull-to-refresh control it ships, and its name and title.
///
/// Rule: presets, the panel's preset buttons, the scroll models and the exports derive from
/// `PlatformProfiles.all`; a new platform is its scroll model (`Scrolling/Models/ScrollModel+Name.swift`:
/// its `ScrollModel` and `ScrollPhysics` class, one line in `ScrollModel.registered`, in the engine's
/// core that also builds for the page) and its profile (`PlatformProfile+Name.swift`, one line in
/// that list). Its preset is the defaults with the profile's model, resampling and control, then
/// its `constants`.
public struct PlatformProfile: Sendable {
    /// Whose algorithms run the drag, the fling and the edges.
    public let model: ScrollModel
    /// The name a button, a button's message and the exports show ("Flutter").
    public let title: String
    /// Where a drag is drawn at a frame (`input.resampling` in the preset).
    public let resampling: InputResampling
    /// The pull-to-refresh control the platform ships (`header.control` in the preset).
    public let control: HeaderControlKind
    /// The preset's other constants: what the platform also lets an app set, and the
    /// UIKit constants kept close to its feel for the exports.
    let constants: @Sendable (inout Tuning) -> Void
    /// The app bar its screens ship with (`list.bar` in the preset).
    public var bar = ListBar.plain
    /// When its control plays a haptic (`header.haptics` in the preset).
    public var haptics = HeaderHaptics.none

    /// Its name in presets, scripts and files: its model's ("flutter").
    public var name: String { model.rawValue }

    /// Its scroll physics (its model's).
    var physics: any ScrollPhysics { model.physics }

    /// The preset: the defaults with this platform's model, resampling, control and constants.
    public var preset: TuningSet {
        var s = TuningSet()
        s.headerControl = control
        s.headerHaptics = haptics
        s.bar.kind = bar
        s.scroll.model = model
        s.scroll.resampling = resampling
        constants(&s.scroll)
        return s
    }

    /// This profile with its control's haptics: what the platform's own control plays under
    /// the thumb (`header.haptics` in the preset; none unless a platform's file says otherwise).
    func ticking(_ haptics: HeaderHaptics) -> PlatformProfile {
        var p = self
        p.haptics = haptics
        return p
    }

    /// This profile with its screens' app bar.
    func showing(_ bar: ListBar) -> PlatformProfile {
        var p = self
        p.bar = bar
        return p
    }
}
