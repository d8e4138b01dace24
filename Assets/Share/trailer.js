// MJRefreshTrailer past the carousel's last card. Its machine is the core's (core.wasm's TrailerMachine: the app's
// TrailerRefresher and the inset it holds, wasm/CarouselExports.swift): page.js hands it the row's pull, release and
// loads and applies the effects it returns as the app's Carousel does. This file draws it: the column shows an arrow
// (towards the cards: keep pulling; away: release), a spinner while loading, and its label one character per line.
import { TrailerMachine } from "./core.js";
import { put } from "./feed.js";

export class Trailer {
  constructor(core) {
    this.core = core;
    this.element = document.createElement("div");
    this.element.className = "trailer";
    this.arrow = document.createElement("div");
    this.arrow.className = "arrow";
    this.arrow.textContent = "←";
    this.label = document.createElement("div");
    this.label.className = "label";
    this.element.append(this.arrow, this.label);
    this.machine = new TrailerMachine(core, 60);
    this.texts = { idle: "More", pulling: "Release", refreshing: "Loading", noMoreData: "End", failed: "Retry" };
  }

  get state() { return this.machine.state; }
  get width() { return this.machine.width; }

  // A new machine `width` wide (the app's trailer width, or a row that has cards again after its end).
  reset(width) {
    this.machine.free();
    this.machine = new TrailerMachine(this.core, width);
  }

  // The column at x (the cards' content width), the row's cards' top and height.
  draw(x, top, height) {
    const state = this.state, style = this.element.style;
    put(style, "left", x + "px");
    put(style, "top", top + "px");
    put(style, "width", this.width + "px");
    put(style, "height", height + "px");
    put(this.element.dataset, "state", state);
    put(this.arrow, "hidden", state !== "idle" && state !== "pulling");
    put(this.arrow.style, "transform", state === "pulling" ? "rotate(180deg)" : "rotate(0deg)");
    // The label one character a line, made again only when the state or the words change.
    if (state !== this.labelState || this.texts !== this.labelTexts) {
      this.labelState = state;
      this.labelTexts = this.texts;
      const text = [...(this.texts[state] ?? "")].filter((c) => c !== " ").join("\n");
      if (this.label.textContent !== text) this.label.textContent = text;
    }
  }
}
