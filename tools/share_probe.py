#!/usr/bin/env python3
"""A phone for `refreshdemo --share`'s tests: a real headless Chromium, emulating a touch screen
at a device pixel ratio, opens the printed URL and is dragged, flung and pulled with
Input.dispatchTouchEvent (DevTools protocol over --remote-debugging-pipe, standard library only).

    share_probe.py URL --dpr 2 [--size 390x800] [--wait-version N] [--bar-report] [--until-gone [--gone-shot PNG]]
    share_probe.py URL --throttle 4 --dpr 3 --size 390x844 --gestures fling,fling,fling [--profile OUT.cpuprofile]

Prints one JSON line per gesture: {"gesture": name, "startOffset": pt, "endOffset": pt, "sent": samples,
"inset": pt, "startCarouselX": pt, "endCarouselX": pt, "floorOpen": bool} (gestures: pull, drag, fling,
doubleflick: two flicks, the second while the list still flies, sideways: a flick on the carousel, diagonal: a
drag on the carousel as far up as sideways (the list's), nudge/nudgeback/dragback: 50 pt up, 50 and 190 pt back, longpull: far past the top, floorup: a pull up on the open second floor, sent to the app too) (where the page's list was before and once it came to rest, under the app's top bar of
`inset`); a pull's and a long pull's line also has "timeline": [[ms after the press, offset, kind], ...], the page's
offset over time in its events' clock (kind 0: set by an event, held until the next point; 1: a
motion, sampled each ms), "header": {"points": [[ms, kind, y, clipTop, clipBottom, over], ...], "states": [[ms, from, to],
...]}, where the MJ header is placed at the same points and the header machine's transitions, and "held" and
"settled": the page's control at the end of the pull and at rest while refreshing ({kind, state, top: a still list's
circle, ticks, ticksTop: Cupertino's, settled, header: the MJ header as placed and as laid out}); every gesture's line
and --feed's have "layout": the list layout drawn ({shape, sticky: {title, y, height}, empty: {title, hint, centerY}}), and, with
--wait-version, waits until the page has applied that tuning version and prints
{"applied": N}. Exits 2 when Chromium is missing, 1 on a failure (one line on stderr).
"""
import argparse, fcntl, json, os, shutil, subprocess, sys, tempfile, time

class Chromium:
    def __init__(self, binary):
        self.profile = tempfile.mkdtemp(prefix="share-probe-")
        r_in, self.w_in = os.pipe()   # we write commands: Chromium reads fd 3
        self.r_out, w_out = os.pipe() # Chromium writes answers on fd 4
        # Above 10 first, so that placing them on 3 and 4 cannot overwrite one with the other.
        r_in, w_out = fcntl.fcntl(r_in, fcntl.F_DUPFD, 10), fcntl.fcntl(w_out, fcntl.F_DUPFD, 10)
        def fds():
            os.dup2(r_in, 3); os.dup2(w_out, 4)
        self.proc = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--remote-debugging-pipe",
             "--user-data-dir=" + self.profile, "about:blank"],
            pass_fds=(3, 4, r_in, w_out), preexec_fn=fds, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(r_in); os.close(w_out)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.errors = []  # the page's uncaught exceptions and console errors, for a failure's line

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.w_in, json.dumps(message).encode() + b"\0")
        while True:
            answer = self.read()
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    raise RuntimeError(f"{method}: {answer['error']}")
                return answer.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.r_out, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed its pipe")
            self.buffer += chunk
        line, self.buffer = self.buffer.split(b"\0", 1)
        message = json.loads(line)
        if message.get("method") == "Runtime.exceptionThrown":
            details = message["params"]["exceptionDetails"]
            self.errors.append(details.get("exception", {}).get("description") or details.get("text", "an exception"))
        elif message.get("method") == "Runtime.consoleAPICalled" and message["params"].get("type") == "error":
            self.errors.append(" ".join(str(a.get("value", a.get("description", ""))) for a in message["params"]["args"]))
        return message

    def evaluate(self, expression):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        return r.get("result", {}).get("value")

    def wait_for(self, expression, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.evaluate(expression):
                return True
            time.sleep(0.02)
        said = f" (the page said: {' | '.join(self.errors[-3:])})" if self.errors else ""
        raise RuntimeError(f"timed out waiting for {expression}{said}")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

def touch(browser, kind, x, y, t):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
    browser.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points, "timestamp": t})

