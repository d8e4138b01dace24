// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RefreshDemo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "RefreshDemo", targets: ["RefreshDemo"]),
        .library(name: "RefreshPhysics", targets: ["RefreshPhysics"]),
        .library(name: "RefreshEngine", targets: ["RefreshEngine"]),
    ],
    dependencies: [
        // The CLI surface (flags, help, errors) is argument-parser's job, not ours.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Property tests with generators and shrinking, rather than hand-rolled random loops.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // dotLottie files are zip archives, and Telegram stickers gzipped Lottie: a kept zip
        // library reads both (its raw inflate over the gzip member's body).
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        // `make docs`: the libraries' API documentation, built by DocC through its own plugin.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The phone preview's server: SwiftNIO's HTTP/1 and WebSocket handlers, a kept event loop
        // whose pipeline lets every check (token, Host, Origin, frame size, idle) stand before any
        // handler that answers, with no framework between them.
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            // Not through pkg-config: its `-D_REENTRANT` is a flag SwiftPM refuses with a warning on
            // every build, and the headers need no path of their own (<SDL2/...> is under /usr/include).
            path: "Sources/CSDL2"
        ),
        // Lottie animations (the user's header art) are rasterized by Samsung's rlottie.
        .systemLibrary(
            name: "CRlottie",
            path: "Sources/CRlottie",
            pkgConfig: "rlottie",
            providers: [.apt(["librlottie-dev"])]
        ),
        // The Lottie worker's system call filter: libseccomp, a kept library, builds it from
        // syscall names for this architecture (no hand-written BPF to get wrong).
        .systemLibrary(
            name: "CSeccomp",
            path: "Sources/CSeccomp",
            pkgConfig: "libseccomp",
            providers: [.apt(["libseccomp-dev"])]
        ),
        // The desktop's appearance (the Settings portal) over the D-Bus session bus: sd-bus from
        // libsystemd, a kept client library already on every systemd desktop, rather than the
        // protocol by hand; its plain C calls need no main loop of their own (GDBus would).
        .systemLibrary(
            name: "CSystemdBus",
            path: "Sources/CSystemdBus",
            pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]
        ),
        // The phone preview's QR code: libqrencode, a kept encoder (versions, masks, error
        // correction), rather than the standard by hand.
        .systemLibrary(
            name: "CQRencode",
            path: "Sources/CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // The Lottie worker's no_new_privs and Landlock calls, which Swift cannot make (variadic).
        .systemLibrary(
            name: "CWorkerSandbox",
            path: "Sources/CWorkerSandbox"
        ),
        // The art worker's PNG decoder: libpng, the kept reference decoder (SDL_image's own), called
        // from a few lines of C because it reports errors by longjmp, which must not cross Swift.
        .target(
            name: "CPNG",
            path: "Sources/CPNG",
            linkerSettings: [.linkedLibrary("png16")]
        ),
        // What SDL2 does not pass on about scrolling (Wayland's axis source and stop, X11's
        // XInput2 valuators): small listeners beside SDL on its own window.
        .target(
            name: "CDesktopInput",
            path: "Sources/CDesktopInput",
            linkerSettings: [.linkedLibrary("wayland-client"), .linkedLibrary("X11"), .linkedLibrary("Xi"),
                             .linkedLibrary("SDL2"), .linkedLibrary("pthread")]
        ),
        // Closed-form motion: friction, springs, the bounce hand-over, the rubber band,
        // release velocity. Knows nothing of lists or refreshing.
        .target(
            name: "RefreshPhysics",
            path: "Sources/RefreshPhysics"
        ),
        // The list as a value: scroll model, refresh state machines, feed, layout, what to draw.
        .target(
            name: "RefreshEngine",
            dependencies: ["RefreshPhysics"],
            path: "Sources/RefreshEngine"
        ),
        // The demo around the list, with no SDL: gesture scripts (parse, play, record), the
        // tuning file, the time scale.
        .target(
            name: "RefreshDemoModel",
            dependencies: ["RefreshEngine"],
            path: "Sources/RefreshDemoModel"
        ),
        // The art formats as parsers of untrusted bytes (GIF, APNG, Xcode's PNGs, Lottie JSON,
        // dotLottie and Telegram stickers) and the limits they enforce: no SDL, so they are tested
        // and fuzzed without the app. Below it only the physics' number rules (saturating, fixed
        // decimals), a leaf of plain Swift.
        .target(
            name: "RefreshArtFormats",
            dependencies: ["RefreshPhysics", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Sources/RefreshArtFormats"
        ),
        // The art worker: the process that runs rlottie and the image decoders on a user's bytes,
        // confined (rlimits, no_new_privs, Landlock, seccomp) before it reads one, and the app's
        // side of its socket. The app starts it by running its own binary with ArtWorker.flag.
        // A library so the sandbox and the protocol stand apart from the window; no SDL.
        .target(
            name: "RefreshArtWorker",
            dependencies: ["RefreshArtFormats", "CRlottie", "CSeccomp", "CWorkerSandbox", "CPNG"],
            path: "Sources/RefreshArtWorker"
        ),
        // The phone preview: a LAN web server (token, Host and Origin checks, limits) that serves the
        // list's page and carries tuning out and gestures in over one WebSocket.
        .target(
            name: "RefreshShare",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
            ],
            path: "Sources/RefreshShare"
        ),
        .executableTarget(
            name: "RefreshDemo",
            dependencies: [
                "CSDL2",
                "RefreshPhysics",
                "CDesktopInput",
                "CSystemdBus",
                "RefreshEngine",
                "RefreshDemoModel",
                "RefreshArtFormats",
                "RefreshArtWorker",
                "RefreshShare",
                "CQRencode",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Sources/RefreshDemo"
        ),
        // What the test targets share and the app never uses: deterministic text metrics and
        // a harness that plays gesture scripts at a fixed frame rate.
        .target(
            name: "TestSupport",
            dependencies: ["RefreshEngine", "RefreshDemoModel"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "RefreshPhysicsTests",
            dependencies: ["RefreshPhysics"],
            path: "Tests/RefreshPhysicsTests"
        ),
        .testTarget(
            name: "RefreshDemoModelTests",
            dependencies: [
                "RefreshEngine", "RefreshDemoModel", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/RefreshDemoModelTests"
        ),
        .testTarget(
            name: "RefreshEngineTests",
            dependencies: [
                "RefreshPhysics", "RefreshEngine", "RefreshDemoModel", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/RefreshEngineTests"
        ),
        .testTarget(
            name: "RefreshArtFormatsTests",
            dependencies: ["RefreshArtFormats"],
            path: "Tests/RefreshArtFormatsTests"
        ),
        // The worker's sandbox as a list (the system calls it allows), with no app and no process;
        // its PNG decoder against SDL_image's, the one it replaced (so SDL only in this test).
        .testTarget(
            name: "RefreshArtWorkerTests",
            dependencies: ["RefreshArtWorker", "CSeccomp", "CSDL2"],
            path: "Tests/RefreshArtWorkerTests"
        ),
        .testTarget(
            name: "RefreshShareTests",
            dependencies: [
                "RefreshShare", "TestSupport",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            path: "Tests/RefreshShareTests"
        ),
        .testTarget(
            name: "RefreshDemoTests",
            dependencies: [
                "RefreshDemo", "RefreshPhysics", "RefreshEngine", "RefreshDemoModel", "RefreshArtFormats",
                "RefreshArtWorker", "RefreshShare", "CSDL2", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/RefreshDemoTests",
            exclude: ["Golden"]
        ),
    ],
    // Strict concurrency checking in every target: the engine is values, the app's few
    // threads (state saves, signals) share only locked or immutable state.
    swiftLanguageModes: [.v6]
)
