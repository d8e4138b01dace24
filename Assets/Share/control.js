// The header's control on the page, drawn from what the engine's core answers (core.js's Header: the app's
// RefreshControl.indicator and HeaderRefresher's state): MJRefresh's arrow (flipped past the trigger) and its spinner,
// Cupertino's ticks (how many show, each one's alpha, as ActivityTicks gives them), and over a still list
// SwipeRefreshLayout's circle or Flutter's RefreshIndicator (its top, scale, arc and rotations, as the app's
// SwipeRefreshSpinner and MaterialRefreshControl give them), and MJRefresh's header where the core's placement puts
// it (RefreshControl.placement: on the content's top, behind it or in front of it, as `header.position` says). Nothing
// here computes where anything goes: this file only draws.
import { put, putAttribute } from "./feed.js";

const SVG = "http://www.w3.org/2000/svg";
// The ring's circumference in the circle's 24-unit box (r = 8): an arc of x turns is x of it.
const RING = 2 * Math.PI * 8;

export class ControlView {
  constructor(header, circle) {
    this.header = header;
    this.band = header.parentElement;
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
    // The ticks stand under the bar where the core puts them (as the app's ListEngine+Views), not on the content.
    document.body.appendChild(this.ticks);
    this.ring = circle.querySelector("circle");
    this.svg = circle.querySelector("svg");
    // The circle as last drawn (the page's state for tests): its top below the list's top, null when hidden.
    this.top = null;
    // The MJ header's placement as last drawn (the page's state for tests), and what was last set for it.
    this.placed = null;
    this.placedValues = {};
  }

  // The MJ header where the core's `placement` ({ y, clipTop, clipBottom, overContent }, in the list's coordinates)
  // puts it, `height` tall: shown only between clipTop and clipBottom, over the rows or under them, as the app's
  // ListRenderer draws it. A control that draws its own indicator is placed in an empty band.
  place(placement, height) {
    // No bottom: the band goes down to the list's.
    const bottom = Number.isFinite(placement.clipBottom) ? placement.clipBottom + "px" : "100%";
    this.placed = placement;
    // Each value is set only when it changed: a list at rest sets nothing, and a scroll with the band unchanged only
    // the header's --y (each one set restyles the band).
    const band = this.band.style, last = this.placedValues;
    const set = (name, value) => {
      if (last[name] === value) return;
      last[name] = value;
      band.setProperty(name, value);
    };
    set("--y", placement.y + "px");
    set("--clip-top", placement.clipTop + "px");
    set("--clip-bottom", bottom);
    set("--h", height + "px");
    if (last.over !== placement.overContent) {
      last.over = placement.overContent;
      this.band.classList.toggle("over", placement.overContent);
    }
  }

  // The MJ header as the page shows it (for tests): the header's box and the band it shows in, in the list's
  // coordinates, as the browser lays them out.
  get shown() {
    const box = this.header.getBoundingClientRect(), band = this.band.getBoundingClientRect();
    return { top: box.top, height: box.height, bandTop: band.top, bandBottom: band.bottom,
      over: getComputedStyle(this.band).zIndex !== "auto" };
  }

  // Draws the control of `kind` ("mj", "cupertino", "android", "material") in the machine's `state`, with the core's
  // `indicator` (null, { kind: "ticks", ... } or { kind: "circle", ... }); `barBottom`: the bar's bottom as drawn now
  // (the indicator's tops are below it).
  draw(kind, state, indicator, barBottom) {
    const refreshing = state === "refreshing" || state === "finishing";
    put(this.header.dataset, "control", kind);
    // MJRefresh: the arrow flips past the trigger (state pulling) and gives way to the spinner while refreshing.
    // The arrow and the ticks are SVG elements, which have no `hidden` property: the attribute is set.
    putAttribute(this.arrow, "hidden", kind !== "mj" || refreshing);
    put(this.arrow.style, "transform", state === "pulling" ? "rotate(180deg)" : "rotate(0deg)");
    put(this.spinner, "hidden", kind !== "mj" || !refreshing);
    // Cupertino: the ticks the core shows, each at its alpha (of 255), the whole at its opacity.
    const ticks = indicator?.kind === "ticks" ? indicator : null;
    putAttribute(this.ticks, "hidden", ticks === null);
    if (ticks) {
      [...this.ticks.children].forEach((tick, i) => {
        put(tick.style, "opacity", i < ticks.shownTicks ? String(ticks.alphas[i] / 255) : "0");
      });
      put(this.ticks.style, "opacity", String(ticks.opacity));
      put(this.ticks.style, "transform", `translateY(${barBottom + ticks.top}px) scale(${ticks.radius / 14})`);
      // Shown above the content's top edge only (clipBottom), as the app clips them.
      const cut = Number.isFinite(ticks.clipBottom) ? Math.max(28 - (ticks.clipBottom - ticks.top), 0) : 0;
      put(this.ticks.style, "clipPath", `inset(0 0 ${Math.min(cut, 28)}px 0)`);
    }
    // A still list: the circle over the rows, under the bar, where the core puts it.
    const circle = indicator?.kind === "circle" && indicator.visible ? indicator : null;
    put(this.circle, "hidden", circle === null);
    this.top = circle ? circle.top : null;
    if (circle) {
      put(this.circle.style, "transform", `translateY(${barBottom + circle.top}px) scale(${circle.scale})`);
      put(this.circle.dataset, "top", String(circle.top));
      const arc = Math.max(circle.endTrim - circle.startTrim, 0);
      put(this.ring.style, "strokeDasharray", `${arc * RING} ${RING}`);
      put(this.ring.style, "strokeOpacity", String(circle.alpha));
      const turn = (circle.startTrim + circle.ringRotation) * 360 + circle.groupRotationDegrees;
      put(this.svg.style, "transform", `rotate(${turn}deg)`);
    }
  }
}
