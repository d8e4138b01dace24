import RefreshEngine

extension FeelExport {
    /// The tuned pull-to-refresh, as every format carries it: which control, its trigger, what
    /// it holds while refreshing and its timings, and each platform control's own parameters.
    struct ControlNumbers {
        var kind: HeaderControlKind
        var position: HeaderPosition
        /// The machine as the control runs it (`machineSettings`): trigger = height x ratio.
        var machine: HeaderRefresher.Settings
        /// What the list holds at its top while refreshing (0 over a still list).
        var held: Double
        var movesContent: Bool
        var android: SwipeRefreshSpinner.Geometry
        var cupertino: CupertinoRefreshControl.Geometry
        var materialDisplacement: Double

        init(_ s: TuningSet) {
            kind = s.headerControl
            position = s.headerPosition
            android = s.androidSpinner
            cupertino = s.cupertino
            materialDisplacement = s.materialDisplacement
            // RefreshIndicator's trigger is a sixth of the list's height: the module and the
            // code take the height where they run; the numbers here are for 600 pt.
            let control = s.controlTuning.make(keeping: AnyRefreshControl(MJRefreshControl()), viewportExtent: 600, density: 1)
            machine = control.machineSettings(s.header)
            held = control.heldInset(s.header)
            movesContent = control.movesContent
        }

        var trigger: Double { machine.height * machine.triggerRatio }

        /// The tuned control's part of the exports.
        var export: ControlExport { ControlExport.of(kind) }

        /// One line: what the tuned control is and does.
        var summary: String { export.summary(self) }
    }
}

extension FeelExport {
    /// Kotlin: SwipeRefreshLayout's setters with the tuned `header.android*` (Android's own control).
    static func androidRefresh(_ c: ControlNumbers) -> String {
        let note = c.kind == PlatformProfile.android.control ? "" : """
             * The tuned control is \(c.kind.rawValue): \(c.summary);
             * SwipeRefreshLayout is Android's own, set here from header.android*.

            """
        return """

        /**
         * The tuned pull-to-refresh on Android's SwipeRefreshLayout: \(c.kind == PlatformProfile.android.control ? c.summary : "its header.android* values").
        \(note) */
        object TunedRefresh {
            /** setSize: LARGE (56 dp) or DEFAULT (40 dp). */
            const val LARGE = \(c.android.large)
            /** setDistanceToTriggerSync: the pull (half the finger's travel) past which a release refreshes, dp. */
            const val TRIGGER_DP = \(n(c.android.triggerDistance))f
            /** setProgressViewEndTarget: the circle's travel from above the list, dp (it rests a circle higher). */
            const val END_DP = \(n(c.android.spinnerOffsetEnd))f
            /** setSlingshotDistance, dp; 0: SwipeRefreshLayout's own (the end). */
            const val SLINGSHOT_DP = \(n(c.android.slingshotDistance ?? 0))f

            fun apply(layout: SwipeRefreshLayout, density: Float) {
                layout.setSize(if (LARGE) SwipeRefreshLayout.LARGE else SwipeRefreshLayout.DEFAULT)
                layout.setProgressViewEndTarget(false, (END_DP * density).toInt())
                layout.setDistanceToTriggerSync((TRIGGER_DP * density).toInt())
                if (SLINGSHOT_DP > 0f) layout.setSlingshotDistance((SLINGSHOT_DP * density).toInt())
            }
        }

        """
    }

    /// Dart: RefreshIndicator and CupertinoSliverRefreshControl with the tuned parameters.
    static func flutterRefresh(_ c: ControlNumbers) -> String {
        let which = c.export.flutterWidget
        let (trigger, extent) = c.export.flutterSliver(c)
        return """

        // The tuned pull-to-refresh: \(c.summary).
        // Use \(which).

        /// Material: RefreshIndicator over a list that stays still (armed at a sixth of its height).
        Widget tunedRefreshIndicator({required Future<void> Function() onRefresh, required Widget child}) =>
            RefreshIndicator(displacement: \(doubleLiteral(c.materialDisplacement)), onRefresh: onRefresh, child: child);

        /// Cupertino: the first sliver of a CustomScrollView whose physics bounce (TunedScrollPhysics does).
        Widget tunedCupertinoRefreshControl({required Future<void> Function() onRefresh}) =>
            CupertinoSliverRefreshControl(
              refreshTriggerPullDistance: \(doubleLiteral(trigger)),
              refreshIndicatorExtent: \(doubleLiteral(extent)),
              onRefresh: onRefresh,
            );


        """
    }

