// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RefreshDemo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "RefreshDemo", targets: ["RefreshDemo"]),
        .library(name: "RefreshEngine", targets: ["RefreshEngine"]),
    ],
    dependencies: [
        // The CLI surface (flags, help, errors) is argument-parser's job, not ours.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Property tests with generators and shrinking, rather than hand-rolled random loops.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // Lottie animations (the user's header art) are rasterized by Samsung's rlottie.
        .systemLibrary(
            name: "CRlottie",
            path: "Sources/CRlottie",
            pkgConfig: "rlottie",
            providers: [.apt(["librlottie-dev"])]
        ),
        .target(
            name: "RefreshEngine",
            path: "Sources/RefreshEngine",
        ),
        .executableTarget(
            name: "RefreshDemo",
            dependencies: [
                "CSDL2",
                "CRlottie",
                "RefreshEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/RefreshDemo"
        ),
        .testTarget(
            name: "RefreshEngineTests",
            dependencies: [
                "RefreshEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/RefreshEngineTests"
        ),
        .testTarget(
            name: "RefreshDemoTests",
            dependencies: [
                "RefreshDemo", "RefreshEngine", "CSDL2",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/RefreshDemoTests",
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
