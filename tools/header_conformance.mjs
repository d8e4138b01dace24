// Plays cases on the engine's WebAssembly core's refresh header (its HeaderRefresher and control) through the page's
// own core.js, in node: each case is a header's wire (HeaderWire), its list's height and density and a list of calls
// with their times; prints, after each call, the machine's state, pull percent and openness, the effects the call
// returned and what the call answered (a pull, the indicator). HeaderCoreConformanceTests plays the same cases on the
// app's HeaderRefresher and control and compares them call by call.
// Usage: node tools/header_conformance.mjs CORE.wasm < cases.json > results.json
import { readFileSync } from "node:fs";
import { loadCore } from "../Assets/Share/core.js";

const core = await loadCore(readFileSync(process.argv[2]));
const flat = (effects) => effects.flatMap((e) => {
  switch (e.kind) {
    case "transition": return [0, e.from, e.to, e.percent];
    case "setOpen": return [1, e.open ? 1 : 0, e.duration, e.reveal ? 1 : 0, e.extra, e.bounces ? 1 : 0];
    case "startLoad": return [2];
    case "saveLastUpdated": return [3];
    default: return [4, e.open ? 1 : 0, e.duration];
  }
});
const indicatorNumbers = (v) => {
  if (v === null) return [0];
  if (v.kind === "circle") {
    return [1, v.visible ? 1 : 0, v.top, v.diameter, v.scale, v.alpha, v.startTrim, v.endTrim, v.ringRotation,
      v.groupRotationDegrees, v.showsArrow ? 1 : 0, v.arrowScale];
  }
  return [2, v.top, v.radius, v.progress, v.opacity, v.activeTick, v.shownTicks];
};
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = cases.map((c) => {
  const h = core.header();
  h.configure(c.wire, c.listHeight, c.density);
  const results = c.calls.map(([name, a, b, d]) => {
    let effects = [], answer = [];
    switch (name) {
      case "scrolled": effects = h.scrolled(a, b !== 0, d); break;
      case "released": effects = h.released(a, b); break;
      case "begin": effects = h.begin(a); break;
      case "tick": effects = h.tick(a); break;
      case "loadFinished": effects = h.loadFinished(["updated", "noNewItems", "failed"][a], b, 3); break;
      case "openFloor": effects = h.openFloor(a); break;
      case "closeFloor": effects = h.closeFloor(a); break;
      case "pull": { const p = h.pull(a, b !== 0); answer = [p === null ? -1 : p]; break; }
      case "beginDrag": h.beginDrag(a); break;
      case "drag": h.drag(a, b); break;
      case "release": h.release(a !== 0, b, d); break;
      case "setRefreshing": h.setRefreshing(a !== 0, b); break;
      case "indicator": answer = indicatorNumbers(h.indicator(a, b)).concat([h.isAnimating(b) ? 1 : 0]); break;
      default: throw new Error("unknown call " + name);
    }
    return [c.states.indexOf(h.state), h.percent, h.isOpen ? 1 : 0, ...flat(effects).map((x) => (typeof x === "string" ? c.states.indexOf(x) : x)), ...answer];
  });
  const s = h.settings();
  h.free();
  return { results, armPull: s.armPull, pullLimit: s.pullLimit ?? -1, heldInset: 0 };
});
process.stdout.write(JSON.stringify(out));
