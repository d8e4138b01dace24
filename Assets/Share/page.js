// The phone's side of `refreshdemo --share`: the list, moved by the finger through the engine's own scroll core
// (core.wasm: the app's Scroller and its platform models, built for WebAssembly) and refreshed by the tuned web
// module's machine (tuned-feel.js, the app's `--export js` of its current tuning); every change in the app arrives
// over the WebSocket; every gesture goes back to the app with the pointer events' own timestamps.
//
// The page moves nothing itself: each pointer event is a call to the core with the event's time, each frame a step
// to the frame's time, and the page draws the offset the core gives. Live tuning: the core takes a new tuning for
// its next gesture, as the app's scroller does, so nothing jumps mid-motion and nothing reloads.
import * as tuned from "./tuned-feel.js";
import { loadCore } from "./core.js";
import { Feed } from "./feed.js";
import { ControlView } from "./control.js";
import { BarView } from "./bar.js";
import { Trailer } from "./trailer.js";
import { AxisLock } from "./core.js";
import { Link } from "./link.js";

const { refresh } = tuned;
const coreStart = performance.now();
const core = await loadCore(new URL("core.wasm", import.meta.url));
const coreLoadMs = performance.now() - coreStart; // its download and instantiation
const list = document.getElementById("list");
const content = document.getElementById("content");
const statusText = document.getElementById("status");
const controlText = document.getElementById("control");
const footer = document.getElementById("footer");
const badge = document.getElementById("badge");
const rowsBox = document.getElementById("rows");
const barView = new BarView(document.getElementById("bar"), core);
const floorPanel = document.getElementById("floor");
const floorClose = document.getElementById("floor-close");
let texts = { idle: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading...", loading: "Loading more..." };

// The content: the app's own list, from its feed message (feed.js); the carousel's cards move sideways by carouselX.
const feed = new Feed(rowsBox);
const trailer = new Trailer(core);
feed.trailer = trailer;
let track = null;
// A new feed: the rows the user reads stay where they are (the first row below the bar keeps its place when rows
// come in above it, as the app's anchor does); at the top nothing moves. The carousel keeps its scroll.
function showFeed(message) {
  const anchor = offset + inset > 0 ? feed.anchor(offset + inset) : null;
  feed.show(message);
  track = feed.track;
  // The app's trailer width, and a row that has cards again after its end: a new machine.
  const trailerWidth = feed.geometry.trailerWidth ?? trailer.width;
  if ((trailerWidth !== trailer.width && trailer.state === "idle") || (trailer.state === "noMoreData" && feed.moreCards.length > 0)) {
    trailer.reset(trailerWidth);
  }
  footer.style.height = feed.geometry.footerHeight + "px";
  contentLength = null;
  const top = anchor ? feed.topOf(anchor.id) : null;
  // New rows above the reader's: everything moves by their height with no visible motion (the app's shift).
  if (top !== null && top !== anchor.top) listCore.shift(top - anchor.top);
  syncGeometry(now());
  carouselCore.geometry(carouselWidth(), feed.carouselContent, now());
  fromCore();
  draw();
}
// The app's touch slop (from the tuning file): the core's AxisLock decides the carousel's axis by it.
let input = { slop: 10 };
// The second floor (header.twoLevel): a release pulled past armRate x the header's height opens it instead of
// a refresh (the app's HeaderRefresher: max(floorRate 1.9, triggerRatio + 0.5)); it slides down over the list
// in floorDuration s and closes in half that, on a pull up or its button. These are the app's fixed numbers
// (HeaderRefresher.Settings: floorRate, maxRate, floorDuration; not tunables).
let twoLevel = false, floorOpen = false;
const floorDuration = 1;
const armPull = () => Math.max(1.9, refresh.triggerRatio + 0.5) * (refresh.height ?? height() / 6);
// TwoLevelHeader's maxRate 2.5, and always 0.6 past the floor's arm.
const pullLimit = () => Math.max(2.5, Math.max(1.9, refresh.triggerRatio + 0.5) + 0.6) * (refresh.height ?? height() / 6)
  + (barView.bar.stretch ? barView.bar.stretchTrigger : 0);
function setFloor(open) {
  floorOpen = open;
  floorPanel.style.transitionDuration = (open ? floorDuration : floorDuration / 2) + "s";
  floorPanel.classList.toggle("open", open);
}
floorClose.addEventListener("click", () => setFloor(false));
let floorPress = null;
floorPanel.addEventListener("pointerdown", (e) => { floorPress = e.clientY; });
floorPanel.addEventListener("pointerup", (e) => {
  if (floorPress !== null && floorPress - e.clientY > input.slop) setFloor(false);
  floorPress = null;
});

// Times are the events' clock (performance.now and Event.timeStamp), in seconds, as the core takes them. The app
// plays the page's gesture with each sample at its own time, so the scrollers take each event at its own stamp:
// while a finger is down a frame steps them no further than the newest event, and otherwise to the frame's time.
// As in the app (ListEngine.handle), a scroller is stepped to an event's time before it takes it, and time never
// goes back: an event stamped before the last step happened at it. A release stamped ahead of the page's clock (a
// device's or an emulator's) starts its motion then: frames before it show the motion's start.
let clock = 0, lastEvent = 0;
const now = () => Math.max(performance.now() / 1000, clock);
function advance(t) {
  if (!(t > clock)) return clock;
  clock = t;
  listCore.step(t);
  carouselCore.step(t);
  // As the app's step: the row's trailer sees where the row is, the bar follows the list.
  applyTrailer(trailer.machine.scrolled(trailerPull(), finger?.axis === "horizontal" && carouselCore.phase === "tracking", t), t);
  followBar(t);
  return t;
}
const eventTime = (e) => (lastEvent = advance(Math.max(e.timeStamp / 1000, clock)));
const height = () => list.clientHeight || 600;
// The content's length to the fraction of a pixel (offsetHeight would round it), measured again after it changes.
let contentLength = null;
const measuredLength = () => (contentLength ??= content.getBoundingClientRect().height);
// The app's geometry: its top bar's height (the state message's topInset). The list rests under the bar at
// offset -inset, as the app's does, so the page's offsets are the app's (0: the first row at the screen's top).
let inset = 0;
// The list's scroller and the carousel's (along x, from its first card), both the app's Scroller in core.wasm with
// the app's tuning (the state message's `scroll`, Tuning.wire) at this screen's density. `offset` and `carouselX`
// are what they were at the last call: the page draws them and nothing else moves them.
let wire = [];
const listCore = core.scroller(height(), 0, 0);
const carouselCore = core.scroller(390, 0, 0);
let offset = 0, carouselX = 0;
function fromCore() {
  // + 0: a scroller at rest under no inset is at -0, which JSON (and the DevTools protocol) would not carry as 0.
  offset = listCore.offset + 0;
  carouselX = carouselCore.offset + 0;
}
function configure() {
  listCore.configure(wire, devicePixelRatio || 1);
  carouselCore.configure(wire, devicePixelRatio || 1);
}
// The list's geometry in the core: the view's height and the content's length, when either changed.
let coreGeometry = { viewport: null, content: null };
function syncGeometry(t) {
  const viewport = height(), length = measuredLength();
  if (viewport === coreGeometry.viewport && length === coreGeometry.content) return;
  coreGeometry = { viewport, content: length };
  listCore.geometry(viewport, length, t);
}
const maxOffset = () => listCore.maxOffset;
// The cards' row: contentWidth = 2 inset + n cardWidth + (n - 1) gap (the app's Carousel); the row's width is the
// view's extent along x.
const carouselWidth = () => track?.parentElement.clientWidth || 390;
const carouselMax = () => (track ? Math.max(0, feed.carouselContent - carouselWidth()) : 0);
// How far the row is past its trailing end (the trailer's pull, its own inset not counted).
const trailerPull = () => Math.max(carouselCore.offset - carouselMax(), 0);
// The trailer's effects, applied as the app's Carousel does: the held inset (the row's trailing inset, settled over
// the effect's duration, and opening past the end the row moves there in that time), a load (the page's own: the
// next cards after 0.8 s, then the machine hears how it went).
function applyTrailer(effects, t) {
  for (const e of effects) {
    if (e.inset !== undefined) {
      carouselCore.insets(0, trailer.machine.hold(e.inset, carouselWidth(), feed.carouselContent), t, e.duration);
      const to = trailer.machine.openTarget(carouselCore.offset, carouselCore.phase === "tracking", carouselMax());
      if (to !== null) carouselCore.scrollTo(to, e.duration, t);
    } else if (e.load) {
      setTimeout(() => {
        const before = feed.cardCount, end = feed.loadCards(), at = now();
        carouselCore.geometry(carouselWidth(), feed.carouselContent, at);
        applyTrailer(trailer.machine.finished(end ? "end" : "loaded", feed.cardCount - before, at), at);
        fromCore();
        wake();
      }, 800);
    }
  }
}
// The bar follows the list (the app's barFollowScroll): a collapsing toolbar left half open at rest snaps by
// moving the list; a floating bar's own snap is the bar's.
function followBar(t) {
  const snap = barView.core.follow(-inset - listCore.offset, listCore.resting && !finger, t);
  if (snap) listCore.scrollTo(-inset + snap.scrolled, snap.duration, t);
}
let finger = null; // { startY, startOffset, samples }
let pending = null; // the last gesture, sent once its motion rests
let loadingMore = false;

// The refresh machine; Material's trigger is a sixth of the list's height under the bar, so a new bar makes it again.
const newMachine = () => tuned.createRefresher(() => {
  setTimeout(() => { machine.finished(now()); wake(); }, 1000);
}, { listHeight: height() - inset });
let machine = newMachine();
let shownState = "idle"; // the machine's state at the last frame
const controlView = new ControlView(document.getElementById("header"), document.getElementById("circle"));
// The pull the header sees (the app's barHeaderPull): a stretching sliver takes its part of a pull first, and a
// gesture that began with a collapsing bar not fully open never refreshes. Over a still list (refresh.contentMoves
// false) the machine sees the finger's pull, and none once it lifts.
const headerPull = (p) => barView.core.headerPull(p, machine.state === "refreshing" || machine.state === "finishing");
const machinePull = () => (refresh.contentMoves ? headerPull(pulled()) : finger?.still ? finger.still.pull : 0);
// Under the large title the control takes this much of a pull before the title moves: its trigger.
const controlSpace = () => (refresh.contentMoves ? (refresh.height ?? 0) * refresh.triggerRatio : 0);
const stillTop = () => (finger?.still ? ControlView.circleTop(refresh, finger.still.pull, height() - inset) : null);
const open = () => machine.state === "refreshing" || (machine.state === "finishing" && !machine.closed);
const rest = () => -inset - (open() ? refresh.held : 0);
// The leading inset the list holds: the bar, and the header's held height while it is open (the app's setOpen
// effect: the inset is set to a value, never added to). Opening moves the content to its rest over openDuration;
// closing over closeDuration, or, for a control whose list settles by the scroll physics (Cupertino's sliver:
// closesBelow), by the model's own bounce.
let heldInset = 0;
function syncInsets(t) {
  const held = refresh.contentMoves && open() ? refresh.held : 0;
  if (held === heldInset) return;
  const opening = held > heldInset, bounces = !opening && refresh.closesBelow !== null;
  const duration = opening ? refresh.openDuration : refresh.closeDuration;
  heldInset = held;
  listCore.insets(inset + held, 0, t, bounces ? 0 : duration, bounces);
  if (!bounces && listCore.phase !== "tracking" && listCore.offset < listCore.minOffset) {
    listCore.scrollTo(listCore.minOffset, duration, t);
  }
  fromCore();
  record(t);
}
// How far the content is pulled past its resting edge under the bar: what the refresh machine sees.
const pulled = () => -inset - offset;

function draw() {
  content.style.transform = `translateY(${-offset}px)`;
  if (track) {
    track.style.transform = `translateX(${-carouselX}px)`;
    trailer.draw(Math.max(feed.carouselContent, carouselWidth()), feed.geometry.cardPadding, feed.geometry.cardHeight);
  }
  barView.draw(pulled(), controlSpace(), now());
  const state = machine.state;
  controlView.draw(refresh, state, refresh.contentMoves ? pulled() : finger?.still?.pull ?? 0, stillTop(), inset, now());
  statusText.textContent = state === "refreshing" || state === "finishing" ? texts.refreshing : state === "pulling" ? texts.pulling : texts.idle;
  footer.textContent = feed.older.length > 0 || !feed.end ? texts.loading : texts.noMore ?? "";
}

let frameRequested = false;
function wake() {
  if (!frameRequested) { frameRequested = true; requestAnimationFrame(frame); }
}

// One frame at the display's own rate: the motion in closed form at this time, the refresh machine.
// What the frames cost the main thread (script only): their count, their total and the longest, ms.
const frameCost = { frames: 0, totalMs: 0, maxMs: 0 };
function frame() {
  const began = performance.now();
  frameRequested = false;
  const real = performance.now() / 1000;
  const t = advance(finger ? Math.min(real, lastEvent) : real);
  syncGeometry(t);
  fromCore();
  followBar(t);
  applyTrailer(trailer.machine.tick(t), t);
  fromCore();
  machine.scrolled(machinePull(), finger !== null, t);
  machine.tick(t);
  // The refresh ended (the load's timer finishes the machine between frames): the circle goes.
  if (shownState === "refreshing" && machine.state !== "refreshing") controlView.finished(refresh, t);
  shownState = machine.state;
  syncInsets(t);
  if (!loadingMore && feed.older.length > 0 && offset > maxOffset() - feed.geometry.footerHeight) {
    loadingMore = true;
    setTimeout(() => { feed.loadOlder(); contentLength = null; loadingMore = false; wake(); }, 800);
  }
  draw();
  if (!listCore.resting || !carouselCore.resting || finger || machine.state !== "idle" || controlView.animating(t)
    || barView.core.animating(t)) wake();
  else if (pending) { send({ ...pending, endOffset: offset }); pending = null; }
  const cost = performance.now() - began;
  frameCost.frames += 1;
  frameCost.totalMs += cost;
  frameCost.maxMs = Math.max(frameCost.maxMs, cost);
}

// The last gesture's offsets over time (ms after its press, in the events' clock): [t, offset, kind], kind 0
// where an event set it (it holds until the next point), 1 on a motion (sampled each ms, in between: linear). A
// motion keeps a copy of the list's scroller as it began, sampled only when the timeline is read (by a test or a
// probe): the same closed forms the frames step through, at no cost to a frame; a later motion replaces what an
// earlier one would have done from its start on.
let timeline = null, motions = 0;
function record(t) {
  if (!timeline || listCore.resting || listCore.phase === "tracking") return;
  motions += 1;
  timeline.motions = timeline.motions.filter((m) => m.start < t || (m.ghost.free(), false));
  timeline.motions.push({ start: t, ghost: listCore.copy() });
}
function startTimeline(t) {
  timeline?.motions.forEach((m) => m.ghost.free());
  timeline = { t0: t * 1000, points: [[0, offset, 0]], motions: [] };
}
function timelinePoints() {
  if (!timeline) return [];
  const points = timeline.points.slice(), all = timeline.motions;
  all.forEach((m, i) => {
    const until = i + 1 < all.length ? all[i + 1].start : Infinity, ghost = m.ghost.copy(), t0 = m.start * 1000 - timeline.t0;
    for (let ms = 0; ms <= 5000 && m.start + ms / 1000 < until; ms += 1) {
      ghost.step(m.start + ms / 1000);
      points.push([t0 + ms, ghost.offset, ghost.resting ? 0 : 1]);
      if (ghost.resting) break;
    }
    ghost.free();
  });
  return points;
}

// A sample as the app plays it: at the time the scrollers took the event (ms), so the app's play of the gesture is
// this page's to the event.
function sample(e, phase, t) {
  return { t: t * 1000, x: e.clientX, y: e.clientY, phase };
}

// The drag is the core's Scroller's: nothing until the finger has moved the touch slop, then 1:1 from there (the
// model's band past an edge); its velocity tracker follows the finger from the press on.
list.addEventListener("pointerdown", (e) => {
  if (finger) return;
  const t = eventTime(e);
  fromCore();
  // A press on a list still moving is part of the same gesture (it may carry the motion's momentum): the app plays
  // the two with their own times, from the same rest. A press on a resting list sends the last gesture first.
  if (pending && listCore.resting && carouselCore.resting) { send(pending); pending = null; }
  const earlier = pending ? pending.samples : [];
  pending = null;
  list.setPointerCapture(e.pointerId);
  // A still list's control may take the gesture: pressed with the list at its top and at rest (the app's ControlDrag).
  const stillEligible = !refresh.contentMoves && offset <= rest() + 0.5 && listCore.resting && machine.state === "idle";
  // A press on the carousel may scroll it sideways: one gesture, one axis (the app's AxisLock); both scrollers are
  // pressed, and the one whose axis the gesture does not take is let go without a fling once it is decided.
  const onCarousel = e.target instanceof Element && e.target.closest(".carousel") !== null;
  barView.core.press(pulled());
  listCore.press(e.clientY, t);
  if (onCarousel) carouselCore.press(e.clientX, t);
  fromCore();
  finger = { id: e.pointerId, pressX: e.clientX, pressY: e.clientY, axis: null, onCarousel, stillEligible, still: null,
    lock: onCarousel ? new AxisLock(core, e.clientX, e.clientY, t) : null, samples: [...earlier, sample(e, "down", t)] };
  startTimeline(t);
  wake();
});

// On the carousel the core's AxisLock decides the axis (the app's: once the finger is the slop away along either
// axis, sideways only when |dx| > |dy|, kept until the release); elsewhere the list's is decided past the slop
// down or up. The scroller of the other axis is let go.
function dragTo(x, y, t) {
  if (finger.axis === null) {
    const dy = y - finger.pressY;
    const decided = finger.lock ? finger.lock.add(x, y, t, input.slop) : Math.abs(dy) < input.slop ? null : "vertical";
    if (decided === "horizontal") {
      finger.axis = "horizontal";
      listCore.cancel(t);
    } else {
      if (decided === null) {
        listCore.move(y, t);
        if (finger.onCarousel) carouselCore.move(x, t);
        return;
      }
      finger.axis = "vertical";
      if (finger.onCarousel) carouselCore.cancel(t);
      // Down past the slop at the top: the control's pull, from where the slop ended (mInitialMotionY); the list
      // stays still.
      if (finger.stillEligible && dy > 0) {
        finger.still = { motionY: finger.pressY + input.slop, pull: 0 };
        listCore.cancel(t);
      }
    }
  }
  if (finger.axis === "horizontal") {
    carouselCore.move(x, t);
    applyTrailer(trailer.machine.scrolled(trailerPull(), true, t), t);
    return;
  }
  if (finger.still) {
    // The pull is the finger's travel x dragRate, never below 0; RefreshIndicator holds it armed once armed.
    let pull = Math.max((y - finger.still.motionY) * refresh.dragRate, 0);
    if (refresh.holdsArmed && machine.state === "pulling") pull = Math.max(pull, (refresh.height ?? (height() - inset) / 6) * refresh.triggerRatio);
    finger.still.pull = pull;
    return;
  }
  listCore.move(y, t);
}

list.addEventListener("pointermove", (e) => {
  if (!finger || e.pointerId !== finger.id) return;
  const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
  for (const c of events.length ? events : [e]) {
    const t = eventTime(c);
    finger.samples.push(sample(c, "move", t));
    dragTo(c.clientX, c.clientY, t);
    fromCore();
    timeline.points.push([t * 1000 - timeline.t0, offset, 0]);
  }
  wake();
});

function release(e, phase) {
  if (!finger || e.pointerId !== finger.id) return;
  const t = eventTime(e);
  finger.samples.push(sample(e, phase, t));
  const { samples, axis, still, onCarousel, lock } = finger;
  finger = null;
  lock?.free();
  timeline.points.push([t * 1000 - timeline.t0, offset, 0]);
  pending = { type: "gesture", dpr: devicePixelRatio || 1, samples };
  const letGo = (s) => (phase === "up" ? s.release(t) : s.cancel(t));
  if (axis === "horizontal") {
    // The trailer sees the release before the row flings or springs back (the app's releaseDrag), with a resampled
    // drag first put where the finger's newest report is; a release past its width loads and holds it in view.
    carouselCore.catchUp(t);
    applyTrailer(trailer.machine.scrolled(trailerPull(), true, t), t);
    const effects = trailer.machine.released(trailerPull(), t);
    letGo(carouselCore);
    applyTrailer(effects, t);
    fromCore();
    wake();
    return;
  }
  if (onCarousel && axis === null) carouselCore.cancel(t);
  if (still) {
    // The list did not move: the circle goes to its rest and spins, or back up, as the machine decided.
    const top = ControlView.circleTop(refresh, still.pull, height() - inset);
    machine.released(still.pull, now());
    controlView.released(refresh, top, machine.state === "refreshing", now());
    wake();
    return;
  }
  // The refreshers see the release before the list flings or springs back (the app's releaseDrag), with a resampled
  // drag first put where the finger's newest report is.
  listCore.catchUp(t);
  fromCore();
  const wasOpen = open();
  if (twoLevel && !wasOpen && refresh.contentMoves && headerPull(pulled()) >= armPull()) {
    setFloor(true);
    machine.scrolled(0, true, now()); // the floor, not a refresh: the machine goes back to idle
  } else machine.released(headerPull(pulled()), now());
  letGo(listCore);
  fromCore();
  record(t);
  syncInsets(t);
  wake();
}
list.addEventListener("pointerup", (e) => release(e, "up"));
list.addEventListener("pointercancel", (e) => release(e, "cancel"));

// The app's side: every change arrives here; a keepalive every 100 ms keeps a phone's Wi-Fi awake.
let socket = null, applied = 0;
function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify(message));
  if (message.type === "gesture") { sentGestures += 1; lastSamples = message.samples.length; }
}

