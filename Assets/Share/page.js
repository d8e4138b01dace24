// The phone's side of `refreshdemo --share`: the list, moved by the finger through the engine's own scroll core
// (core.wasm: the app's Scroller and its platform models, built for WebAssembly) and refreshed by the app's header
// machine and control in the same core (tuned by the state message's `header`); every change in the app arrives
// over the WebSocket; every gesture goes back to the app with the pointer events' own timestamps.
//
// The page moves nothing itself: each pointer event is a call to the core with the event's time, each frame a step
// to the frame's time, and the page draws the offset the core gives. Live tuning: the core takes a new tuning for
// its next gesture, as the app's scroller does, so nothing jumps mid-motion and nothing reloads.
import { loadCore } from "./core.js";
import { Feed, put } from "./feed.js";
import { ControlView } from "./control.js";
import { BarView } from "./bar.js";
import { Trailer } from "./trailer.js";
import { AxisLock, FooterMachine, Haptics, Layout, Tabs } from "./core.js";
import { Link } from "./link.js";

const coreStart = performance.now();
const core = await loadCore(new URL("core.wasm", import.meta.url));
const coreLoadMs = performance.now() - coreStart; // its download and instantiation
const list = document.getElementById("list");
let content = document.getElementById("content");
const statusText = document.getElementById("status");
const controlText = document.getElementById("control");
let footer = document.getElementById("footer");
const badge = document.getElementById("badge");
let rowsBox = document.getElementById("rows");
const barView = new BarView(document.getElementById("bar"), core);
const floorPanel = document.getElementById("floor");
const floorClose = document.getElementById("floor-close");
let texts = { idle: "Pull down to refresh", pulling: "Release to refresh", refreshing: "Loading...", loading: "Loading more..." };

