import RefreshEngine

extension FeelExport {
    static func flutter(_ v: Numbers) -> String {
        summary(v, "//") + """
        import 'package:flutter/physics.dart';
        import 'package:flutter/widgets.dart';

        /// The tuned feel: fling friction, edge spring and fling limits.
        class TunedScrollPhysics extends BouncingScrollPhysics {
          const TunedScrollPhysics({super.parent});

          /// The velocity kept per second: \(n(v.rate)) per millisecond, to the 1000th power.
          static const double drag = \(n(v.flutterDrag, 9));

          @override
          TunedScrollPhysics applyTo(ScrollPhysics? ancestor) => TunedScrollPhysics(parent: buildParent(ancestor));

          @override
          SpringDescription get spring => const SpringDescription(mass: 1, stiffness: \(n(v.k)), damping: \(n(v.damping)));

          @override
          double get minFlingVelocity => \(n(v.minFling));

          @override
          double get maxFlingVelocity => \(n(v.maxFling));

          // Flutter's drag falls off as (1 - overscroll)^2; the tuned rubber band b(x) = (1 - 1/(x c/d + 1)) d
          // has the same slope c = \(n(v.rubberBand)) at the edge and differs further out.
          @override
          double frictionFactor(double overscrollFraction) => \(n(v.rubberBand)) * (1 - overscrollFraction) * (1 - overscrollFraction);

          @override
          Simulation? createBallisticSimulation(ScrollMetrics position, double velocity) {
            final Tolerance tolerance = toleranceFor(position);
            if (position.outOfRange) {
              final double end = position.pixels < position.minScrollExtent ? position.minScrollExtent : position.maxScrollExtent;
              return ScrollSpringSimulation(spring, position.pixels, end, velocity, tolerance: tolerance);
            }
            if (velocity.abs() < tolerance.velocity) return null;
            // Not expressible in one simulation: BouncingScrollSimulation fixes its drag at 0.135 (rate 0.998).
            // Here a fling that reaches an edge runs on past it until the friction stops it, then the spring
            // brings it back; the tuned feel hands the fling's speed to the spring at the edge.
            return FrictionSimulation(drag, position.pixels, velocity, tolerance: tolerance);
          }
        }

        """
    }
}
