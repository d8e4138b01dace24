// The header's control on the page, as the app draws it: MJRefresh's arrow (flipped past the trigger) and its
// spinner, Cupertino's ticks (one more per eighth of the pull, turning while it refreshes), and over a still list
// (refresh.contentMoves false) SwipeRefreshLayout's circle or Flutter's RefreshIndicator pulled down over the rows.
//
// The circle's top, in pt below the list's top, for a pull p (pt, the finger's travel past the slop x dragRate):
// - swipe (SwipeRefreshLayout.moveSpinner, T = the trigger, s = the slingshot, the circle's rest):
//   q = min(1, p / T), k = max(0, min(p - T, 2 s) / s), tension = (k/4 - (k/4)^2) 2,
//   top = -40 + s q + 2 s tension; released armed it goes to -40 + s in 200 ms (1 - (1 - x)^4), else back.
// - material (RefreshIndicator): q = min(p / (0.25 x the list's height), 1), top = rest x 1.5 q - 45, where
//   rest = displacement + 49; released armed it goes to q = 1/1.5 in 150 ms, else to 0 in 200 ms.
// Done refreshing, the circle scales to nothing (150 ms swipe, 200 ms material).
const SVG = "http://www.w3.org/2000/svg";
const decelerate = (x) => 1 - Math.pow(1 - Math.min(Math.max(x, 0), 1), 4);

export class ControlView {
  constructor(header, circle) {
    this.header = header;
    this.circle = circle;
    this.arrow = header.querySelector("#arrow");
    this.spinner = header.querySelector("#spinner");
    this.ticks = header.querySelector("#ticks");
    for (let i = 0; i < 8; i++) {
      const tick = document.createElementNS(SVG, "line");
      tick.setAttribute("x1", "14"); tick.setAttribute("y1", "4"); tick.setAttribute("x2", "14"); tick.setAttribute("y2", "10");
      tick.setAttribute("transform", `rotate(${i * 45} 14 14)`);
      this.ticks.appendChild(tick);
    }
    this.ring = circle.querySelector("circle");
    this.motion = null; // the circle after the release: { from, to, since, duration, then: "spin" | "hide" }
    this.shrinking = null; // since when the circle scales to nothing
  }

  // Where the circle's top lies for a pull (see the rules above).
  static circleTop(refresh, pull, listHeight) {
    if (refresh.control === "material") {
      const q = Math.min(Math.max(pull, 0) / (0.25 * listHeight), 1);
      return refresh.indicatorRest * 1.5 * q - 45;
    }
    const T = Math.max(refresh.height ?? 64, 1), s = Math.max(refresh.indicatorRest, 1), p = Math.max(pull, 0);
    const q = Math.min(1, p / T), k = Math.max(0, Math.min(p - T, 2 * s) / s), tension = (k / 4 - (k / 4) ** 2) * 2;
    return -40 + s * q + 2 * s * tension;
  }

  static restTop(refresh) { return refresh.control === "material" ? refresh.indicatorRest - 45 : -40 + refresh.indicatorRest; }
  static startTop(refresh) { return refresh.control === "material" ? -45 : -40; }

  // The release of a still list's pull at time t: to the rest (it refreshes) or back to the start.
  released(refresh, top, refreshes, t) {
    const material = refresh.control === "material";
    this.motion = { from: top, to: refreshes ? ControlView.restTop(refresh) : ControlView.startTop(refresh), since: t,
      duration: material && refreshes ? 0.15 : 0.2, then: refreshes ? "spin" : "hide" };
    this.shrinking = null;
  }

  // The circle's top at t after the release (null: hidden).
  settledTop(t) {
    if (!this.motion) return null;
    const m = this.motion, x = (t - m.since) / m.duration;
    if (x >= 1 && m.then === "hide") return null;
    return m.from + (m.to - m.from) * decelerate(x);
  }

  // The refresh ended: the circle scales to nothing.
  finished(refresh, t) { if (this.motion && this.shrinking === null) this.shrinking = { since: t, duration: refresh.control === "material" ? 0.2 : 0.15 }; }

  // Still animating at t (the page keeps drawing frames while so).
  animating(t) {
    if (this.shrinking) return t - this.shrinking.since < this.shrinking.duration;
    return this.motion !== null && (this.motion.then === "spin" || t - this.motion.since < this.motion.duration);
  }

  // Draws the control: `still` the circle's top while the finger pulls (null: not dragging).
  draw(refresh, state, pull, still, inset, t) {
    const kind = refresh.control, refreshing = state === "refreshing" || state === "finishing";
    this.header.dataset.control = kind;
    // MJRefresh: the arrow flips past the trigger (state pulling) and gives way to the spinner while refreshing.
    this.arrow.hidden = kind !== "mj" || refreshing;
    this.arrow.style.transform = state === "pulling" ? "rotate(180deg)" : "rotate(0deg)";
    this.spinner.hidden = kind !== "mj" || !refreshing;
    // Cupertino: a tick per eighth of the way to the trigger, all of them turning while it refreshes.
    this.ticks.hidden = kind !== "cupertino";
    if (kind === "cupertino") {
      const shown = refreshing ? 8 : Math.floor(8 * Math.min(Math.max(pull, 0) / Math.max((refresh.height ?? 60) * refresh.triggerRatio, 1), 1));
      [...this.ticks.children].forEach((tick, i) => { tick.style.opacity = i < shown ? String(0.25 + 0.75 * ((i + 1) / 8)) : "0"; });
      this.ticks.classList.toggle("turning", refreshing);
    }
    // A still list: the circle over the rows, under the bar.
    let top = still;
    if (top === null) {
      top = this.settledTop(t);
      if (this.shrinking && t - this.shrinking.since >= this.shrinking.duration) { this.motion = null; this.shrinking = null; top = null; }
    }
    const stillList = !refresh.contentMoves;
    this.circle.hidden = !stillList || top === null;
    if (!this.circle.hidden) {
      const scale = this.shrinking ? Math.max(1 - (t - this.shrinking.since) / this.shrinking.duration, 0) : 1;
      this.circle.style.transform = `translateY(${inset + top}px) scale(${scale})`;
      this.circle.dataset.top = String(top);
      const arc = refreshing ? 0.8 : Math.min(0.8, Math.max((Math.min(pull / Math.max(refresh.height ?? 64, 1), 1) - 0.4) * 5 / 3, 0) * 0.8);
      this.ring.style.strokeDasharray = `${arc * 50.27} 50.27`;
      this.circle.classList.toggle("spinning", refreshing);
    }
  }
}
