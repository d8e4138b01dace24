// The app's bar on the page (list.bar), drawn from the numbers the core gives: core.wasm's Bar is the app's
// BarFeature (its BarLayout, a floating SliverAppBar's effective offset, the snaps, the stretch, the small title's
// fade and where each title stands), so this file only places the elements. The page follows the list with it at
// each event and frame (page.js), as the app's engine does at each step.
import { Bar } from "./core.js";
import { put } from "./feed.js";

export class BarView {
  constructor(element, core) {
    this.element = element;
    this.small = element.querySelector(".small");
    this.clip = element.querySelector(".clip");
    this.title = element.querySelector(".title");
    this.core = new Bar(core);
    // The state message's bar: its kind and numbers (the wire is what the core reads), the title in the app's language.
    this.bar = { kind: "plain", status: 20, plain: 44, max: 44, min: 44, stretch: false, stretchTrigger: 0, wire: [] };
    this.shown = { height: 44, progress: 0, stretch: 0 };
  }

  // A new bar: the core takes its settings (new ones start a floating bar over, as the app's setBar).
  set(bar, text) {
    this.bar = { ...this.bar, ...bar };
    this.core.configure(this.bar.status, this.bar.plain, this.bar.wire);
    this.small.textContent = text;
    this.title.textContent = this.bar.kind === "plain" ? "" : text;
    this.element.dataset.kind = this.bar.kind;
  }

  // The bar where the content is `pulled` pt below its resting edge, at t.
  draw(pulled, controlSpace, t) {
    const v = this.core.view(pulled, controlSpace, t), bottom = v.status + v.height;
    this.shown = { height: v.height, progress: v.progress, stretch: v.stretch };
    put(this.element.style, "height", bottom + "px");
    put(this.small.style, "opacity", String(v.smallTitleOpacity));
    put(this.small.style, "top", (bottom - 44) + "px");
    const title = v.title;
    put(this.clip, "hidden", title === null);
    if (title) {
      put(this.clip.style, "top", title.clipTop + "px");
      put(this.clip.style, "height", Math.max(bottom - title.clipTop, 0) + "px");
      put(this.title.style, "left", title.x + "px");
      put(this.title.style, "fontSize", title.size + "px");
      put(this.title.style, "lineHeight", title.size * 1.2 + "px");
      // The title's bottom in the clip's own coordinates, scaled about its bottom-left corner.
      put(this.title.style, "top", (title.bottom - title.clipTop - title.size * 1.2) + "px");
      put(this.title.style, "transform", `scale(${title.scale})`);
      put(this.title.style, "opacity", String(title.opacity));
    }
  }
}