def gesture(browser, name, start, end, duration, hold=0.0, steps_per_second=120):
    """A finger from start to end (x, y) in `duration` s, then held `hold` s, then lifted."""
    begin = browser.evaluate("window.sharePage.offset")
    begin_x = browser.evaluate("window.sharePage.carouselX")
    haptics_before = browser.evaluate("(window.sharePage.haptics || []).length")  # none on a page from before the haptics
    vibrations_before = browser.evaluate("(window.vibrations || []).length")
    feed_version = browser.evaluate("window.sharePage.feed.version")
    t = time.time()
    touch(browser, "touchStart", *start, t)
    steps = max(2, int(duration * steps_per_second))
    for i in range(1, steps + 1):
        f = i / steps
        touch(browser, "touchMove", start[0] + (end[0] - start[0]) * f, start[1] + (end[1] - start[1]) * f, t + duration * f)
    if hold:
        touch(browser, "touchMove", *end, t + duration + hold)
    held = browser.evaluate("window.sharePage.control")
    if held and held.get("kind") == "mj":  # MJRefresh's header as laid out once a frame has drawn the last move
        held["header"] = browser.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => "
                                          "done(window.sharePage.control.header))))")
    held_trailer = browser.evaluate("window.sharePage.trailer")
    if gesture.shots:
        shoot(browser, os.path.join(gesture.shots, name + "-held.png"))
    touch(browser, "touchEnd", *end, t + duration + hold + 1 / steps_per_second)
    loading = None
    if name == "sidepull":  # the trailer released past its width: the row holds it in view while it loads (0.25 s in)
        browser.wait_for("window.sharePage.trailer.state === 'refreshing'", timeout=5)
        time.sleep(0.4)
        loading = browser.evaluate("({ ...window.sharePage.trailer, x: window.sharePage.carouselX })")
    settled = None
    if held and held.get("top") is not None:  # a still list's circle: where it comes to rest while refreshing
        try:
            browser.wait_for("window.sharePage.control.settled", timeout=5)
            settled = browser.evaluate("window.sharePage.control")
            if gesture.shots:
                shoot(browser, os.path.join(gesture.shots, name + "-refreshing.png"))
        except RuntimeError:
            settled = None
    elif held and held.get("kind") == "mj" and name == "pull":  # MJRefresh's header held open while refreshing
        browser.wait_for("window.sharePage.control.state !== 'refreshing' || window.sharePage.motion === null", timeout=5)
        now = browser.evaluate("window.sharePage.control")
        settled = now if now.get("state") == "refreshing" else None
    browser.wait_for("window.sharePage.resting && window.sharePage.sent > %d" % gesture.count)
    gesture.count += 1
    if name == "pull":
        # The app plays the pull once the page sent it, and its refresh's new rows come to the page after: the next
        # gesture waits for them, or they would land in its middle (the page keeps the reader's row in place, the
        # app's list takes them at rest). A refresh with nothing new sends no rows: then it goes on after 10 s.
        try:
            browser.wait_for("window.sharePage.feed.version > %d && window.sharePage.resting" % feed_version, timeout=10)
        except RuntimeError:
            pass
    line = {"gesture": name, "startOffset": begin, "endOffset": browser.evaluate("window.sharePage.offset"),
            "sent": browser.evaluate("window.sharePage.lastSamples"), "inset": browser.evaluate("window.sharePage.inset"),
            "startCarouselX": begin_x, "endCarouselX": browser.evaluate("window.sharePage.carouselX"),
            "floorOpen": browser.evaluate("window.sharePage.floorOpen"), "bar": browser.evaluate("window.sharePage.bar"),
            "trailer": browser.evaluate("window.sharePage.trailer")}
    if name in ("pull", "longpull"):
        line["timeline"] = browser.evaluate("window.sharePage.timeline")
        line["header"] = browser.evaluate("window.sharePage.headerTimeline")
    # The haptics the page played in this gesture ([kind, ms after its press]), navigator.vibrate's calls meanwhile
    # (--spy-vibrate) and what the page's live region says now.
    line["haptics"] = browser.evaluate("(window.sharePage.haptics || []).slice(%d)" % haptics_before)
    line["vibrations"] = browser.evaluate("(window.vibrations || []).length") - vibrations_before
    line["live"] = browser.evaluate("window.sharePage.live")
    line["held"] = held
    line["heldTrailer"] = held_trailer
    line["loading"] = loading
    line["settled"] = settled
    line["layout"] = browser.evaluate("window.sharePage.layout")
    line["tabs"] = browser.evaluate("window.sharePage.tabs")
    print(json.dumps(line), flush=True)
