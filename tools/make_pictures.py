#!/usr/bin/env python3
"""Renders the README's moving picture: a pull, a refresh and a fling, headless.

The gesture is a gesture script whose moves and waits are cut into frame-long steps with a
`screenshot` after each, so the frames are the app's own at exact times (15 per second); ImageMagick
joins them into an optimised, looping GIF. Usage: make_pictures.py BINARY OUTPUT.gif
"""
import os
import shutil
import subprocess
import sys
import tempfile

FPS = 12
STEP = 1.0 / FPS
SIZE = (360, 600)
# Pixels per point: the picture is small enough for a README and its text stays crisp.
SCALE = 0.8


class Script:
    """A gesture script that takes a screenshot every frame step."""

    def __init__(self, folder):
        self.folder = folder
        self.lines = []
        self.frames = 0
        self.x, self.y = 0.0, 0.0

    def shot(self):
        self.lines.append(f"screenshot {self.folder}/frame-{self.frames:04d}.png")
        self.frames += 1

    def wait(self, seconds):
        for _ in range(round(seconds * FPS)):
            self.lines.append(f"wait {STEP:.6f}")
            self.shot()

    def press(self, x, y):
        self.x, self.y = x, y
        self.lines.append(f"press {x},{y}")

    def move(self, x, y, seconds):
        """A steady move cut into frame steps (the script samples each step exactly)."""
        steps = max(1, round(seconds * FPS))
        x0, y0 = self.x, self.y
        for i in range(1, steps + 1):
            xi = x0 + (x - x0) * i / steps
            yi = y0 + (y - y0) * i / steps
            self.lines.append(f"move {xi:.2f},{yi:.2f} over {seconds / steps:.6f}")
            self.shot()
        self.x, self.y = x, y

    def release(self):
        self.lines.append("release")

    def fling(self, y_from, y_to, seconds):
        """A quick flick: too short to cut into frames, so one drag, then the frames of the coast."""
        self.lines.append(f"drag {SIZE[0] // 2},{y_from} -> {SIZE[0] // 2},{y_to} over {seconds}")


def main(binary, output):
    if shutil.which("convert") is None:
        print("make_pictures: ImageMagick's convert is not installed (make pictures installs it)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory(prefix="refreshdemo-pictures-") as folder:
        s = Script(folder)
        cx = SIZE[0] // 2
        s.wait(0.4)
        # Pull past the threshold: the arrow turns, the text says "Release to refresh".
        s.press(cx, 150)
        s.move(cx, 260, 0.6)
        s.move(cx, 390, 0.6)
        s.wait(0.3)
        s.release()
        # Refreshing, the result, the header closing and the banner.
        s.wait(2.6)
        # A fling up the list, its coast, and a fling back into the top edge: the bounce.
        s.fling(520, 200, 0.12)
        s.wait(1.6)
        s.fling(200, 560, 0.1)
        s.wait(1.8)
        s.lines.append("quit")
        script = os.path.join(folder, "picture.txt")
        with open(script, "w", encoding="utf-8") as f:
            f.write("\n".join(s.lines) + "\n")
        run = subprocess.run([binary, "--headless", "--no-initial-refresh", "--lang", "en", "--latency", "0.8-0.8",
                              "--size", f"{SIZE[0]}x{SIZE[1]}", "--fps", "60", "--seed", "7", "--scale", str(SCALE),
                              "--state-dir", os.path.join(folder, "state"), "--script", script],
                             capture_output=True, text=True)
        if run.returncode != 0:
            print(run.stderr, file=sys.stderr)
            print(f"make_pictures: {binary} exited {run.returncode}", file=sys.stderr)
            return 1
        frames = sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.startswith("frame-"))
        if len(frames) != s.frames:
            print(f"make_pictures: expected {s.frames} frames, the run wrote {len(frames)}", file=sys.stderr)
            return 1
        # One palette for every frame (no flicker between frames), then only what changed is kept.
        subprocess.run(["convert", "-delay", str(round(100 / FPS)), "-loop", "0", *frames,
                        "+dither", "-colors", "96", "-layers", "Optimize", output], check=True)
    print(f"make_pictures: {output} ({len(frames)} frames, {os.path.getsize(output) // 1024} KB)")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print("usage: make_pictures.py BINARY OUTPUT.gif", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
