import RefreshEngine

/// The list's layout (`list.layout`, FeelExport+Layout) for the web module and its CSS: sticky
/// headers at the bar, a chat that keeps its scrollTop on prepend and its pill, the empty state,
/// a snapping pager of scroll containers under a tab strip.
extension FeelExport {
    /// The web module: sticky headers kept at the bar through a pull's transform, a chat that
    /// keeps scrollTop on prepend, an empty state, a short list's release, the tabs' pager.
    static func jsLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .tabs:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "tabs", titles: [\#(l.tabTitles)], stripHeight: \#(n(l.tabStripHeight)) };

            // Three lists side by side: `pager` holds the pages (its element children), each its own scroll container, so
            // each keeps its scrollTop while another shows; attachPullToRefresh and a footer go on each page as on a list of
            // its own. The pager scrolls sideways a page at a time (scroll-snap-type: x mandatory); overscroll-behavior-x:
            // contain keeps a swipe past the first or last page from going back in the browser's history, and each page's
            // overscroll-behavior-y keeps its pull from scrolling the document. A swipe is one axis: the browser's pan takes
            // the pager's or the page's, not both. `strip` gets a tab (a button) per title and an indicator whose left and
            // width are those of the two tabs the pager is between, lerped at its fractional page (scrollLeft over its
            // width); a tab's click scrolls the pager there, smoothly. The web has no bar shared across the pages' scrolls
            // (attachCollapsingHeader follows one container). Returns { selected, select(i), detach }.
            export function attachTabs(pager, strip, { titles = layout.titles, onSelect = null } = {}) {
              const pages = [...pager.children];
              pager.classList.add("tab-pager");
              Object.assign(pager.style, { display: "flex", overflowX: "auto", overflowY: "hidden", scrollSnapType: "x mandatory",
                                           overscrollBehaviorX: "contain" });
              for (const page of pages) {
                page.classList.add("tab-page");
                Object.assign(page.style, { flex: "0 0 100%", overflowY: "auto", scrollSnapAlign: "start", overscrollBehaviorY: "contain" });
              }
              const select = (i) => pager.scrollTo({ left: i * pager.clientWidth, behavior: "smooth" });
              const tabs = titles.map((title, i) => {
                const tab = document.createElement("button");
                tab.type = "button";
                tab.className = "tab";
                tab.setAttribute("role", "tab");
                tab.textContent = title;
                tab.addEventListener("click", () => select(i));
                return tab;
              });
              const indicator = document.createElement("div");
              indicator.className = "tab-indicator";
              indicator.style.cssText = "position:absolute;bottom:0;height:2px;background:currentColor";
              strip.classList.add("tab-strip");
              strip.setAttribute("role", "tablist");
              strip.style.position = "relative";
              strip.replaceChildren(...tabs, indicator);
              let selected = -1;
              const update = () => {
                const last = tabs.length - 1;
                const p = pager.clientWidth > 0 ? Math.min(Math.max(pager.scrollLeft / pager.clientWidth, 0), last) : 0;
                const i = Math.min(Math.floor(p), last), t = p - i;
                const a = tabs[i], b = tabs[Math.min(i + 1, last)];
                indicator.style.left = (a.offsetLeft + (b.offsetLeft - a.offsetLeft) * t) + "px";
                indicator.style.width = (a.offsetWidth + (b.offsetWidth - a.offsetWidth) * t) + "px";
                const now = Math.round(p);
                if (now === selected) return;
                selected = now;
                tabs.forEach((tab, j) => tab.setAttribute("aria-selected", String(j === now)));
                onSelect?.(now);
              };
              const resized = new ResizeObserver(update);
              resized.observe(pager);
              pager.addEventListener("scroll", update, { passive: true });
              update();
              return {
                get selected() { return selected; },
                select,
                detach() {
                  pager.removeEventListener("scroll", update);
                  resized.disconnect();
                },
              };
            }

            """#
        case .sections:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "sections", pinTop: \#(n(l.pinTop)), sectionHeight: \#(n(l.sectionHeight)) };

            // Day sections: each day's header is `position: sticky` in the scrolling container, its `top` the bar's bottom edge
            // (pinTop: a bar of that height laid over the container's top, as the app's; 0 for a bar outside it), so it pins
            // under the bar until its day ends and the next day's header pushes it up (a sticky element stays inside its
            // parent: give each day an element of its own). attachPullToRefresh moves `content` with a transform, also while a
            // refresh holds it open, and a sticky header inside it would hang that far below the bar: pinSectionHeaders takes
            // the transform off their `top` every frame, so they stay at the bar. Returns a detach function.
            export function pinSectionHeaders(container, content, { selector = ".section-header", top = layout.pinTop } = {}) {
              let frame = null;
              const update = () => {
                frame = requestAnimationFrame(update);
                const moved = new DOMMatrixReadOnly(getComputedStyle(content).transform).m42;
                for (const header of container.querySelectorAll(selector)) {
                  header.style.position = "sticky";
                  header.style.zIndex = "1";
                  header.style.top = (top - moved) + "px";
                }
              };
              update();
              return () => cancelAnimationFrame(frame);
            }

            """#
        case .chat:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "chat", followDuration: \#(n(l.followDuration)), pillCap: \#(l.pillCap) };

            /** The pill's words for `unseen` messages below (in \#(l.language.rawValue)), "\#(l.pillCap)+" past \#(l.pillCap). */
            export function newMessagesText(unseen) {
            \#(l.pillBody(.js, indent: "  "))
            }

            // A chat in `container` (the scrolling element) whose `list` holds the messages, oldest first: it opens at its end
            // (scrollTop = scrollHeight); the header's older messages go on top with scrollTop grown by the height they add, so
            // what is read stays still; new messages at the bottom are followed only when it showed its end, else `pill` (a
            // button over the list, hidden while nothing is unseen) counts them, and a tap on it scrolls there. overflow-anchor
            // is set to none: a browser's scroll anchoring may keep what is read in place by itself, where and when it anchors
            // (not every browser has it), and both together would move it twice. (flex-direction: column-reverse opens at the
            // end by itself, but its scrollTop runs from 0 at the end to negative values, and attachPullToRefresh pulls at
            // scrollTop 0: at the newest message.) attachPullToRefresh's held inset is a transform, not scroll space: as it
            // closes after a load the rows go back up by what it held (UIKit's inset closes above the offset and moves none).
            export function attachChat(container, list, { pill = null } = {}) {
              container.style.overflowAnchor = "none";
              let unseen = 0;
              const atEnd = () => container.scrollHeight - container.scrollTop - container.clientHeight <= 1;
              const toEnd = (smooth) => container.scrollTo({ top: container.scrollHeight, behavior: smooth ? "smooth" : "auto" });
              const show = () => {
                if (!pill) return;
                pill.hidden = unseen === 0;
                pill.textContent = newMessagesText(unseen);
              };
              const scrolled = () => { if (unseen > 0 && atEnd()) { unseen = 0; show(); } };
              const tapped = () => { toEnd(true); unseen = 0; show(); };
              container.addEventListener("scroll", scrolled, { passive: true });
              pill?.addEventListener("click", tapped);
              toEnd(false);
              show();
              return {
                get unseen() { return unseen; },
                /** The header's older messages (elements, oldest first) before the first, what is read kept still. */
                prepend(nodes) {
                  const before = container.scrollHeight;
                  list.prepend(...nodes);
                  container.scrollTop += container.scrollHeight - before;
                },
                /** New messages at the bottom: followed only from the end, else counted. */
                append(nodes) {
                  const follow = atEnd();
                  list.append(...nodes);
                  if (follow) toEnd(true);
                  else { unseen += nodes.length; show(); }
                },
                detach() {
                  container.removeEventListener("scroll", scrolled);
                  pill?.removeEventListener("click", tapped);
                },
              };
            }

            """#
        case .empty:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "empty", title: \#(l.emptyTitle), hint: \#(l.emptyHint) };

            // The empty list: its state (title and hint) in the rows' place, centred in what `container` shows; no footer. It
            // goes inside `content`, so a pull moves it as the rows would, and attachPullToRefresh still pulls the container.
            export function showEmptyState(container, content, { title = layout.title, hint = layout.hint } = {}) {
              const state = document.createElement("div");
              state.setAttribute("role", "status");
              state.style.cssText = "display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;gap:4px";
              state.style.minHeight = container.clientHeight + "px";
              const heading = document.createElement("strong");
              heading.textContent = title;
              const line = document.createElement("span");
              line.textContent = hint;
              state.append(heading, line);
              content.replaceChildren(state);
              return state;
            }

            """#
        case .short:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "short", footer: "\#(l.footerStyle.rawValue)", loadPush: \#(n(l.loadPush)) };

            // The short list's footer: the load is a release. A drag let go (pointerup) with `content` pushed up past
            // \#(l.footerStyle == .auto ? "where it rests" : "the footer's height") (attachPullToRefresh moves it with the tuned drag past the edge) loads, once per drag; showing
            // the footer never does. loadMore() returns a promise of false when nothing older is left: then no more data,
            // until reset() (call it when a refresh succeeds). Returns { state, reset, detach }.
            export function attachShortListFooter(container, content, loadMore) {
              let state = "idle", dragging = false;
              const down = () => { dragging = true; };
              const up = () => {
                if (!dragging) return;
                dragging = false;
                const pushed = -new DOMMatrixReadOnly(getComputedStyle(content).transform).m42;
                if (state !== "idle" || !(pushed > layout.loadPush)) return;
                state = "loading";
                Promise.resolve(loadMore()).then((more) => { state = more === false ? "noMoreData" : "idle"; }, () => { state = "idle"; });
              };
              const events = [["pointerdown", down], ["pointerup", up], ["pointercancel", up]];
              for (const [name, f] of events) container.addEventListener(name, f);
              return {
                get state() { return state; },
                reset() { if (state === "noMoreData") state = "idle"; },
                detach() { for (const [name, f] of events) container.removeEventListener(name, f); },
              };
            }

            """#
        }
    }

    /// CSS: the sticky header, the chat's scroll anchoring off and its pill, the empty state;
    /// the short list's footer has no CSS (its load is a release); the tabs' pager and strip.
    static func cssLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .tabs:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* The pager: a page at a time sideways, a swipe past its ends kept in it (no history navigation); each page its */
            /* own scroll container, so each keeps its scrollTop. The ES module's attachTabs fills the strip and moves its */
            /* indicator with the pager. */
            .tab-strip {
              position: relative;
              display: flex;
              height: \(n(l.tabStripHeight))px;
            }
            .tab {
              flex: 1;
            }
            .tab-indicator {
              position: absolute;
              bottom: 0;
              height: 2px;
            }
            .tab-pager {
              display: flex;
              overflow-x: auto;
              overflow-y: hidden;
              scroll-snap-type: x mandatory;
              overscroll-behavior-x: contain;
            }
            .tab-page {
              flex: 0 0 100%;
              overflow-y: auto;
              scroll-snap-align: start;
              overscroll-behavior-y: contain;
            }

            """
        case .sections:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* A day's header sticks to the top of the scrolling container at the bar's bottom edge, inside its day's element, */
            /* so the next day's header pushes it up. The ES module's pinSectionHeaders keeps it there while a pull moves the rows. */
            .section-header {
              position: sticky;
              top: \(n(l.pinTop))px;
              z-index: 1;
              min-height: \(n(l.sectionHeight))px;
            }

            """
        case .chat:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* A stylesheet cannot open a list at its end nor keep what is read when older messages go on top: the ES module's */
            /* attachChat does both, with the browser's scroll anchoring off (it would move the rows a second time). */
            .chat {
              overflow-y: auto;
              overflow-anchor: none;
            }
            /* The "N new messages" pill, over the chat's frame (position: relative). */
            .new-messages {
              position: absolute;
              left: 50%;
              bottom: \(n(l.pillMargin))px;
              transform: translateX(-50%);
              height: \(n(l.pillHeight))px;
              padding: 0 \(n(l.pillPadding))px;
              border-radius: \(n(l.pillHeight / 2))px;
            }

            """
        case .empty:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* The empty state: its title and hint centred in the rows' place, the container's height. */
            .empty-state {
              display: flex;
              flex-direction: column;
              align-items: center;
              justify-content: center;
              min-height: 100%;
              text-align: center;
            }

            """
        case .short:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* Not expressible in CSS: the short list's footer loads on a release, which a stylesheet does not see; the ES */
            /* module's attachShortListFooter does. */

            """
        }
    }
}