gesture.count = 0
gesture.shots = None

def chat_step(browser, name):
    """The list layouts' steps that are no drag of their own: open (where the list rests once the feed came), arrival
    (waits for the app's next chat message on the page, and the page to rest), settle (2.5 s of nothing: whether the
    footer loaded by itself), tappill (a tap on the chat's pill once it shows), older (a pull at a chat's top, then
    the app's older messages: "kept", the reader's row on the window just before and after they came). Each prints a line
    {"gesture": name, "offset", "maxOffset", "layout", "footer", "posts": the post rows' ids} and its own fields."""
    extra = {}
    if name == "arrival":
        version = browser.evaluate("window.sharePage.feed.version")
        browser.wait_for("window.sharePage.feed.version > %d" % version, timeout=20)
        browser.wait_for("window.sharePage.resting", timeout=10)
    elif name == "settle":
        time.sleep(2.5)
        browser.wait_for("window.sharePage.resting", timeout=10)
    elif name == "tappill":
        browser.wait_for("window.sharePage.layout && window.sharePage.layout.pill !== null", timeout=20)
        extra["pill"] = browser.evaluate("window.sharePage.layout.pill")
        x, y = browser.evaluate("""(() => { const r = document.getElementById("pill").getBoundingClientRect();
                                   return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; })()""")
        t = time.time()
        touch(browser, "touchStart", x, y, t)
        touch(browser, "touchEnd", x, y, t + 0.08)
        browser.wait_for("window.sharePage.resting && window.sharePage.sent > %d" % gesture.count)
        gesture.count += 1
    elif name == "older":
        first = browser.evaluate("window.sharePage.feed.rows.find((r) => r[0] !== 'carousel')[0]")
        gesture(browser, "pull", (200, 200), (200, 600), 0.5, 0.1)
        browser.wait_for("window.sharePage.feed.rows.find((r) => r[0] !== 'carousel')[0] !== %d && window.sharePage.resting" % first,
                         timeout=30)
        # The reader's row across the message that put the older ones on top (the page's own measure, then).
        extra["id"], extra["kept"] = first, browser.evaluate("window.sharePage.kept")
    else:
        browser.wait_for("window.sharePage.resting", timeout=10)
    line = {"gesture": name, "offset": browser.evaluate("window.sharePage.offset"), "maxOffset": browser.evaluate("window.sharePage.maxOffset"),
            "layout": browser.evaluate("window.sharePage.layout"), "footer": browser.evaluate("window.sharePage.footer"),
            "posts": browser.evaluate("window.sharePage.feed.rows.filter((r) => r[0] !== 'carousel' && r[0] > 0).map((r) => r[0])")}
    line.update(extra)
    print(json.dumps(line), flush=True)

