#!/usr/bin/env bash
# Runs every test of the built test bundle (swift build --build-tests first) in two shards at once,
# then says which failed. Exit status: 0 when both shards passed.
#
# Why two: most of the slow tests wait (a Chromium page's gestures in real time, a refresh's 0.6 s
# latency, a clean Debian root's install), so one run of them leaves this 2-core machine idle for
# most of its time. Shard A holds the classes that drive a real Chromium or the Debian root; shard B
# the rest and the Swift Testing suites. Each test already keeps to its own folder, display,
# compositor socket and Chromium profile, so the shards share nothing but the cores. The tests that
# judge timing as a user's machine delivers it (real X windows, a real compositor: how evenly a
# drag's reports come, when an idle gap ends a touchpad gesture) run after both, alone, with the
# cores to themselves. `swift test` cannot run twice at once (it locks .build), so the bundle is
# run itself, as `swift test` runs it.
#
# SHARDS=1 runs everything one class group after the other (as `swift test` would).
set -uo pipefail

bin=$(swift build --show-bin-path)
bundle="$bin/RefreshDemoPackageTests.xctest"
[[ -x "$bundle" ]] || { echo "run-tests: $bundle is not built (swift build --build-tests)" >&2; exit 2; }
logs=.build/test-logs
rm -rf "$logs" && mkdir -p "$logs"

classes=$("$bundle" --list-tests | grep '/' | sed 's|/.*||' | sort -u)
[[ -n "$classes" ]] || { echo "run-tests: $bundle lists no tests" >&2; exit 2; }
waiting='^Refresh[A-Za-z]*Tests\.(Phone[A-Za-z]*|ShareStartLineTests|Web(Export|PullToRefresh|ModuleModel)Tests|DebianPackageTests|ArtGIFDisposalTests)$'
timing='^Refresh[A-Za-z]*Tests\.(RealWindowTests|CompositorInputTests)$'
shard_a=$(grep -E "$waiting" <<<"$classes" | paste -sd, -)
shard_b=$(grep -vE "$waiting|$timing" <<<"$classes" | paste -sd, -)
alone=$(grep -E "$timing" <<<"$classes" | paste -sd, -)

# A group of classes (comma-separated; none: nothing to run, not the bundle's every test).
run_set() {
    [[ -z "$1" ]] || "$bundle" "$1"
}
# Shard B's classes, then the Swift Testing suites whatever the classes did.
run_b() {
    run_set "$shard_b"; local x=$?
    "$bundle" --testing-library swift-testing; local y=$?
    return $((x || y))
}

if [[ "${SHARDS:-2}" == 1 ]]; then
    run_set "$shard_a"; a=$?
    run_b; b=$?
else
    echo "run-tests: shard A (Chromium, the Debian root) runs beside this one; its log: $logs/shard-a.log, shown when it ends"
    run_set "$shard_a" >"$logs/shard-a.log" 2>&1 &
    pid=$!
    run_b 2>&1 | tee "$logs/shard-b.log"; b=${PIPESTATUS[0]}
    wait "$pid"; a=$?
    echo "run-tests: shard A's log ($logs/shard-a.log):"
    cat "$logs/shard-a.log"
fi
echo "run-tests: the real windows and the compositor, alone"
run_set "$alone" 2>&1 | tee "$logs/alone.log"; c=${PIPESTATUS[0]}

verdict() { ((${1} == 0)) && echo passed || echo "FAILED (exit $1)"; }
echo "run-tests: shard A $(verdict $a), shard B $(verdict $b), alone $(verdict $c)"
if ((a != 0 || b != 0 || c != 0)); then
    grep -hE "error: |failed \(|✘" "$logs"/*.log 2>/dev/null | head -40
    exit 1
fi