async function apply(message) {
  if (message.version <= applied) return;
  const fresh = await import("./tuned-feel.js?v=" + message.version);
  Object.assign(refresh, fresh.refresh);
  applied = message.version;
  texts = { ...texts, ...message.texts };
  trailer.texts = { idle: texts.trailerIdle, pulling: texts.trailerPulling, refreshing: texts.trailerLoading,
    noMoreData: texts.trailerEnd, failed: texts.trailerFailed };
  // A new bar: a list resting at its top rests under the new one; otherwise it keeps its offset.
  if (Array.isArray(message.scroll)) {
    wire = message.scroll;
    configure();
  }
  const topInset = Number.isFinite(message.topInset) ? Math.max(message.topInset, 0) : 0;
  if (topInset !== inset) {
    const atTop = !finger && listCore.resting && offset <= -inset + 0.5, t = now();
    inset = topInset;
    listCore.insets(inset + heldInset, 0, t);
    if (atTop) listCore.jump(listCore.minOffset, t);
    fromCore();
  }
  if (machine.state === "idle" && !finger) machine = newMachine();
  try {
    const file = JSON.parse(message.tuning);
    const number = (name, fallback) => (Number.isFinite(file[name]) ? file[name] : fallback);
    input = { slop: number("input.touchSlop", input.slop) };
    twoLevel = file["header.twoLevel"] === "on";
    // With the second floor on, a pull shows at most the floor's limit (the app's leadingPullLimit).
    listCore.pullLimit(twoLevel && refresh.contentMoves ? pullLimit() : null);
    if (!twoLevel && floorOpen) setFloor(false);
  } catch (error) { badge.textContent = "bad tuning: " + error; }
  if (message.bar) barView.set(message.bar, message.bar.title);
  document.documentElement.lang = message.language;
  document.body.classList.toggle("dark", message.appearance === "dark");
  controlText.textContent = message.control + " · " + message.position;
  badge.textContent = "live · tuning " + message.version;
  draw();
  // The first state after connecting is no change: only the ones after it say how long a change took.
  if (socket.sawState) send({ type: "applied", version: message.version, latencyMs: Date.now() - message.sentAt });
  socket.sawState = true;
}

