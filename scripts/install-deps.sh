#!/usr/bin/env bash
# Installs the Debian packages given as arguments that are not installed yet.
# Uses sudo when not root. Prints one line when there is nothing to do.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
    echo "install-deps: the Swift toolchain (swift) is not on PATH; install Swift 6 first (https://www.swift.org/install/linux/)" >&2
    exit 1
fi

missing=()
for pkg in "$@"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

if [[ ${#missing[@]} -eq 0 ]]; then
    echo "install-deps: all of $* are installed"
    exit 0
fi

sudo=""
if [[ $(id -u) -ne 0 ]]; then
    command -v sudo >/dev/null 2>&1 || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
fi
echo "install-deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
