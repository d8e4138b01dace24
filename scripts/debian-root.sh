#!/usr/bin/env bash
# scripts/debian-root.sh DIR: makes DIR a clean Debian root (debootstrap --variant=minbase) of this
# machine's release, from the apt sources this machine already uses, for the package test.
#
# The first run debootstraps (a few minutes) and keeps the result in .build/debroot/CODENAME.tar;
# later runs unpack that in seconds. Exits 77 with one line where debootstrap cannot run here (not
# installed, not root, no archive reachable): the package test then skips, saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${1:?usage: scripts/debian-root.sh DIR}
skip() { echo "debian-root: $*" >&2; exit 77; }

[[ $(id -u) -eq 0 ]] || skip "debootstrap needs root"
command -v debootstrap >/dev/null 2>&1 || skip "debootstrap is not installed (make test installs it)"
# shellcheck disable=SC1091
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
[[ -n "$codename" ]] || skip "/etc/os-release names no VERSION_CODENAME"
# The archive this machine installs from: the first Debian URI of its apt sources.
mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ && $2 ~ /debian\/?$/ {print $2; exit}')
if [[ -z "$mirror" ]]; then
    mirror=$(awk '$1 == "deb" && $3 == "'"$codename"'" {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
fi
[[ -n "$mirror" ]] || skip "no Debian archive in this machine's apt sources"

cache=.build/debroot
tarball="$cache/$codename-minbase.tar"
if [[ ! -f "$tarball" ]]; then
    mkdir -p "$cache"
    work=$(mktemp -d "$cache/bootstrap.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    echo "debian-root: debootstrap --variant=minbase $codename (once; kept in $tarball)" >&2
    if ! debootstrap --variant=minbase "$codename" "$work/root" "$mirror" >"$work/log" 2>&1; then
        tail -n 5 "$work/log" >&2
        skip "debootstrap of $codename failed (see above)"
    fi
    rm -rf "$work/root/var/cache/apt/archives/"*.deb
    tar -C "$work/root" -cf "$work/root.tar" .
    mv "$work/root.tar" "$tarball"
fi

rm -rf "$dir"
mkdir -p "$dir"
tar -C "$dir" -xpf "$tarball"
echo "debian-root: $dir is a clean $codename root" >&2
