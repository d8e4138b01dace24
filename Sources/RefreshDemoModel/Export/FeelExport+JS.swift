import Foundation
import RefreshEngine

extension FeelExport {
    /// `--export js`: the module on its own, a valid ES module as printed (loaded by
    /// `<script type="module">`, `import` or node): the summary and usage as `//` comments, then
    /// the module. Its motion is the engine's own core (`core`, core.wasm's bytes, inlined), so it
    /// reproduces the tuning's own model, whichever it is.
    static func js(_ v: Numbers, _ s: TuningSet, core: [UInt8]) -> String {
        summary(v, "//", ownModel: true) + """
        // tuned-feel.js: an ES module, no dependencies (WebAssembly, the Web Animations API). Save it as tuned-feel.js, then
        // import { fling, hold } from "./tuned-feel.js"; const a = fling(element, { position, velocity, min, max });
        // on a press: momentum = hold(a); on the release: fling(element, { position, velocity, min, max, momentum }).
        // The motion is the app's own scroll core (its Swift built for WebAssembly, inlined below), under this tuning's
        // model (\(v.model)): its drag past an edge, its fling and its edges, as the app runs them.
        // Not expressible: native scrolling's fling and bounce: this module animates what you move yourself.
        \(v.twoLevel.carriedByMachine("//"))

        """ + webModule(v, s, core: core) + jsRefresh(v.control) + jsFeedback(v.feedback) + jsBar(v.bar) + jsLayout(v.layout) + jsHorizontal()
    }

    /// The module: the core inlined (base64), instantiated once with the elementary functions
    /// from `Math`; a fling is a scroller of the core stepped to the time asked, so its
    /// positions are the app's at any time, in any order. Keyframes for element.animate every
    /// 1/960 s keep straight lines between them within 0.15 pt (h^2 max|x''| / 8).
    static func webModule(_ v: Numbers, _ s: TuningSet, core: [UInt8]) -> String {
        let wire = s.scroll.wire.map { n($0, 9) }.joined(separator: ", ")
        let base64 = core.isEmpty ? "" : Data(core).base64EncodedString()
        return """
        export const feel = {
          model: "\(v.model.rawValue)", // scroll.model: whose drag, fling and edges
          wire: [\(wire)], // the scroll tuning as the core reads it (the app's Tuning.wire)
          stopPixelSpeed: \(n(v.stopSpeed)), // a fling stops below this many device pixels per second
          minFlingSpeed: \(n(v.minFling)), maxFlingSpeed: \(n(v.maxFling)), // px/s: slower releases do not fling; carried momentum included
          // Carried momentum (\(v.carriesMomentum ? "on" : "off") in this tuning): a press on a fling still decelerating keeps what
          // carriedMomentum(v) says of its speed v; a flick the same way faster than momentumRetain x that adds it.
          carriesMomentum: \(v.carriesMomentum), momentumRetain: \(n(v.momentumRetain)),
          momentumStopGap: \(n(v.momentumStopGap)), // s: a finger held still this long during the flick lets it go
        };

        /** The bounce spring as Motion (motion.dev) takes a transition: animate(element, { y: 0 }, springTransition). */
        export const springTransition = \(v.spring.motionTransition);

        // The app's scroll core: RefreshPhysics and the engine's Scroller, built for WebAssembly (\(core.count) bytes).
        const coreBytes = "\(base64)";
        if (!coreBytes) throw new Error("tuned-feel.js was exported without the engine's core (core.wasm: make wasm builds it)");
        const core = (await WebAssembly.instantiate(Uint8Array.from(atob(coreBytes), (c) => c.charCodeAt(0)),
          { env: { exp: Math.exp, log: Math.log, pow: Math.pow, sin: Math.sin, cos: Math.cos, atan2: Math.atan2 } })).instance.exports;
        const freed = new FinalizationRegistry((handles) => handles.forEach((h) => core.core_free(h)));

        /** A scroller of the core between `min` and `max` over a view `extent` long, with this tuning at `pixelDensity`. */
        function scroller(min, max, pixelDensity, extent) {
          const h = core.core_new(extent, Math.max(max, min) + extent, -min);
          new Float64Array(core.memory.buffer, core.core_buffer(), feel.wire.length).set(feel.wire);
          core.core_configure(h, feel.wire.length, pixelDensity);
          return h;
        }

        /** What a fling at velocity v (px/s) leaves a flick the same way: 0 when carried momentum is off. */
        export function carriedMomentum(v) {
          return feel.carriesMomentum && Number.isFinite(v) ? core.core_carried_momentum(v) : 0;
        }

        /**
         * The velocity to fling with for a flick released at `velocity` (px/s) that caught `momentum` (from `hold()` or
         * `trajectory(...).momentum(t)`; 0 if the finger stood still longer than momentumStopGap since): their sum when
         * the flick goes the same way faster than momentumRetain x it, clamped to maxFlingSpeed.
         */
        export function releaseVelocity(velocity, momentum = 0) {
          return core.core_release_velocity(velocity, momentum, feel.maxFlingSpeed);
        }

        /**
         * The motion after a release at `position` (px, a scroll offset: larger is further down the content) with
         * `velocity` (px/s, the content's) between the edges `min` and `max`, in a view `extent` px long (the stretch and
         * the rubber band are a fraction of it): { position(t), velocity(t), duration, momentum(t) } in seconds;
         * momentum(t) is what a press t seconds in keeps (only while the fling decelerates).
         */
        export function trajectory(position, velocity, min, max, pixelDensity = globalThis.devicePixelRatio || 1,
                                   extent = globalThis.innerHeight || 800) {
          const start = scroller(min, max, pixelDensity, extent);
          core.core_fling(start, position, velocity, 0);
          // Stepped forward from where it was asked last; asked earlier, from the start again.
          const at = { h: core.core_copy(start), t: 0 };
          const seek = (t) => {
            const to = Math.max(t, 0);
            if (to < at.t) { core.core_free(at.h); at.h = core.core_copy(start); }
            core.core_step(at.h, to);
            at.t = to;
            return at.h;
          };
          let duration = 0;
          const probe = core.core_copy(start);
          while (core.core_phase(probe) !== 0 && duration < 60) core.core_step(probe, (duration += 0.001));
          core.core_free(probe);
          const motion = {
            duration,
            position: (t) => core.core_offset(seek(t)),
            velocity: (t) => core.core_velocity(seek(t)),
            // Decelerating (not yet at an edge), a press keeps the fling's momentum.
            momentum: (t) => (t >= 0 && core.core_phase(seek(t)) === 2 ? carriedMomentum(core.core_velocity(at.h)) : 0),
          };
          freed.register(motion, [start, at.h]);
          return motion;
        }

        const motions = new WeakMap();

        /**
         * Plays the fling (and its bounce) on `element` as a translateY of minus the offset, from a release at
         * `position` with `velocity` between `min` and `max` (px), plus the `momentum` a press on the last fling kept
         * (`hold()`). Returns the Animation (pause it, seek it, cancel it).
         */
        export function fling(element, { position, velocity, min, max, momentum = 0, pixelDensity = globalThis.devicePixelRatio || 1,
                                         extent = element.parentElement?.clientHeight || globalThis.innerHeight || 800 }) {
          const motion = trajectory(position, releaseVelocity(velocity, momentum), min, max, pixelDensity, extent);
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