    /// Swift, Foundation part (compiled everywhere): the tuned control's numbers.
    static func appleRefreshNumbers(_ c: ControlNumbers) -> String {
        """

        /// The tuned pull-to-refresh: \(c.summary).
        enum TunedRefresh {
            /// header.control
            static let control = "\(c.kind.rawValue)"
            /// The pull past which it refreshes (pt); on release, or at once when `refreshesWithFingerDown`.
            static let trigger: Double = \(n(c.export.trigger(c)))
            static let refreshesWithFingerDown = \(c.machine.refreshesOnArm)
            /// What the list holds at its top while refreshing (pt).
            static let held: Double = \(n(c.held))
            static let openDuration: TimeInterval = \(n(c.machine.openDuration))
            static let closeDuration: TimeInterval = \(n(c.machine.closeDuration))
            static let minResultTime: TimeInterval = \(n(c.machine.minResultTime))
        }

        """
    }

    /// UIKit: UIRefreshControl (its geometry is iOS's own), or MJRefresh's header with the tuned height.
    static func uikitRefresh(_ c: ControlNumbers) -> String {
        """

        #if canImport(UIKit)
        extension TunedRefresh {
            /// UIRefreshControl: iOS's own trigger and extent (Flutter measured them as 100 and 60 pt); only its
            /// tint and title are settable. Tuned: trigger \(n(c.cupertino.triggerDistance)), extent \(n(c.cupertino.indicatorExtent)).
            static func attachSystemControl(to scrollView: UIScrollView, target: Any, action: Selector) -> UIRefreshControl {
                let control = UIRefreshControl()
                control.addTarget(target, action: action, for: .valueChanged)
                scrollView.refreshControl = control
                return control
            }
        }
        #endif

        #if canImport(MJRefresh)
        extension TunedRefresh {
            /// MJRefresh's header with the tuned height (it triggers at its height; the app's ratio was \(n(c.machine.triggerRatio))). Its open and
            /// close durations are MJRefresh's globals MJRefreshFastAnimationDuration (0.25) and MJRefreshSlowAnimationDuration
            /// (0.4); tuned: \(n(c.machine.openDuration)) and \(n(c.machine.closeDuration)) s.
            static func attachHeader(to scrollView: UIScrollView, refreshing: @escaping () -> Void) {
                let header = MJRefreshNormalHeader(refreshingBlock: refreshing)
                header.mj_h = CGFloat(held > 0 ? held : \(n(c.machine.height)))
                scrollView.mj_header = header
            }
        }
        #endif

        """
    }

    /// SwiftUI: `.refreshable`, and what it cannot tune.
    static func swiftuiRefresh(_ c: ControlNumbers) -> String {
        """

        // Pull to refresh: List { ... }.refreshable { await reload() } shows the system's control (UIRefreshControl
        // on iOS). Not expressible: its trigger, extent and indicator are the system's (tuned: \(c.summary)).

        """
    }
}

extension FeelExport {
    /// JavaScript: the tuned control's numbers and the app's refresh machine (HeaderRefresher),
    /// to drive a pull-to-refresh of your own.
    /// How far a still-list control's indicator has come down from its start when it rests:
    /// SwipeRefreshLayout's circle its end target, RefreshIndicator's the displacement and the
    /// circle in its margin (it starts hidden above the list).
    static func indicatorRest(_ c: ControlNumbers) -> Double { c.export.indicatorRest(c) }

