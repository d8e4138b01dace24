// The engine's scroll core: core.wasm is the app's own Swift (RefreshPhysics and the engine's Scroller
// with its four platform models) built for WebAssembly (scripts/build-core-wasm.sh), so the page and
// the exported module move exactly as the app does under every model. This file only carries calls
// across: a scroller is a handle, numbers are doubles, time is in seconds and always an argument.

// The elementary functions the core takes from its host, by their C names (ElementaryFunctions.swift).
const imports = { env: { exp: Math.exp, log: Math.log, pow: Math.pow, sin: Math.sin, cos: Math.cos, atan2: Math.atan2 } };

/** The core from `source`: the module's bytes (an ArrayBuffer or a typed array) or its URL. */
export async function loadCore(source) {
  let result;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) result = await WebAssembly.instantiate(source, imports);
  else result = await WebAssembly.instantiateStreaming(fetch(source), imports);
  return new Core(result.instance.exports);
}

/** ScrollPhase's cases, in the order the core numbers them. */
export const phases = ["idle", "tracking", "decelerating", "bouncing", "animating"];

export class Core {
  constructor(exports) {
    this.x = exports;
    this.wireCount = exports.core_wire_count();
  }

  /** A scroller over a view `viewport` long, with `content` long content resting under a `leadingInset` bar. */
  scroller(viewport, content, leadingInset = 0) {
    return new Scroller(this, this.x.core_new(viewport, content, leadingInset));
  }

  /** A refresh header: the app's HeaderRefresher and its control (HeaderExports.swift). */
  header() { return new Header(this, this.x.header_new()); }

  /** `n` numbers the last call left in the shared buffer. */
  numbers(n) { return Array.from(new Float64Array(this.x.memory.buffer, this.x.core_buffer(), n)); }

  /** Writes `values` into the shared buffer; how many went. */
  write(values) {
    const n = Math.min(values.length, this.x.core_buffer_capacity());
    new Float64Array(this.x.memory.buffer, this.x.core_buffer(), n).set(values.slice(0, n));
    return n;
  }
}

/** HeaderState's cases, in the order the core numbers them. */
export const headerStates = ["idle", "pulling", "refreshing", "finishing", "willRefresh", "twoLevelArmed", "twoLevelOpening",
  "twoLevel", "twoLevelClosing"];
const effectKinds = ["transition", "setOpen", "startLoad", "saveLastUpdated", "setFloor"];

/**
 * The header's machine and control, both the app's Swift: each event returns the machine's effects as the app's
 * HeaderRefresher.Effect ({ kind: "transition", from, to, percent }, { kind: "setOpen", open, duration, reveal, extra,
 * bounces }, { kind: "startLoad" }, { kind: "saveLastUpdated" }, { kind: "setFloor", open, duration }); the host
 * performs them in their order, as ListEngine+Effects does. `ready` (the layout is ready) and `blocked` (another load
 * runs) are inputs of every call, as in the app.
 */
export class Header {
  constructor(core, handle) {
    this.core = core;
    this.x = core.x;
    this.h = handle;
    this.ready = true;
    this.blocked = false;
  }

  /** The header's tuning on the wire (HeaderWire, the state message's `header`), for a list `listHeight` high under its
   * bar at `density` device px a point: the control is made again (it goes on when of the same kind). */
  configure(wire, listHeight, density = 1) {
    const n = this.core.write(wire);
    this.x.header_configure(this.h, n, listHeight, density);
  }

  effects(count) {
    const n = this.core.numbers(1 + 5 * count);
    const out = [];
    for (let i = 0; i < count; i++) {
      const [k, a, b, c, d] = n.slice(1 + 5 * i, 6 + 5 * i), kind = effectKinds[k];
      if (kind === "transition") out.push({ kind, from: headerStates[a], to: headerStates[b], percent: c });
      else if (kind === "setOpen") out.push({ kind, open: a !== 0, duration: b, reveal: c !== 0, extra: d < 0 ? -1 - d : d, bounces: d < 0 });
      else if (kind === "setFloor") out.push({ kind, open: a !== 0, duration: b });
      else out.push({ kind });
    }
    return out;
  }

