import RefreshEngine

extension FeelExport {
    /// Android: androidx.dynamicanimation's FlingAnimation with the tuned friction, stopping at
    /// the app's stop speed, handing over to a SpringAnimation at the edge it reaches.
    ///
    /// FlingAnimation stops at 62.5 x 0.75 = 46.875 px/s per px of minimum visible change (1 px
    /// by default: 13 pt short of the app on a 1,000 pt/s fling); the app stops at
    /// stopPixelSpeed px/s, so the change is stopPixelSpeed / 46.875. At an edge (its min or
    /// max value) the fling ends on the first frame past it, with that frame's speed; the speed
    /// falls linearly with distance (v = k (x - rest)), which gives the speed at the edge and
    /// how long ago it was crossed, so the spring starts where it would be now.
    ///
    /// Carried momentum: DynamicAnimation has no velocity getter, so an update listener keeps the
    /// fling's speed at its last frame; hold() (the press) turns it into what a flick the same way
    /// carries, and start() adds it by the app's rule and clamps to the fling limit.
    /// SwipeRefreshLayout's colours by day and in night mode (ControlColors), as the app draws them.
    static var androidRefreshColors: String {
        let ring = ControlColors.swipeRing, disc = ControlColors.swipeDisc
        return """
        /**
         * SwipeRefreshLayout's colours by day and in night mode (the widget has no night colours of its own), as
         * RefreshDemo draws them: setColorSchemeColors(RefreshColors.ring(night)) and
         * setProgressBackgroundColorSchemeColor(RefreshColors.disc(night)), night being uiMode's UI_MODE_NIGHT_YES.
         */
        object RefreshColors {
            val RING_LIGHT = \(ControlColors.Pair.hex(ring.light)).toInt()
            val RING_DARK = \(ControlColors.Pair.hex(ring.dark)).toInt()
            val DISC_LIGHT = \(ControlColors.Pair.hex(disc.light)).toInt()
            val DISC_DARK = \(ControlColors.Pair.hex(disc.dark)).toInt()

            fun ring(night: Boolean): Int = if (night) RING_DARK else RING_LIGHT
            fun disc(night: Boolean): Int = if (night) DISC_DARK else DISC_LIGHT
        }
        """
    }