def tabs_step(browser, name):
    """The tabs layout's steps that are no list gesture: tabmid (a sideways drag held half way: "mid", the strip as
    drawn then, read a frame after the last move; then lifted) and tabtapN (a tap on the strip's tab N, from 0). Each
    prints {"gesture": name, "tabs": the page's tabs once it rests, "offset"} and its own fields."""
    extra = {}
    if name == "tabmid":
        t = time.time()
        touch(browser, "touchStart", 330, 450, t)
        for i in range(1, 37):
            touch(browser, "touchMove", 330 - 150 * i / 36, 450, t + 0.3 * i / 36)
        touch(browser, "touchMove", 180, 450, t + 0.4)
        extra["mid"] = browser.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => "
                                        "done(window.sharePage.tabs))))")
        touch(browser, "touchEnd", 180, 450, t + 0.41)
        browser.wait_for("window.sharePage.resting && window.sharePage.sent > %d" % gesture.count)
        gesture.count += 1
    else:
        index = int(name[len("tabtap"):])
        x, y = browser.evaluate("""(() => { const r = document.querySelectorAll("#tabs button")[%d].getBoundingClientRect();
                                   return [(r.left + r.right) / 2, (r.top + r.bottom) / 2]; })()""" % index)
        t = time.time()
        touch(browser, "touchStart", x, y, t)
        touch(browser, "touchEnd", x, y, t + 0.08)
        browser.wait_for("window.sharePage.tabs.shown === %d && window.sharePage.resting" % index, timeout=10)
    line = {"gesture": name, "tabs": browser.evaluate("window.sharePage.tabs"), "offset": browser.evaluate("window.sharePage.offset")}
    line.update(extra)
    print(json.dumps(line), flush=True)

