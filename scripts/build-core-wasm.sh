#!/usr/bin/env bash
# The engine's scroll core for the page: the same RefreshPhysics and RefreshEngine files the app
# builds (Scrolling, and the Tuning it reads), compiled by the installed toolchain's Embedded Swift
# for wasm32 with the exports in wasm/*.swift, linked by its wasm-ld with wasm/runtime.c. Nothing is
# downloaded. Writes Assets/Share/core.wasm (not in git: a build product the page and the .deb take).
# Usage: scripts/build-core-wasm.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-Assets/Share/core.wasm}
toolchain=$(dirname "$(readlink -f "$(command -v swiftc)")")
work=.build/wasm
mkdir -p "$work"
flags=(-target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -enable-experimental-feature Extern
       -wmo -parse-as-library -Osize -Xfrontend -disable-stack-protector)
# The core's files: what the page runs. A file added to these folders is in the core; one that
# cannot be (it needs Foundation or an existential) fails this build, and `make test` with it.
# The engine's part is listed in wasm/core-sources (a folder or a file a line, under
# Sources/RefreshEngine); the exports are every file in wasm/.
physics=$(find Sources/RefreshPhysics -name '*.swift' | sort)
engine=$(grep -v '^\s*\(#\|$\)' wasm/core-sources | while read -r path; do
    find "Sources/RefreshEngine/$path" -name '*.swift'; done | sort -u)
exports_swift=$(find wasm -name '*.swift' | sort)
"$toolchain/swiftc" "${flags[@]}" -module-name RefreshPhysics $physics \
    -emit-module -emit-module-path "$work/RefreshPhysics.swiftmodule" -c -o "$work/physics.o"
"$toolchain/swiftc" "${flags[@]}" -I "$work" -module-name RefreshEngine $engine $exports_swift -c -o "$work/engine.o"
"$toolchain/clang" --target=wasm32 -nostdlib -ffreestanding -O2 -c wasm/runtime.c -o "$work/runtime.o"
exports=$(cat $exports_swift | grep -o '@_expose(wasm, "[a-z_]*")' | sed 's/.*"\(.*\)")/--export=\1/')
# The host gives the elementary functions (ElementaryFunctions.swift) as env imports. The core
# compares and hashes no String, so it links no Unicode tables (they would double its size).
"$toolchain/wasm-ld" --no-entry --gc-sections --strip-all $exports \
    --allow-undefined-file=<(printf '%s\n' exp log pow sin cos atan2) \
    "$work/physics.o" "$work/engine.o" "$work/runtime.o" -o "$work/core.wasm"
mkdir -p "$(dirname "$out")"
cp "$work/core.wasm" "$out.tmp" && mv "$out.tmp" "$out"
echo "$out: $(stat -c %s "$out") bytes"
