// Plays bar, axis-lock and trailer cases on the engine's WebAssembly core through the page's own core.js, in node;
// prints what each call returned. CoreBarsConformanceTests plays the same cases on the app's BarFeature, AxisLock,
// TrailerRefresher and TrailerHold and compares them call by call.
// Usage: node tools/core_bars_conformance.mjs CORE.wasm < cases.json > results.json
// cases: {"bars": [{status, plain, wire, calls: [["press", pulled] | ["follow", pulled, idle, t] |
//   ["view", pulled, controlSpace, t] | ["headerPull", raw, busy] | ["animating", t]]}], "axes": [{x, y, t, slop,
//   reports: [[x, y, t]]}], "trailers": [{width, calls: [["scrolled", pull, dragging, t] | ["released", pull, t] |
//   ["finished", result, count, t] | ["tick", t] | ["hold", inset, viewWidth, contentWidth] |
//   ["openTarget", offset, tracking, restingEnd]]}]}
import { readFileSync } from "node:fs";
import { loadCore, Bar, AxisLock, TrailerMachine } from "../Assets/Share/core.js";

const core = await loadCore(readFileSync(process.argv[2]));
const cases = JSON.parse(readFileSync(0, "utf8"));
const flat = (v) => (v === null ? null : [v.status, v.height, v.progress, v.stretch, v.smallTitleOpacity,
  ...(v.title ? [v.title.x, v.title.bottom, v.title.scale, v.title.opacity, v.title.clipTop, v.title.size] : [])]);
const bars = cases.bars.map((c) => {
  const bar = new Bar(core);
  bar.configure(c.status, c.plain, c.wire);
  const out = c.calls.map(([name, a, b, d]) => {
    switch (name) {
      case "press": bar.press(a); return null;
      case "follow": { const snap = bar.follow(a, b !== 0, d); return snap ? [snap.scrolled, snap.duration] : null; }
      case "view": return flat(bar.view(a, b, d));
      case "headerPull": return bar.headerPull(a, b !== 0);
      case "animating": return bar.animating(a) ? 1 : 0;
      default: throw new Error("unknown call " + name);
    }
  });
  bar.free();
  return out;
});
const axes = cases.axes.map((c) => {
  const lock = new AxisLock(core, c.x, c.y, c.t);
  const out = c.reports.map(([x, y, t]) => lock.add(x, y, t, c.slop));
  lock.free();
  return out;
});
const effect = (e) => (e.transition ? ["transition", ...e.transition] : e.load ? ["load"] : ["inset", e.inset, e.duration]);
const trailers = cases.trailers.map((c) => {
  const m = new TrailerMachine(core, c.width);
  const out = c.calls.map(([name, a, b, d]) => {
    const after = (effects) => [m.state, ...effects.map(effect)];
    switch (name) {
      case "scrolled": return after(m.scrolled(a, b !== 0, d));
      case "released": return after(m.released(a, b));
      case "finished": return after(m.finished(["loaded", "end", "failed"][a], b, d));
      case "tick": return after(m.tick(a));
      case "hold": return m.hold(a, b, d);
      case "openTarget": return m.openTarget(a, b !== 0, d);
      default: throw new Error("unknown call " + name);
    }
  });
  m.free();
  return out;
});
process.stdout.write(JSON.stringify({ bars, axes, trailers }));
