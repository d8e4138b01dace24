/// What the app accepts of a user's animation (documented in the README, "Your own
/// animation"): anything beyond is refused with one line before it is decoded.
enum ArtLimits {
    /// Bytes of one GIF, PNG frame or Lottie file.
    static let fileBytes = 32 << 20
    /// Width and height of a GIF, a PNG frame or a Lottie canvas, in pixels.
    static let canvas = 4096
    /// Frames in a GIF or PNG files in a folder, before sampling to `art.maxFrames`.
    static let sourceFrames = 10_000
    /// Frames of a Lottie animation (op - ip), before sampling.
    static let lottieFrames = 100_000
    /// Bytes a GIF takes decoded (width x height x 4 x frames), and the kept PNG frames.
    static let decodedBytes = 256 << 20
    /// Nesting depth of a Lottie file's JSON.
    static let jsonDepth = 64
    /// Copies a Lottie's repeater shapes may draw together (nested ones multiply).
    static let lottieRepeaterCopies = 10_000
    /// Frames per second of a Lottie animation.
    static let lottieFrameRate = 1...240

    /// What every art error ends with.
    static let expected = "expected " + what
    /// What art may be (InputFile says "expected" before it itself).
    static let what = "an animated GIF, a folder of PNG frames or a Lottie JSON file"
}
