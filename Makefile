# The two commands: `make demo` and `make test`. Everything else is a helper.
APP_PACKAGES  := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libpng-dev libwayland-dev libx11-dev libxi-dev librlottie-dev libseccomp-dev libsystemd-dev libqrencode-dev zlib1g-dev
# chromium runs the web export, kotlin (kotlinc) compiles the Android export; x11-utils (xwininfo)
# and x11-xserver-utils (xrdb) check the window's HiDPI size under Xvfb; dbus (dbus-daemon) runs a
# private session bus and python3-jeepney the Settings portal's stand-in on it; zbar-tools (zbarimg)
# reads the phone preview's QR code back; nodejs runs the engine's WebAssembly core against the app's.
TEST_PACKAGES := xvfb xdotool dbus python3-jeepney desktop-file-utils python3-xlib chromium kotlin x11-utils x11-xserver-utils zbar-tools nodejs
# sway (headless) with Xwayland, xhost and xinput for the compositor tests; python3-venv for their
# virtual touchpad (pywayland from PyPI, in .build/test-venv; its scanner reads wayland.xml).
COMPOSITOR_PACKAGES := sway xwayland x11-xserver-utils xinput python3-venv
# make deb: dpkg-shlibdeps (dpkg-dev), lintian, appstreamcli and help2man build and check the package;
# its test installs it into a debootstrap root through bubblewrap, and runs it unpacked with the
# fonts it depends on.
DEB_PACKAGES  := dpkg-dev lintian appstream help2man
DEB_TEST_PACKAGES := debootstrap bubblewrap fonts-dejavu-core fonts-droid-fallback fonts-nanum
TEST_VENV     := .build/test-venv
PYWAYLAND     := pywayland==0.4.19
ARGS ?=
# make install: where (PREFIX/bin, PREFIX/share), and which binary (install-files alone copies BIN).
PREFIX ?= $(HOME)/.local
BIN ?= .build/release/RefreshDemo
SHARE = $(PREFIX)/share/refreshdemo
MANIFEST = $(SHARE)/installed-files
ICON = $(PREFIX)/share/icons/hicolor/256x256/apps/refreshdemo.png
DESKTOP = $(PREFIX)/share/applications/refreshdemo.desktop
COMMAND = $(PREFIX)/bin/refreshdemo

.PHONY: demo test deps test-deps test-venv wasm build release bench golden headless clean install install-files uninstall art-picture architecture-picture deb deb-deps docs pictures

## make demo: install what is missing, build in release, open the window.
demo: deps release
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make demo: no display (DISPLAY is not set); for an offscreen run: .build/release/RefreshDemo --headless --screenshot out.png"; \
	  exit 1; \
	fi
	.build/release/RefreshDemo $(ARGS)

## make test: install what is missing (tests need Xvfb, xdotool, sway and pywayland too), build the
## package and the API documentation, run every test.
## Only where sway or pywayland cannot be installed are the compositor tests skipped, saying so.
## It says which of its five parts it is in: a first run on 2 cores takes 26 to 29 minutes.
test:
	@echo "make test [1/5]: installing what is missing (apt: the app's libraries, Xvfb, xdotool, sway, Chromium, kotlin, debootstrap, lintian; pip: pywayland)"
	@$(MAKE) --no-print-directory test-deps test-venv
	@echo "make test [2/5]: building the Debian package (a release build, checked by lintian)"
	@$(MAKE) --no-print-directory deb
	@echo "make test [3/5]: building the API documentation (DocC)"
	@$(MAKE) --no-print-directory docs
	@echo "make test [4/5]: building the tests"
	swift build --build-tests
	@echo "make test [5/5]: running every test in two shards at once (real windows under Xvfb and sway, Chromium, kotlinc, a clean Debian root)"
	@if command -v sway >/dev/null 2>&1 && $(TEST_VENV)/bin/python3 -c 'import pywayland' 2>/dev/null; then \
	  scripts/run-tests.sh; \
	else \
	  echo "make test: sway or pywayland could not be installed here; the compositor tests are skipped"; \
	  REFRESHDEMO_SKIP_COMPOSITOR_TEST=1 scripts/run-tests.sh; \
	fi

deps:
	@scripts/install-deps.sh $(APP_PACKAGES)

test-deps:
	@scripts/install-deps.sh $(APP_PACKAGES) $(TEST_PACKAGES) $(DEB_PACKAGES) $(DEB_TEST_PACKAGES)
	@scripts/install-deps.sh $(COMPOSITOR_PACKAGES) || echo "make test: could not install $(COMPOSITOR_PACKAGES)"

## The compositor tests' virtual touchpad speaks wlr-virtual-pointer through pywayland.
test-venv: test-deps
	@$(TEST_VENV)/bin/python3 -c 'import pywayland' 2>/dev/null || \
	  { python3 -m venv $(TEST_VENV) && $(TEST_VENV)/bin/pip install -q $(PYWAYLAND); } || \
	  echo "make test: could not install $(PYWAYLAND) into $(TEST_VENV)"

