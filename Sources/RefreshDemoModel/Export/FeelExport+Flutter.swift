import RefreshEngine

extension FeelExport {
    /// Flutter: a BouncingScrollPhysics whose fling is Flutter's own FrictionSimulation and
    /// ScrollSpringSimulation with the tuned values, handed over at the edge as the app does.
    ///
    /// Flutter's BouncingScrollSimulation fixes its drag at 0.135 (rate 0.998) and caps only the
    /// trailing edge's transfer at 5000; the export's simulation is the same friction-to-spring
    /// hand-over with the tuned drag, stop speed and cap at both edges. A release past an edge:
    /// Flutter hands over the finger's velocity, the app the content's, which is the finger's
    /// times the band's slope there; the band's slope is frictionFactor at the overscroll.
    ///
    /// Carried momentum: BouncingScrollPhysics.carriedMomentum is the app's fit, and
    /// ScrollDragController.end adds it by the app's rule (same way, more than half of it), so the
    /// export overrides it only to say it: the fit when the tuning carries momentum, 0 when not
    /// (inheriting it would carry momentum the tuning turned off). The app clamps the sum to the
    /// fling limit; Flutter adds it after its recognizer clamped the finger's speed, so the
    /// ballistic simulation clamps the speed it is given.
    /// A double literal for Dart and Kotlin, where 40000 is an int (and Dart's math.min of a double
    /// and an int a num, which a double cannot take).
    static func doubleLiteral(_ x: Double) -> String {
        let text = n(x)
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }

    /// The refresh controls' colours in light and dark (ControlColors), as the app draws them.
    static var flutterRefreshColors: String {
        func dynamic(_ name: String, _ p: ControlColors.Pair) -> String {
            "const CupertinoDynamicColor \(name) = CupertinoDynamicColor.withBrightness(\n"
                + "    color: Color(\(ControlColors.Pair.hex(p.light))), darkColor: Color(\(ControlColors.Pair.hex(p.dark))));"
        }
        return """
        /// The refresh controls' colours in light and dark, as RefreshDemo draws them: CupertinoActivityIndicator's
        /// ticks (its own; in CupertinoSliverRefreshControl's builder, color: refreshTickColor.resolveFrom(context)), and
        /// Material 3's RefreshIndicator, primary on the surface (color: and backgroundColor:, resolved the same way).
        \(dynamic("refreshTickColor", ControlColors.cupertinoTick))
        \(dynamic("refreshIndicatorColor", ControlColors.materialRing))
        \(dynamic("refreshIndicatorBackgroundColor", ControlColors.materialDisc))
        """
    }

