// Plays cases on the engine's WebAssembly core through the page's own core.js, in node: each case is
// a scroller's geometry, tuning and a list of calls with their times; prints, for each case, the
// offset after every call. CoreConformanceTests plays the same cases on the app's Scroller and
// compares them frame by frame.
// Usage: node tools/core_conformance.mjs CORE.wasm < cases.json > offsets.json
import { readFileSync } from "node:fs";
import { loadCore } from "../Assets/Share/core.js";

const core = await loadCore(readFileSync(process.argv[2]));
const cases = JSON.parse(readFileSync(0, "utf8"));
const out = cases.map((c) => {
  const s = core.scroller(c.viewport, c.content, c.inset);
  s.configure(c.wire, c.density);
  const offsets = c.calls.map(([name, a, b, d, e]) => {
    switch (name) {
      case "press": s.press(a, b); break;
      case "move": s.move(a, b); break;
      case "release": s.release(a); break;
      case "step": s.step(a); break;
      case "insets": s.insets(a, b, d, e); break;
      case "scrollTo": s.scrollTo(a, b, d); break;
      case "geometry": s.geometry(a, b, d); break;
      default: throw new Error("unknown call " + name);
    }
    return [s.offset, s.velocity, s.phase];
  });
  s.free();
  return offsets;
});
process.stdout.write(JSON.stringify(out));