// The content: the app's own list, from its feed message (feed.js); the carousel's cards move sideways by carouselX.
let feed = new Feed(rowsBox);
let trailer = new Trailer(core);
feed.trailer = trailer;
let track = null;
// A new feed: the rows the user reads stay where they are (the first row below the bar keeps its place when rows
// come in above it by the core's PrependShiftRule, the app's: scrolled into the list, and in a chat always); at the top
// nothing moves. The carousel keeps its scroll. A chat opens at its end (the app's settleAtEnd); its arrivals at the
// bottom are followed there when the core's ChatFollowRule says the list was at its end, else the pill counts them.
function showFeedHere(message) {
  const anchor = feed.anchor(Math.max(offset + inset, 0)), wasChat = feed.layout.shape === "chat", lastId = feed.lastId;
  const follows = layoutCore.chatFollows(offset, maxOffset(), finger !== null, unseen);
  feed.show(message);
  const chat = feed.layout.shape === "chat", arrived = chat && wasChat && lastId !== null ? feed.rowsAfter(lastId) : 0;
  if (!chat || !wasChat) unseen = 0;
  track = feed.track;
  // The app's trailer width, and a row that has cards again after its end: a new machine.
  const trailerWidth = feed.geometry.trailerWidth ?? trailer.width;
  if ((trailerWidth !== trailer.width && trailer.state === "idle") || (trailer.state === "noMoreData" && feed.moreCards.length > 0)) {
    trailer.reset(trailerWidth);
  }
  footer.style.height = (feed.layout.footer ? feed.geometry.footerHeight : 0) + "px";
  footer.style.display = feed.layout.footer ? "" : "none";
  if (footerMachine?.height !== feed.geometry.footerHeight) {
    footerMachine?.free();
    footerMachine = new FooterMachine(core, feed.geometry.footerHeight);
  } else if (footerMachine.state === "noMoreData" && feed.older.length > 0) applyFooter(footerEvent("reset", now()), now());
  contentLength = null;
  rowsLength = null;
  sectionRows = null;
  const top = anchor ? feed.topOf(anchor.id) : null;
  // New rows above the reader's: everything moves by their height with no visible motion (the app's shift).
  if (top !== null && top !== anchor.top) {
    listCore.shift(layoutCore.prependShift(top - anchor.top, chat, offset, listCore.minOffset, listCore.phase === "animating"));
    // For the probes: where the reader's row was on the window before the rows came, and is after.
    kept = { id: Number(anchor.id), before: anchor.top - offset, after: top - listCore.offset };
  }
  syncGeometry(now());
  if (chat && !wasChat) listCore.jump(listCore.maxOffset, now());
  else if (arrived > 0 && follows) {
    listCore.scrollTo(listCore.maxOffset, layoutCore.followDuration, now());
    wake();
  } else unseen += arrived;
  carouselCore.geometry(carouselWidth(), feed.carouselContent, now());
  fromCore();
}
// Under tabs each list shows the app's rows, each keeping its reader's row; another shape shows the first list alone.
function showFeed(message) {
  const tabbed = message.layout === "tabs";
  if (!tabbed && shownTab !== 0) {
    tabs.stop();
    pagerMoving = false;
    pagerX = 0;
    showTab(0);
  }
  // The lists show first: a hidden one would measure its rows as nothing.
  setTabs(tabbed, message.tabTitles ?? []);
  tabStates.forEach((_, i) => { if (i === 0 || tabbed) inTab(i, () => showFeedHere(message)); });
  draw();
}
// The app's touch slop (the list's scroller's tuning, from the state message): the core's AxisLock decides the
// carousel's axis by it, and a still list's control its drag.
const slop = () => listCore.touchSlop;
// The second floor (header.twoLevel) is the header machine's (the app's HeaderRefresher in the core): a release
// pulled past its arm opens it instead of a refresh, and its setFloor effects open and close it over their
// durations; the list goes below the screen under it as the app's does (ListEngine+Floor's setFloor). A pull up
// on it or its button closes it (the machine's closeFloor).
let floorOpen = false;
function setFloor(open, duration, t) {
  floorOpen = open;
  floorPanel.style.transitionDuration = duration + "s";
  floorPanel.classList.toggle("open", open);
  // The list's leading inset: the bar, and the whole list under the floor while it is open; the content moves to its
  // rest over the same time (unless the finger holds it).
  floorExtra = open ? listExtent() : 0;
  listCore.insets(inset + floorExtra + heldInset, 0, t, duration);
  if (listCore.phase !== "tracking") listCore.scrollTo(listCore.minOffset, duration, t);
  fromCore();
  record(t);
}
function closeFloor() {
  const t = now();
  perform(header.closeFloor(t), t);
  wake();
}
floorClose.addEventListener("click", closeFloor);
// A drag on the open floor is the app's (ListEngine+Floor): a pull up of a sixth of the list closes it at that move
// (HeaderOpening.floorCloses, in the core); the gesture goes to the app, which plays it on its own floor.
let floorDrag = null;
floorPanel.addEventListener("pointerdown", (e) => {
  if (e.target === floorClose || floorDrag) return;
  const t = eventTime(e);
  try { floorPanel.setPointerCapture(e.pointerId); } catch { /* not a live pointer */ }
  floorDrag = { id: e.pointerId, y: e.clientY, closed: false, samples: [sample(e, "down", t)] };
  startTimeline(t);
});
floorPanel.addEventListener("pointermove", (e) => {
  if (!floorDrag || e.pointerId !== floorDrag.id) return;
  const events = e.getCoalescedEvents ? e.getCoalescedEvents() : [];
  for (const c of events.length ? events : [e]) {
    const t = eventTime(c);
    floorDrag.samples.push(sample(c, "move", t));
    if (!floorDrag.closed && floorOpen && header.floorCloses(floorDrag.y - c.clientY, listExtent())) {
      floorDrag.closed = true;
      perform(header.closeFloor(t), t);
    }
  }
  wake();
});
const floorLift = (phase) => (e) => {
  if (!floorDrag || e.pointerId !== floorDrag.id) return;
  const t = eventTime(e);
  floorDrag.samples.push(sample(e, phase, t));
  send({ type: "gesture", dpr: devicePixelRatio || 1, samples: floorDrag.samples });
  floorDrag = null;
  wake();
};
floorPanel.addEventListener("pointerup", floorLift("up"));
floorPanel.addEventListener("pointercancel", floorLift("cancel"));

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
  pagerStep(t);
  // As the app's step: the row's trailer sees where the row is, the bar follows the list.
  applyTrailer(trailer.machine.scrolled(trailerPull(), finger?.axis === "horizontal" && carouselCore.phase === "tracking", t), t);
  followBar(t);
  return t;
}
const eventTime = (e) => (lastEvent = advance(Math.max(e.timeStamp / 1000, clock)));
// The list's height and the cards' row's width, read from the layout once and again after the window is resized (the
// list fills the window, the row spans it): read at each frame, they could make the browser lay the page out in it.
let laidOut = { height: 0, track: null, width: 0 };
addEventListener("resize", () => { laidOut = { height: 0, track: null, width: 0 }; });
const height = () => (laidOut.height ||= list.clientHeight) || 600;
// The pager's page: the list's width (the strip spans it too).
const pageWidth = () => (laidOut.page ||= list.clientWidth) || 390;
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
let listCore = core.scroller(height(), 0, 0);
let carouselCore = core.scroller(390, 0, 0);
let offset = 0, carouselX = 0;
function fromCore() {
  // + 0: a scroller at rest under no inset is at -0, which JSON (and the DevTools protocol) would not carry as 0.
  offset = listCore.offset + 0;
  carouselX = carouselCore.offset + 0;
}
function configure() {
  eachTab(() => {
    listCore.configure(wire, devicePixelRatio || 1);
    carouselCore.configure(wire, devicePixelRatio || 1);
  });
  pagerCore.configure(wire, devicePixelRatio || 1);
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
function carouselWidth() {
  if (!track) return 390;
  if (laidOut.track !== track || !laidOut.width) laidOut = { ...laidOut, track, width: track.parentElement.clientWidth };
  return laidOut.width || 390;
}
const carouselMax = () => (track ? Math.max(0, feed.carouselContent - carouselWidth()) : 0);
// How far the row is past its trailing end (the trailer's pull, its own inset not counted).
const trailerPull = () => Math.max(carouselCore.offset - carouselMax(), 0);
// The trailer's effects, applied as the app's Carousel does: the held inset (the row's trailing inset, settled over
// the effect's duration, and opening past the end the row moves there in that time), a load (the page's own: the
// next cards after 0.8 s, then the machine hears how it went).
function applyTrailer(effects, t) {
  for (const e of effects) {
    if (e.transition) {
      const kind = haptics.trailerCue(e.transition[0], e.transition[1]);
      if (kind) tick(kind, t);
    } else if (e.inset !== undefined) {
      carouselCore.insets(0, trailer.machine.hold(e.inset, carouselWidth(), feed.carouselContent), t, e.duration);
      const to = trailer.machine.openTarget(carouselCore.offset, carouselCore.phase === "tracking", carouselMax());
      if (to !== null) carouselCore.scrollTo(to, e.duration, t);
    } else if (e.load) {
      const tab = loadedTab;
      setTimeout(() => inTab(tab, () => {
        const before = feed.cardCount, end = feed.loadCards(), at = now();
        carouselCore.geometry(carouselWidth(), feed.carouselContent, at);
        applyTrailer(trailer.machine.finished(end ? "end" : "loaded", feed.cardCount - before, at), at);
        fromCore();
        wake();
      }), 800);
    }
  }
}
// The bar follows the list (the app's barFollowScroll): a collapsing toolbar left half open at rest snaps by
// moving the list; a floating bar's own snap is the bar's.
function followBar(t) {
  const seen = tabsOn ? barPulled() : -inset - listCore.offset;
  const snap = barView.core.follow(seen, listCore.resting && !finger, t);
  // Under tabs the bar sees its share of the scroll (NestedScroll's): the list moves by what takes the bar there.
  if (snap) listCore.scrollTo(tabsOn ? listCore.offset + seen + snap.scrolled : -inset + snap.scrolled, snap.duration, t);
}
let finger = null; // { startY, startOffset, samples }
let pending = null; // the last gesture, sent once its motion rests

// The load-more footer: the app's FooterRefresher (auto style) in the core, with the app's rules for the list's
// geometry (FooterMachine): shown, it loads once per entry into view; under content shorter than the view showing
// never loads and a drag released pushed up does, once (MJRefreshAutoFooter). Its load is the page's own: the app's
// next older rows after 0.8 s. A chat has none. `rowsLength`: the rows' extent, where the footer's top is.
let footerMachine = null, footerLoads = 0, rowsLength = null;
const footerTop = () => (rowsLength ??= rowsBox.getBoundingClientRect().height);
const footerShort = () => footerMachine.isShort(inset + floorExtra + heldInset, footerTop(), height());
const footerEvent = (kind, t, visible, dragging) => footerMachine.event(kind, t, header.busy, footerShort(), visible, dragging);
const footerAsked = () => footerMachine !== null && feed.layout.footer && feed.postCount > 0;
function applyFooter(effects, t) {
  if (!effects.some((e) => e.load)) return;
  footerLoads += 1;
  const tab = loadedTab;
  setTimeout(() => inTab(tab, () => {
    const before = feed.postCount;
    feed.loadOlder();
    contentLength = rowsLength = sectionRows = null;
    const at = now();
    syncGeometry(at);
    applyFooter(footerMachine.finished(feed.older.length > 0 ? "loaded" : "end", feed.postCount - before, at, header.busy,
      footerShort()), at);
    wake();
  }), 800);
}
// The footer follows the list at each frame (the app's footerFollowScroll), and its timeout.
function footerFollow(t) {
  if (!footerAsked()) return;
  const dragging = finger !== null && finger.axis === "vertical" && !finger.still;
  applyFooter(footerEvent("scrolled", t, footerMachine.visibility(offset, height(), footerTop()), dragging), t);
  applyFooter(footerEvent("tick", t), t);
}
// The release as the app's releaseDrag tells the footer: how much shows, then, pushed up, short content's trigger.
function footerRelease(t, dragged) {
  if (!footerAsked()) return [];
  const effects = footerEvent("released", t, footerMachine.visibility(offset, height(), footerTop()));
  if (dragged && footerMachine.pushedUp(offset, listCore.minOffset)) effects.push(...footerEvent("pushedUp", t));
  return effects;
}

// A chat's "N new messages" pill (list.layout chat): the arrivals the list did not follow, cleared back at its end.
let unseen = 0, kept = null;
const pillView = document.getElementById("pill");

// The refresh header: the app's HeaderRefresher and its control, in the core (core.js's Header), tuned by the state
// message's `header` (HeaderWire) for the list's height under the bar (RefreshIndicator measures a drag against it)
// and this screen's density (SwipeRefreshLayout's circle stands on whole pixels). The page performs its effects as
// the app's ListEngine+Effects does; its own load takes 1 s and brings nothing new.
let header = core.header();
let headerWire = [];
let settings = header.settings();
const listExtent = () => Math.max(height() - inset, 1);
const barTakesFirst = () => (barView.bar.stretch ? barView.bar.stretchTrigger : 0);
function configureHeader() {
  eachTab(() => {
    header.configure(headerWire, listExtent(), devicePixelRatio || 1);
    settings = header.settings(barTakesFirst());
    // With the second floor on, a pull shows at most the floor's limit (the app's leadingPullLimit).
    listCore.pullLimit(settings.pullLimit);
  });
}
const controlView = new ControlView(document.getElementById("header"), document.getElementById("circle"));
let controlKind = "mj";
// Nothing happens by itself: the machine is idle, or the floor stands open.
const headerAtRest = () => header.state === "idle" || header.state === "twoLevel";
// The header's effects, in their order (ListEngine+Effects.apply).
let heldInset = 0, floorExtra = 0;
// The pulls' haptics (header.haptics, from the tuning): navigator.vibrate under the finger where the browser has it
// (Chrome on Android), at the transition the app ticks at; where it has none (Safari on iOS) the page says so once.
const haptics = new Haptics(core);
const hapticLog = []; // [kind, ms after the gesture's press, in the events' clock] for the probes
let saidNoVibration = false;
function tick(kind, t) {
  hapticLog.push([kind, timeline ? t * 1000 - timeline.t0 : t * 1000]);
  if (typeof navigator.vibrate === "function") navigator.vibrate(10);
  else if (!saidNoVibration) {
    saidNoVibration = true;
    notice.textContent = texts.noVibration ?? "";
    notice.hidden = false;
    setTimeout(() => { notice.hidden = true; }, 4000);
  }
}
const notice = document.createElement("div");
notice.className = "notice";
notice.hidden = true;
document.body.append(notice);
// What a screen reader hears (a polite live region, as the exports' aria-live), and a refresh for those who cannot
// swipe: a button a screen reader finds first, which begins a refresh as the app's F5 does.
const live = document.createElement("div");
live.setAttribute("aria-live", "polite");
live.setAttribute("role", "status");
live.className = "sr-only";
document.body.append(live);
let lastResult = "noNewItems", refreshes = 0; // refreshes: how many this list began (a probe's count)
function speak(text) { if (text) live.textContent = text; }
const refreshButton = document.createElement("button");
refreshButton.type = "button";
refreshButton.className = "sr-only";
refreshButton.addEventListener("click", () => { const t = now(); perform(header.begin(t), t); wake(); });
document.body.prepend(refreshButton);
function perform(effects, t) {
  for (const e of effects) {
    if (e.kind === "transition") {
      // The app's haptics (ListEngine+Effects): the core's rule, with whether a finger made the transition.
      const byFinger = e.from === "pulling" || e.from === "twoLevelArmed" || finger !== null;
      const kind = haptics.cue(e.from, e.to, byFinger);
      if (kind) tick(kind, t);
      if (timeline) timeline.states.push([t * 1000 - timeline.t0, e.from, e.to]);
      // What a screen reader hears: the header's words as it refreshes, the banner's when it is done.
      if (e.to === "refreshing") {
        speak(texts.refreshing);
        refreshes += 1;
      }
      else if (e.to === "finishing" && e.from === "refreshing") speak(lastResult === "failed" ? texts.failed : texts.noNewItems);
    } else if (e.kind === "setOpen") {
      header.setRefreshing(e.open, t);
      // A control over a still list holds nothing and scrolls nothing.
      if (!header.movesContent) continue;
      // The inset is set to a value, never added to: it can only be exactly right.
      heldInset = e.extra;
      listCore.insets(inset + floorExtra + heldInset, 0, t, e.duration, e.bounces);
      if (header.scrollsToRest(e, listCore)) listCore.scrollTo(listCore.minOffset, e.duration, t);
      fromCore();
      record(t);
    } else if (e.kind === "setFloor") setFloor(e.open, e.duration, t);
    else if (e.kind === "startLoad") {
      const tab = loadedTab;
      setTimeout(() => inTab(tab, () => {
        const at = now();
        lastResult = "noNewItems";
        perform(header.loadFinished("noNewItems", at), at);
        wake();
      }), 1000);
    }
  }
}
// The pull the header sees (the app's barHeaderPull, the core's BarFeature): a stretching sliver takes its part of a
// pull first, and a gesture that began with a collapsing bar not fully open never refreshes while no refresh runs.
const headerPull = (p) => barView.core.headerPull(p, header.busy);
// The pull the machine sees (the app's pulledDistance): the content's, or over a still list the control's.
const machinePull = () => (header.movesContent ? headerPull(pulled()) : finger?.still ? finger.still.pull : 0);
// Under the large title the control takes this much of a pull before the title moves: its trigger.
const controlSpace = () => (header.movesContent ? settings.height * settings.triggerRatio : 0);
// The machine follows the list (the app's headerFollowScroll) and performs what it answers.
function headerFollow(t) { perform(header.scrolled(machinePull(), finger !== null && finger.axis !== "horizontal", t), t); }
// How far the content is pulled past its resting edge under the bar: what the refresh machine sees.
const pulled = () => -inset - offset;

function draw() {
  // The row's width is read before anything is set: read after, it would make the browser lay the page out again
  // within the frame.
  const rowWidth = track ? carouselWidth() : 0;
  put(content.style, "transform", tabsOn ? paneAt(shownTab, offset) : `translateY(${-offset}px)`);
  if (track) {
    put(track.style, "transform", `translateX(${-carouselX}px)`);
    trailer.draw(Math.max(feed.carouselContent, rowWidth), feed.geometry.cardPadding, feed.geometry.cardHeight);
  }
  barView.draw(barPulled(), controlSpace(), now());
  drawLayout();
  const state = header.state, barBottom = barView.bar.status + barView.shown.height;
  drawTabs(barBottom);
  controlView.draw(controlKind, state, header.indicator(machinePull(), now()), barBottom);
  // MJRefresh's header where the core places it for the content's top and the bar's bottom as drawn (the app's
  // HeaderFeature view and ListRenderer): on the content, behind it or in front of it.
  controlView.place(header.placement(-offset, barBottom), settings.height);
  put(statusText, "textContent", state === "refreshing" || state === "finishing" ? texts.refreshing : state === "pulling" ? texts.pulling : texts.idle);
  put(footer, "textContent", feed.older.length > 0 || !feed.end ? texts.loading : texts.noMore ?? "");
}

// The list layouts (list.layout, the feed message's): the section pinned under the bar, its title and y the app's
// StickyHeaderRule's in the core for the section rows' measured tops, and the empty list's state on the core's
// centre line (EmptyStateRule), riding on the pull. The rows' tops are measured again only after the rows change.
const layoutCore = new Layout(core);
const stickyView = document.getElementById("sticky"), emptyView = document.getElementById("empty");
let sectionRows = null, layoutShown = { sticky: null, empty: null };
function drawLayout() {
  const g = feed.geometry, barBottom = barView.bar.status + barView.shown.height;
  let sticky = null, empty = null, pill = null;
  if (feed.layout.shape === "sections") {
    sectionRows ??= feed.sections();
    const pinned = layoutCore.sticky(sectionRows.tops, g.sectionHeight, offset, barBottom, g.band);
    if (pinned) sticky = { title: sectionRows.titles[pinned.index], y: pinned.y, height: g.sectionHeight };
  }
  if (feed.postCount === 0) {
    empty = { title: feed.layout.emptyTitle, hint: feed.layout.emptyHint, centerY: layoutCore.emptyCenter(offset, g.band, height(), inset) };
  }
  if (unseen > 0 && layoutCore.chatAtEnd(offset, maxOffset())) unseen = 0;
  if (feed.layout.shape === "chat" && unseen > 0) {
    pill = { text: layoutCore.pillText(unseen, feed.layout.newMessages, feed.layout.pluralRule), unseen };
  }
  put(pillView, "hidden", pill === null);
  if (pill && pillView.textContent !== pill.text) {
    pillView.textContent = pill.text;
    // The app's pill: its height, the room each side of its words, its distance above the list's bottom.
    Object.assign(pillView.style, { height: g.pillHeight + "px", lineHeight: g.pillHeight + "px", bottom: g.pillMargin + "px",
      paddingLeft: g.pillPadding + "px", paddingRight: g.pillPadding + "px" });
  }
  put(stickyView, "hidden", sticky === null);
  if (sticky) {
    put(stickyView, "textContent", sticky.title);
    put(stickyView.style, "top", sticky.y + "px");
    put(stickyView.style, "height", sticky.height + "px");
    put(stickyView.style, "lineHeight", sticky.height + "px");
  }
  put(emptyView, "hidden", empty === null);
  put(footer.style, "visibility", empty ? "hidden" : "");
  if (empty) {
    put(emptyView.firstElementChild, "textContent", empty.title);
    put(emptyView.lastElementChild, "textContent", empty.hint);
    put(emptyView.style, "top", empty.centerY + "px");
  }
  layoutShown = { shape: feed.layout.shape, sticky, empty, pill };
}

// The tabs layout (list.layout tabs): the core's count of lists side by side in a pager under the shared bar, with the
// strip under the bar. Each list is the page's one list machinery with its own state (its rows, scroller, header,
// footer and carousel): the page's variables hold the list in use, which `inTab` swaps in for a list's own work (its
// timers', the app's rows, a tuning) and `showTab` for the list the pager shows. The pager's axis, its page after a
// release or a tap and how it gets there, the indicator and the bar the lists share are the core's.
const tabs = new Tabs(core);
const tabState = () => ({ content, rowsBox, footer, feed, trailer, track, listCore, carouselCore, offset, carouselX, coreGeometry,
  contentLength, rowsLength, sectionRows, header, settings, heldInset, floorExtra, lastResult, refreshes, footerMachine, footerLoads,
  unseen, kept });
function loadTab(s) {
  ({ content, rowsBox, footer, feed, trailer, track, listCore, carouselCore, offset, carouselX, coreGeometry, contentLength,
    rowsLength, sectionRows, header, settings, heldInset, floorExtra, lastResult, refreshes, footerMachine, footerLoads, unseen,
    kept } = s);
}
// The lists: the page's own first, the others its copies (their elements without ids), hidden until tabs show.
const tabStates = [tabState()];
while (tabStates.length < tabs.count) {
  const box = content.cloneNode(true);
  box.removeAttribute("id");
  box.querySelectorAll("[id]").forEach((e) => e.removeAttribute("id"));
  box.hidden = true;
  list.insertBefore(box, content.nextSibling);
  const rows = box.querySelector(".rows"), listFeed = new Feed(rows), listTrailer = new Trailer(core);
  listFeed.trailer = listTrailer;
  const listHeader = core.header();
  tabStates.push({ ...tabState(), content: box, rowsBox: rows, footer: box.querySelector(".footer"), feed: listFeed,
    trailer: listTrailer, track: null, listCore: core.scroller(height(), 0, 0), carouselCore: core.scroller(390, 0, 0), offset: 0,
    carouselX: 0, coreGeometry: { viewport: null, content: null }, contentLength: null, rowsLength: null, sectionRows: null,
    header: listHeader, settings: listHeader.settings(), heldInset: 0, floorExtra: 0, refreshes: 0, footerMachine: null,
    footerLoads: 0, unseen: 0, kept: null });
}
// The list whose state the page's variables hold, and the one the pager shows (the same but within inTab).
let loadedTab = 0, shownTab = 0;
function inTab(i, fn) {
  if (i === loadedTab) return fn();
  const back = loadedTab;
  tabStates[back] = tabState();
  loadTab(tabStates[i]);
  loadedTab = i;
  try {
    return fn();
  } finally {
    tabStates[i] = tabState();
    loadTab(tabStates[back]);
    loadedTab = back;
  }
}
const eachTab = (fn) => tabStates.forEach((_, i) => inTab(i, fn));

// The list's leading inset: the app's bar (the state message's topInset) and under tabs the strip; a list resting at
// its top rests under the new one, another keeps its offset.
let barInset = 0, tabsOn = false;
function setInset() {
  const next = barInset + (tabsOn ? tabs.stripHeight : 0);
  if (next === inset) return;
  const before = inset, t = now();
  inset = next;
  eachTab(() => {
    const atTop = !finger && listCore.resting && offset <= -before + 0.5;
    listCore.insets(inset + floorExtra + heldInset, 0, t);
    if (atTop) listCore.jump(listCore.minOffset, t);
    fromCore();
  });
}

// The pager: a scroller along x that follows the finger once the drag is the pager's (the app's Scroller, for its
// drag and its release velocity), then the core's motion to PageTarget's page (PageSettle) or to a tapped tab
// (TabTapSettle). pagerX: the pager's position, pt from the first list's left.
const pagerCore = core.scroller(390, 0, 0);
let pagerX = 0, pagerMoving = false;
function settlePager(t, released) {
  let velocity = 0;
  if (released) {
    pagerCore.catchUp(t);
    pagerX = pagerCore.offset;
    pagerCore.release(t);
    velocity = pagerCore.velocity;
  } else pagerCore.cancel(t);
  pagerCore.jump(pagerX, t);
  tabs.release(pagerCore, pagerX, velocity, pageWidth(), t);
  pagerMoving = true;
}
function pagerStep(t) {
  if (!pagerMoving) return;
  const x = tabs.position(t);
  if (x === null) pagerMoving = false;
  else pagerX = x;
}
// The list the pager shows is the indicator's selected tab (the nearest page): it takes the events and the bar.
const indicator = { left: 0, right: 0, selected: 0 };
function followPager() {
  if (!tabsOn || loadedTab !== shownTab) return;
  tabs.indicator(pagerX / pageWidth(), pageWidth(), indicator);
  if (indicator.selected !== shownTab) showTab(indicator.selected);
}
// The bar all lists share stays as it is: the list shown next comes back under it with its own offset (NestedScroll's
// show), moved by as much as the bar changed since it was shown (one never shown was at rest under the open bar), with
// no visible motion of its rows under the bar.
const outerLeft = [];
let nestedAt = null;
function showTab(i) {
  const { outer } = tabs.nested;
  outerLeft[shownTab] = outer;
  tabStates[shownTab] = tabState();
  loadTab(tabStates[i]);
  shownTab = loadedTab = i;
  listCore.step(clock);
  carouselCore.step(clock);
  listCore.shift(outer - (outerLeft[i] ?? 0));
  fromCore();
  tabs.show(offset + inset - outer);
  nestedAt = offset;
}
// What the bar sees under tabs: the shown list's scroll shared with it by the core's NestedScroll, the bar's share
// (outer) as the content's distance into the list, a pull past the list's top as the pull.
function barPulled() {
  if (!tabsOn) return pulled();
  const at = listCore.offset;
  if (nestedAt === null) {
    tabs.show(at + inset);
    nestedAt = at;
  }
  if (at !== nestedAt) {
    tabs.scroll(at - nestedAt);
    nestedAt = at;
  }
  const n = tabs.nested;
  return -(n.outer + Math.min(n.inner, 0));
}

// The strip: the app's titles in its language, the indicator where the core's TabIndicatorRule puts it for the
// pager's fractional page; a tap on a tab moves the pager there (the core's TabTapSettle).
const strip = document.getElementById("tabs"), stripIndicator = strip.querySelector(".indicator");
let tabButtons = [];
function setTabs(on, titles) {
  if (on !== tabsOn) {
    tabsOn = on;
    nestedAt = null;
    setInset();
    tabStates.forEach((s, i) => { if (i > 0) put(s.content, "hidden", !on); });
  }
  if (tabButtons.map((b) => b.textContent).join("\n") === titles.join("\n")) return;
  pagerDrawn.x = null; // the new tabs are drawn selected or not at the next frame
  tabButtons.forEach((b) => b.remove());
  tabButtons = titles.map((title) => {
    const b = document.createElement("button");
    b.type = "button";
    b.setAttribute("role", "tab");
    b.textContent = title;
    strip.insertBefore(b, stripIndicator);
    return b;
  });
}
function tapTab(e) {
  const i = tabButtons.indexOf(e.target instanceof Element ? e.target.closest("button") : null);
  if (i < 0 || finger) return;
  const t = now();
  tabs.tap(listCore, i, pagerX, pageWidth(), t);
  pagerMoving = true;
  wake();
}
strip.addEventListener("pointerup", tapTab);
// A tab chosen from the keyboard (a click with no pointer behind it: detail 0).
strip.addEventListener("click", (e) => { if (e.detail === 0) tapTab(e); });
// A new width: the pager stays on its page.
addEventListener("resize", () => {
  if (pagerMoving || finger) return;
  pagerX = shownTab * pageWidth();
  wake();
});
// Each list at its place in the pager and its own offset.
const paneAt = (i, y) => `translate(${i * pageWidth() - pagerX}px, ${-y}px)`;
const band = document.getElementById("band");
// The pager as last drawn: the lists not shown keep their offsets while hidden, so they move only with the pager.
const pagerDrawn = { x: null, tab: null, width: null, on: null };
function drawTabs(barBottom) {
  put(strip, "hidden", !tabsOn);
  if (tabsOn) {
    put(strip.style, "top", barBottom + "px");
    put(strip.style, "height", tabs.stripHeight + "px");
  }
  const width = pageWidth();
  if (pagerDrawn.x === pagerX && pagerDrawn.tab === shownTab && pagerDrawn.width === width && pagerDrawn.on === tabsOn) return;
  Object.assign(pagerDrawn, { x: pagerX, tab: shownTab, width, on: tabsOn });
  put(band.style, "transform", tabsOn ? `translateX(${shownTab * width - pagerX}px)` : "");
  if (!tabsOn) return;
  tabStates.forEach((s, i) => { if (i !== shownTab) put(s.content.style, "transform", paneAt(i, s.offset)); });
  tabs.indicator(pagerX / width, width, indicator);
  put(stripIndicator.style, "transform", `translateX(${indicator.left}px)`);
  put(stripIndicator.style, "width", indicator.right - indicator.left + "px");
  tabButtons.forEach((b, i) => put(b.dataset, "selected", String(i === indicator.selected)));
}

let frameRequested = false;
// When the last frame was drawn (the control's release stops its alpha there, as the app's controlRelease).
let lastFrame = 0;
function wake() {
  if (!frameRequested) { frameRequested = true; requestAnimationFrame(frame); }
}

// One frame at the display's own rate: the motion in closed form at this time, the refresh machine.
// What the frames cost the main thread (script only): their count, their total and the longest, ms.
const frameCost = { frames: 0, totalMs: 0, maxMs: 0 };
function frame() {
  const began = performance.now();
  frameRequested = false;
  const real = performance.now() / 1000, target = finger ? Math.min(real, lastEvent) : real;
  // The header's deadlines at their own times, in order, before the frame's (the app's ListEngine.step): a result
  // that has shown its time closes then, not at the next frame. Each is taken once (a later one comes next).
  for (let due = header.nextDeadline, last = -Infinity; due !== null && due <= target && due > last; due = header.nextDeadline) {
    last = due;
    const at = advance(due);
    perform(header.tick(at), at);
    headerFollow(at);
  }
  const t = advance(target);
  followPager();
  lastFrame = t;
  syncGeometry(t);
  fromCore();
  followBar(t);
  applyTrailer(trailer.machine.tick(t), t);
  // The app's step: the header's deadlines, then where the list is.
  perform(header.tick(t), t);
  headerFollow(t);
  fromCore();
  footerFollow(t);
  draw();
  if (!listCore.resting || !carouselCore.resting || finger || !headerAtRest() || header.isAnimating(t)
    || barView.core.animating(t) || pagerMoving) wake();
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
  timeline = { t0: t * 1000, points: [[0, offset, 0, placed(offset, t)]], motions: [], states: [] };
}
// The MJ header's place with the content at `at` at t (the core's placement under the bar as the core's bar has it
// then), as the timeline keeps it: [y, clipTop, clipBottom (null: none), over (1) or under (0) the rows].
function placed(at, t) {
  const bar = barView.core.view(-inset - at, controlSpace(), t), p = header.placement(-at, bar.status + bar.height);
  return [p.y, p.clipTop, Number.isFinite(p.clipBottom) ? p.clipBottom : null, p.overContent ? 1 : 0];
}
function timelinePoints() {
  if (!timeline) return [];
  const points = timeline.points.slice(), all = timeline.motions;
  all.forEach((m, i) => {
    const until = i + 1 < all.length ? all[i + 1].start : Infinity, ghost = m.ghost.copy(), t0 = m.start * 1000 - timeline.t0;
    for (let ms = 0; ms <= 5000 && m.start + ms / 1000 < until; ms += 1) {
      ghost.step(m.start + ms / 1000);
      points.push([t0 + ms, ghost.offset, ghost.resting ? 0 : 1, placed(ghost.offset, m.start + ms / 1000)]);
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
  if (pending && listCore.resting && carouselCore.resting && !pagerMoving) { send(pending); pending = null; }
  const earlier = pending ? pending.samples : [];
  pending = null;
  list.setPointerCapture(e.pointerId);
  // A still list's control may take the gesture: pressed with the list at its top and at rest (the app's ControlDrag).
  const stillEligible = !header.movesContent && !header.busy && offset <= listCore.minOffset + 0.5 && listCore.resting;
  // A press on the carousel may scroll it sideways: one gesture, one axis (the app's AxisLock); both scrollers are
  // pressed, and the one whose axis the gesture does not take is let go without a fling once it is decided.
  const onCarousel = e.target instanceof Element && e.target.closest(".carousel") !== null;
  barView.core.press(barPulled());
  listCore.press(e.clientY, t);
  if (onCarousel) carouselCore.press(e.clientX, t);
  // Under tabs a press elsewhere may page sideways (the core's PagerAxisRule decides); it stops the pager where it is.
  const onPager = tabsOn && !onCarousel;
  if (onPager) {
    tabs.stop();
    pagerMoving = false;
    pagerCore.geometry(pageWidth(), tabs.count * pageWidth(), t);
    pagerCore.jump(pagerX, t);
    pagerCore.press(e.clientX, t);
  }
  fromCore();
  finger = { id: e.pointerId, pressX: e.clientX, pressY: e.clientY, axis: null, onCarousel, onPager, stillEligible, still: null,
    lock: onCarousel ? new AxisLock(core, e.clientX, e.clientY, t) : null, samples: [...earlier, sample(e, "down", t)],
    onPill: !pillView.hidden && pillView.contains(e.target) };
  if (footerAsked()) applyFooter(footerEvent("dragBegan", t), t);
  startTimeline(t);
  wake();
});

// On the carousel the core's AxisLock decides the axis (the app's: once the finger is the slop away along either
// axis, sideways only when |dx| > |dy|, kept until the release); elsewhere the list's is decided past the slop
// down or up. The scroller of the other axis is let go.
function dragTo(x, y, t) {
  if (finger.axis === null) {
    const dy = y - finger.pressY;
    const decided = finger.lock ? finger.lock.add(x, y, t, slop()) : finger.onPager ? tabs.axis(listCore, x - finger.pressX, dy)
      : Math.abs(dy) < slop() ? null : "vertical";
    if (decided === "horizontal") {
      finger.axis = "horizontal";
      listCore.cancel(t);
    } else {
      if (decided === null) {
        listCore.move(y, t);
        if (finger.onCarousel) carouselCore.move(x, t);
        if (finger.onPager) pagerCore.move(x, t);
        return;
      }
      finger.axis = "vertical";
      if (finger.onCarousel) carouselCore.cancel(t);
      if (finger.onPager) settlePager(t, false);
      // Down past the slop at the top: the control's pull, from where the slop ended (mInitialMotionY); the list
      // stays still.
      if (finger.stillEligible && dy > 0) {
        finger.still = { motionY: finger.pressY + slop(), pull: 0 };
        listCore.cancel(t);
        header.beginDrag(t);
      }
    }
  }
  if (finger.axis === "horizontal" && finger.onPager) {
    pagerCore.move(x, t);
    pagerX = pagerCore.offset;
    return;
  }
  if (finger.axis === "horizontal") {
    carouselCore.move(x, t);
    applyTrailer(trailer.machine.scrolled(trailerPull(), true, t), t);
    return;
  }
  if (finger.still) {
    // The control's pull for the finger's travel (HeaderFeature.controlTakes); null: it keeps its place.
    const pull = header.pull(y - finger.still.motionY, header.state === "pulling");
    if (pull !== null) {
      finger.still.pull = pull;
      header.drag(pull, t);
    }
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
    followPager();
    fromCore();
    // The header follows each move (the app's headerFollowScroll after the input).
    headerFollow(t);
    fromCore();
    timeline.points.push([t * 1000 - timeline.t0, offset, 0, placed(offset, t)]);
  }
  wake();
});

function release(e, phase) {
  if (!finger || e.pointerId !== finger.id) return;
  const t = eventTime(e);
  finger.samples.push(sample(e, phase, t));
  const { samples, axis, still, onCarousel, onPager, lock, onPill } = finger;
  finger = null;
  lock?.free();
  timeline.points.push([t * 1000 - timeline.t0, offset, 0, placed(offset, t)]);
  pending = { type: "gesture", dpr: devicePixelRatio || 1, samples };
  const letGo = (s) => (phase === "up" ? s.release(t) : s.cancel(t));
  // The pager goes to the core's page for where it was let go and how fast (PageTarget, PageSettle); a press that
  // stopped it and went nowhere lets it settle from there.
  if (onPager && axis !== "vertical") settlePager(t, axis === "horizontal" && phase === "up");
  if (axis === "horizontal" && onPager) {
    wake();
    return;
  }
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
    // The list did not move: the machine sees the release, then the control (the app's releaseDrag, controlRelease):
    // the circle goes to its rest and spins, or back up, as the machine decided.
    const effects = header.released(still.pull, t);
    header.release(header.state === "refreshing", lastFrame, t);
    perform(effects, t);
    wake();
    return;
  }
  // The refreshers see the release before the list flings or springs back (the app's releaseDrag), with a resampled
  // drag first put where the finger's newest report is.
  listCore.catchUp(t);
  fromCore();
  headerFollow(t);
  const effects = header.released(machinePull(), t), footerSide = footerRelease(t, axis === "vertical");
  letGo(listCore);
  // A tap on the chat's pill, pressed and let go on it: the list scrolls to its end (the app's showNewMessages; the
  // app hears the same tap on its own pill).
  const box = pillView.getBoundingClientRect();
  if (onPill && axis === null && phase === "up" && e.clientX >= box.left && e.clientX < box.right && e.clientY >= box.top
    && e.clientY < box.bottom) listCore.scrollToEdge(true, t);
  fromCore();
  record(t);
  perform(effects, t);
  applyFooter(footerSide, t);
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
  applied = message.version;
  texts = { ...texts, ...message.texts };
  refreshButton.textContent = texts.refreshAction ?? "";
  eachTab(() => {
    trailer.texts = { idle: texts.trailerIdle, pulling: texts.trailerPulling, refreshing: texts.trailerLoading,
      noMoreData: texts.trailerEnd, failed: texts.trailerFailed };
  });
  // A new bar: a list resting at its top rests under the new one; otherwise it keeps its offset.
  if (Array.isArray(message.scroll)) {
    wire = message.scroll;
    configure();
  }
  barInset = Number.isFinite(message.topInset) ? Math.max(message.topInset, 0) : 0;
  setInset();
  try { haptics.set(JSON.parse(message.tuning)["header.haptics"]); } catch (error) { badge.textContent = "bad tuning: " + error; }
  if (message.bar) {
    barView.set(message.bar, message.bar.title);
    tabs.nest(barView.core);
  }
  // The header's tuning (HeaderWire): the control made again for this list (the app's remakeControl); with the second
  // floor turned off, an open one closes (the app's ListEngine+Tuning).
  controlKind = message.control;
  if (Array.isArray(message.header)) headerWire = message.header;
  configureHeader();
  eachTab(() => { if (!settings.twoLevel) { const t = now(); perform(header.closeFloor(t), t); } });
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
  // The haptics the page played ([kind, ms after the gesture's press]) and what its live region says now.
  get haptics() { return hapticLog.slice(); },
  get live() { return live.textContent; },
  get offset() { return offset; },
  get applied() { return applied; },
  get resting() {
    return !pagerMoving && listCore.resting && carouselCore.resting && !finger && !pending && headerAtRest() && trailer.state !== "refreshing"
      && !barView.core.animating(now());
  },
  get carouselX() { return carouselX; },
  // The tabs (list.layout tabs; null under another shape): the pager's fractional page, the list shown, the strip's
  // titles and width, the indicator as the core put it and as drawn (its left edge from the strip's, measured), and each
  // list's offset, header state, the refreshes it began and the loads its footer started.
  get tabs() {
    if (!tabsOn) return null;
    const drawn = stripIndicator.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    return { page: pagerX / pageWidth(), shown: shownTab, titles: tabButtons.map((b) => b.textContent), width: pageWidth(),
      indicator: { ...indicator, drawn }, count: tabs.count,
      lists: tabStates.map((s, i) => (i === shownTab ? { offset, state: header.state, refreshes, loads: footerLoads }
        : { offset: s.offset, state: s.header.state, refreshes: s.refreshes, loads: s.footerLoads })) };
  },
  // The trailer: its state, the cards, the row's resting end and the trailing inset it holds now.
  get trailer() {
    return { state: trailer.state, cards: feed.cardCount, end: carouselMax(), inset: trailer.machine.inset(carouselWidth(), feed.carouselContent) };
  },
  // The feed shown (feed.js): its version, the rows' ids and heights (the carousel's row first), the cards' titles.
  get feed() { return { ...feed.shown, footerHeight: footer.getBoundingClientRect().height }; },
  get floorOpen() { return floorOpen; },
  // The layout drawn at the last frame: the shape, the pinned section { title, y, height }, the empty state
  // { title, hint, centerY } and the chat's pill { text, unseen } (null: none).
  get layout() { return layoutShown; },
  // The list's largest offset now (a chat's end), and the footer: its machine's state and the loads it started.
  get maxOffset() { return listCore.maxOffset; },
  get footer() { return { state: footerMachine?.state ?? null, loads: footerLoads, shown: feed.layout.footer }; },
  // The last rows put on top: the reader's row { id, before, after } on the window, pt (null: none yet).
  get kept() { return kept; },
  // Where row `id` is in the window now (its content top less the offset; null: not shown).
  rowY(id) { const top = feed.topOf(id); return top === null ? null : top - offset; },
  // The control: its kind, the machine's state, the circle's top below the list's top now (the core's indicator; null:
  // hidden), whether it has come to rest spinning (a still list's refresh, past its 200 ms move), and the ticks shown.
  get control() {
    const t = now(), v = header.indicator(machinePull(), t);
    return { kind: controlKind, state: header.state, top: v?.kind === "circle" && v.visible ? v.top : null,
      // Cupertino's ticks: how many show, and their top below the bar's bottom (which under UIKit's large title
      // stretches with the pull; the ticks are drawn below it, as the app's).
      ticks: v?.kind === "ticks" ? v.shownTicks : null, ticksTop: v?.kind === "ticks" ? v.top : null,
      settled: header.state === "refreshing" && t - header.stateTime >= 0.3,
      // MJRefresh's header: the core's placement as last drawn (clipBottom null: none) and the boxes the browser laid
      // out for it, in the list's coordinates.
      header: controlView.placed && { ...controlView.placed, clipBottom: Number.isFinite(controlView.placed.clipBottom)
        ? controlView.placed.clipBottom : null, shown: controlView.shown } };
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
  // The last gesture's offsets over time (see record()): [ms, offset, kind].
  get timeline() { return timelinePoints().map(([ms, at, kind]) => [ms, at, kind]); },
  // The MJ header's place over the same points ([ms, kind, y, clipTop, clipBottom (null: none), over]) and the header
  // machine's transitions in the gesture ([ms, from, to]).
  get headerTimeline() {
    return { points: timelinePoints().map(([ms, , kind, place]) => [ms, kind, ...place]), states: timeline ? timeline.states.slice() : [] };
  },
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
