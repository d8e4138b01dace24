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
    this.shared = null;
  }

  /** The shared buffer as numbers: one view, made again only when the memory has grown (which detaches the old one),
   * so a frame's calls allocate nothing to read their answers. */
  get buffer() {
    if (this.shared === null || this.shared.buffer !== this.x.memory.buffer) {
      this.shared = new Float64Array(this.x.memory.buffer, this.x.core_buffer(), this.x.core_buffer_capacity());
    }
    return this.shared;
  }

  /** A scroller over a view `viewport` long, with `content` long content resting under a `leadingInset` bar. */
  scroller(viewport, content, leadingInset = 0) {
    return new Scroller(this, this.x.core_new(viewport, content, leadingInset));
  }

  /** A refresh header: the app's HeaderRefresher and its control (HeaderExports.swift). */
  header() { return new Header(this, this.x.header_new()); }

  /** `n` numbers the last call left in the shared buffer (a copy). */
  numbers(n) { return Array.from(this.buffer.subarray(0, n)); }

  /** Writes `values` into the shared buffer; how many went. */
  write(values) {
    const buffer = this.buffer, n = Math.min(values.length, buffer.length);
    for (let i = 0; i < n; i += 1) buffer[i] = values[i];
    return n;
  }
}

/** HeaderState's cases, in the order the core numbers them. */
export const headerStates = ["idle", "pulling", "refreshing", "finishing", "willRefresh", "twoLevelArmed", "twoLevelOpening",
  "twoLevel", "twoLevelClosing"];
const effectKinds = ["transition", "setOpen", "startLoad", "saveLastUpdated", "setFloor"];
// A call that answered no effect (most frames' calls): the same empty list, never written to.
const noEffects = Object.freeze([]);

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
    if (count === 0) return noEffects;
    const n = this.core.buffer;
    const out = [];
    for (let i = 0; i < count; i++) {
      const [k, a, b, c, d] = n.subarray(1 + 5 * i, 6 + 5 * i), kind = effectKinds[k];
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
      const n = this.core.buffer;
      return { kind: "circle", visible: n[0] !== 0, top: n[1], diameter: n[2], scale: n[3], alpha: n[4], startTrim: n[5],
        endTrim: n[6], ringRotation: n[7], groupRotationDegrees: n[8], showsArrow: n[9] !== 0, arrowScale: n[10],
        strokeWidth: n[11], centerRadius: n[12], arrowWidth: n[13], arrowHeight: n[14], style: n[15] ? "material" : "android" };
    }
    if (kind === 2) {
      const n = this.core.buffer;
      return { kind: "ticks", top: n[0], radius: n[1], progress: n[2], opacity: n[3], activeTick: n[4],
        clipBottom: n[5] < 0 ? Infinity : n[5], shownTicks: n[6], alphas: Array.from(n.subarray(7, 15)) };
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
    const n = this.core.buffer;
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
  configure(wire, density = 1) { this.x.core_configure(this.h, this.core.write(wire), density); }

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
  /** The model's own scroll to the end (a chat's pill) or, `trailing` false, the start. */
  scrollToEdge(trailing, t) { this.x.core_scroll_to_edge(this.h, trailing ? 1 : 0, t); }
  get offset() { return this.x.core_offset(this.h); }
  get velocity() { return this.x.core_velocity(this.h); }
  get phase() { return phases[this.x.core_phase(this.h)]; }
  get resting() { return this.x.core_phase(this.h) === 0; }
  get minOffset() { return this.x.core_min_offset(this.h); }
  get maxOffset() { return this.x.core_max_offset(this.h); }
  get withinSlop() { return this.x.core_within_slop(this.h) !== 0; }
  /** The tuning's touch slop, pt (the app's, from the state message's wire). */
  get touchSlop() { return this.x.core_touch_slop(this.h); }
  free() { this.x.core_free(this.h); }
}

/** The app bar's state between frames (wasm/BarExports.swift, the app's BarFeature): its layout, a floating
 * SliverAppBar's effective offset, the snaps, the small title's fade. `pulled`: how far the content is below its
 * resting edge under the open bar (< 0: scrolled into the list by -pulled). */
export class Bar {
  constructor(core) {
    this.core = core;
    this.x = core.x;
    this.h = this.x.bar_new();
  }

