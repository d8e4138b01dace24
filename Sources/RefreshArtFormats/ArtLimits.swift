/// What the app accepts of a user's animation (documented in the README, "Your own
/// animation"): anything beyond is refused with one line before it is decoded.
public enum ArtLimits {
    /// Bytes of one GIF, PNG frame or Lottie file.
    public static let fileBytes = 32 << 20
    /// Width and height of a GIF, a PNG frame or a Lottie canvas, in pixels.
    public static let canvas = 4096
    /// Frames in a GIF or PNG files in a folder, before sampling to `art.maxFrames`.
    public static let sourceFrames = 10_000
    /// Frames of a Lottie animation (op - ip), before sampling.
    static let lottieFrames = 100_000
    /// Bytes a GIF takes decoded (width x height x 4 x frames), and the kept PNG frames.
    public static let decodedBytes = 224 << 20
    /// Nesting depth of a Lottie file's JSON.
    static let jsonDepth = 64
    /// Copies a Lottie's repeater shapes may draw together (nested ones multiply).
    static let lottieRepeaterCopies = 10_000
    /// Frames per second of a Lottie animation.
    static let lottieFrameRate = 1...240

    /// Seconds rlottie may take to read a Lottie file, and to draw one frame: past them
    /// the file is refused (its worker process is killed), so no file can freeze the app.
    public static let lottieLoadSeconds = 3.0
    public static let lottieFrameSeconds = 1.0
    /// Seconds the art worker may take to decode one frame of a GIF, an APNG or a PNG
    /// folder (from the request, for the first): past them the file is refused and the
    /// worker killed. Far beyond what any file within the limits takes.
    public static let imageFrameSeconds = 10.0
    /// Heap of the process that runs rlottie and the image decoders (ArtWorker).
    public static let workerBytes = 1 << 30
    /// Every kept frame of a Lottie is drawn once at load, at most this many pixels across,
    /// all within `lottieProbeSeconds`.
    public static let lottieProbeSize = 96
    public static let lottieProbeSeconds = 10.0
    /// Seconds for one of those small frames (a few milliseconds' work): short enough that a
    /// run stopped by a signal while a file loops rlottie at load ends within a second.
    public static let lottieProbeFrameSeconds = 0.5
    /// Pixels across a Lottie canvas is drawn at, at most, to show a crop of it.
    public static let lottieCanvasPixels = 2048

    /// What every art error ends with.
    public static let expected = "expected " + what
    /// What art may be (InputFile says "expected" before it itself).
    public static let what = "an animated GIF, a folder of PNG frames or a Lottie JSON file"
}