    static func jsRefresh(_ c: ControlNumbers, rubberBand: Double) -> String {
        let closesBelow = c.machine.closesBelow.map { n($0) } ?? "null"
        return """

        // The tuned pull-to-refresh: \(c.summary).
        export const refresh = {
          control: "\(c.kind.rawValue)", // header.control
          contentMoves: \(c.movesContent), // false: the list stays still and an indicator moves over it
          // A pull (pt past the resting edge; over a still list, the finger's travel x the control's rate) of
          // height x triggerRatio arms it; Material's height is a sixth of the list's (createRefresher's listHeight).
          height: \(c.export.height(c).map { n($0) } ?? "null"), triggerRatio: \(n(c.machine.triggerRatio)),
          refreshesWithFingerDown: \(c.machine.refreshesOnArm), // Cupertino refreshes as the pull arms it
          held: \(n(c.held)), // pt held at the top while refreshing
          openDuration: \(n(c.machine.openDuration)), closeDuration: \(n(c.machine.closeDuration)), minResultTime: \(n(c.machine.minResultTime)), // s
          closesBelow: \(closesBelow), // closing ends when the pull falls to this fraction of the height, not after closeDuration
          timeout: \(n(c.machine.timeout)), // s: a refresh with no answer by then finishes as failed
          // The pull from the finger: through the rubber band (c) when the content moves, else its travel x dragRate.
          rubberBand: \(n(rubberBand)), dragRate: \(n(c.export.dragRate)),
          // Over a still list: once armed a pull never falls below the trigger (Material), and how far the indicator
          // has come down when it rests while refreshing (pt).
          holdsArmed: \(c.export.holdsArmed), indicatorRest: \(n(indicatorRest(c))),
        };

        /**
         * The app's refresh machine: give it the pull with the time (s) as the content or the finger moves, the
         * release, the end of the load and ticks; it calls onRefresh() the moment it refreshes. States: idle,
         * pulling (a release refreshes), refreshing, finishing (the result shows, then it closes).
         */
        export function createRefresher(onRefresh, { listHeight = 600 } = {}) {
          const height = Math.max(refresh.height ?? listHeight / 6, 1);
          let state = "idle", since = 0, closeAt = null, percent = 0;
          const transitions = [];
          const go = (to, t) => {
            if (to === state) return;
            transitions.push([state, to, t]);
            state = to;
            since = t;
            if (to !== "finishing") closeAt = null;
          };
          const start = (t) => { go("refreshing", t); onRefresh(); };
          const closed = (t) => (refresh.closesBelow !== null ? percent <= refresh.closesBelow : t >= closeAt + refresh.closeDuration);
          return {
            get state() { return state; },
            get transitions() { return transitions; },
            /** Finishing, and the header has begun to close (the result has shown its time). */
            get closed() { return state === "finishing" && closeAt !== null; },
            scrolled(pulled, dragging, t) {
              percent = Math.max(pulled, 0) / height;
              const armed = percent >= refresh.triggerRatio;
              if (refresh.refreshesWithFingerDown && (state === "idle" || state === "pulling") && armed) return start(t);
              if (state === "finishing" && closeAt !== null && refresh.closesBelow !== null && percent <= refresh.closesBelow) return go("idle", t);
              if (!dragging) return;
              if (state === "idle" && armed) go("pulling", t);
              else if (state === "pulling" && !armed) go("idle", t);
            },
            released(pulled, t) {
              percent = Math.max(pulled, 0) / height;
              if (state === "pulling") start(t);
            },
            finished(t) { if (state === "refreshing") go("finishing", t); },
            tick(t) {
              if (state === "refreshing" && t >= since + refresh.timeout) go("finishing", t);
              if (state !== "finishing") return;
              if (closeAt === null && t >= since + refresh.minResultTime) closeAt = t;
              if (closeAt !== null && closed(t)) go("idle", t);
            },
          };
        }

        /**
         * A pull-to-refresh on your page: a drag down on `container` while it is scrolled to its top pulls `content`
         * (translateY) through the tuned rubber band, or, for a control over a still list (contentMoves false), moves
         * `indicator` down with the pull; the refresh machine decides as the app's does; the list holds `held` while
         * the promise onRefresh() returns runs, and the content goes back as the tuned model takes it back from
         * past its edge (the engine's core). Time is the page's (performance.now). Returns { machine, detach }.
         */
        export function attachPullToRefresh(container, content, onRefresh, { indicator = null } = {}) {
          const listHeight = container.clientHeight || 600;
          const band = (x) => (x <= 0 ? x : (1 - 1 / ((x * refresh.rubberBand) / listHeight + 1)) * listHeight);
          const now = () => performance.now() / 1000;
          let downY = null, pull = 0, anim = null, frame = null, lastRest = 0;
          const machine = createRefresher(() => {
            Promise.resolve(onRefresh()).finally(() => { machine.finished(now()); wake(); });
          }, { listHeight });
          // Where the content rests: the held extent while refreshing and until the header closes.
          const open = () => machine.state === "refreshing" || (machine.state === "finishing" && !machine.closed);
          const rest = () => (open() ? (refresh.contentMoves ? refresh.held : refresh.indicatorRest) : 0);
          // To `to` over `duration` s (ease in-out, as the header opens and closes), or (0) as the tuned model takes
          // content let go past its edge back to it: the core's own release from overscroll (trajectory()).
          const goTo = (to, t, duration) => {
            anim = duration > 0 ? { from: pull, to, t0: t, duration }
              : { motion: trajectory(-pull, 0, -to, -to, globalThis.devicePixelRatio || 1, listHeight), to, t0: t };
          };
          const animated = (t) => {
            const e = t - anim.t0;
            if (anim.motion) return e >= anim.motion.duration ? null : -anim.motion.position(e);
            const x = Math.min(e / anim.duration, 1);
            if (x >= 1) return null;
            const eased = x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2;
            return anim.from + (anim.to - anim.from) * eased;
          };
          const show = (y) => {
            if (refresh.contentMoves) content.style.transform = `translateY(${y}px)`;
            else if (indicator) indicator.style.transform = `translateY(${y}px)`;
          };
          const step = () => {
            frame = null;
            const t = now();
            if (downY === null && anim) {
              const y = animated(t);
              pull = y ?? anim.to;
              if (y === null) anim = null;
            }
            // Over a still list the pull is the finger's: once it lifts there is none.
            machine.scrolled(refresh.contentMoves || downY !== null ? pull : 0, downY !== null, t);
            machine.tick(t);
            const r = rest();
            if (r !== lastRest && downY === null) goTo(r, t, r > lastRest ? refresh.openDuration : refresh.closesBelow === null ? refresh.closeDuration : 0);
            lastRest = r;
            show(pull);
            if (anim || downY !== null || machine.state !== "idle") wake();
          };
          const wake = () => { if (frame === null) frame = requestAnimationFrame(step); };
          // The finger's travel that gives a pull (the band's inverse when the content moves).
          const travelFor = (p) => (refresh.contentMoves
            ? (p <= 0 ? p : (listHeight / refresh.rubberBand) * p / Math.max(listHeight - p, 1e-6)) : p / refresh.dragRate);
          const down = (e) => {
            if (container.scrollTop > 0) return;
            // Keep the drag when the pointer leaves the container (else its release is lost).
            try { container.setPointerCapture(e.pointerId); } catch { /* not a live pointer */ }
            downY = e.clientY - travelFor(pull);
            anim = null;
          };
          const move = (e) => {
            if (downY === null) return;
            const travel = e.clientY - downY;
            pull = refresh.contentMoves ? band(travel) : Math.max(travel * refresh.dragRate, 0);
            // RefreshIndicator: once armed the pull never falls below the trigger, so the release refreshes.
            if (refresh.holdsArmed && machine.state === "pulling") pull = Math.max(pull, (refresh.height ?? listHeight / 6) * refresh.triggerRatio);
            machine.scrolled(pull, true, now());
            wake();
          };
          const up = () => {
            if (downY === null) return;
            downY = null;
            const t = now();
            machine.released(pull, t);
            lastRest = rest();
            goTo(lastRest, t, 0);
            wake();
          };
          const events = [["pointerdown", down], ["pointermove", move], ["pointerup", up], ["pointercancel", up]];
          for (const [name, f] of events) container.addEventListener(name, f);
          return {
            machine,
            detach() {
              for (const [name, f] of events) container.removeEventListener(name, f);
              if (frame !== null) cancelAnimationFrame(frame);
            },
          };
        }

        """
    }
}
