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
        /// The header's tuning as the engine's core reads it (HeaderWire), and the touch slop (pt)
        /// a still list's control waits for.
        var wire: [Double]
        var touchSlop: Double

        init(_ s: TuningSet) {
            wire = HeaderWire(settings: s.header, control: s.controlTuning).wire
            touchSlop = s.scroll.touchSlop
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
            /** setDistanceToTriggerSync: the pull (the finger's travel past the slop) past which a release refreshes, dp. */
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

    static func jsRefresh(_ c: ControlNumbers) -> String {
        let closesBelow = c.machine.closesBelow.map { n($0) } ?? "null"
        let wire = c.wire.map { n($0, 9) }.joined(separator: ", ")
        return """

        // The tuned pull-to-refresh: \(c.summary).
        export const refresh = {
          control: "\(c.kind.rawValue)", // header.control
          contentMoves: \(c.movesContent), // false: the list stays still and an indicator moves over it
          // What the machine runs with (read-only here: the machine is the core's): a pull of height x triggerRatio
          // arms it (Material's height is a sixth of the list's), the held extent, the times.
          height: \(c.export.height(c).map { n($0) } ?? "null"), triggerRatio: \(n(c.machine.triggerRatio)),
          refreshesWithFingerDown: \(c.machine.refreshesOnArm), // Cupertino refreshes as the pull arms it
          held: \(n(c.held)), // pt held at the top while refreshing
          openDuration: \(n(c.machine.openDuration)), closeDuration: \(n(c.machine.closeDuration)), minResultTime: \(n(c.machine.minResultTime)), // s
          closesBelow: \(closesBelow), // closing ends when the pull falls to this fraction of the height, not after closeDuration
          timeout: \(n(c.machine.timeout)), // s: a refresh with no answer by then finishes as failed
          touchSlop: \(n(c.touchSlop)), // pt: a still list's control takes a drag past it
          header: [\(wire)], // the header's tuning as the core reads it (the app's HeaderWire)
        };

        const headerStates = ["idle", "pulling", "refreshing", "finishing", "willRefresh", "twoLevelArmed", "twoLevelOpening",
          "twoLevel", "twoLevelClosing"];
        const freedHeaders = new FinalizationRegistry((h) => core.header_free(h));
        const numbers = (n) => Array.from(new Float64Array(core.memory.buffer, core.core_buffer(), n));

        /**
         * The app's refresh machine and control (its HeaderRefresher and RefreshControl, in the core): give it the pull
         * with the time (s) as the content or the finger moves, the release, the end of the load and ticks; each call
         * returns the machine's effects ({ kind: "transition", from, to }, { kind: "setOpen", open, duration, reveal,
         * extra, bounces }, { kind: "startLoad" }, { kind: "setFloor", open, duration }, ...), and it calls onRefresh()
         * the moment it refreshes. States: idle, pulling (a release refreshes), refreshing, finishing (the result
         * shows, then it closes), and the second floor's when the tuning has it (openFloor(), closeFloor()).
         */
        export function createRefresher(onRefresh, { listHeight = 600, pixelDensity = globalThis.devicePixelRatio || 1 } = {}) {
          const h = core.header_new();
          new Float64Array(core.memory.buffer, core.core_buffer(), refresh.header.length).set(refresh.header);
          core.header_configure(h, refresh.header.length, listHeight, pixelDensity);
          const transitions = [];
          const run = (count, t) => {
            const n = numbers(1 + 5 * count), effects = [];
            for (let i = 0; i < count; i++) {
              const [k, a, b, c, d] = n.slice(1 + 5 * i, 6 + 5 * i);
              if (k === 0) {
                effects.push({ kind: "transition", from: headerStates[a], to: headerStates[b], percent: c });
                transitions.push([headerStates[a], headerStates[b], t]);
              } else if (k === 1) {
                effects.push({ kind: "setOpen", open: a !== 0, duration: b, reveal: c !== 0, extra: d < 0 ? -1 - d : d, bounces: d < 0 });
                core.control_set_refreshing(h, a, t); // the control spins or stops (the app's HeaderFeature.setRefreshing)
              } else if (k === 2) effects.push({ kind: "startLoad" });
              else if (k === 3) effects.push({ kind: "saveLastUpdated" });
              else effects.push({ kind: "setFloor", open: a !== 0, duration: b });
            }
            if (effects.some((e) => e.kind === "startLoad")) onRefresh();
            return effects;
          };
          const machine = {
            get state() { return headerStates[core.header_state(h)]; },
            get transitions() { return transitions; },
            /** Finishing, and the header has begun to close (the result has shown its time). */
            get closed() { return this.state === "finishing" && core.header_is_open(h) === 0; },
            get busy() { return core.header_busy(h) !== 0; },
            scrolled(pulled, dragging, t) { return run(core.header_scrolled(h, pulled, dragging ? 1 : 0, t, 1, 0), t); },
            released(pulled, t) { return run(core.header_released(h, pulled, t, 1, 0), t); },
            finished(t, result = "noNewItems") {
              return run(core.header_load_finished(h, ["updated", "noNewItems", "failed"].indexOf(result), 0, t, 1, 0), t);
            },
            tick(t) { return run(core.header_tick(h, t, 1, 0), t); },
            openFloor(t) { return run(core.header_open_floor(h, t, 1, 0), t); },
            closeFloor(t) { return run(core.header_close_floor(h, t, 1, 0), t); },
            // The control (the app's RefreshControl): over a still list, the pull for the finger's travel past where its
            // drag began (null: it keeps its place), the drag, the release; what it draws at t.
            get movesContent() { return core.control_moves_content(h) !== 0; },
            pull(travel, armed) { const p = core.control_pull(h, travel, armed ? 1 : 0); return Number.isNaN(p) ? null : p; },
            beginDrag(t) { core.control_begin_drag(h, t); },
            drag(pull, t) { core.control_drag(h, pull, t); },
            release(refreshes, lastFrame, t) { core.control_release(h, refreshes ? 1 : 0, lastFrame, t); },
            isAnimating(t) { return core.control_is_animating(h, t) !== 0; },
            /** A still list's circle at t: { top, scale, arc } (top in pt below the list's top), or null when hidden. */
            circle(t) {
              if (core.control_indicator(h, 0, core.header_state(h), core.header_state_time(h), t) !== 1) return null;
              const n = numbers(8);
              return n[0] ? { top: n[1], scale: n[3], alpha: n[4], arc: n[6] - n[5] } : null;
            },
            /** After a setOpen effect: the content moves to its rest over the effect's duration (the app's HeaderOpening). */
            scrollsToRest(effect, scroller) {
              return core.header_scrolls_to_rest(h, effect.open ? 1 : 0, effect.reveal ? 1 : 0, core.core_phase(scroller) === 1 ? 1 : 0,
                core.core_offset(scroller), core.core_min_offset(scroller)) !== 0;
            },
          };
          freedHeaders.register(machine, h);
          return machine;
        }

        /**
         * A pull-to-refresh on your page: a drag down on `container` while it is scrolled to its top pulls `content`
         * (translateY) as the tuned model drags past an edge (the engine's core: its scroller takes the pointer), or,
         * for a control over a still list (contentMoves false), moves `indicator` as the control's circle; the refresh
         * machine decides as the app's does and the list holds its inset while the promise onRefresh() returns runs,
         * then goes back as the model takes it. Time is the page's (performance.now). Returns { machine, detach }.
         */
        export function attachPullToRefresh(container, content, onRefresh, { indicator = null } = {}) {
          const listHeight = container.clientHeight || 600, density = globalThis.devicePixelRatio || 1;
          const now = () => performance.now() / 1000;
          const list = scroller(0, 0, density, listHeight);
          let frame = null, down = false, still = null, lastFrame = 0;
          const machine = createRefresher(() => {
            Promise.resolve(onRefresh()).finally(() => { const t = now(); perform(machine.finished(t), t); wake(); });
          }, { listHeight, pixelDensity: density });
          // The header's effects on the list, as the app's ListEngine+Effects performs them.
          const perform = (effects, t) => {
            for (const e of effects) {
              if (e.kind !== "setOpen" || !machine.movesContent) continue;
              core.core_insets(list, e.extra, 0, t, e.duration, e.bounces ? 1 : 0);
              if (machine.scrollsToRest(e, list)) core.core_scroll_to(list, core.core_min_offset(list), e.duration, t);
            }
          };
          // How far the content is past its resting edge (the list rests at 0 under no bar), or the control's pull.
          const pulled = () => (still?.motionY != null ? still.pull : machine.movesContent ? -core.core_offset(list) : 0);
          const show = (t) => {
            if (machine.movesContent) content.style.transform = `translateY(${-core.core_offset(list)}px)`;
            const c = indicator && !machine.movesContent ? machine.circle(t) : null;
            if (indicator) {
              indicator.style.transform = c ? `translateY(${c.top}px) scale(${c.scale})` : "";
              indicator.style.visibility = c ? "visible" : "hidden";
            }
          };
          const step = () => {
            frame = null;
            const t = now();
            lastFrame = t;
            core.core_step(list, t);
            perform(machine.tick(t), t);
            perform(machine.scrolled(pulled(), down, t), t);
            show(t);
            if (down || core.core_phase(list) !== 0 || machine.state !== "idle" || machine.isAnimating(t)) wake();
          };
          const wake = () => { if (frame === null) frame = requestAnimationFrame(step); };
          const downAt = (e) => {
            if (container.scrollTop > 0) return;
            // Keep the drag when the pointer leaves the container (else its release is lost).
            try { container.setPointerCapture(e.pointerId); } catch { /* not a live pointer */ }
            const t = now();
            down = true;
            // A still list's control may take the drag: the list at its top and at rest, no refresh running (asked
            // before the list takes the press, as the app's controlPress).
            still = !machine.movesContent && !machine.busy && core.core_phase(list) === 0 ? { downY: e.clientY, motionY: null, pull: 0 } : null;
            core.core_press(list, e.clientY, t);
            perform(machine.scrolled(pulled(), true, t), t);
            wake();
          };
          const move = (e) => {
            if (!down) return;
            const t = now();
            if (still && still.motionY === null) {
              const dy = e.clientY - still.downY;
              if (dy > refresh.touchSlop) {
                still.motionY = still.downY + refresh.touchSlop;
                machine.beginDrag(t);
              } else if (dy < -refresh.touchSlop) still = null;
            }
            if (still?.motionY != null) {
              const p = machine.pull(e.clientY - still.motionY, machine.state === "pulling");
              if (p !== null) { still.pull = p; machine.drag(p, t); }
            } else core.core_move(list, e.clientY, t);
            perform(machine.scrolled(pulled(), true, t), t);
            wake();
          };
          const up = () => {
            if (!down) return;
            const t = now();
            core.core_catch_up(list, t);
            const effects = machine.released(pulled(), t);
            if (still?.motionY != null) machine.release(machine.state === "refreshing", lastFrame, t);
            down = false;
            still = null;
            core.core_release(list, t);
            perform(effects, t);
            wake();
          };
          const events = [["pointerdown", downAt], ["pointermove", move], ["pointerup", up], ["pointercancel", up]];
          for (const [name, f] of events) container.addEventListener(name, f);
          return {
            machine,
            detach() {
              for (const [name, f] of events) container.removeEventListener(name, f);
              if (frame !== null) cancelAnimationFrame(frame);
              core.core_free(list);
            },
          };
        }

        """
    }
}
