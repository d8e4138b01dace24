// The page's link to the app: when the WebSocket closes (the app stopped sharing, or quit) the page says so plainly
// over the list, in the app's language (the state's texts.gone), with what to do, and tries again by itself: after
// 0.5 s, then twice as long each time up to 5 s. The app keeps its URL for its whole run, so a restarted preview
// (Shift+S twice, the Share button) takes the page back as soon as it answers; the notice goes on the next open.
const firstDelay = 500, longestDelay = 5000;
const fallback = "RefreshDemo has stopped sharing. Start the phone preview again on the computer (Shift+S or the Share button) "
  + "and this page comes back by itself. If RefreshDemo was closed, open the new address it shows.";

export class Link {
  constructor(notice) {
    this.notice = notice;
    this.failures = 0;
  }

  // The socket opened: the app is there.
  opened() {
    this.failures = 0;
    this.notice.hidden = true;
  }

  // The socket closed or never opened: shows the notice and returns how long to wait before the next try (ms).
  closed(text) {
    this.notice.querySelector("p").textContent = text || fallback;
    this.notice.hidden = false;
    const delay = Math.min(firstDelay * 2 ** this.failures, longestDelay);
    this.failures += 1;
    return delay;
  }

  // What the page shows of it now (null: nothing, the app is there).
  get shown() { return this.notice.hidden ? null : this.notice.querySelector("p").textContent; }
}
