#!/usr/bin/env bash
# make deb: builds out/refreshdemo_VERSION_ARCH.deb from this tree with dpkg-deb, no network.
#
# The binary links the Swift runtime statically (--static-swift-stdlib), so the package needs no
# Swift toolchain; its Depends are what dpkg-shlibdeps finds the binary linked against (SDL2,
# SDL2_ttf, SDL2_image, rlottie, libseccomp, libsystemd, libqrencode, wayland-client, X11, Xi and theirs). The Assets go under
# /usr/share/refreshdemo/Assets, which the app finds from /usr/bin (Assets.locate). The man page is
# help2man's rendering of the command's own --help, with its keys and files (scripts/make-man.sh).
# lintian must report no error.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-deb
out=out
version=$(sed -n 's/^ *static let version = "\(.*\)"$/\1/p' Sources/RefreshDemo/CLI/RefreshDemoCommand.swift)
[[ -n "$version" ]] || { echo "make deb: no version in Sources/RefreshDemo/CLI/RefreshDemoCommand.swift" >&2; exit 1; }
arch=$(dpkg --print-architecture)
name="refreshdemo_${version}_${arch}"

echo "make deb: building the release binary with the Swift runtime linked in ($scratch)"
mkdir -p "$scratch"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" >"$scratch/build.log" 2>&1 \
  || { tail -n 30 "$scratch/build.log" >&2; echo "make deb: the build failed (whole log: $scratch/build.log)" >&2; exit 1; }
binary="$scratch/release/RefreshDemo"
if ldd "$binary" | grep -q 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime'; then
    ldd "$binary" | grep 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime' >&2
    echo "make deb: $binary still links the Swift runtime dynamically" >&2
    exit 1
fi

stage="$scratch/pkg/$name"
rm -rf "$stage"
mkdir -p "$stage/DEBIAN"
umask 022
doc="$stage/usr/share/doc/refreshdemo"
install -d "$stage/usr/bin" "$doc/examples" "$stage/usr/share/man/man1" "$stage/usr/share/applications" \
  "$stage/usr/share/metainfo" "$stage/usr/share/icons/hicolor/256x256/apps" "$stage/usr/share/refreshdemo"

install -m 755 "$binary" "$stage/usr/bin/refreshdemo"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/refreshdemo"

# The Assets the app reads (fonts, built-in frames, sample art), without hidden files. A font that
# Debian ships byte for byte (packaging/debian/fonts) becomes a link to it and a dependency.
font_packages=()
(cd Assets && find . -type f ! -name '.*' -print0) | while IFS= read -r -d '' f; do
    install -D -m 644 "Assets/$f" "$stage/usr/share/refreshdemo/Assets/$f"
done
while read -r file target package; do
    [[ -z "$file" || "$file" == \#* ]] && continue
    [[ -f "Assets/Fonts/$file" ]] || continue
    # Absolute, so that the package unpacked anywhere (dpkg-deb -x) still finds them.
    ln -sf "$target" "$stage/usr/share/refreshdemo/Assets/Fonts/$file"
    font_packages+=("$package")
done < packaging/debian/fonts

install -m 644 Assets/Art/icon.png "$stage/usr/share/icons/hicolor/256x256/apps/refreshdemo.png"
sed -e 's|@BINDIR@/refreshdemo|refreshdemo|' -e 's|@ICON@|refreshdemo|' packaging/refreshdemo.desktop.in \
  > "$stage/usr/share/applications/org.refreshdemo.RefreshDemo.desktop"
chmod 644 "$stage/usr/share/applications/org.refreshdemo.RefreshDemo.desktop"

# Dates come from the last commit, so the same tree gives the same package.
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
export SOURCE_DATE_EPOCH=$epoch
day=$(date -u -d "@$epoch" +%Y-%m-%d)
rfc=$(date -u -R -d "@$epoch")
sed -e "s/@VERSION@/$version/" -e "s/@DATE@/$day/" packaging/org.refreshdemo.RefreshDemo.metainfo.xml \
  > "$stage/usr/share/metainfo/org.refreshdemo.RefreshDemo.metainfo.xml"
chmod 644 "$stage/usr/share/metainfo/org.refreshdemo.RefreshDemo.metainfo.xml"
appstreamcli validate --no-net --explain "$stage/usr/share/metainfo/org.refreshdemo.RefreshDemo.metainfo.xml"

# The man page: the command's own help, as help2man renders it, with its KEYS and FILES.
scripts/make-man.sh "$stage/usr/bin/refreshdemo" "$version" "$stage/usr/share/man/man1/refreshdemo.1.gz"

install -m 644 examples/*.txt "$doc/examples/"
# The README and docs/, so that what they say is at hand where the package is installed.
install -m 644 README.md "$doc/README.md"
install -d "$doc/docs"
for f in docs/*.md docs/*.png docs/*.gif; do if [[ -e "$f" ]]; then install -m 644 "$f" "$doc/docs/"; fi; done
sed -e "s/@VERSION@/$version/" -e "s/@RFCDATE@/$rfc/" packaging/debian/changelog.in | gzip -9n > "$doc/changelog.gz"
{
    cat packaging/debian/copyright.head
    echo
    echo "The fonts in usr/share/refreshdemo/Assets/Fonts are links to Debian's font packages"
    echo "(see their copyright files); their licence texts are shipped beside them."
} > "$doc/copyright"
chmod 644 "$doc/copyright"

size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
# dpkg-shlibdeps reads debian/control from the folder it runs in: give it a minimal one.
shlibs="$scratch/pkg/shlibdeps"
rm -rf "$shlibs" && mkdir -p "$shlibs/debian"
printf 'Source: refreshdemo\n\nPackage: refreshdemo\nArchitecture: any\n' > "$shlibs/debian/control"
depends=$(cd "$shlibs" && dpkg-shlibdeps -O "$OLDPWD/$stage/usr/bin/refreshdemo" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[[ -n "$depends" ]] || { echo "make deb: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
for package in $(printf '%s\n' "${font_packages[@]}" | sort -u); do depends="$depends, $package"; done
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
  packaging/debian/control.in > "$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$stage/DEBIAN/md5sums"
chmod 644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"
find "$stage" -type d -exec chmod 755 {} +

mkdir -p "$out"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$out/$name.deb" >/dev/null
echo "make deb: $out/$name.deb ($(du -h "$out/$name.deb" | cut -f1)), Depends: $depends"
lintian --fail-on error "$out/$name.deb"
echo "make deb: lintian reports no error"
