// MJRefreshTrailer past the carousel's last card, as the app's TrailerRefresher: a pull of `width` (60 pt) past the
// last card arms it (pulling), a release there loads (refreshing: the row holds the trailer in view, its inset grown
// by the width over 0.25 s), the load's cards come after the last and the inset goes back over 0.4 s; at the row's
// end it says so (noMoreData) and ignores pulls. The column shows an arrow (towards the cards: keep pulling; away:
// release), a spinner while loading, and its label one character per line.
export class Trailer {
  constructor() {
    this.element = document.createElement("div");
    this.element.className = "trailer";
    this.arrow = document.createElement("div");
    this.arrow.className = "arrow";
    this.arrow.textContent = "←";
    this.label = document.createElement("div");
    this.label.className = "label";
    this.element.append(this.arrow, this.label);
    this.state = "idle";
    this.width = 60;
    this.texts = { idle: "More", pulling: "Release", refreshing: "Loading", noMoreData: "End", failed: "Retry" };
  }

  // The inset the trailer holds past the last card: its width while it loads.
  get inset() { return this.state === "refreshing" ? this.width : 0; }

  // While the finger drags (or the row moves): idle or failed past the width -> pulling, back under it -> idle.
  scrolled(pull, dragging) {
    if (!dragging) return;
    if ((this.state === "idle" || this.state === "failed") && pull >= this.width) this.state = "pulling";
    else if (this.state === "pulling" && pull < this.width) this.state = "idle";
  }

  // The release: true when it loads (it was pulling).
  released(pull) {
    if (this.state !== "pulling" || pull < this.width) return false;
    this.state = "refreshing";
    return true;
  }

  // The load's answer: more cards to come, or the row's end.
  finished(end) { this.state = end ? "noMoreData" : "idle"; }

  // The column at x (the cards' content width), the row's cards' top and height.
  draw(x, top, height) {
    Object.assign(this.element.style, { left: x + "px", top: top + "px", width: this.width + "px", height: height + "px" });
    this.element.dataset.state = this.state;
    this.arrow.hidden = this.state !== "idle" && this.state !== "pulling";
    this.arrow.style.transform = this.state === "pulling" ? "rotate(180deg)" : "rotate(0deg)";
    const text = [...(this.texts[this.state] ?? "")].filter((c) => c !== " ").join("\n");
    if (this.label.textContent !== text) this.label.textContent = text;
  }
}
