#!/usr/bin/env bash
# The man page of BINARY (refreshdemo), gzipped into OUT: help2man's rendering of the command's
# own --help, with the KEYS and FILES sections the binary prints with --man-sections (the help
# overlay's key table, held to the Keymap by a test, and where each file is).
#
#     scripts/make-man.sh BINARY VERSION OUT.1.gz
set -euo pipefail
binary=$1 version=$2 out=$3
include=$(mktemp)
trap 'rm -f "$include"' EXIT
"$binary" --man-sections > "$include"
help2man --no-info --no-discard-stderr --section 1 --name "scroll view feel and pull-to-refresh playground" \
  --version-string "$version" --include "$include" "$binary" \
  | gzip -9n > "$out"
