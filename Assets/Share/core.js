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