## make wasm: the engine's scroll core for the phone page and `--export js` (the same Swift files,
## built by the toolchain's Embedded Swift for wasm32): Assets/Share/core.wasm, shipped with the Assets.
wasm:
	@scripts/build-core-wasm.sh

build: deps wasm
	swift build

release: deps wasm
	swift build -c release

## make docs: the API documentation of RefreshPhysics and RefreshEngine (DocC) in out/docs; it stops
## on a public type without a summary. Browse: python3 -m http.server -d out/docs/RefreshEngine.doccarchive
## and open /documentation/refreshengine.
docs:
	rm -rf out/docs && mkdir -p out
	swift package --allow-writing-to-directory out/docs generate-documentation --target RefreshPhysics \
	  --target RefreshEngine --output-path out/docs --transform-for-static-hosting \
	  --experimental-documentation-coverage --coverage-summary-level none
	python3 tools/check_docs.py out/docs/RefreshPhysics.doccarchive out/docs/RefreshEngine.doccarchive

## make deb: out/refreshdemo_VERSION_ARCH.deb, the Swift runtime linked in, checked by lintian.
deb: deb-deps wasm
	@scripts/make-deb.sh

deb-deps:
	@scripts/install-deps.sh $(APP_PACKAGES) $(DEB_PACKAGES)

## make bench: the performance figures of the README.
bench: release
	.build/release/RefreshDemo --bench

## make golden: re-record the stored frames of the golden-image tests (look at them before committing).
golden: test-deps
	REFRESHDEMO_RECORD_GOLDEN=1 swift test --filter GoldenImageTests

## make headless: a headless run with a screenshot, as an example.
headless: release
	.build/release/RefreshDemo --headless --screenshot out/headless.png $(ARGS)

## make install: the release binary as the command `refreshdemo` (as the Debian package's), its
## Assets and a desktop entry with an icon under PREFIX (default ~/.local); every file written is
## listed in $(MANIFEST).
install: release install-files

install-files:
	@test -x "$(BIN)" || { echo "make install: $(BIN) is not built (make release)"; exit 1; }
	@test ! -e "$(MANIFEST)" || $(MAKE) -s uninstall PREFIX="$(PREFIX)"
	install -d "$(SHARE)"
	install -D -m 755 "$(BIN)" "$(COMMAND)"
	cd Assets && find . -type f ! -name '.*' | while read -r f; do \
	  install -D -m 644 "$$f" "$(SHARE)/Assets/$$f" && echo "$(SHARE)/Assets/$${f#./}"; done > "$(MANIFEST).tmp"
	install -D -m 644 Assets/Art/icon.png "$(ICON)"
	sed -e 's|@BINDIR@|$(PREFIX)/bin|' -e 's|@ICON@|$(ICON)|' packaging/refreshdemo.desktop.in > "$(SHARE)/desktop.tmp"
	install -D -m 644 "$(SHARE)/desktop.tmp" "$(DESKTOP)" && rm -f "$(SHARE)/desktop.tmp"
	printf '%s\n' "$(COMMAND)" "$(ICON)" "$(DESKTOP)" >> "$(MANIFEST).tmp"
	mv "$(MANIFEST).tmp" "$(MANIFEST)"
	@echo "make install: refreshdemo is in $(PREFIX)/bin and in the app launcher; make uninstall PREFIX=$(PREFIX) removes it"

## make uninstall: removes exactly the files make install listed, then its own folder.
uninstall:
	@if [ ! -f "$(MANIFEST)" ]; then echo "make uninstall: nothing installed under $(PREFIX) ($(MANIFEST) not found)"; \
	else while read -r f; do rm -f "$$f"; done < "$(MANIFEST)"; rm -f "$(MANIFEST)"; \
	  find "$(SHARE)" -depth -type d -empty -delete 2>/dev/null; \
	  echo "make uninstall: removed refreshdemo from $(PREFIX)"; fi

## make pictures: the README's moving picture (docs/refreshdemo.gif: a pull, a refresh and a fling,
## rendered headless, joined by ImageMagick), the picture of "Your own animation" and the architecture's.
pictures: release art-picture architecture-picture
	@scripts/install-deps.sh imagemagick
	python3 tools/make_pictures.py .build/release/RefreshDemo docs/refreshdemo.gif
	.build/release/RefreshDemo --headless --no-initial-refresh --panel --script examples/workbench.txt

## make architecture-picture: docs/architecture.png, the targets and the engine's features, drawn by
## graphviz's dot from docs/architecture.dot.
architecture-picture:
	@scripts/install-deps.sh graphviz
	dot -Tpng -Gdpi=100 docs/architecture.dot -o docs/architecture.png

## make art-picture: the README's picture of the Lottie sample, from a headless run.
art-picture: release
	.build/release/RefreshDemo --headless --no-initial-refresh --size 420x300 --scale 2 \
	  --latency 3-3 --header-art Assets/Art/sample.json --script examples/art-picture.txt

clean:
	rm -rf .build out
