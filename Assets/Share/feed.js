// The app's own list on the page (the feed message of `refreshdemo --share`): the carousel's row first, then the
// rows the app holds, at the heights and with the lines the app laid out, so the page's content has the app's
// length. The older rows the app's footer would load next wait in `older` and come `pageSize` at a time.
const px = (n) => n + "px";

// What the page last set on an element (a style, a property, an attribute): each frame sets only what changed. A
// text set again replaces the element's text and lays it out again, and a style set again is parsed again.
const written = new WeakMap();
/** Sets `target[name]` (an element, its style or its dataset) to `value` unless the page last set it so. */
export function put(target, name, value) {
  let last = written.get(target);
  if (last === undefined) written.set(target, (last = {}));
  if (last[name] === value) return;
  last[name] = value;
  target[name] = value;
}
/** Sets or removes an element's attribute `name` (on: present) unless the page last did the same. */
export function putAttribute(element, name, on) {
  let last = written.get(element);
  if (last === undefined) written.set(element, (last = {}));
  const key = "@" + name;
  if (last[key] === on) return;
  last[key] = on;
  element.toggleAttribute(name, on);
}

function element(kind, className, text) {
  const e = document.createElement(kind);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

// The app draws a character with the first of its fonts that has it, Hangul always with NanumSquare, and a space with
// the font of the run it is in (FontChain): the Hangul and Chinese runs as spans in those fonts (page.css), so a space
// between Korean or Chinese words is as wide as the app's and the app's line breaks fit.
const script = (c) => (/[\u1100-\u11FF\u3130-\u318F\uA960-\uA97F\uAC00-\uD7AF\uD7B0-\uD7FF]/.test(c) ? "hangul"
  : /[\u2E80-\u2FFF\u3000-\u30FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/.test(c) ? "han" : "");
function textIn(kind, className, text) {
  const e = element(kind, className);
  let run = "", current = null;
  const flush = () => {
    if (!run) return;
    e.appendChild(current ? element("span", current, run) : document.createTextNode(run));
    run = "";
  };
  for (const c of text) {
    const s = c === " " && current !== null ? current : script(c);
    if (s !== current) { flush(); current = s; }
    run += c;
  }
  flush();
  return e;
}

export class Feed {
  constructor(box) {
    this.box = box;
    this.geometry = { band: 0, cardWidth: 132, cardHeight: 150, cardGap: 12, cardInset: 16, cardPadding: 14, paddingX: 14,
      paddingY: 12, avatarSize: 40, textLeft: 66, authorGap: 3, authorLine: 20, bodyLine: 20, footerHeight: 44 };
    this.colors = ["#888888"];
    this.older = [];
    this.postCount = 0; // the posts shown (section headers aside): none is the empty list
    this.layout = { shape: "feed", emptyTitle: "", emptyHint: "" };
    this.pageSize = 20;
    this.end = false;
    this.version = 0;
    this.track = null; // the carousel's cards, moved sideways by the page
    this.cardCount = 0;
    this.moreCards = []; // the cards the row's trailer brings next
    this.trailer = null; // set by the page: the column past the last card
  }

  colour(i) { return this.colors[i % this.colors.length] || "#888"; }

  row(r) {
    const g = this.geometry, row = element("div", r.section ? "row section" : "row");
    row.style.height = px(r.height);
    row.dataset.id = r.id;
    // A section's header (list.layout sections): its title on the grouped background, as the app draws it.
    if (r.section) {
      const title = textIn("div", "title", r.author);
      Object.assign(title.style, { left: px(g.paddingX), right: px(g.paddingX), top: "0", lineHeight: px(r.height) });
      row.appendChild(title);
      return row;
    }
    const place = (e, style) => { Object.assign(e.style, style); row.appendChild(e); };
    const avatar = element("div", "avatar", r.initial);
    place(avatar, { left: px(g.paddingX), top: px(g.paddingY), width: px(g.avatarSize), height: px(g.avatarSize),
      lineHeight: px(g.avatarSize), background: this.colour(r.color) });
    place(textIn("div", "author", r.author), { left: px(g.textLeft), right: px(g.paddingX), top: px(g.paddingY), lineHeight: px(g.authorLine) });
    place(element("div", "time", r.time), { right: px(g.paddingX), top: px(g.paddingY + 1), lineHeight: px(g.authorLine) });
    let y = g.paddingY + g.authorLine + g.authorGap;
    for (const text of r.lines) {
      place(textIn("div", "line", text), { left: px(g.textLeft), right: px(g.paddingX), top: px(y), lineHeight: px(g.bodyLine) });
      y += g.bodyLine;
    }
    row.style.setProperty("--rule-left", px(g.textLeft));
    return row;
  }

  carousel(cards) {
    const g = this.geometry, carousel = element("div", "carousel");
    carousel.style.height = px(g.band);
    this.track = element("div", "track");
    this.cardCount = 0;
    this.appendCards(cards);
    if (this.trailer) this.track.appendChild(this.trailer.element);
    carousel.appendChild(this.track);
    return carousel;
  }

  // Cards after the last: nothing on screen moves (the app's appends too).
  appendCards(cards) {
    const g = this.geometry;
    for (const c of cards) {
      const i = this.cardCount, card = element("div", "card");
      Object.assign(card.style, { left: px(g.cardInset + i * (g.cardWidth + g.cardGap)), top: px(g.cardPadding),
        width: px(g.cardWidth), height: px(g.cardHeight) });
      const picture = element("div", "picture", c.initial);
      picture.style.background = this.colour(c.color);
      card.append(picture, element("div", "title", c.title), element("div", "number", "#" + (i + 1)));
      this.track.insertBefore(card, this.trailer?.element.parentElement === this.track ? this.trailer.element : null);
      this.cardCount += 1;
    }
  }

  // The trailer's load: the next page of cards; true when they were the row's last.
  loadCards() {
    this.appendCards(this.moreCards.splice(0, Math.max(1, this.geometry.cardPage | 0 || 8)));
    return this.moreCards.length === 0;
  }

  // The message's rows and cards in place of the ones shown (texts are indexes into its `strings`).
  show(message) {
    const s = message.strings, text = (i) => s[i] ?? "";
    const rows = message.rows.map(([id, height, author, time, initial, color, lines, section]) =>
      ({ id, height, author: text(author), time: text(time), initial: text(initial), color, lines: lines.map(text),
        section: section === 1 }));
    const card = ([id, title, initial, color]) => ({ id, title: text(title), initial: text(initial), color });
    const cards = message.cards.map(card);
    this.moreCards = (message.moreCards ?? []).map(card);
    this.geometry = { ...this.geometry, ...message.geometry };
    if (message.colors.length) this.colors = message.colors;
    this.pageSize = Math.max(1, message.pageSize | 0);
    this.end = !!message.end;
    this.version = message.version;
    // The list's shape (list.layout) and the words its layout shows, in the app's language.
    // The chat's pill words (one, few, many, other) and how the language counts; whether the footer shows (not in a chat).
    this.layout = { shape: message.layout ?? "feed", emptyTitle: message.emptyTitle ?? "", emptyHint: message.emptyHint ?? "",
      footer: message.footer ?? true, newMessages: message.newMessages ?? [], pluralRule: message.pluralRule ?? 0 };
    const held = Math.min(message.held, rows.length);
    this.older = rows.slice(held);
    this.postCount = rows.slice(0, held).filter((r) => !r.section).length;
    this.track = null;
    this.cardCount = 0;
    this.box.replaceChildren(...(this.geometry.band > 0 ? [this.carousel(cards)] : []), ...rows.slice(0, held).map((r) => this.row(r)));
  }

  // The footer's load: the next page of the older rows, as the app's footer would bring.
  loadOlder() {
    for (const r of this.older.splice(0, this.pageSize)) {
      this.box.appendChild(this.row(r));
      if (!r.section) this.postCount += 1;
    }
  }

  // The section headers' rows shown (list.layout sections): their tops in the content (the band included, measured
  // to the fraction of a pixel) and titles, top to bottom.
  sections() {
    const origin = this.box.getBoundingClientRect().top, tops = [], titles = [];
    for (const row of this.box.querySelectorAll(".row.section")) {
      tops.push(row.getBoundingClientRect().top - origin);
      titles.push(row.textContent);
    }
    return { tops, titles };
  }

  // The last row's id (null: none), and how many rows follow the row `id` (a chat's arrivals at its bottom).
  get lastId() { return this.box.lastElementChild?.dataset.id ?? null; }
  rowsAfter(id) {
    let n = 0;
    for (let row = this.box.querySelector(`[data-id="${id}"]`)?.nextElementSibling; row; row = row.nextElementSibling) n += 1;
    return n;
  }

  // Where a row starts in the content, to the fraction of a pixel (null: not shown).
  topOf(id) {
    const row = this.box.querySelector(`[data-id="${id}"]`);
    return row ? row.getBoundingClientRect().top - this.box.getBoundingClientRect().top : null;
  }

  // The first row whose bottom lies below content y, and its top: what the reader keeps in place.
  anchor(y) {
    const origin = this.box.getBoundingClientRect().top;
    for (const row of this.box.children) {
      const r = row.getBoundingClientRect();
      if (row.dataset.id && r.bottom - origin > y) return { id: row.dataset.id, top: r.top - origin };
    }
    return null;
  }

  // The cards' row's content width: 2 inset + n cardWidth + (n - 1) gap (the app's Carousel).
  get carouselContent() {
    const g = this.geometry, n = this.cardCount;
    return n > 0 ? 2 * g.cardInset + n * g.cardWidth + (n - 1) * g.cardGap : 0;
  }

  // What the page shows, for tests: rows ["carousel" | id, height], the cards' titles, the older rows left.
  get shown() {
    return { version: this.version, older: this.older.length, end: this.end,
      rows: [...this.box.children].map((r) => [r.dataset.id ? Number(r.dataset.id) : "carousel", r.getBoundingClientRect().height]),
      cards: this.track ? [...this.track.querySelectorAll(".card")].map((c) => c.querySelector(".title").textContent) : [],
      rowsHeight: this.box.getBoundingClientRect().height };
  }
}
