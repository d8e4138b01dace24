# The two commands: `make demo` and `make test`. Everything else is a helper.
APP_PACKAGES  := pkg-config libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev librlottie-dev
TEST_PACKAGES := xvfb xdotool
ARGS ?=

.PHONY: demo test deps test-deps build release bench golden headless clean

## make demo: install what is missing, build in release, open the window.
demo: deps release
	@if [ -z "$$DISPLAY" ] && [ -z "$$WAYLAND_DISPLAY" ]; then \
	  echo "make demo: no display (DISPLAY is not set); for an offscreen run: .build/release/RefreshDemo --headless --screenshot out.png"; \
	  exit 1; \
	fi
	.build/release/RefreshDemo $(ARGS)

## make test: install what is missing (tests need Xvfb and xdotool too), run every test.
test: test-deps
	swift build --build-tests
	swift test

deps:
	@scripts/install-deps.sh $(APP_PACKAGES)

test-deps:
	@scripts/install-deps.sh $(APP_PACKAGES) $(TEST_PACKAGES)

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
