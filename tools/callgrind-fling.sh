#!/usr/bin/env bash
# The instruction count of the fling frames of `--bench` (engine frame + drawing, 1,320 frames
# at 60 fps over 100 rows, 1x unless SCALE is set), counted by callgrind: repeatable for the
# same binary whatever else the machine does, so two builds compare to the instruction.
#   tools/callgrind-fling.sh .build/release/RefreshDemo        # prints "Ir per fling frame: N"
#   TUNING=file.json tools/callgrind-fling.sh ...             # the same fling under that tuning file
set -euo pipefail
bin=${1:?usage: tools/callgrind-fling.sh BINARY}
scale=${SCALE:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind reads Swift's debug info slowly and poorly: count a stripped copy.
cp "$bin" "$work/app" && strip -g "$work/app"
# The assets are found beside the binary or in the working folder: run from the package root.
REFRESHDEMO_ASSETS=${REFRESHDEMO_ASSETS:-$PWD/Assets} valgrind --tool=callgrind --callgrind-out-file="$work/out" \
  --toggle-collect='*timedFlingFrame*' "$work/app" --bench-fling --scale "$scale" ${TUNING:+--tuning "$TUNING"} >"$work/log" 2>&1 \
  || { cat "$work/log" >&2; exit 1; }
total=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/log")
[ -n "$total" ] && [ "$total" -gt 0 ] || { echo "callgrind-fling: nothing counted under timedFlingFrame" >&2; cat "$work/log" >&2; exit 1; }
echo "Ir per fling frame: $(( total / 1320 )) (total $total over 1320 frames, ${scale}x)"
