#!/usr/bin/env python3
"""Sums a Chromium .cpuprofile's self time by function (name, script, line), largest first.

    cpuprofile_top.py PROFILE [--top N] [--all]

Each sample's time (its timeDelta to the next) goes to the function on top of the stack, and its count: under
Chromium's CPU throttling a sample's time also holds the pause the throttle made there, so the counts say
better where the work is. Only the
time under the page's requestAnimationFrame callback `frame` counts, unless --all: the gestures'
event handlers and the idle waits between them are not a frame's cost.
"""
import argparse, collections, json, sys

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("profile")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--all", action="store_true", help="every sample, not only those under frame()")
    args = parser.parse_args()
    with open(args.profile) as f:
        profile = json.load(f)
    nodes = {n["id"]: n for n in profile["nodes"]}
    parent = {}
    for n in profile["nodes"]:
        for c in n.get("children", []):
            parent[c] = n["id"]
    def key(n):
        cf = n["callFrame"]
        script = cf.get("url", "").rsplit("/", 1)[-1]
        return f'{cf["functionName"] or "(anonymous)"} {script}:{cf.get("lineNumber", -1) + 1}'.strip()
    in_frame = {}
    def under_frame(i):
        if i not in in_frame:
            n = nodes[i]
            in_frame[i] = (n["callFrame"]["functionName"] == "frame" and n["callFrame"].get("url", "").endswith("page.js")) \
                or (i in parent and under_frame(parent[i]))
        return in_frame[i]
    self_time, counts, total = collections.Counter(), collections.Counter(), 0.0
    samples, deltas = profile.get("samples", []), profile.get("timeDeltas", [])
    for k, node in enumerate(samples):
        dt = deltas[k + 1] if k + 1 < len(deltas) else 0
        if not args.all and not under_frame(node):
            continue
        self_time[key(nodes[node])] += dt
        counts[key(nodes[node])] += 1
        total += dt
    samples_in = sum(counts.values())
    print(f"{total / 1000:.1f} ms, {samples_in} samples {'in all' if args.all else 'under frame()'}")
    for name, us in self_time.most_common(args.top):
        print(f"{us / 1000:8.1f} ms {100 * us / max(total, 1):5.1f}% {counts[name]:6d} samples {100 * counts[name] / max(samples_in, 1):5.1f}%  {name}")
    return 0

if __name__ == "__main__":
    sys.exit(main())
