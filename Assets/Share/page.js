// The phone's side of `refreshdemo --share`: the list, moved by the finger and by the tuned web module
// (tuned-feel.js, the app's `--export js` of its current tuning); every change in the app arrives over
// the WebSocket; every gesture goes back to the app with the pointer events' own timestamps.
//
// Live tuning: a motion keeps the numbers it started with (trajectory() computes them at the release);
// a new tuning applies from the next release, so nothing jumps mid-motion and nothing reloads.
import * as tuned from "./tuned-feel.js";
import { VelocityTracker } from "./tracker.js";

const { feel, refresh, trajectory } = tuned;
const list = document.getElementById("list");
const content = document.getElementById("content");
const statusText = document.getElementById("status");
const controlText = document.getElementById("control");
const footer = document.getElementById("footer");
const badge = document.getElementById("badge");
const rowsBox = document.getElementById("rows");
let texts = { idle: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading...", loading: "Loading more..." };

// The content: rows, a carousel of cards after the third, more rows as the footer loads.
let rowCount = 0;
function addRows(n) {
  for (let i = 0; i < n; i++) {
    rowCount += 1;
    const row = document.createElement("div");
    row.className = "row";
    row.textContent = "Row " + rowCount;
    rowsBox.appendChild(row);
    if (rowCount === 3) {
      const carousel = document.createElement("div");
      carousel.className = "carousel";
      for (let c = 1; c <= 8; c++) {
        const card = document.createElement("div");
        card.className = "card";
        card.textContent = "Card " + c;
        carousel.appendChild(card);
      }
      rowsBox.appendChild(carousel);
    }
  }
}
addRows(200);
// The app's drag and release rules (from the tuning file): the touch slop, the velocity fit, the fling's limits.
let input = { slop: 10, window: 0.1, stopGap: 0.04, minFling: 100, maxFling: 8000 };

const now = () => performance.now() / 1000;
const height = () => list.clientHeight || 600;
const maxOffset = () => Math.max(0, content.offsetHeight - height());
let offset = 0;
let motion = null; // { trajectory, start }
let finger = null; // { startY, startOffset, samples }
let pending = null; // the last gesture, sent once its motion rests
let loadingMore = false;

const machine = tuned.createRefresher(() => {
  setTimeout(() => { machine.finished(now()); wake(); }, 1000);
}, { listHeight: height() });
const rest = () => (machine.state === "refreshing" || (machine.state === "finishing" && !machine.closed) ? -refresh.held : 0);
const band = (x) => (x <= 0 ? 0 : (1 - 1 / ((x * refresh.rubberBand) / height() + 1)) * height());

function draw() {
  content.style.transform = `translateY(${-offset}px)`;
  const state = machine.state;
  statusText.textContent = state === "refreshing" || state === "finishing" ? texts.refreshing : state === "pulling" ? texts.pulling : texts.idle;
  footer.textContent = texts.loading;
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
    offset = elapsed >= m.duration ? m.position(m.duration) : m.position(elapsed);
    if (elapsed >= m.duration) motion = null;
  }
  const was = machine.state;
  machine.scrolled(-offset, finger !== null, t);
  machine.tick(t);
  if (!finger && !motion && (offset < rest() - 0.01 || (machine.state !== was && offset < 0))) settle(0);
  if (!loadingMore && offset > maxOffset() - 60) {
    loadingMore = true;
    setTimeout(() => { addRows(20); loadingMore = false; wake(); }, 800);
  }
  draw();
  if (motion || finger || machine.state !== "idle") wake();
  else if (pending) { send({ ...pending, endOffset: offset }); pending = null; }
}

let motions = 0;
function settle(velocity) {
  const top = rest();
  motion = { trajectory: trajectory(offset, velocity, top, Math.max(top, maxOffset()), devicePixelRatio || 1), start: now() };
  motions += 1;
  wake();
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
  finger = { id: e.pointerId, pressY: e.clientY, anchorY: null, startOffset: offset, tracker, samples: [sample(e, "down")] };
  wake();
});

function dragTo(y) {
  if (finger.anchorY === null) {
    const dy = y - finger.pressY;
    if (Math.abs(dy) < input.slop) return;
    finger.anchorY = finger.pressY + (dy > 0 ? input.slop : -input.slop);
  }
  const raw = finger.startOffset - (y - finger.anchorY);
  const top = rest(), bottom = Math.max(top, maxOffset());
  offset = raw < top ? top - band(top - raw) : raw > bottom ? bottom + band(raw - bottom) : raw;
}

list.addEventListener("pointermove", (e) => {
  if (!finger || e.pointerId !== finger.id) return;
  const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
  for (const c of events.length ? events : [e]) {
    finger.samples.push(sample(c, "move"));
    finger.tracker.add(c.timeStamp / 1000, finger.startOffset - (c.clientY - finger.pressY));
    dragTo(c.clientY);
  }
  wake();
});

function release(e, phase) {
  if (!finger || e.pointerId !== finger.id) return;
  finger.samples.push(sample(e, phase));
  const { samples, tracker } = finger;
  const slopped = finger.anchorY === null;
  finger = null;
  machine.released(-offset, now());
  let v = phase === "up" && !slopped ? tracker.velocity(e.timeStamp / 1000) : 0;
  v = Math.min(Math.max(v, -input.maxFling), input.maxFling);
  const outside = offset < rest() || offset > Math.max(rest(), maxOffset());
  settle(outside || Math.abs(v) >= input.minFling * (1 - 1e-9) ? v : 0);
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
  try {
    const file = JSON.parse(message.tuning);
    const number = (name, fallback) => (Number.isFinite(file[name]) ? file[name] : fallback);
    input = { slop: number("input.touchSlop", input.slop), window: number("scroll.velocityWindow", input.window),
      stopGap: number("scroll.velocityStopGap", input.stopGap), minFling: number("scroll.minFlingSpeed", input.minFling),
      maxFling: number("scroll.maxFlingSpeed", input.maxFling) };
  } catch (error) { badge.textContent = "bad tuning: " + error; }
  document.documentElement.lang = message.language;
  document.body.classList.toggle("dark", message.appearance === "dark");
  controlText.textContent = message.control + " · " + message.position;
  badge.textContent = "live · tuning " + message.version;
  draw();
  // The first state after connecting is no change: only the ones after it say how long a change took.
  if (socket.sawState) send({ type: "applied", version: message.version, latencyMs: Date.now() - message.sentAt });
  socket.sawState = true;
}

function connect() {
  socket = new WebSocket(new URL("live", location.href).href.replace(/^http/, "ws"));
  socket.onmessage = (e) => {
    try {
      const message = JSON.parse(e.data);
      if (message.type === "tuning") apply(message);
    } catch (error) { badge.textContent = "bad message: " + error; }
  };
  socket.onclose = () => { badge.textContent = "disconnected"; setTimeout(connect, 1000); };
}
setInterval(() => send({ type: "keepalive" }), 100);
connect();
draw();
// For tests and the curious: where the list is, what it applied, what it sent.
let sentGestures = 0, lastSamples = 0;
window.sharePage = {
  get offset() { return offset; },
  get applied() { return applied; },
  get resting() { return !motion && !finger && !pending && machine.state === "idle"; },
  get connected() { return socket !== null && socket.readyState === WebSocket.OPEN; },
  get sent() { return sentGestures; },
  get lastSamples() { return lastSamples; },
  // The running motion: which one (a count) and where it will end, as computed at its release.
  get motion() { return motion ? { key: motions, end: motion.trajectory.position(motion.trajectory.duration) } : null; },
};
