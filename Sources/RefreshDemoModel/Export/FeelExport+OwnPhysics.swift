import RefreshEngine

extension FeelExport {
    /// The first lines of an export in the platform's own physics: what the app ran and what
    /// the code keeps of it.
    static func ownSummary(_ v: Numbers, _ c: String, platform: String) -> String {
        """
        \(c) Feel tuned in RefreshDemo with the \(v.model.rawValue) model: \(platform)'s own scrolling, as the app runs it.
        \(c) Its fling, edge and bounce are the platform's, untouched; the code sets the tuned constants that apply under it.

        """
    }

    /// Flutter under the app's `flutter` model: BouncingScrollPhysics itself, with the tuned
    /// fling limits, the stop speed (toleranceFor) and carried momentum.
    static func flutterOwn(_ v: Numbers, touchSlop: Double) -> String {
        let carried = v.carriesMomentum
            ? "  // Carried momentum is on: BouncingScrollPhysics's own carriedMomentum, as the app's.\n"
            : """
              // Carried momentum is off in this tuning: a second flick never adds the running fling's speed.
              @override
              double carriedMomentum(double existingVelocity) => 0;

            """
        return ownSummary(v, "//", platform: PlatformProfile.flutter.title) + """
        import 'package:flutter/cupertino.dart';
        import 'package:flutter/material.dart';
        import 'package:flutter/physics.dart';
        import 'package:flutter/semantics.dart';
        import 'package:flutter/services.dart';
        \(flutterTwoLevelImport(v.twoLevel))
        /// BouncingScrollPhysics (the app's flutter model), with the tuned constants that apply to it.
        class TunedScrollPhysics extends BouncingScrollPhysics {
          const TunedScrollPhysics({super.parent});

          /// A fling stops below this many physical pixels per second (ScrollPhysics.toleranceFor: 20 by default).
          static const double stopPixelSpeed = \(doubleLiteral(v.stopSpeed));

          @override
          TunedScrollPhysics applyTo(ScrollPhysics? ancestor) => TunedScrollPhysics(parent: buildParent(ancestor));

          @override
          Tolerance toleranceFor(ScrollMetrics metrics) =>
              Tolerance(velocity: stopPixelSpeed / metrics.devicePixelRatio, distance: 1.0 / metrics.devicePixelRatio);

          @override
          double get minFlingVelocity => \(doubleLiteral(v.minFling));

          @override
          double get maxFlingVelocity => \(doubleLiteral(v.maxFling));

        \(carried)}

        // The touch slop (\(n(touchSlop)) pt) is the gesture recognizers': MediaQuery(data: ...copyWith(gestureSettings:
        // DeviceGestureSettings(touchSlop: \(doubleLiteral(touchSlop)))), child: ...).

        \(flutterRefreshColors)
        """ + flutterRefresh(v.control) + flutterFeedback(v.feedback) + flutterTwoLevel(v.twoLevel) + flutterBar(v.bar) + flutterLayout(v.layout) + flutterHorizontal() + flutterResampling(v) + """
        // Not expressible: nothing of the fling and bounce is tuned here; they are BouncingScrollPhysics's own, as in the app.

        """
    }

    /// Android under the app's `android` model: OverScroller and the stretch EdgeEffect
    /// themselves, with the tuned fling limits on a RecyclerView and SwipeRefreshLayout.
    static func androidOwn(_ v: Numbers, touchSlop: Double) -> String {
        ownSummary(v, "//", platform: PlatformProfile.android.title) + """
        import androidx.recyclerview.widget.RecyclerView
        import androidx.swiperefreshlayout.widget.SwipeRefreshLayout
        \(androidFeedbackImports)
        \(androidBarImport(v.bar))\(androidTwoLevelImport(v.twoLevel))\(androidLayoutImports(v.layout, recyclerViewImported: true))import kotlin.math.abs
        import kotlin.math.sign

        /**
         * Android's own scrolling (the app's android model): OverScroller's spline fling and the stretch EdgeEffect
         * are the platform's; these are the tuned constants that apply under it.
         */
        object TunedScrolling {
            /** A release below this speed does not fling, dp/s. */
            const val MIN_FLING_DP = \(n(v.minFling))f
            /** Flings are capped at this speed, dp/s (RecyclerView also caps at ViewConfiguration's, per device). */
            const val MAX_FLING_DP = \(n(v.maxFling))f
            /** The touch slop the app used, dp (RecyclerView takes TOUCH_SLOP_DEFAULT or TOUCH_SLOP_PAGING only). */
            const val TOUCH_SLOP_DP = \(n(touchSlop))f

            /** Holds a RecyclerView's flings to the tuned limits. */
            fun apply(recyclerView: RecyclerView, density: Float) {
                recyclerView.onFlingListener = object : RecyclerView.OnFlingListener() {
                    override fun onFling(velocityX: Int, velocityY: Int): Boolean {
                        val min = MIN_FLING_DP * density
                        val max = MAX_FLING_DP * density
                        if (abs(velocityY.toFloat()) < min) return true
                        if (abs(velocityY.toFloat()) <= max) return false
                        recyclerView.onFlingListener = null
                        recyclerView.fling(velocityX, (sign(velocityY.toFloat()) * max).toInt())
                        recyclerView.onFlingListener = this
                        return true
                    }
                }
            }
        }

        \(androidRefreshColors)
        """ + androidRefresh(v.control) + androidFeedback(v.feedback) + androidTwoLevel(v.twoLevel) + androidBar(v.bar) + androidLayout(v.layout) + androidHorizontal() + """
        // Not expressible: nothing of the fling and stretch is tuned here; they are OverScroller's and EdgeEffect's own,
        // as in the app. A native scroll view carries no momentum\(v.carriesMomentum ? " (the tuning carries it: the app's model does, Android does not)" : "").

        """
    }
}
