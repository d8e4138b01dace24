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

// The numbers a call wrote into the core's buffer (a view made at each read: the memory may have grown).
const buffered = (x, n) => Array.from(new Float64Array(x.memory.buffer, x.core_buffer(), n));
const toBuffer = (x, numbers) => {
  const n = Math.min(numbers.length, x.core_buffer_capacity());
  new Float64Array(x.memory.buffer, x.core_buffer(), n).set(numbers.slice(0, n));
  return n;
};

/** The app bar's state between frames (wasm/BarExports.swift, the app's BarFeature): its layout, a floating
 * SliverAppBar's effective offset, the snaps, the small title's fade. `pulled`: how far the content is below its
 * resting edge under the open bar (< 0: scrolled into the list by -pulled). */
export class Bar {
  constructor(core) {
    this.x = core.x;
    this.h = this.x.bar_new();
  }

  /** The status area, the plain bar's height and the bar's settings on the wire (BarSettings.wire). */
  configure(status, plain, wire) { this.x.bar_configure(this.h, status, plain, toBuffer(this.x, wire)); }
  /** The list's top inset at rest: the status area and the open bar. */
  get restInset() { return this.x.bar_rest_inset(this.h); }
  /** How much of a pull the bar takes before the header sees any. */
  get takenFirst() { return this.x.bar_taken_first(this.h); }
  press(pulled) { this.x.bar_press(this.h, pulled); }
  /** The pull the header sees of the content's displacement `raw` (`busy`: the header refreshes). */
  headerPull(raw, busy) { return this.x.bar_header_pull(this.h, raw, busy ? 1 : 0); }
  /** Follows the list at t (`idle`: at rest, no finger); a collapsing toolbar's snap: { scrolled, duration }, the
   * list's move to `scrolled` pt into the list from its resting edge; else null. */
  follow(pulled, idle, t) {
    if (this.x.bar_follow(this.h, pulled, idle ? 1 : 0, t) === 0) return null;
    const [scrolled, duration] = buffered(this.x, 2);
    return { scrolled, duration };
  }
  animating(t) { return this.x.bar_animating(this.h, t) !== 0; }
  /** The bar's frame at t: heights, progress, stretch, the small title's opacity and the moving title (null: none). */
  view(pulled, controlSpace, t) {
    const v = buffered(this.x, this.x.bar_view(this.h, pulled, controlSpace, t));
    return { status: v[0], height: v[1], progress: v[2], stretch: v[3], smallTitleOpacity: v[4],
      title: v[5] ? { x: v[6], bottom: v[7], scale: v[8], opacity: v[9], clipTop: v[10], size: v[11] } : null };
  }
  free() { this.x.bar_free(this.h); }
}

/** One gesture, one axis (wasm/CarouselExports.swift, the app's AxisLock): a press on the carousel at (x, y). */
export class AxisLock {
  constructor(core, x, y, t) {
    this.x = core.x;
    this.h = this.x.axis_new(x, y, t);
  }

  /** A report: null while undecided, then "vertical" (the list's) or "horizontal" (the carousel's), kept. */
  add(x, y, t, slop) { return [null, "vertical", "horizontal"][this.x.axis_add(this.h, x, y, t, slop)]; }
  free() { this.x.axis_free(this.h); }
}

/** TrailerState's cases, in the order the core numbers them. */
export const trailerStates = ["idle", "pulling", "refreshing", "noMoreData", "failed"];

/** The carousel's trailer (wasm/CarouselExports.swift, the app's TrailerRefresher and the inset it holds). Each
 * event returns the effects the app's Carousel applies, in order: { transition: [from, to] }, { inset, duration }
 * (the held inset, animated), { load: true }. */
export class TrailerMachine {
  constructor(core, width) {
    this.x = core.x;
    this.width = width;
    this.h = this.x.trailer_new(width);
  }

  effects(n) {
    const v = buffered(this.x, 3 * n), out = [];
    for (let i = 0; i < n; i += 1) {
      const [kind, a, b] = v.slice(3 * i, 3 * i + 3);
      out.push(kind === 0 ? { transition: [trailerStates[a], trailerStates[b]] } : kind === 1 ? { inset: a, duration: b } : { load: true });
    }
    return out;
  }

  /** The row pulled `pull` pt past its trailing end, `dragging` by a finger. */
  scrolled(pull, dragging, t) { return this.effects(this.x.trailer_scrolled(this.h, pull, dragging ? 1 : 0, t)); }
  released(pull, t) { return this.effects(this.x.trailer_released(this.h, pull, t)); }
  /** The load's answer: "loaded", "end" or "failed", with `count` cards. */
  finished(result, count, t) {
    return this.effects(this.x.trailer_finished(this.h, ["loaded", "end", "failed"].indexOf(result), count, t));
  }
  tick(t) { return this.effects(this.x.trailer_tick(this.h, t)); }
  get state() { return trailerStates[this.x.trailer_state(this.h)]; }
  /** The held inset becomes `inset`: the row's trailing inset for its view and content widths. */
  hold(inset, viewWidth, contentWidth) { return this.x.trailer_hold(this.h, inset, viewWidth, contentWidth); }
  /** The row's trailing inset now. */
  inset(viewWidth, contentWidth) { return this.x.trailer_inset(this.h, viewWidth, contentWidth); }
  /** Where the row moves once the held inset changed (null: it stays). */
  openTarget(offset, tracking, restingEnd) {
    const to = this.x.trailer_open_target(this.h, offset, tracking ? 1 : 0, restingEnd);
    return Number.isNaN(to) ? null : to;
  }
  free() { this.x.trailer_free(this.h); }
}