  flags() { return [this.ready ? 1 : 0, this.blocked ? 1 : 0]; }
  scrolled(pulled, dragging, t) { return this.effects(this.x.header_scrolled(this.h, pulled, dragging ? 1 : 0, t, ...this.flags())); }
  released(pulled, t) { return this.effects(this.x.header_released(this.h, pulled, t, ...this.flags())); }
  begin(t) { return this.effects(this.x.header_begin(this.h, t, ...this.flags())); }
  layoutReady(t) { return this.effects(this.x.header_layout_ready(this.h, t, this.blocked ? 1 : 0)); }
  /** A load's result: "updated" (with `count` rows), "noNewItems" or "failed". */
  loadFinished(result, t, count = 0) {
    const r = result === "updated" ? 0 : result === "noNewItems" ? 1 : 2;
    return this.effects(this.x.header_load_finished(this.h, r, count, t, ...this.flags()));
  }
  tick(t) { return this.effects(this.x.header_tick(this.h, t, ...this.flags())); }
  openFloor(t) { return this.effects(this.x.header_open_floor(this.h, t, ...this.flags())); }
  closeFloor(t) { return this.effects(this.x.header_close_floor(this.h, t, ...this.flags())); }
  get state() { return headerStates[this.x.header_state(this.h)]; }
  get stateTime() { return this.x.header_state_time(this.h); }
  get percent() { return this.x.header_percent(this.h); }
  get isOpen() { return this.x.header_is_open(this.h) !== 0; }
  get busy() { return this.x.header_busy(this.h) !== 0; }
  get nextDeadline() { const d = this.x.header_next_deadline(this.h); return d < 0 ? null : d; }
  /** The machine's settings under the control: { height, triggerRatio, openDuration, closeDuration, ..., twoLevel,
   * floorDuration, armPull, pullLimit } (pullLimit: with the floor on, the most a drag shows past the edge after
   * `barTakesFirst`; null: as far as the model lets it). */
  settings(barTakesFirst = 0) {
    const n = this.core.numbers(this.x.header_settings(this.h, barTakesFirst));
    const names = ["height", "triggerRatio", "openDuration", "closeDuration", "minResultTime", "arrowFlipDuration", "timeout",
      "refreshesOnArm", "closesBelow", "twoLevel", "floorRate", "maxRate", "floorDuration"];
    const s = {};
    names.forEach((name, i) => { s[name] = n[i]; });
    s.refreshesOnArm = s.refreshesOnArm !== 0;
    s.twoLevel = s.twoLevel !== 0;
    s.closesBelow = s.closesBelow < 0 ? null : s.closesBelow;
    s.armPull = n[n.length - 2];
    s.pullLimit = n[n.length - 1] < 0 ? null : n[n.length - 1];
    return s;
  }