    static func flutter(_ v: Numbers) -> String {
        let carried = v.carriesMomentum
            ? """
              // A flick the same way as a running fling, faster than \(n(v.momentumRetain)) x what this gives for the fling's speed,
              // adds it (ScrollDragController.end): BouncingScrollPhysics's fit to iOS, which the app uses.
              @override
              double carriedMomentum(double existingVelocity) =>
                  existingVelocity.sign * math.min(\(n(v.momentumScale)) * math.pow(existingVelocity.abs(), \(n(v.momentumExponent))).toDouble(), \(doubleLiteral(v.momentumLimit)));
            """
            : """
              // Carried momentum is off in this tuning: a second flick never adds the running fling's speed
              // (BouncingScrollPhysics would).
              @override
              double carriedMomentum(double existingVelocity) => 0;
            """
        let carriedNote = v.carriesMomentum ? """
             Carried momentum: Flutter keeps the speed of the
            // ballistic activity's last frame (as the app does), also while it bounces (the app only if the
            // fling still decelerated then), lets it go after 20 ms held still (the app after \(n(v.momentumStopGap * 1000, 0)) ms), and adds
            // none to a flick below minFlingVelocity (the app adds it first, then compares).
            """ : ""
        // Only carriedMomentum uses dart:math: without it the import would be unused (an analyzer warning).
        return summary(v, "//") + (v.carriesMomentum ? "import 'dart:math' as math;\n\n" : "") + """
        import 'package:flutter/cupertino.dart';
        import 'package:flutter/material.dart';
        import 'package:flutter/physics.dart';
        import 'package:flutter/semantics.dart';
        import 'package:flutter/services.dart';
        \(flutterTwoLevelImport(v.twoLevel))
        /// The tuned feel: fling friction, edge hand-over, bounce spring, rubber band and fling limits.
        class TunedScrollPhysics extends BouncingScrollPhysics {
          const TunedScrollPhysics({super.parent});

          /// The velocity kept per second: \(n(v.rate)) per millisecond, to the 1000th power.
          static const double drag = \(n(v.flutterDrag, 12));

          /// A fling stops below this many physical pixels per second.
          static const double stopPixelSpeed = \(n(v.stopSpeed));

          /// The fastest speed handed to the spring at an edge (and kept by a release moving outwards past one).
          static const double maxSpringTransferVelocity = \(n(v.transferCap));

          /// The bounce settles within this distance and below this speed of its edge.
          static const Tolerance springTolerance = Tolerance(distance: \(n(v.springRestDistance)), velocity: \(n(v.springRestVelocity)));

          /// The rubber band's slope at the edge (UIKit's 0.55).
          static const double rubberBand = \(n(v.rubberBand));

          @override
          TunedScrollPhysics applyTo(ScrollPhysics? ancestor) => TunedScrollPhysics(parent: buildParent(ancestor));

          /// The bounce spring, exact in every Flutter version. Flutter 3.32's
          /// \(v.spring.flutterDurationAndBounce)
          /// is the same spring to \(v.spring.flutterStiffnessError < 5e-7 ? "the last digit" : "a stiffness \(n(v.spring.flutterStiffnessError * 100, 3))% off") (it takes whole milliseconds).
          @override
          SpringDescription get spring => \(v.spring.flutterDescription);

          @override
          double get minFlingVelocity => \(n(v.minFling));

          @override
          double get maxFlingVelocity => \(n(v.maxFling));

        \(carried)

          // Applied per drag delta, this slope integrates to the band b(x) = (1 - 1/(x c/d + 1)) d exactly:
          // db/dx = c (1 - b/d)^2.
          @override
          double frictionFactor(double overscrollFraction) => rubberBand * (1 - overscrollFraction) * (1 - overscrollFraction);

          @override
          Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
            if (position.outOfRange) {
              final bool before = position.pixels < position.minScrollExtent;
              final double edge = before ? position.minScrollExtent : position.maxScrollExtent;
              // Flutter passes the finger's velocity; the content moved at the band's slope times it.
              double v = velocity * frictionFactor((position.pixels - edge).abs() / position.viewportDimension);
              if (before ? v < 0 : v > 0) v = v.clamp(-maxSpringTransferVelocity, maxSpringTransferVelocity).toDouble();
              return ScrollSpringSimulation(spring, position.pixels, edge, v, tolerance: springTolerance);
            }
            // A flick that carried momentum may pass the fling limit: the app clamps the sum.
            final double fling = velocity.clamp(-maxFlingVelocity, maxFlingVelocity).toDouble();
            final double stopSpeed = stopPixelSpeed / position.devicePixelRatio;
            if (fling.abs() < stopSpeed) return null;
            return TunedBouncingScrollSimulation(
              position: position.pixels,
              velocity: fling,
              leadingExtent: position.minScrollExtent,
              trailingExtent: position.maxScrollExtent,
              spring: spring,
              stopSpeed: stopSpeed,
            );
          }
        }

        /// BouncingScrollSimulation with the tuned drag, stop speed and transfer cap: friction until the
        /// fling reaches an edge before it stops, then a spring from that edge with the fling's velocity there.
        class TunedBouncingScrollSimulation extends Simulation {
          TunedBouncingScrollSimulation({
            required double position,
            required double velocity,
            required double leadingExtent,
            required double trailingExtent,
            required SpringDescription spring,
            required double stopSpeed,
          }) : _friction = FrictionSimulation(TunedScrollPhysics.drag, position, velocity,
                                             tolerance: Tolerance(velocity: stopSpeed)) {
            final double finalX = _friction.finalX;
            final double? edge = finalX < leadingExtent ? leadingExtent : (finalX > trailingExtent ? trailingExtent : null);
            if (edge == null) return;
            final double t = _friction.timeAtX(edge);
            if (!t.isFinite || _friction.isDone(t)) return;
            const double cap = TunedScrollPhysics.maxSpringTransferVelocity;
            _springTime = t;
            _spring = ScrollSpringSimulation(spring, edge, edge, _friction.dx(t).clamp(-cap, cap).toDouble(),
                                             tolerance: TunedScrollPhysics.springTolerance);
          }

          final FrictionSimulation _friction;
          ScrollSpringSimulation? _spring;
          double _springTime = double.infinity;

          @override
          double x(double time) => time >= _springTime ? _spring!.x(time - _springTime) : _friction.x(time);

          @override
          double dx(double time) => time >= _springTime ? _spring!.dx(time - _springTime) : _friction.dx(time);

          @override
          bool isDone(double time) => time >= _springTime ? _spring!.isDone(time - _springTime) : _friction.isDone(time);
        }

        \(flutterRefreshColors)


        """ + flutterRefresh(v.control) + flutterFeedback(v.feedback) + flutterTwoLevel(v.twoLevel) + flutterBar(v.bar) + flutterLayout(v.layout) + flutterHorizontal() + flutterResampling(v) + """
        // Not expressible exactly: the rubber band is applied per drag delta (applyPhysicsToUserOffset), which
        // follows the app's band within half a point at 1-pt deltas; Flutter clamps the finger's release speed to
        // the fling limits where the app clamps the content's.\(carriedNote)

        """
    }
}
