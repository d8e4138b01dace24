#!/usr/bin/env bash
# The instruction count of the fling frames of `--bench` (engine frame + drawing, 1,320 frames
# at 60 fps over 100 rows, 1x unless SCALE is set), counted by callgrind: repeatable for the
# same binary whatever else the machine does (and whatever seed Swift would pick for its hashing),
# so two builds compare to the instruction.
#   tools/callgrind-fling.sh .build/release/RefreshDemo        # prints "Ir per fling frame: N"
#   TUNING=file.json tools/callgrind-fling.sh ...             # the same fling under that tuning file
#   SHARE=1 tools/callgrind-fling.sh ...                      # with the phone preview on and a page connected
set -euo pipefail
bin=${1:?usage: tools/callgrind-fling.sh BINARY}
scale=${SCALE:-1}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind reads Swift's debug info slowly and poorly: count a stripped copy.
cp "$bin" "$work/app" && strip -g "$work/app"
# The assets are found beside the binary or in the working folder: run from the package root.
# Swift seeds its hashing at random in each process, which moves a Dictionary's or a Set's work
# by a few hundred instructions a frame from run to run: one fixed seed makes the count exact.
run() {
  SWIFT_DETERMINISTIC_HASHING=1 REFRESHDEMO_ASSETS=${REFRESHDEMO_ASSETS:-$PWD/Assets} valgrind --tool=callgrind --callgrind-out-file="$work/out" \
    --toggle-collect='*timedFlingFrame*' "$work/app" --bench-fling --scale "$scale" ${TUNING:+--tuning "$TUNING"} \
    ${SHARE:+--share 127.0.0.1:0} >"$work/log" 2>&1
}
if [ -n "${SHARE:-}" ]; then
  # The app waits for a page before the fling: a client without a browser connects to the URL it prints.
  run & app=$!
  for _ in $(seq 1200); do grep -q 'Feel it on your phone: ' "$work/log" 2>/dev/null && break; sleep 0.1; done
  url=$(sed -n 's/.*Feel it on your phone: //p' "$work/log" | head -1)
  [ -n "$url" ] || { kill "$app" 2>/dev/null; cat "$work/log" >&2; exit 1; }
  python3 "$(dirname "$0")/share_client.py" "$url" >"$work/client" 2>&1 & client=$!
  wait "$app" || { kill "$client" 2>/dev/null; cat "$work/log" "$work/client" >&2; exit 1; }
  wait "$client" || true
  grep -q 'connected' "$work/client" || { cat "$work/client" >&2; exit 1; }
else
  run || { cat "$work/log" >&2; exit 1; }
fi
total=$(sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p' "$work/log")
[ -n "$total" ] && [ "$total" -gt 0 ] || { echo "callgrind-fling: nothing counted under timedFlingFrame" >&2; cat "$work/log" >&2; exit 1; }
echo "Ir per fling frame: $(( total / 1320 )) (total $total over 1320 frames, ${scale}x${SHARE:+, a page connected})"
