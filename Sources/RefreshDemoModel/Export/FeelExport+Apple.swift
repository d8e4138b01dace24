import RefreshEngine

extension FeelExport {
    static func uikit(_ v: Numbers) -> String {
        summary(v, "//") + """
        import UIKit

        // Fling: the velocity kept per millisecond.
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(n(v.rate)))

        // The bounce spring, for your own animations (a refresh header settling, a custom edge bounce).
        let bounceSpring = UISpringTimingParameters(mass: 1, stiffness: \(n(v.k)), damping: \(n(v.damping)), initialVelocity: .zero)

        // Refresh header: opens in \(n(v.headerOpen)) s and closes in \(n(v.headerClose)) s, ease in-out; \
        \(n(v.headerHeight)) pt tall, refreshes past \(n(v.triggerRatio)) x its height.
        let headerOpenDuration: TimeInterval = \(n(v.headerOpen))
        let headerCloseDuration: TimeInterval = \(n(v.headerClose))

        // Not expressible: UIScrollView's rubber band (fixed; tuned c = \(n(v.rubberBand)), UIKit's is 0.55) and its
        // own edge bounce spring, min and max fling speeds (\(n(v.minFling)), \(n(v.maxFling)) pt/s) are built in.

        """
    }

    static func swiftui(_ v: Numbers) -> String {
        summary(v, "//") + """
        import SwiftUI

        // The bounce spring (iOS 17: Spring(mass: 1, stiffness: \(n(v.k)), damping: \(n(v.damping))) is the same).
        let bounce = Animation.spring(response: \(n(v.response)), dampingFraction: \(n(v.zeta)), blendDuration: 0)

        // Fling: the velocity kept per millisecond; SwiftUI's ScrollView takes it only through its UIScrollView.
        let decelerationRate = \(n(v.rate))

        // Refresh header: opens in \(n(v.headerOpen)) s and closes in \(n(v.headerClose)) s.
        let headerOpen = Animation.easeInOut(duration: \(n(v.headerOpen)))
        let headerClose = Animation.easeInOut(duration: \(n(v.headerClose)))

        // Not expressible: ScrollView's rubber band (fixed; tuned c = \(n(v.rubberBand))), its edge bounce and fling limits.

        """
    }
}