    static func android(_ v: Numbers) -> String {
        let friction = v.androidFriction
        return summary(v, "//") + """
        import androidx.dynamicanimation.animation.DynamicAnimation
        import androidx.dynamicanimation.animation.FlingAnimation
        import androidx.dynamicanimation.animation.FloatPropertyCompat
        import androidx.dynamicanimation.animation.SpringAnimation
        import androidx.swiperefreshlayout.widget.SwipeRefreshLayout
        \(androidFeedbackImports)
        \(androidBarImport(v.bar))\(androidTwoLevelImport(v.twoLevel))\(androidLayoutImports(v.layout, recyclerViewImported: false))import kotlin.math.abs
        import kotlin.math.exp
        import kotlin.math.cos
        import kotlin.math.ln
        import kotlin.math.min
        import kotlin.math.pow
        import kotlin.math.sign
        import kotlin.math.sin
        import kotlin.math.sqrt

        /**
         * The tuned fling and bounce on a property in pixels (a scroll position), `density` pixels per dp:
         * friction until the fling stops or reaches an edge, then a spring from that edge with the fling's speed there.
         */
        class TunedFling<T>(private val target: T, private val property: FloatPropertyCompat<T>, private val density: Float) {
            companion object {
                /** DragForce slows by a = -4.2 friction v: v(t) = v0 e^(-4.2 friction t). */
                const val FRICTION = \(n(friction))f
                /** The fling stops below \(n(v.stopSpeed)) px/s: 46.875 px/s per px of minimum visible change. */
                const val MIN_VISIBLE_CHANGE = \(n(v.stopSpeed / 46.875))f
                /** The bounce spring (SpringForce). In Jetpack Compose the same spring is \(v.spring.composeSpring). */
                const val STIFFNESS = \(n(v.k))f
                const val DAMPING_RATIO = \(n(v.zeta))f
                /** The fastest speed handed to the spring at an edge, dp/s (and kept by a release moving outwards past one). */
                const val TRANSFER_CAP = \(n(v.transferCap))f
                /** The bounce settles within this distance of its edge, dp (0.75 x its minimum visible change). */
                const val REST_DISTANCE = \(n(v.springRestDistance))f
                /**
                 * Carried momentum (\(v.carriesMomentum ? "on" : "off") in this tuning): a press on a fling still decelerating keeps
                 * sign(v) min(SCALE |v|^EXPONENT, LIMIT) of its speed v (dp/s); a flick the same way faster than
                 * MOMENTUM_RETAIN x that adds it. A finger held still longer than MOMENTUM_STOP_GAP_MS lets it go.
                 */
                const val CARRIES_MOMENTUM = \(v.carriesMomentum)
                const val MOMENTUM_SCALE = \(n(v.momentumScale))
                const val MOMENTUM_EXPONENT = \(n(v.momentumExponent))
                const val MOMENTUM_LIMIT = \(doubleLiteral(v.momentumLimit))
                const val MOMENTUM_RETAIN = \(n(v.momentumRetain))f
                const val MOMENTUM_STOP_GAP_MS = \(n(v.momentumStopGap * 1000, 0))L
                /** The fastest fling, dp/s, carried momentum included. */
                const val MAX_FLING = \(n(v.maxFling))f

                /** What a fling at `velocity` dp/s leaves a flick the same way, dp/s. */
                fun carriedMomentum(velocity: Double): Double =
                    if (CARRIES_MOMENTUM) velocity.sign * min(MOMENTUM_SCALE * abs(velocity).pow(MOMENTUM_EXPONENT), MOMENTUM_LIMIT) else 0.0
            }

            private var running: DynamicAnimation<*>? = null
            /** The running fling's speed at its last frame, px/s (0 once it ended or bounces). */
            private var flingVelocity = 0f
            /** What the last press kept for a flick the same way, px/s. */
            private var momentum = 0f

            fun cancel() {
                running?.cancel()
                running = null
                flingVelocity = 0f
            }

            /**
             * A press: stops the motion, keeping what a flick the same way may carry (from the fling's last frame).
             * A finger held still longer than MOMENTUM_STOP_GAP_MS before the flick lets it go: call hold() again.
             */
            fun hold() {
                momentum = (carriedMomentum((flingVelocity / density).toDouble()) * density).toFloat()
                cancel()
            }

            /**
             * Flings from `start` at `velocity` (px/s: the content's speed) between `min` and `max` (px), adding the
             * momentum the last hold() kept when the flick goes its way faster than MOMENTUM_RETAIN x it.
             */
            fun start(start: Float, velocity: Float, min: Float, max: Float) {
                cancel()
                val carried = if (velocity * momentum > 0f && abs(velocity) > abs(momentum) * MOMENTUM_RETAIN) momentum else 0f
                momentum = 0f
                val speed = (velocity + carried).coerceIn(-MAX_FLING * density, MAX_FLING * density)
                val cap = TRANSFER_CAP * density
                if (start < min || start > max) {
                    val edge = if (start < min) min else max
                    val outwards = if (start < min) speed < 0f else speed > 0f
                    bounce(start - edge, if (outwards) speed.coerceIn(-cap, cap) else speed, edge, 0.0)
                    return
                }
                val k = -4.2 * FRICTION
                val rest = start - speed / k
                val fling = FlingAnimation(target, property)
                    .setFriction(FRICTION)
                    .setMinValue(min)
                    .setMaxValue(max)
                    .setMinimumVisibleChange(MIN_VISIBLE_CHANGE)
                    .setStartValue(start)
                    .setStartVelocity(speed)
                fling.addUpdateListener(object : DynamicAnimation.OnAnimationUpdateListener {
                    override fun onAnimationUpdate(animation: DynamicAnimation<*>?, value: Float, velocity: Float) {
                        flingVelocity = velocity
                    }
                })
                fling.addEndListener(object : DynamicAnimation.OnAnimationEndListener {
                    override fun onAnimationEnd(animation: DynamicAnimation<*>?, canceled: Boolean, value: Float, velocity: Float) {
                        flingVelocity = 0f
                        if (canceled || (value != min && value != max)) return
                        // Ended on the first frame past the edge, clamped to it, with that frame's speed.
                        val edgeSpeed = k * (value - rest)
                        val ago = if (velocity != 0f && velocity / edgeSpeed > 0) ln(velocity / edgeSpeed) / k else 0.0
                        bounce(0f, edgeSpeed.toFloat().coerceIn(-cap, cap), value, ago)
                    }
                })
                running = fling
                fling.start()
            }

            /** A spring to `edge` from `displacement` past it at `velocity`, started `elapsed` seconds in. */
            private fun bounce(displacement: Float, velocity: Float, edge: Float, elapsed: Double) {
                val w = sqrt(STIFFNESS.toDouble())
                val z = DAMPING_RATIO.toDouble()
                val d = displacement.toDouble()
                val v = velocity.toDouble()
                val t = elapsed
                val x: Double
                val dx: Double
                if (z > 1) {
                    val s = w * sqrt(z * z - 1)
                    val r1 = -z * w + s
                    val r2 = -z * w - s
                    val c2 = (v - r1 * d) / (r2 - r1)
                    val c1 = d - c2
                    x = c1 * exp(r1 * t) + c2 * exp(r2 * t)
                    dx = c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)
                } else if (z == 1.0) {
                    val c2 = v + w * d
                    x = (d + c2 * t) * exp(-w * t)
                    dx = (c2 - w * (d + c2 * t)) * exp(-w * t)
                } else {
                    val wd = w * sqrt(1 - z * z)
                    val c2 = (v + z * w * d) / wd
                    val e = exp(-z * w * t)
                    x = e * (d * cos(wd * t) + c2 * sin(wd * t))
                    dx = e * ((c2 * wd - z * w * d) * cos(wd * t) - (d * wd + z * w * c2) * sin(wd * t))
                }
                val spring = SpringAnimation(target, property, edge)
                spring.spring.setStiffness(STIFFNESS).setDampingRatio(DAMPING_RATIO)
                spring.setMinimumVisibleChange(REST_DISTANCE * density / 0.75f)
                    .setStartValue((edge + x).toFloat())
                    .setStartVelocity(dx.toFloat())
                running = spring
                spring.start()
            }
        }

        // Refresh header: opens in \(n(v.headerOpen * 1000, 0)) ms, closes in \(n(v.headerClose * 1000, 0)) ms (AccelerateDecelerateInterpolator).
        const val HEADER_OPEN_MS = \(n(v.headerOpen * 1000, 0))L
        const val HEADER_CLOSE_MS = \(n(v.headerClose * 1000, 0))L

        \(androidRefreshColors)

        """ + androidRefresh(v.control) + androidFeedback(v.feedback) + androidTwoLevel(v.twoLevel) + androidBar(v.bar) + androidLayout(v.layout) + androidHorizontal() + """

        // Not expressible: the rubber band (c = \(n(v.rubberBand))): Android overscroll is an EdgeEffect (stretch or glow),
        // not a band; and minimum fling speed \(n(v.minFling)) pt/s is ViewConfiguration's, per device. A native
        // scroll view (OverScroller) carries no momentum: TunedFling's hold() and start() carry the tuned one.

        """
    }
}
