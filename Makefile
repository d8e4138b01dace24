# The two commands: `make demo` and `make test`. Everything else is a helper.
APP_PACKAGES  := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libwayland-dev libx11-dev libxi-dev
TEST_PACKAGES := xvfb xdotool
# sway (headless) with Xwayland, xhost and xinput for the compositor tests; python3-venv for their
# virtual touchpad (pywayland from PyPI, in .build/test-venv; its scanner reads wayland.xml).
COMPOSITOR_PACKAGES := sway xwayland x11-xserver-utils xinput python3-venv
TEST_VENV     := .build/test-venv
PYWAYLAND     := pywayland==0.4.19
ARGS ?=

.PHONY: demo test deps test-deps test-venv build release bench golden headless clean

## make demo: install what is missing, build in release, open the window.
demo: deps release
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make demo: no display (DISPLAY is not set); for an offscreen run: .build/release/RefreshDemo --headless --screenshot out.png"; \
	  exit 1; \
	fi
	.build/release/RefreshDemo $(ARGS)

## make test: install what is missing (tests need Xvfb, xdotool, sway and pywayland too), run every test.
## Only where sway or pywayland cannot be installed are the compositor tests skipped, saying so.
test: test-deps test-venv
	swift build --build-tests
	@if command -v sway >/dev/null 2>&1 && $(TEST_VENV)/bin/python3 -c 'import pywayland' 2>/dev/null; then \
	  swift test; \
	else \
	  echo "make test: sway or pywayland could not be installed here; the compositor tests are skipped"; \
	  REFRESHDEMO_SKIP_COMPOSITOR_TEST=1 swift test; \
	fi

deps:
	@scripts/install-deps.sh $(APP_PACKAGES)

test-deps:
	@scripts/install-deps.sh $(APP_PACKAGES) $(TEST_PACKAGES)
	@scripts/install-deps.sh $(COMPOSITOR_PACKAGES) || echo "make test: could not install $(COMPOSITOR_PACKAGES)"

## The compositor tests' virtual touchpad speaks wlr-virtual-pointer through pywayland.
test-venv: test-deps
	@$(TEST_VENV)/bin/python3 -c 'import pywayland' 2>/dev/null || \
	  { python3 -m venv $(TEST_VENV) && $(TEST_VENV)/bin/pip install -q $(PYWAYLAND); } || \
	  echo "make test: could not install $(PYWAYLAND) into $(TEST_VENV)"

build: deps
	swift build

release: deps
	swift build -c release

## make bench: the performance figures of the README.
bench: release
	.build/release/RefreshDemo --bench

## make golden: re-record the stored frames of the golden-image tests (look at them before committing).
golden: test-deps
	REFRESHDEMO_RECORD_GOLDEN=1 swift test --filter GoldenImageTests

## make headless: a headless run with a screenshot, as an example.
headless: release
	.build/release/RefreshDemo --headless --screenshot out/headless.png $(ARGS)

clean:
	rm -rf .build out
