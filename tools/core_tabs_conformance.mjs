// Plays the tabs layout's cases on the engine's WebAssembly core through the page's own core.js, in node; prints what
// each call returned. CoreTabsConformanceTests plays the same cases on the app's PagerAxisRule, TabIndicatorRule,
// PageTarget, PageSettle, TabTapSettle and NestedScroll and compares them call by call.
// Usage: node tools/core_tabs_conformance.mjs CORE.wasm < cases.json > results.json
// cases: {"lists": [{wire, dpr, axes: [[dx, dy]], releases: [[position, velocity, width]], taps: [[tab, position, width]],
//   times: [t]}], "indicators": [[page, width]], "nested": [{bar: {status, plain, wire}, deltas: [delta], shows: [inner]}]}
import { readFileSync } from "node:fs";
import { loadCore, Bar, Tabs } from "../Assets/Share/core.js";

const core = await loadCore(readFileSync(process.argv[2]));
const cases = JSON.parse(readFileSync(0, "utf8"));
const tabs = new Tabs(core);
// A motion started at 0, read at each of `times` (null once it has arrived, as the page reads it).
const motion = (times) => times.map((t) => tabs.position(t));
const lists = cases.lists.map((c) => {
  const s = core.scroller(800, 0, 0);
  s.configure(c.wire, c.dpr);
  const out = {
    axes: c.axes.map(([dx, dy]) => tabs.axis(s, dx, dy)),
    releases: c.releases.map(([position, velocity, width]) => [tabs.release(s, position, velocity, width, 0), ...motion(c.times)]),
    taps: c.taps.map(([tab, position, width]) => { tabs.tap(s, tab, position, width, 0); return motion(c.times); }),
  };
  s.free();
  return out;
});
const into = { left: 0, right: 0, selected: 0 };
const indicators = cases.indicators.map(([page, width]) => { tabs.indicator(page, width, into); return [into.left, into.right, into.selected]; });
const nested = cases.nested.map((c) => {
  const bar = new Bar(core);
  bar.configure(c.bar.status, c.bar.plain, c.bar.wire);
  tabs.nest(bar);
  // From the bar open and the list at its top: a scroll down past everything opens the bar, then the list's offset.
  tabs.scroll(-1e9);
  tabs.show(0);
  const out = [];
  c.deltas.forEach((d, i) => {
    tabs.scroll(d);
    if (c.shows[i] !== null) tabs.show(c.shows[i]);
    const n = tabs.nested;
    out.push([n.outer, n.inner]);
  });
  bar.free();
  return out;
});
process.stdout.write(JSON.stringify({ lists, indicators, nested }));