  // The control (RefreshControl), as HeaderFeature calls it.
  /** The pull the machine measures for a still list's finger `travel` pt past where its drag began; null: it keeps its place. */
  pull(travel, armed) { const p = this.x.control_pull(this.h, travel, armed ? 1 : 0); return Number.isNaN(p) ? null : p; }
  beginDrag(t) { this.x.control_begin_drag(this.h, t); }
  drag(pull, t) { this.x.control_drag(this.h, pull, t); }
  release(refreshes, lastFrame, t) { this.x.control_release(this.h, refreshes ? 1 : 0, lastFrame, t); }
  setRefreshing(refreshing, t) { this.x.control_set_refreshing(this.h, refreshing ? 1 : 0, t); }
  /** What the control draws at t: null (the MJ header), { kind: "circle", visible, top, diameter, scale, alpha, startTrim,
   * endTrim, ringRotation, groupRotationDegrees, showsArrow, arrowScale, ... } or { kind: "ticks", top, radius, progress,
   * opacity, activeTick, clipBottom, shownTicks, alphas (each tick's, of 255) }; `state` and `since`: the machine's
   * (its own by default). */
  indicator(pulled, t, state = this.state, since = this.stateTime) {
    const kind = this.x.control_indicator(this.h, pulled, headerStates.indexOf(state), since, t);
    if (kind === 1) {
      const n = this.core.numbers(16);
      return { kind: "circle", visible: n[0] !== 0, top: n[1], diameter: n[2], scale: n[3], alpha: n[4], startTrim: n[5],
        endTrim: n[6], ringRotation: n[7], groupRotationDegrees: n[8], showsArrow: n[9] !== 0, arrowScale: n[10],
        strokeWidth: n[11], centerRadius: n[12], arrowWidth: n[13], arrowHeight: n[14], style: n[15] ? "material" : "android" };
    }
    if (kind === 2) {
      const n = this.core.numbers(15);
      return { kind: "ticks", top: n[0], radius: n[1], progress: n[2], opacity: n[3], activeTick: n[4],
        clipBottom: n[5] < 0 ? Infinity : n[5], shownTicks: n[6], alphas: n.slice(7, 15) };
    }
    return null;
  }
  isAnimating(t) { return this.x.control_is_animating(this.h, t) !== 0; }
  /** After a setOpen effect, whether the content moves to its rest over the effect's duration (HeaderOpening). */
  scrollsToRest(effect, scroller) {
    return this.x.header_scrolls_to_rest(this.h, effect.open ? 1 : 0, effect.reveal ? 1 : 0, scroller.phase === "tracking" ? 1 : 0,
      scroller.offset, scroller.minOffset) !== 0;
  }
  /** Whether a drag on the open floor `pulledUp` pt up closes it, in a list `listExtent` high (HeaderOpening.floorCloses). */
  floorCloses(pulledUp, listExtent) { return this.x.header_floor_closes(pulledUp, listExtent) !== 0; }
  get heldInset() { return this.x.control_held_inset(this.h); }
  get movesContent() { return this.x.control_moves_content(this.h) !== 0; }
  get settlesByPhysics() { return this.x.control_settles_by_physics(this.h) !== 0; }
  /** Where the MJ header is drawn: { y, clipTop, clipBottom, overContent }. */
  placement(contentTop, topBar) {
    this.x.control_placement(this.h, contentTop, topBar);
    const n = this.core.numbers(4);
    return { y: n[0], clipTop: n[1], clipBottom: n[2] < 0 ? Infinity : n[2], overContent: n[3] !== 0 };
  }
  free() { this.x.header_free(this.h); }
}

export class Scroller {
  constructor(core, handle) {
    this.core = core;
    this.x = core.x;
    this.h = handle;
  }

  /** The app's tuning on the wire (Tuning.wire, the state message's `wire`) at `density` device px a point. */
  configure(wire, density = 1) {
    const n = Math.min(wire.length, this.x.core_buffer_capacity());
    new Float64Array(this.x.memory.buffer, this.x.core_buffer(), n).set(wire.slice(0, n));
    this.x.core_configure(this.h, n, density);
  }

  geometry(viewport, content, t) { this.x.core_geometry(this.h, viewport, content, t); }
  /** The insets; `settle` s moves content left outside back over that time, `bounces` by the model's physics. */
  insets(leading, trailing, t, settle = 0, bounces = false) { this.x.core_insets(this.h, leading, trailing, t, settle, bounces ? 1 : 0); }
  /** The most a drag pulls past the leading edge (null: as far as the model lets it). */
  pullLimit(limit) { this.x.core_pull_limit(this.h, limit ?? -1); }
  press(pointer, t) { this.x.core_press(this.h, pointer, t); }
  move(pointer, t) { this.x.core_move(this.h, pointer, t); }
  release(t) { this.x.core_release(this.h, t); }
  cancel(t) { this.x.core_cancel(this.h, t); }
  catchUp(t) { this.x.core_catch_up(this.h, t); }
  step(t) { this.x.core_step(this.h, t); }
  jump(target, t) { this.x.core_jump(this.h, target, t); }
  /** A copy of this scroller as it is now (free it when done). */
  copy() { return new Scroller(this.core, this.x.core_copy(this.h)); }
  fling(position, velocity, t) { this.x.core_fling(this.h, position, velocity, t); }
  scrollTo(target, duration, t) { this.x.core_scroll_to(this.h, target, duration, t); }
  shift(delta) { this.x.core_shift(this.h, delta); }
  get offset() { return this.x.core_offset(this.h); }
  get velocity() { return this.x.core_velocity(this.h); }
  get phase() { return phases[this.x.core_phase(this.h)]; }
  get resting() { return this.x.core_phase(this.h) === 0; }
  get minOffset() { return this.x.core_min_offset(this.h); }
  get maxOffset() { return this.x.core_max_offset(this.h); }
  get withinSlop() { return this.x.core_within_slop(this.h) !== 0; }
  free() { this.x.core_free(this.h); }
}
