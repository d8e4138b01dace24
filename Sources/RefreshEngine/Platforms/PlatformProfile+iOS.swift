import RefreshPhysics

extension PlatformProfile {
    /// iOS: UIKit's model with the defaults (deceleration 0.998/ms, rubber band 0.55, critically
    /// damped spring, stiffness 100; touch slop 10, min fling 100, bounce at most 120 pt, carried
    /// momentum). Its release velocity is the least-squares fit: iOS's weighted pairs assume a
    /// touch digitizer, and a mouse's whole points at up to 1000 Hz make them err by up to 39% (a
    /// choice in the panel all the same). No resampling: UIKit delivers touches once per display
    /// refresh, already coalesced to it. It pulls with UIRefreshControl, as Flutter's Cupertino
    /// control measured it from iOS.
    /// Its screens show UIKit's large-title bar (`list.bar` largetitle). Its control ticks as it arms, which
    /// is when it refreshes (`header.haptics` refresh): Flutter's CupertinoSliverRefreshControl, measured
    /// from iOS, plays HapticFeedback.mediumImpact() as its state goes from drag to armed
    /// (packages/flutter/lib/src/cupertino/refresh.dart, transitionNextState).
    public static let ios = PlatformProfile(model: .ios, title: "iOS", resampling: .off, control: .cupertino) { _ in }
        .showing(.largeTitle).ticking(.refresh)
}