def shoot(browser, path):
    import base64
    with open(path, "wb") as out:
        out.write(base64.b64decode(browser.send("Page.captureScreenshot", {"format": "png"})["data"]))

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("url")
    parser.add_argument("--dpr", type=float, default=2)
    parser.add_argument("--size", default="390x800", metavar="WxH",
                        help="the emulated screen in CSS px (a phone's, 390x844, for --throttle; give the app the same --size)")
    parser.add_argument("--wait-version", type=int, default=0)
    parser.add_argument("--gestures", default="pull,drag,fling")
    parser.add_argument("--change-during-fling", type=int, default=0, metavar="VERSION",
                        help="fling, say {\"flinging\": ...}, wait until the page applied VERSION while it still moves, "
                             "then say whether the motion kept its numbers")
    parser.add_argument("--wait-feed", type=int, default=0, metavar="VERSION",
                        help="after the gestures, wait until the page shows feed VERSION and print it")
    parser.add_argument("--shots", metavar="DIR", help="save a screenshot of each gesture held before its lift (and a still list's refresh); "
                        "for looking, not measuring: while a screenshot is taken with the finger down, Chromium's device emulation "
                        "reports one move at the position divided by --dpr (use --dpr 1 to keep the gesture whole)")
    parser.add_argument("--screenshot", metavar="PNG", help="save what the page shows once the app's feed came")
    parser.add_argument("--feed", action="store_true", help="print the rows the page shows (ids, heights, texts) once the app's feed came")
    parser.add_argument("--throttle", type=float, default=0, metavar="RATE",
                        help="slow Chromium's CPU RATE times (a mid-range phone is about 4 at --dpr 3) and, after each gesture, "
                             "print what the page's frames cost its main thread (script: frames, mean and longest ms)")
    parser.add_argument("--profile", metavar="OUT",
                        help="record Chromium's sampling CPU profile (every 100 us) over the gestures into OUT "
                             "(a .cpuprofile; tools/cpuprofile_top.py sums its self time by function)")
    parser.add_argument("--fit", action="store_true", help="print how many of the rows' lines overflow once the app's fonts loaded")
    parser.add_argument("--spy-vibrate", action="store_true",
                        help="give the page a navigator.vibrate that counts its calls (a desktop Chromium has none)")
    parser.add_argument("--report", action="store_true", help="print what the page shows and how it stops the browser's own gestures")
    parser.add_argument("--bar-report", action="store_true",
                        help="print the bar's title as shown, the most the small title showed under a bar that is not plain "
                             "from the page's load on, and where the badge is against the rows' times and the bar")
    parser.add_argument("--until-gone", action="store_true",
                        help="print {\"connected\": true}, wait until the page says the app is gone and print its words, then "
                             "wait until it is back and print {\"back\": ...}")
    parser.add_argument("--gone-shot", metavar="PNG", help="with --until-gone: save what the page shows while the app is gone")
    args = parser.parse_args()
    binary = next((b for b in ("/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome") if os.access(b, os.X_OK)), None)
    if not binary:
        print("share_probe: chromium is not installed", file=sys.stderr)
        return 2
    browser = Chromium(binary)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        browser.session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        browser.send("Runtime.enable")
        width, height = (int(n) for n in args.size.lower().split("x"))
        browser.send("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": args.dpr, "mobile": True})
        browser.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        if args.throttle:
            browser.send("Emulation.setCPUThrottlingRate", {"rate": args.throttle})
        if args.bar_report:
            # From the page's first frame on: the most the small title showed while the bar was not the plain one
            # (at the list's top every other bar hides it).
            browser.send("Page.enable")
            browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": """
              window.smallTitleSeen = 0;
              (function watch() {
                const bar = document.getElementById("bar"), small = bar && bar.querySelector(".small");
                if (small && bar.dataset.kind && bar.dataset.kind !== "plain" && small.textContent)
                  window.smallTitleSeen = Math.max(window.smallTitleSeen, Number(getComputedStyle(small).opacity));
                requestAnimationFrame(watch);
              })();"""})
        if args.spy_vibrate:
            browser.send("Page.enable")
            browser.send("Page.addScriptToEvaluateOnNewDocument", {"source": """
              window.vibrations = [];
              navigator.vibrate = (pattern) => { window.vibrations.push(performance.now()); return true; };"""})
        browser.send("Page.navigate", {"url": args.url})
        # The tuning and the app's rows: the app lays its rows out a few a frame, so they may come after the tuning.
        browser.wait_for("window.sharePage && window.sharePage.applied > 0 && window.sharePage.connected "
                         "&& window.sharePage.feed.version > 0", timeout=60)
        shapes = {
            "drag": ((200, 600), (200, 400), 0.4, 0.3),   # slow, held still before the lift: no fling
            "nudge": ((200, 600), (200, 540), 0.4, 0.3),  # 50 pt past the slop, held: a bar half collapsed
            "nudgeback": ((200, 540), (200, 600), 0.4, 0.3),  # 50 pt back towards the top, held: a floating bar comes back
            "dragback": ((200, 400), (200, 600), 0.4, 0.3),   # 190 pt back towards the top, held
            "fling": ((200, 650), (200, 350), 0.12, 0.0),
            "pull": ((200, 200), (200, 600), 0.5, 0.1),   # at the top, past it: a refresh
            "longpull": ((200, 150), (200, 700), 0.5, 0.1),  # at the top, far past it: with header.twoLevel, the floor
            "tabswipe": ((340, 450), (60, 456), 0.2, 0.0),  # list.layout tabs: a flick right to left, to the next tab
            "tabback": ((60, 450), (340, 456), 0.2, 0.0),   # and left to right, to the one before
        }
        if args.report:
            print(json.dumps(browser.evaluate("""(() => {
              const list = getComputedStyle(document.getElementById("list"));
              return { lang: document.documentElement.lang, dark: document.body.classList.contains("dark"),
                       status: document.getElementById("status").textContent,
                       control: document.getElementById("control").textContent,
                       touchAction: list.touchAction, overscroll: getComputedStyle(document.documentElement).overscrollBehaviorY,
                       listOverscroll: list.overscrollBehaviorY,
                       fills: Math.abs(document.getElementById("list").clientHeight - innerHeight) < 1,
                       coreLoadMs: window.sharePage.coreLoadMs };
            })()""")), flush=True)
        if args.bar_report:
            browser.wait_for("window.sharePage.resting")
            print(json.dumps(browser.evaluate("""(() => {
              const bar = document.getElementById("bar"), small = bar.querySelector(".small"), badge = document.getElementById("badge");
              const b = badge.getBoundingClientRect(), r = bar.getBoundingClientRect();
              const covered = [...document.querySelectorAll(".row .time")].filter((t) => {
                const x = t.getBoundingClientRect();
                return x.width > 0 && x.left < b.right && b.left < x.right && x.top < b.bottom && b.top < x.bottom;
              }).length;
              return { kind: bar.dataset.kind, smallTitle: small.textContent, smallOpacity: Number(getComputedStyle(small).opacity),
                       smallTitleSeen: window.smallTitleSeen, badge: badge.textContent,
                       badgeRect: [b.left, b.top, b.right, b.bottom], barRect: [r.left, r.top, r.right, r.bottom],
                       timesUnderBadge: covered, times: document.querySelectorAll(".row .time").length };
            })()""")), flush=True)
        if args.until_gone:
            print(json.dumps({"connected": True}), flush=True)
            browser.wait_for("window.sharePage.gone !== null", timeout=120)
            if args.gone_shot:
                shoot(browser, args.gone_shot)
            print(json.dumps({"gone": browser.evaluate("window.sharePage.gone"),
                              "connected": browser.evaluate("window.sharePage.connected")}), flush=True)
            browser.wait_for("window.sharePage.connected && window.sharePage.gone === null", timeout=120)
            print(json.dumps({"back": True, "applied": browser.evaluate("window.sharePage.applied"),
                              "badge": browser.evaluate("document.getElementById('badge').textContent")}), flush=True)
        if args.fit:
            # With the app's fonts loaded, how many of the rows' lines are wider than the room the app wrapped them to.
            browser.wait_for("window.sharePage.feed.version > 0")
            print(json.dumps(browser.evaluate("""(async () => {
              await document.fonts.ready;
              await Promise.all(["400 15px RefreshDemo", "600 15px RefreshDemo", "15px 'RefreshDemo Han'",
                                 "15px 'RefreshDemo Hangul'"].map((f) => document.fonts.load(f, "王가A")));
              const lines = [...document.querySelectorAll(".row > div")].filter((d) => d.textContent.length > 0);
              const over = lines.filter((d) => d.scrollWidth > d.clientWidth + 1).map((d) => d.textContent);
              const range = document.createRange();
              const widest = Math.max(0, ...lines.map((d) => { range.selectNodeContents(d); return range.getBoundingClientRect().width - d.clientWidth; }));
              return { lines: lines.length, over, widest, fonts: [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family) };
            })()""")), flush=True)
        if args.feed:
            browser.wait_for("window.sharePage.feed.version > 0")
            print(json.dumps({"feed": browser.evaluate("window.sharePage.feed"), "layout": browser.evaluate("window.sharePage.layout"),
                              "text": browser.evaluate("document.getElementById('rows').innerText.slice(0, 4000)")}), flush=True)
        gesture.shots = args.shots
        if args.screenshot:
            browser.wait_for("window.sharePage.feed.version > 0")
            shoot(browser, args.screenshot)
        if args.profile:
            browser.send("Profiler.enable")
            browser.send("Profiler.setSamplingInterval", {"interval": 100})
            browser.send("Profiler.start")
        for name in [g for g in args.gestures.split(",") if g]:
            if name in ("open", "arrival", "settle", "tappill", "older"):
                chat_step(browser, name)
                continue
            if name == "tabmid" or name.startswith("tabtap"):
                tabs_step(browser, name)
                continue
            if name == "floorup":  # a pull up on the open second floor: it closes (the page sends no gesture)
                browser.wait_for("window.sharePage.floorOpen && new DOMMatrix(getComputedStyle("
                                 "document.getElementById('floor')).transform).m42 > -0.5")
                t = time.time()
                touch(browser, "touchStart", 200, 600, t)
                for i in range(1, 13):
                    touch(browser, "touchMove", 200, 600 - 30 * i, t + i / 120)
                touch(browser, "touchEnd", 200, 240, t + 13 / 120)
                browser.wait_for("!window.sharePage.floorOpen")
                # The page sends the floor's gesture to the app, which closes its own floor with it.
                browser.wait_for("window.sharePage.resting && window.sharePage.sent > %d" % gesture.count)
                gesture.count += 1
                print(json.dumps({"gesture": name, "floorOpen": browser.evaluate("window.sharePage.floorOpen"),
                                  "endOffset": browser.evaluate("window.sharePage.offset"),
                                  "timeline": browser.evaluate("window.sharePage.timeline")}), flush=True)
                continue
            if name == "doubleflick":  # a flick, and a second the same way while the list still flies: momentum carries
                begin = browser.evaluate("window.sharePage.offset")
                for stroke in range(2):
                    t = time.time()
                    touch(browser, "touchStart", 200, 650, t)
                    for i in range(1, 13):
                        touch(browser, "touchMove", 200, 650 - 25 * i, t + i / 120)
                    touch(browser, "touchEnd", 200, 350, t + 13 / 120)
                    if stroke == 0:
                        browser.wait_for("window.sharePage.motion !== null")
                        time.sleep(0.15)
                browser.wait_for("window.sharePage.resting && window.sharePage.sent > %d" % gesture.count)
                gesture.count += 1
                print(json.dumps({"gesture": name, "startOffset": begin, "endOffset": browser.evaluate("window.sharePage.offset"),
                                  "sent": browser.evaluate("window.sharePage.lastSamples"),
                                  "bar": browser.evaluate("window.sharePage.bar")}), flush=True)
                continue
            if name in ("sideways", "sideflick", "sidestep", "sidepull", "diagonal"):  # on the carousel, right to left: its cards move, the list does not
                box = browser.evaluate("""(() => { const r = document.querySelector(".carousel").getBoundingClientRect();
                                          return [r.top, r.bottom]; })()""")
                y = (box[0] + box[1]) / 2
                if not 80 < y < 760:
                    raise RuntimeError(f"the carousel is off screen (at {y})")
                shapes["sideways"] = ((340, y), (100, y + 12), 0.15, 0.0)  # a flick to the end
                shapes["sideflick"] = ((300, y), (250, y + 4), 0.1, 0.0)   # a short flick that stops before the end
                shapes["sidestep"] = ((300, y), (200, y), 0.4, 0.3)        # a drag held still: no fling
                shapes["sidepull"] = ((350, y), (50, y), 0.6, 0.2)         # at the row's end: past the trailer, held
                shapes["diagonal"] = ((300, y), (200, y - 100), 0.3, 0.2)  # |dx| = |dy| all the way: the list's, up
            start, end, duration, hold = shapes[name]
            if args.throttle:
                browser.evaluate("window.sharePage.frameCost.reset()")
            gesture(browser, name, start, end, duration, hold)
            if args.throttle:
                cost = browser.evaluate("window.sharePage.frameCost.get()")
                print(json.dumps({"frameCost": name, "frames": cost["frames"], "meanMs": cost["totalMs"] / max(cost["frames"], 1),
                                  "maxMs": cost["maxMs"]}), flush=True)
        if args.profile:
            with open(args.profile, "w") as out:
                json.dump(browser.send("Profiler.stop")["profile"], out)
            print(json.dumps({"profile": args.profile}), flush=True)
        if args.change_during_fling:
            t = time.time()
            touch(browser, "touchStart", 200, 700, t)
            for i in range(1, 13):
                touch(browser, "touchMove", 200, 700 - 40 * i, t + i / 120)
            touch(browser, "touchEnd", 200, 220, t + 13 / 120)
            browser.wait_for("window.sharePage.motion !== null")
            before = browser.evaluate("window.sharePage.motion")
            print(json.dumps({"flinging": before}), flush=True)
            browser.wait_for("window.sharePage.applied >= %d" % args.change_during_fling, timeout=60)
            during = browser.evaluate("window.sharePage.motion")
            browser.wait_for("window.sharePage.motion === null", timeout=60)
            print(json.dumps({"before": before, "during": during, "endOffset": browser.evaluate("window.sharePage.offset")}), flush=True)
        if args.wait_feed:
            browser.wait_for("window.sharePage.feed.version >= %d && window.sharePage.resting" % args.wait_feed, timeout=60)
            print(json.dumps({"feed": browser.evaluate("window.sharePage.feed"), "offset": browser.evaluate("window.sharePage.offset"),
                              "layout": browser.evaluate("window.sharePage.layout"),
                              "text": browser.evaluate("document.getElementById('rows').innerText.slice(0, 4000)")}), flush=True)
        if args.wait_version:
            browser.wait_for("window.sharePage.applied >= %d" % args.wait_version, timeout=60)
            print(json.dumps({"applied": browser.evaluate("window.sharePage.applied")}), flush=True)
        return 0
    except Exception as error:
        print(f"share_probe: {error}", file=sys.stderr)
        return 1
    finally:
        browser.close()

if __name__ == "__main__":
    sys.exit(main())