const link = new Link(document.getElementById("gone"));
function connect() {
  socket = new WebSocket(new URL("live", location.href).href.replace(/^http/, "ws"));
  socket.onopen = () => {
    link.opened();
    if (applied > 0) badge.textContent = "live · tuning " + applied;
  };
  socket.onmessage = (e) => {
    try {
      const message = JSON.parse(e.data);
      if (message.type === "tuning") apply(message);
      else if (message.type === "feed") showFeed(message);
    } catch (error) { badge.textContent = "bad message: " + error; }
  };
  socket.onclose = () => { badge.textContent = "reconnecting"; setTimeout(connect, link.closed(texts.gone)); };
}
setInterval(() => send({ type: "keepalive" }), 100);
connect();
draw();
// For tests and the curious: where the list is, what it applied, what it sent.
let sentGestures = 0, lastSamples = 0;
window.sharePage = {
  get offset() { return offset; },
  get applied() { return applied; },
  get resting() {
    return listCore.resting && carouselCore.resting && !finger && !pending && machine.state === "idle" && trailer.state !== "refreshing"
      && !barView.core.animating(now());
  },
  get carouselX() { return carouselX; },
  // The trailer: its state, the cards, the row's resting end and the trailing inset it holds now.
  get trailer() {
    return { state: trailer.state, cards: feed.cardCount, end: carouselMax(), inset: trailer.machine.inset(carouselWidth(), feed.carouselContent) };
  },
  // The feed shown (feed.js): its version, the rows' ids and heights (the carousel's row first), the cards' titles.
  get feed() { return { ...feed.shown, footerHeight: footer.getBoundingClientRect().height }; },
  get floorOpen() { return floorOpen; },
  // The control: its kind, the machine's state, the circle's top below the list's top (null: hidden) and whether it
  // has come to rest spinning (a still list's refresh).
  get control() {
    const circle = document.getElementById("circle");
    return { kind: refresh.control, state: machine.state, top: circle.hidden ? null : Number(circle.dataset.top),
      settled: controlView.motion !== null && controlView.motion.then === "spin" && now() - controlView.motion.since >= controlView.motion.duration };
  },
  get connected() { return socket !== null && socket.readyState === WebSocket.OPEN; },
  // The notice shown while the app is not there (null: it is).
  get gone() { return link.shown; },
  get sent() { return sentGestures; },
  get lastSamples() { return lastSamples; },
  get inset() { return inset; },
  // What the frames have cost the main thread so far (script, ms); reset() starts a new count.
  frameCost: { get: () => ({ ...frameCost }), reset: () => Object.assign(frameCost, { frames: 0, totalMs: 0, maxMs: 0 }) },
  // How long core.wasm took to download and instantiate, ms.
  get coreLoadMs() { return coreLoadMs; },
  // The bar as drawn: its height without the status area, its progress (0 open, 1 collapsed), its stretch.
  get bar() { return barView.shown; },
  // The last gesture's offsets over time (see record()).
  get timeline() { return timelinePoints(); },
  // The running motion: which one (a count) and where it will end, as computed at its release.
  get motion() {
    if (listCore.resting) return null;
    const ghost = listCore.copy();
    ghost.step(now() + 30);
    const end = ghost.offset;
    ghost.free();
    return { key: motions, end };
  },
};
