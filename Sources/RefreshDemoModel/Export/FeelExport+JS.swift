import RefreshEngine

extension FeelExport {
    /// `--export js`: the module on its own, a valid ES module as printed (loaded by
    /// `<script type="module">` or `import`): the summary and usage as `//` comments, then
    /// the module.
    static func js(_ v: Numbers) -> String {
        summary(v, "//") + """
        // tuned-feel.js: an ES module, no dependencies (Web Animations API). Save it as tuned-feel.js, then
        // import { fling, hold } from "./tuned-feel.js"; const a = fling(element, { position, velocity, min, max });
        // on a press: momentum = hold(a); on the release: fling(element, { position, velocity, min, max, momentum }).
        // Not expressible: the rubber band (c = \(n(v.rubberBand))) while dragging and native scrolling's fling and
        // bounce: this module animates what you move yourself.
        \(v.twoLevel.notCarried("//", "this module (its refresh machine has none)"))

        """ + webModule(v) + jsRefresh(v.control, rubberBand: v.rubberBand) + jsBar(v.bar) + jsHorizontal()
    }

    /// The module: the app's fling and bounce in closed form (friction until the fling stops
    /// or reaches an edge, then a spring from that edge with the capped speed; a release past
    /// an edge springs back), played by element.animate with keyframes close enough that
    /// straight lines between them stay within 0.15 pt (h^2 max|x''| / 8).
    static func webModule(_ v: Numbers) -> String {
        """
        export const feel = {
          decelerationRate: \(n(v.rate)), // velocity kept per millisecond
          stopPixelSpeed: \(n(v.stopSpeed)), // a fling stops below this many device pixels per second
          stiffness: \(n(v.k)), dampingRatio: \(n(v.zeta)), // the bounce spring, mass 1
          transferCap: \(n(v.transferCap)), // fastest speed handed to the spring at an edge, px/s
          restDistance: \(n(v.springRestDistance)), restVelocity: \(n(v.springRestVelocity)), // the bounce has settled
          // Carried momentum (\(v.carriesMomentum ? "on" : "off") in this tuning): a press on a fling still decelerating keeps
          // sign(v) min(scale |v|^exponent, limit) of its speed v; a flick the same way faster than retain x that adds it.
          carriesMomentum: \(v.carriesMomentum),
          momentumScale: \(n(v.momentumScale)), momentumExponent: \(n(v.momentumExponent)), momentumLimit: \(n(v.momentumLimit)),
          momentumRetain: \(n(v.momentumRetain)),
          momentumStopGap: \(n(v.momentumStopGap)), // s: a finger held still this long during the flick lets it go
          maxFlingSpeed: \(n(v.maxFling)), // px/s, carried momentum included
        };

        /** What a fling at velocity v (px/s) leaves a flick the same way: 0 when carried momentum is off. */
        export function carriedMomentum(v) {
          if (!feel.carriesMomentum || !Number.isFinite(v) || v === 0) return 0;
          return Math.sign(v) * Math.min(feel.momentumScale * Math.pow(Math.abs(v), feel.momentumExponent), feel.momentumLimit);
        }

        /**
         * The velocity to fling with for a flick released at `velocity` (px/s) that caught `momentum` (from `hold()` or
         * `trajectory(...).momentum(t)`; 0 if the finger stood still longer than momentumStopGap since): their sum when
         * the flick goes the same way faster than momentumRetain x it, clamped to maxFlingSpeed.
         */
        export function releaseVelocity(velocity, momentum = 0) {
          const carried = velocity * momentum > 0 && Math.abs(velocity) > Math.abs(momentum) * feel.momentumRetain ? momentum : 0;
          return Math.max(-feel.maxFlingSpeed, Math.min(feel.maxFlingSpeed, velocity + carried));
        }

        /** A spring to 0 from displacement d at velocity v: x(t) and v(t). */
        function spring(d, v) {
          const w = Math.sqrt(feel.stiffness), z = feel.dampingRatio, b = z * w;
          if (Math.abs(z - 1) < 1e-9) {
            const c2 = v + b * d;
            return { x: (t) => Math.exp(-b * t) * (d + c2 * t), v: (t) => Math.exp(-b * t) * (c2 - b * (d + c2 * t)) };
          }
          if (z < 1) {
            const wd = Math.sqrt(w * w - b * b), c2 = (v + b * d) / wd;
            return {
              x: (t) => Math.exp(-b * t) * (d * Math.cos(wd * t) + c2 * Math.sin(wd * t)),
              v: (t) => Math.exp(-b * t) * ((c2 * wd - b * d) * Math.cos(wd * t) - (d * wd + b * c2) * Math.sin(wd * t)),
            };
          }
          const s = Math.sqrt(b * b - w * w), r1 = -b + s, r2 = -b - s, c2 = (v - r1 * d) / (r2 - r1), c1 = d - c2;
          return {
            x: (t) => c1 * Math.exp(r1 * t) + c2 * Math.exp(r2 * t),
            v: (t) => c1 * r1 * Math.exp(r1 * t) + c2 * r2 * Math.exp(r2 * t),
          };
        }

        /**
         * The motion after a release at `position` (px, a scroll offset: larger is further down the content) with
         * `velocity` (px/s, the content's) between the edges `min` and `max`: { position(t), duration, momentum(t) } in
         * seconds; momentum(t) is what a press t seconds in keeps (only while the fling decelerates).
         */
        export function trajectory(position, velocity, min, max, pixelDensity = globalThis.devicePixelRatio || 1) {
          const cap = (u) => Math.max(-feel.transferCap, Math.min(feel.transferCap, u));
          const bounce = (edge, d, v, start) => {
            const s = spring(d, v);
            let end = 0;
            while (end < 30 && !(Math.abs(s.x(end)) < feel.restDistance && Math.abs(s.v(end)) < feel.restVelocity)) end += 1 / 960;
            return { position: (t) => (t < start ? null : t - start >= end ? edge : edge + s.x(t - start)), duration: start + end };
          };
          if (position < min || position > max) {
            const edge = position < min ? min : max;
            const outwards = position < min ? velocity < 0 : velocity > 0;
            return { ...bounce(edge, position - edge, outwards ? cap(velocity) : velocity, 0), momentum: () => 0 };
          }
          const k = 1000 * Math.log(feel.decelerationRate);
          const stopSpeed = Math.max(feel.stopPixelSpeed, 1e-3) / pixelDensity;
          const duration = Math.abs(velocity) <= stopSpeed ? 0 : Math.log(stopSpeed / Math.abs(velocity)) / k;
          const friction = (t) => position + (velocity * (Math.exp(k * Math.min(t, duration)) - 1)) / k;
          const momentum = (until) => (t) => (t >= 0 && t < until ? carriedMomentum(velocity * Math.exp(k * t)) : 0);
          const rest = position - velocity / k;
          const edge = rest < min ? min : rest > max ? max : null;
          if (edge !== null && velocity !== 0) {
            const arg = 1 + (k * Math.abs(edge - position)) / Math.abs(velocity);
            const crossing = arg > 0 ? Math.log(arg) / k : Infinity;
            if (crossing < duration) {
              const b = bounce(edge, 0, cap(velocity * Math.exp(k * crossing)), crossing);
              return { position: (t) => (t < crossing ? friction(t) : b.position(t)), duration: b.duration, momentum: momentum(crossing) };
            }
          }
          return { position: friction, duration, momentum: momentum(duration) };
        }

        const motions = new WeakMap();

        /**
         * Plays the fling (and its bounce) on `element` as a translateY of minus the offset, from a release at
         * `position` with `velocity` between `min` and `max` (px), plus the `momentum` a press on the last fling kept
         * (`hold()`). Returns the Animation (pause it, seek it, cancel it).
         */
        export function fling(element, { position, velocity, min, max, momentum = 0, pixelDensity = globalThis.devicePixelRatio || 1 }) {
          const motion = trajectory(position, releaseVelocity(velocity, momentum), min, max, pixelDensity);
          const step = 1 / 960;
          const count = Math.max(1, Math.ceil(motion.duration / step));
          const keyframes = [];
          for (let i = 0; i <= count; i++) {
            const t = (i / count) * motion.duration;
            keyframes.push({ offset: i / count, transform: `translateY(${-motion.position(t)}px)` });
          }
          const animation = element.animate(keyframes, { duration: Math.max(motion.duration * 1000, 1), fill: "forwards", easing: "linear" });
          motions.set(animation, motion);
          return animation;
        }

        /**
         * A press on a fling `fling()` plays: pauses it where it is and returns what a flick the same way may carry
         * (px/s), from the time of the frame shown last; pass it as `momentum` to the next `fling()`.
         */
        export function hold(animation) {
          const motion = motions.get(animation);
          const momentum = motion && animation.playState === "running" ? motion.momentum((animation.currentTime ?? 0) / 1000) : 0;
          animation.pause();
          return momentum;
        }

        """
    }
}
