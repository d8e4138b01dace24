// The app's bar on the page (list.bar): its height follows the content as the app's BarLayout says, and its titles
// move as the app's BarFeature draws them. With s = how far the content is scrolled under the open bar (pt):
//   h = clamp(max - s, min, max), progress = (max - h) / (max - min), plus past the top a stretch: under the large
//   title what the pull leaves past the control's trigger, under a stretching sliver the pull up to its trigger.
// Titles: UIKit's large title 8 pt above the band's bottom, growing past its band (at most 1.1x), the small title
// once it has scrolled away; Material 3's collapsing title from 28 sp, 28 dp above the bottom, to 22 sp centred;
// Flutter's FlexibleSpaceBar title 16 above the bottom, 1.5x open to 1x collapsed.
// A floating SliverAppBar and the snaps are the app's only: the page's bar follows the scroll position.
export class BarView {
  constructor(element) {
    this.element = element;
    this.small = element.querySelector(".small");
    this.clip = element.querySelector(".clip");
    this.title = element.querySelector(".title");
    this.bar = { kind: "plain", status: 20, max: 44, min: 44, largeTitleHeight: 52, collapsed: 64, stretch: false, stretchTrigger: 0 };
    this.shown = { height: 44, progress: 0, stretch: 0 };
  }

  // The state message's bar: kind, status, max, min and the kind's numbers; the title in the app's language.
  // A new kind (the first state too) shows its small title as it is at once: faded from the last kind's, the
  // small title would show for a moment under an open large title.
  set(bar, text) {
    if (!this.wasSet || (bar.kind !== undefined && bar.kind !== this.bar.kind)) this.jump = true;
    this.wasSet = true;
    this.bar = { ...this.bar, ...bar };
    this.small.textContent = text;
    this.title.textContent = this.bar.kind === "plain" ? "" : text;
    this.element.dataset.kind = this.bar.kind;
  }

  // The bar where the content is `pulled` pt below its resting edge (< 0: scrolled in by -pulled).
  geometry(pulled, controlSpace) {
    const b = this.bar, s = Math.max(-pulled, 0), over = Math.max(pulled, 0), range = b.max - b.min;
    let height = Math.min(Math.max(b.max - s, b.min), b.max);
    const progress = range > 0 ? (b.max - height) / range : 0;
    let stretch = 0;
    if (b.kind === "largetitle") stretch = Math.max(over - Math.max(controlSpace, 0), 0);
    else if (b.kind === "sliver" && b.stretch) stretch = Math.min(over, Math.max(b.stretchTrigger, 0));
    height += stretch;
    return { height, progress, stretch };
  }

  draw(pulled, controlSpace) {
    const b = this.bar, g = this.geometry(pulled, controlSpace), bottom = b.status + g.height;
    this.shown = g;
    this.element.style.height = bottom + "px";
    let size = 0, scale = 1, titleBottom = bottom, clipTop = b.status, opacity = 1, small = 1;
    if (b.kind === "largetitle") {
      const band = g.height - 44 - 8, rest = Math.max(b.largeTitleHeight, 1) - 8;
      small = -pulled >= b.largeTitleHeight - 10 ? 1 : 0;
      size = 34; titleBottom = bottom - 8; clipTop = b.status + 44; opacity = 1 - small;
      scale = Math.min(Math.max(1 + (0.03 * (band - rest)) / Math.max(rest, 1), 1), 1.1);
    } else if (b.kind === "collapsing") {
      const closedMargin = Math.max(b.min, 22) / 2 - 11;
      small = 0; size = 28; titleBottom = bottom - (28 + (closedMargin - 28) * g.progress);
      scale = 1 + (22 / 28 - 1) * g.progress;
    } else if (b.kind === "sliver") {
      const range = b.max - b.min, open = range > 0 ? Math.min(Math.max((g.height - g.stretch - b.min) / range, 0), 1) : 1;
      small = 0; size = 20; titleBottom = bottom - 16; scale = 1 + 0.5 * open;
    }
    if (this.jump) this.small.style.transition = "none";
    this.small.style.opacity = String(small);
    if (this.jump) {
      void this.small.offsetWidth; // the opacity applies before the transition comes back
      this.small.style.transition = "";
      this.jump = false;
    }
    this.small.style.top = (bottom - 44) + "px";
    this.clip.hidden = b.kind === "plain";
    if (b.kind !== "plain") {
      this.clip.style.top = clipTop + "px";
      this.clip.style.height = Math.max(bottom - clipTop, 0) + "px";
      this.title.style.fontSize = size + "px";
      this.title.style.lineHeight = size * 1.2 + "px";
      // The title's bottom in the clip's own coordinates, scaled about its bottom-left corner.
      this.title.style.top = (titleBottom - clipTop - size * 1.2) + "px";
      this.title.style.transform = `scale(${scale})`;
      this.title.style.opacity = String(opacity);
    }
  }
}
