#!/usr/bin/env python3
"""Fails unless every public type of the documented libraries has a summary.

Reads the documentation-coverage.json that `docc convert --experimental-documentation-coverage`
writes into each archive given, and lists every structure, class, enumeration, protocol and type
alias without an abstract (its doc comment's first line): `make docs` stops on any.
"""
import json
import sys

TYPE_KINDS = {"structure", "class", "enumeration", "protocol", "typealias", "actor"}


def missing(archive):
    with open(f"{archive}/documentation-coverage.json", encoding="utf-8") as f:
        entries = json.load(f)
    for entry in entries:
        kind = entry["kind"]["id"].rsplit(".", 1)[-1].lower()
        if kind in TYPE_KINDS and not entry["hasAbstract"]:
            yield entry["referencePath"].split("/documentation/", 1)[-1]


def main(archives):
    if not archives:
        print("usage: check_docs.py ARCHIVE.doccarchive ...", file=sys.stderr)
        return 2
    bad = [(archive, name) for archive in archives for name in missing(archive)]
    for archive, name in bad:
        print(f"{name}: a public type without a summary (add a /// line above it)", file=sys.stderr)
    if bad:
        return 1
    print(f"check_docs: every public type in {len(archives)} archives has a summary")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
