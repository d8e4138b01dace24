// The phone's side of `refreshdemo --share`: the list, moved by the finger and by the tuned web module
// (tuned-feel.js, the app's `--export js` of its current tuning); every change in the app arrives over
// the WebSocket; every gesture goes back to the app with the pointer events' own timestamps.
//
// Live tuning: a motion keeps the numbers it started with (trajectory() computes them at the release);
// a new tuning applies from the next release, so nothing jumps mid-motion and nothing reloads.
import * as tuned from "./tuned-feel.js";
import { VelocityTracker } from "./tracker.js";
import { Feed } from "./feed.js";
import { ControlView } from "./control.js";
import { BarView } from "./bar.js";
import { Trailer } from "./trailer.js";
import { Link } from "./link.js";

const { feel, refresh, trajectory } = tuned;
const list = document.getElementById("list");
const content = document.getElementById("content");
const statusText = document.getElementById("status");
const controlText = document.getElementById("control");
const footer = document.getElementById("footer");
const badge = document.getElementById("badge");
const rowsBox = document.getElementById("rows");
const barView = new BarView(document.getElementById("bar"));
const floorPanel = document.getElementById("floor");
const floorClose = document.getElementById("floor-close");
let texts = { idle: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading...", loading: "Loading more..." };

// The content: the app's own list, from its feed message (feed.js); the carousel's cards move sideways by carouselX.
const feed = new Feed(rowsBox);
const trailer = new Trailer();
feed.trailer = trailer;
let track = null;
// A new feed: the rows the user reads stay where they are (the first row below the bar keeps its place when rows
// come in above it, as the app's anchor does); at the top nothing moves. The carousel keeps its scroll.
function showFeed(message) {
  const anchor = offset + inset > 0 ? feed.anchor(offset + inset) : null;
  feed.show(message);
  track = feed.track;
  trailer.width = feed.geometry.trailerWidth ?? trailer.width;
  if (trailer.state === "noMoreData" && feed.moreCards.length > 0) trailer.state = "idle";
  carouselX = Math.min(Math.max(carouselX, 0), carouselMax());
  footer.style.height = feed.geometry.footerHeight + "px";
  contentLength = null;
  const top = anchor ? feed.topOf(anchor.id) : null;
  if (top !== null) offset += top - anchor.top;
  if (!finger && !motion) offset = Math.min(Math.max(offset, rest()), Math.max(rest(), maxOffset()));
  draw();
}
// The app's drag and release rules (from the tuning file): the touch slop, the velocity fit, the fling's limits.
let input = { slop: 10, window: 0.1, stopGap: 0.04, minFling: 100, maxFling: 8000 };
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

const now = () => performance.now() / 1000;
const height = () => list.clientHeight || 600;
// The content's length to the fraction of a pixel (offsetHeight would round it), measured again after it changes.
let contentLength = null;
const maxOffset = () => Math.max(0, (contentLength ??= content.getBoundingClientRect().height) - height());
// The app's geometry: its top bar's height (the state message's topInset). The list rests under the bar at
// offset -inset, as the app's does, so the page's offsets are the app's (0: the first row at the screen's top).
let inset = 0;
let offset = 0;
let motion = null; // { trajectory, start }: start in the events' clock (s), so a motion begins when its release did
// The carousel's own scroll (px from its first card) and motion: the same physics along x.
let carouselX = 0, carouselMotion = null;
// The cards' row: contentWidth = 2 inset + n cardWidth + (n - 1) gap (the app's Carousel); the row's width is the
// band's dimension.
const carouselWidth = () => track?.parentElement.clientWidth || 390;
const carouselMax = () => (track ? Math.max(0, feed.carouselContent - carouselWidth()) : 0);
// Where the row may rest: past the last card by what the trailer holds while it loads.
const carouselLimit = () => carouselMax() + trailer.inset;
const carouselBand = (x) => (x <= 0 ? 0 : (1 - 1 / ((x * refresh.rubberBand) / carouselWidth() + 1)) * carouselWidth());
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
const headerPull = (p) => {
  const pull = p > 0 ? p - Math.min(p, barView.bar.stretch ? barView.bar.stretchTrigger : 0) : p;
  return finger?.barBlocked ? Math.min(pull, 0) : pull;
};
const machinePull = () => (refresh.contentMoves ? headerPull(pulled()) : finger?.still ? finger.still.pull : 0);
// Under the large title the control takes this much of a pull before the title moves: its trigger.
const controlSpace = () => (refresh.contentMoves ? (refresh.height ?? 0) * refresh.triggerRatio : 0);
const stillTop = () => (finger?.still ? ControlView.circleTop(refresh, finger.still.pull, height() - inset) : null);
const open = () => machine.state === "refreshing" || (machine.state === "finishing" && !machine.closed);
const rest = () => -inset - (open() ? refresh.held : 0);
// How far the content is pulled past its resting edge under the bar: what the refresh machine sees.
const pulled = () => -inset - offset;
const band = (x) => (x <= 0 ? 0 : (1 - 1 / ((x * refresh.rubberBand) / height() + 1)) * height());

function draw() {
  content.style.transform = `translateY(${-offset}px)`;
  if (track) {
    track.style.transform = `translateX(${-carouselX}px)`;
    trailer.draw(Math.max(feed.carouselContent, carouselWidth()), feed.geometry.cardPadding, feed.geometry.cardHeight);
  }
  barView.draw(pulled(), controlSpace());
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
function frame() {
  frameRequested = false;
  const t = now();
  if (motion) {
    const m = motion.trajectory;
    const elapsed = t - motion.start;
    offset = elapsed >= m.duration ? m.position(m.duration) : m.position(Math.max(elapsed, 0));
    if (elapsed >= m.duration) motion = null;
  }
  if (carouselMotion) {
    const m = carouselMotion.trajectory, elapsed = t - carouselMotion.start;
    carouselX = m.position(Math.min(Math.max(elapsed, 0), m.duration));
    if (elapsed >= m.duration) carouselMotion = null;
  }
  const was = machine.state;
  machine.scrolled(machinePull(), finger !== null, t);
  machine.tick(t);
  // The refresh ended (the load's timer finishes the machine between frames): the circle goes.
  if (shownState === "refreshing" && machine.state !== "refreshing") controlView.finished(refresh, t);
  shownState = machine.state;
  if (!finger && !motion && (offset < rest() - 0.01 || (machine.state !== was && offset < -inset))) settle(0, t);
  if (!loadingMore && feed.older.length > 0 && offset > maxOffset() - feed.geometry.footerHeight) {
    loadingMore = true;
    setTimeout(() => { feed.loadOlder(); contentLength = null; loadingMore = false; wake(); }, 800);
  }
  draw();
  if (motion || carouselMotion || finger || machine.state !== "idle" || controlView.animating(t)) wake();
  else if (pending) { send({ ...pending, endOffset: offset }); pending = null; }
}

let motions = 0;
function settle(velocity, start) {
  const top = rest();
  begin(trajectory(offset, velocity, top, Math.max(top, maxOffset()), devicePixelRatio || 1), start);
}

// A timed move from `from` to `to` over `duration` s on the ease-in-out the app's insets use.
function eased(from, to, duration) {
  return { duration, position: (t) => (t >= duration ? to : from + (to - from) * (3 * (t / duration) ** 2 - 2 * (t / duration) ** 3)) };
}

// As the header opens the app moves the content to the held position in exactly openDuration s, from rest
// (the Scroller's timed move: a cubic Hermite, UIView's ease-in-out), whatever speed the release had.
function openTo(target, duration, start) {
  const from = offset;
  begin(eased(from, target, duration), start);
}

function begin(m, start) {
  motion = { trajectory: m, start };
  motions += 1;
  record(motion);
  wake();
}

// The last gesture's offsets over time (ms after its press, in the events' clock): [t, offset, kind], kind 0
// where an event set it (it holds until the next point), 1 on a motion (sampled each ms, in between: linear).
let timeline = null;
function record(m) {
  if (!timeline) return;
  const t0 = m.start * 1000 - timeline.t0, d = Math.min(m.trajectory.duration, 5);
  for (let ms = 0; ms < d * 1000; ms += 1) timeline.points.push([t0 + ms, m.trajectory.position(ms / 1000), 1]);
  timeline.points.push([t0 + d * 1000, m.trajectory.position(d), 0]);
}

function sample(e, phase) {
  return { t: e.timeStamp, x: e.clientX, y: e.clientY, phase };
}

// The drag as the app's: nothing until the finger has moved the touch slop, then 1:1 from there
// (through the rubber band past an edge); the tracker follows the finger from the press on.
list.addEventListener("pointerdown", (e) => {
  if (finger) return;
  if (pending) { send(pending); pending = null; }
  list.setPointerCapture(e.pointerId);
  motion = null;
  const tracker = new VelocityTracker(input.window, input.stopGap);
  tracker.add(e.timeStamp / 1000, offset);
  // A press on the carousel may scroll it sideways: one gesture, one axis (the app's AxisLock).
  const onCarousel = e.target instanceof Element && e.target.closest(".carousel") !== null;
  if (onCarousel) carouselMotion = null;
  const xTracker = new VelocityTracker(input.window, input.stopGap);
  xTracker.add(e.timeStamp / 1000, carouselX);
  // A still list's control may take the gesture: pressed with the list at its top and at rest (the app's ControlDrag).
  const stillEligible = !refresh.contentMoves && offset <= rest() + 0.5 && !motion && machine.state === "idle";
  finger = { id: e.pointerId, pressX: e.clientX, pressY: e.clientY, anchorX: null, anchorY: null, axis: null, onCarousel,
    stillEligible, still: null,
    barBlocked: barView.bar.kind === "collapsing" && barView.bar.max > barView.bar.min && pulled() < -0.5,
    startOffset: offset, startX: carouselX, tracker, xTracker, samples: [sample(e, "down")] };
  timeline = { t0: e.timeStamp, points: [[0, offset, 0]] };
  wake();
});

// On the carousel the axis is decided once the finger is the slop away along either axis: sideways only
// when |dx| > |dy| (a diagonal stays the list's), kept until the release.
function dragTo(x, y) {
  if (finger.axis === null) {
    const dx = x - finger.pressX, dy = y - finger.pressY;
    if (finger.onCarousel && Math.max(Math.abs(dx), Math.abs(dy)) >= Math.max(input.slop, 1) && Math.abs(dx) > Math.abs(dy)) {
      finger.axis = "horizontal";
      finger.anchorX = finger.pressX + (dx > 0 ? input.slop : -input.slop);
    } else {
      if (Math.abs(dy) < input.slop) return;
      finger.axis = "vertical";
      finger.anchorY = finger.pressY + (dy > 0 ? input.slop : -input.slop);
      // Down past the slop at the top: the control's pull, from where the slop ended (mInitialMotionY).
      if (finger.stillEligible && dy > 0) finger.still = { motionY: finger.anchorY, pull: 0 };
    }
  }
  if (finger.axis === "horizontal") {
    const raw = finger.startX - (x - finger.anchorX), max = carouselLimit();
    carouselX = raw < 0 ? -carouselBand(-raw) : raw > max ? max + carouselBand(raw - max) : raw;
    trailer.scrolled(carouselX - carouselMax(), true);
    return;
  }
  if (finger.still) {
    // The pull is the finger's travel x dragRate, never below 0; RefreshIndicator holds it armed once armed.
    let pull = Math.max((y - finger.still.motionY) * refresh.dragRate, 0);
    if (refresh.holdsArmed && machine.state === "pulling") pull = Math.max(pull, (refresh.height ?? (height() - inset) / 6) * refresh.triggerRatio);
    finger.still.pull = pull;
    return;
  }
  const raw = finger.startOffset - (y - finger.anchorY);
  const top = rest(), bottom = Math.max(top, maxOffset());
  offset = raw < top ? top - band(top - raw) : raw > bottom ? bottom + band(raw - bottom) : raw;
  // With the second floor on, a pull shows at most the floor's limit (the app's leadingPullLimit): pullLimitRate x the
  // header, after what a stretching bar takes first.
  if (twoLevel && refresh.contentMoves) offset = Math.max(offset, top - pullLimit());
}

list.addEventListener("pointermove", (e) => {
  if (!finger || e.pointerId !== finger.id) return;
  const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
  for (const c of events.length ? events : [e]) {
    finger.samples.push(sample(c, "move"));
    finger.tracker.add(c.timeStamp / 1000, finger.startOffset - (c.clientY - finger.pressY));
    finger.xTracker.add(c.timeStamp / 1000, finger.startX - (c.clientX - finger.pressX));
    dragTo(c.clientX, c.clientY);
    timeline.points.push([c.timeStamp - timeline.t0, offset, 0]);
  }
  wake();
});

function release(e, phase) {
  if (!finger || e.pointerId !== finger.id) return;
  finger.samples.push(sample(e, phase));
  const { samples, tracker, xTracker, axis, still } = finger;
  const slopped = axis === null;
  finger = null;
  timeline.points.push([e.timeStamp - timeline.t0, offset, 0]);
  if (axis === "horizontal") {
    let v = phase === "up" ? xTracker.velocity(e.timeStamp / 1000) : 0;
    v = Math.min(Math.max(v, -input.maxFling), input.maxFling);
    if (trailer.released(carouselX - carouselMax())) {
      // The trailer loads: the row holds it in view (its inset over 0.25 s), the cards come, the inset goes.
      carouselMotion = { trajectory: eased(carouselX, carouselLimit(), 0.25), start: e.timeStamp / 1000 };
      setTimeout(() => {
        const end = feed.loadCards();
        trailer.finished(end);
        if (carouselX > carouselLimit()) carouselMotion = { trajectory: eased(carouselX, carouselLimit(), 0.4), start: now() };
        wake();
      }, 800);
    } else {
      const max = carouselLimit(), outside = carouselX < 0 || carouselX > max;
      const m = trajectory(carouselX, outside || Math.abs(v) >= input.minFling * (1 - 1e-9) ? v : 0, 0, max, devicePixelRatio || 1);
      carouselMotion = { trajectory: m, start: e.timeStamp / 1000 };
    }
    pending = { type: "gesture", dpr: devicePixelRatio || 1, samples };
    wake();
    return;
  }
  if (still) {
    // The list did not move: the circle goes to its rest and spins, or back up, as the machine decided.
    const t = now(), top = ControlView.circleTop(refresh, still.pull, height() - inset);
    machine.released(still.pull, t);
    controlView.released(refresh, top, machine.state === "refreshing", t);
    pending = { type: "gesture", dpr: devicePixelRatio || 1, samples };
    wake();
    return;
  }
  const wasOpen = open();
  if (twoLevel && !wasOpen && refresh.contentMoves && headerPull(pulled()) >= armPull()) {
    setFloor(true);
    machine.scrolled(0, true, now()); // the floor, not a refresh: the machine goes back to idle
  } else machine.released(headerPull(pulled()), now());
  let v = phase === "up" && !slopped ? tracker.velocity(e.timeStamp / 1000) : 0;
  v = Math.min(Math.max(v, -input.maxFling), input.maxFling);
  const outside = offset < rest() || offset > Math.max(rest(), maxOffset());
  if (!wasOpen && open() && refresh.contentMoves) openTo(rest(), refresh.openDuration, e.timeStamp / 1000);
  else settle(outside || Math.abs(v) >= input.minFling * (1 - 1e-9) ? v : 0, e.timeStamp / 1000);
  pending = { type: "gesture", dpr: devicePixelRatio || 1, samples };
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
  Object.assign(feel, fresh.feel);
  Object.assign(refresh, fresh.refresh);
  applied = message.version;
  texts = { ...texts, ...message.texts };
  trailer.texts = { idle: texts.trailerIdle, pulling: texts.trailerPulling, refreshing: texts.trailerLoading,
    noMoreData: texts.trailerEnd, failed: texts.trailerFailed };
  // A new bar: a list resting at its top rests under the new one; otherwise it keeps its offset.
  const topInset = Number.isFinite(message.topInset) ? Math.max(message.topInset, 0) : 0;
  if (topInset !== inset) {
    const atTop = !finger && !motion && offset <= -inset + 0.5;
    inset = topInset;
    if (atTop) offset = rest();
  }
  if (machine.state === "idle" && !finger) machine = newMachine();
  try {
    const file = JSON.parse(message.tuning);
    const number = (name, fallback) => (Number.isFinite(file[name]) ? file[name] : fallback);
    input = { slop: number("input.touchSlop", input.slop), window: number("scroll.velocityWindow", input.window),
      stopGap: number("scroll.velocityStopGap", input.stopGap), minFling: number("scroll.minFlingSpeed", input.minFling),
      maxFling: number("scroll.maxFlingSpeed", input.maxFling) };
    twoLevel = file["header.twoLevel"] === "on";
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
  get resting() { return !motion && !carouselMotion && !finger && !pending && machine.state === "idle" && trailer.state !== "refreshing"; },
  get carouselX() { return carouselX; },
  get trailer() { return { state: trailer.state, cards: feed.cardCount }; },
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
  // The bar as drawn: its height without the status area, its progress (0 open, 1 collapsed), its stretch.
  get bar() { return barView.shown; },
  // The last gesture's offsets over time (see record()).
  get timeline() { return timeline ? timeline.points : []; },
  // The running motion: which one (a count) and where it will end, as computed at its release.
  get motion() { return motion ? { key: motions, end: motion.trajectory.position(motion.trajectory.duration) } : null; },
};