  /** The status area, the plain bar's height and the bar's settings on the wire (BarSettings.wire). */
  configure(status, plain, wire) { this.x.bar_configure(this.h, status, plain, this.core.write(wire)); }
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
    const v = this.core.buffer;
    return { scrolled: v[0], duration: v[1] };
  }
  animating(t) { return this.x.bar_animating(this.h, t) !== 0; }
  /** The bar's frame at t: heights, progress, stretch, the small title's opacity and the moving title (null: none). */
  view(pulled, controlSpace, t) {
    this.x.bar_view(this.h, pulled, controlSpace, t);
    const v = this.core.buffer;
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
    this.core = core;
    this.x = core.x;
    this.width = width;
    this.h = this.x.trailer_new(width);
  }

  effects(n) {
    if (n === 0) return noEffects;
    const v = this.core.buffer, out = [];
    for (let i = 0; i < n; i += 1) {
      const [kind, a, b] = v.subarray(3 * i, 3 * i + 3);
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

/** HeaderHaptics' settings and HapticKind's kinds, in the order the core numbers them. */
export const hapticSettings = ["none", "arm", "refresh", "both"];
export const hapticKinds = ["arm", "refresh", "floor", "trailer"];

/** Which transition ticks under the tuned `header.haptics`: the app's own rule (HeaderHaptics.cue), asked of the core. */
export class Haptics {
  constructor(core) {
    this.x = core.x;
    this.setting = 0;
  }

  /** The tuning's setting by its name ("arm"); an unknown name is none. */
  set(name) { this.setting = Math.max(hapticSettings.indexOf(name), 0); }
  /** The kind a header transition plays (a finger made it or not), null for none. */
  cue(from, to, byFinger) {
    const k = this.x.haptic_cue(this.setting, headerStates.indexOf(from), headerStates.indexOf(to), byFinger ? 1 : 0);
    return k < 0 ? null : hapticKinds[k];
  }
  /** The kind a trailer transition plays, null for none. */
  trailerCue(from, to) {
    const k = this.x.haptic_trailer_cue(this.setting, trailerStates.indexOf(from), trailerStates.indexOf(to));
    return k < 0 ? null : hapticKinds[k];
  }
}

/** The list layouts' rules (wasm/LayoutExports.swift, the app's StickyHeaderRule and EmptyStateRule): which section's
 * header is pinned under the bar and where, and where the empty list's state is centred. */
export class Layout {
  constructor(core) {
    this.core = core;
    this.x = core.x;
  }

  /** The pinned section: { index (into `tops`), y (window pt) }, null for none. `tops`: the section header rows' tops in
   * the content (the band included), top to bottom; the first the core's buffer holds are read. */
  sticky(tops, height, offset, barBottom, band) {
    const i = this.x.layout_sticky(this.core.write(tops), height, offset, barBottom, band);
    return i < 0 ? null : { index: i, y: this.core.buffer[0] };
  }

  /** The empty state's centre line, window pt. */
  emptyCenter(offset, band, viewportHeight, topBar) { return this.x.layout_empty_center(offset, band, viewportHeight, topBar); }

  // A chat (ChatFollowRule): whether an arrival is followed, whether the list is at its end, how long the follow takes.
  chatFollows(offset, maxOffset, held, unseen) { return this.x.layout_chat_follows(offset, maxOffset, held ? 1 : 0, unseen) !== 0; }
  chatAtEnd(offset, maxOffset) { return this.x.layout_chat_at_end(offset, maxOffset) !== 0; }
  get followDuration() { return this.x.layout_chat_follow_duration(); }
  /** The pill's words for `unseen` messages from the app's templates (one, few, many, other) under its plural `rule`. */
  pillText(unseen, templates, rule) {
    const n = this.x.layout_pill_count(unseen), capped = this.core.buffer[0] !== 0;
    const template = templates[this.x.layout_plural(rule, n)] ?? "";
    return template.replace("{n}", capped ? n + "+" : String(n));
  }
  /** How far the offset moves when rows `added` pt high go on top (PrependShiftRule). */
  prependShift(added, reversed, offset, minOffset, headingToTop) {
    return this.x.layout_prepend_shift(added, reversed ? 1 : 0, offset, minOffset, headingToTop ? 1 : 0);
  }
}

/** FooterState's cases and the footer's events, in the order the core numbers them. */
export const footerStates = ["idle", "pulling", "refreshing", "noMoreData", "failed"];
const footerEvents = ["scrolled", "released", "tapped", "finished", "reset", "tick", "dragBegan", "pushedUp"];

/** The load-more footer (wasm/FooterExports.swift, the app's FooterRefresher, auto style, and its rules for the list's
 * geometry). Each event returns the effects the app performs, in order: { transition: [from, to] }, { inset, duration },
 * { load: true }. `blocked`: the header refreshes; `short`: the content is shorter than the view. */
export class FooterMachine {
  constructor(core, height) {
    this.core = core;
    this.x = core.x;
    this.height = height;
    this.h = this.x.footer_new(height);
  }

  event(kind, t, blocked, short, visible = 0, dragging = false, result = 0, count = 0) {
    const n = this.x.footer_event(this.h, footerEvents.indexOf(kind), visible, dragging ? 1 : 0, result, count, t, blocked ? 1 : 0,
      short ? 1 : 0);
    const v = this.core.numbers(3 * n), out = [];
    for (let i = 0; i < n; i += 1) {
      const [k, a, b] = v.slice(3 * i, 3 * i + 3);
      out.push(k === 0 ? { transition: [footerStates[a], footerStates[b]] } : k === 1 ? { inset: a, duration: b } : { load: true });
    }
    return out;
  }

  /** The load's answer: "loaded", "end" or "failed", with `count` rows. */
  finished(result, count, t, blocked, short) {
    return this.event("finished", t, blocked, short, 0, false, ["loaded", "end", "failed"].indexOf(result), count);
  }
  get state() { return footerStates[this.x.footer_state(this.h)]; }
  /** The content is shorter than the view (MJRefresh's insetTop + contentHeight <= height). */
  isShort(leadingInset, contentHeight, viewportHeight) { return this.x.footer_content_is_short(leadingInset, contentHeight, viewportHeight) !== 0; }
  /** A drag let go with the content pushed up past its resting edge. */
  pushedUp(offset, minOffset) { return this.x.footer_pushed_up(offset, minOffset) !== 0; }
  /** How much of the footer shows, in its heights, its top at content y `top`. */
  visibility(offset, viewportHeight, top) { return this.x.footer_visibility(offset, viewportHeight, top, this.height); }
  free() { this.x.footer_free(this.h); }
}

/** The tabs layout's rules (wasm/TabExports.swift, the app's ListShape, PagerAxisRule, TabIndicatorRule, TabTapSettle,
 * PageTarget, PageSettle and NestedScroll): the lists' count and the strip's height, which axis a drag on a tab's list
 * takes, the indicator at a fractional page, the pager's motion after a release or a tap, and the scroll the shared bar
 * and the shown list share. The rules that follow the model read a list's scroller (its tuning and density). */
export class Tabs {
  constructor(core) {
    this.core = core;
    this.x = core.x;
    this.count = this.x.tabs_count();
    this.stripHeight = this.x.tabs_strip_height();
  }

  /** A drag that travelled (dx, dy) since its press: null while undecided, "vertical" (the list's) or "horizontal". */
  axis(scroller, dx, dy) { return [null, "vertical", "horizontal"][this.x.tabs_axis(scroller.h, dx, dy)]; }
  /** The indicator at fractional `page` over a strip `width` wide, into `into` ({ left, right, selected }). */
  indicator(page, width, into) {
    into.selected = this.x.tabs_indicator(page, width);
    const n = this.core.buffer;
    into.left = n[0];
    into.right = n[1];
    return into;
  }
  /** The pager `width` wide let go at `position` with the `velocity` its scroller flings with: the page it goes to. */
  release(scroller, position, velocity, width, t) { return this.x.tabs_release(scroller.h, position, velocity, width, t); }
  /** A tap on tab `tab`: the pager moves there from `position`. */
  tap(scroller, tab, position, width, t) { this.x.tabs_tap(scroller.h, tab, position, width, t); }
  /** Where the pager's motion has it at t; null when none runs. */
  position(t) { const x = this.x.tabs_position(t); return Number.isNaN(x) ? null : x; }
  stop() { this.x.tabs_stop(); }

  // The nested scroll: the shared bar's collapse (outer) and the shown list's offset (inner).
  /** The shared bar is `bar`'s (its range, whether it floats). */
  nest(bar) { this.x.nested_configure(bar.h); }
  scroll(delta) { this.x.nested_scroll(delta); }
  show(inner) { this.x.nested_show(inner); }
  /** { outer, inner } now. */
  get nested() { const outer = this.x.nested_outer(); return { outer, inner: this.core.buffer[0] }; }
}
