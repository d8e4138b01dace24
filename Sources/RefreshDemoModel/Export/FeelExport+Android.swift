import RefreshEngine

extension FeelExport {
    static func android(_ v: Numbers) -> String {
        summary(v, "//") + """
        import androidx.dynamicanimation.animation.FlingAnimation
        import androidx.dynamicanimation.animation.SpringForce

        // The bounce spring (mass 1).
        fun bounceSpring(finalPosition: Float) = SpringForce(finalPosition).apply {
            stiffness = \(n(v.k))f
            dampingRatio = \(n(v.zeta))f
        }

        // Fling: DragForce slows by a = -4.2 friction v, so v(t) = v0 e^(-4.2 friction t).
        fun FlingAnimation.tunedFling(): FlingAnimation = apply {
            friction = \(n(v.androidFriction))f
        }

        // Refresh header: opens in \(n(v.headerOpen * 1000, 0)) ms, closes in \(n(v.headerClose * 1000, 0)) ms (AccelerateDecelerateInterpolator).
        const val HEADER_OPEN_MS = \(n(v.headerOpen * 1000, 0))L
        const val HEADER_CLOSE_MS = \(n(v.headerClose * 1000, 0))L

        // Not expressible: the rubber band (c = \(n(v.rubberBand))): Android overscroll is an EdgeEffect (stretch or glow),
        // not a band; and minimum fling speed \(n(v.minFling)) pt/s is ViewConfiguration's, per device.

        """
    }
}
