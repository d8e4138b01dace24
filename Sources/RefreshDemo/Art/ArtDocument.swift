import CSDL2
import Foundation
import RefreshDemoModel
import RefreshEngine
import RefreshPhysics

/// A user's animation decoded and checked, ready to rasterize: its frames (bitmaps, or a
/// Lottie animation rendered on demand), its native size and its timeline.
///
/// Rule: built off the frame loop (ArtLibrary's queue) and never changed after. A load in
/// progress hands out snapshots (`readyCount` < `frameCount`): the whole timeline, the
/// frames ready so far, the crop of the first frame; the header holds the last ready frame
/// until the next snapshot, and the complete document (its crop from every frame) ends it.
final class ArtDocument: @unchecked Sendable {
    enum Kind: String {
        case gif = "GIF", apng = "APNG", pngFolder = "PNG frames", lottie = "Lottie", sticker = "Lottie .tgs", dotLottie = "dotLottie"
    }

    enum Frames {
        /// ARGB8888 surfaces, one per kept frame.
        case bitmaps([Surface])
        /// A Lottie animation and, per kept frame, the Lottie frame (from its start) it shows.
        case lottie(LottieAnimation, frameNumbers: [Int])
    }

    let path: String
    let kind: Kind
    /// Native size in pixels (a Lottie's canvas, a GIF's screen, the first PNG's size).
    let width: Int
    let height: Int
    let frames: Frames
    let timeline: ArtTimeline
    /// Frames in the file before sampling to the frame cap.
    let sourceFrameCount: Int
    /// The part of the canvas drawn: the union of the frames' visible bounds (ArtVisibility).
    let crop: ArtCrop
    /// What will not show (rlottie skips it, nothing stands out from the header), a note each
    /// (a folder's skipped frames: one); said as the file's one line (`noteSummary`).
    let notes: [String]
    /// Frames ready to draw, from the first: `frameCount` once the load is complete.
    let readyCount: Int

    init(path: String, kind: Kind, width: Int, height: Int, frames: Frames, timeline: ArtTimeline,
         sourceFrameCount: Int, crop: ArtCrop = .whole, notes: [String] = [], readyCount: Int? = nil) {
        self.readyCount = min(max(readyCount ?? timeline.frameCount, 1), timeline.frameCount)
        self.crop = crop
        self.notes = notes
        self.path = path
        self.kind = kind
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.frames = frames
        self.timeline = timeline
        self.sourceFrameCount = sourceFrameCount
    }

    var frameCount: Int { timeline.frameCount }
    /// False for a snapshot of a load still under way.
    var isComplete: Bool { readyCount >= frameCount }
    /// The frame drawn for frame `i`: `i`, or the last ready one while the rest load.
    func shown(_ i: Int) -> Int { min(i, readyCount - 1) }

    /// True when `other` is a later snapshot of the same load with the same crop: what is
    /// drawn of this one stays right for it (same frames, same part of the canvas).
    func isContinued(by other: ArtDocument) -> Bool {
        guard other.crop == crop, other.frameCount == frameCount, other.readyCount >= readyCount else { return false }
        switch (frames, other.frames) {
        case let (.bitmaps(a), .bitmaps(b)): return a.first.map { f in b.first === f } ?? false
        case let (.lottie(a, _), .lottie(b, _)): return a === b
        default: return false
        }
    }
    /// The drawn part's size in canvas pixels: what is fitted into the header.
    var shownWidth: Double { max(Double(width) * crop.width, 1) }
    var shownHeight: Double { max(Double(height) * crop.height, 1) }

    /// Why the file was refused after it loaded (a Lottie frame its worker could not finish).
    var refusal: InputFile.Failure? {
        if case .lottie(let animation, _) = frames { return animation.refusal }
        return nil
    }
    var name: String { (path as NSString).lastPathComponent }

    /// The notes in one line (nil: none): one file, however many problems, is one line on
    /// stderr and one message in the window.
    var noteSummary: String? { Self.oneLine(notes) }

    /// The notes as the one line for stderr naming the file, `RefreshDemo: PATH: summary`
    /// ("" with no notes).
    var noteLine: String { noteSummary.map { "RefreshDemo: \(path): \($0)\n" } ?? "" }

    /// How many problems are named in a line before the rest are only counted.
    static let namedProblems = 3

    /// `notes` as one line: a single note as it is; more counted and the first three named,
    /// `2 problems: a; b`, `5 problems: a; b; c (and 2 more)`.
    static func oneLine(_ notes: [String]) -> String? {
        guard notes.count > 1 else { return notes.first }
        let rest = notes.count - namedProblems
        return "\(notes.count) problems: " + notes.prefix(namedProblems).joined(separator: "; ")
            + (rest > 0 ? " (and \(rest) more)" : "")
    }

    /// Two lines for the panel: name and kind; size, frames and the segments the markers
    /// chosen by `markers` give; and a third listing the markers no phase plays, in `language`.
    func summary(_ markers: ArtMarkerAssignment = ArtMarkerAssignment(), _ language: Language = .en) -> String {
        let timeline = self.timeline.assigned(markers)
        var segments: [String] = []
        if let r = timeline.pull { segments.append("pull \(r.lowerBound)-\(r.upperBound - 1)") }
        if let r = timeline.refreshing { segments.append("refr \(r.lowerBound)-\(r.upperBound - 1)") }
        if let r = timeline.finish { segments.append("fin \(r.lowerBound)-\(r.upperBound - 1)") }
        let sampled = sourceFrameCount > frameCount ? "/\(sourceFrameCount)" : ""
        // The panel's column holds about 45 characters: a long name is shortened.
        let shown = name.count > 22 ? name.prefix(21) + "…" : Substring(name)
        let unused = timeline.unusedMarkers(markers).map(\.name)
        return "\(shown) (\(kind.rawValue) \(width)x\(height))\n  \(frameCount)\(sampled) fr: "
            + (segments.isEmpty ? "no segments" : segments.joined(separator: " "))
            + (unused.isEmpty ? "" : "\n  " + Self.listed(unused, after: language.markers.unused))
    }

    /// `prefix` and the names quoted, as many as fit the panel's column (about 44 Latin
    /// letters; a CJK character counts two), a long name shortened, the rest counted ("+2").
    static func listed(_ names: [String], after prefix: String) -> String {
        func columns(_ s: String) -> Int { s.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 2 : 1) } }
        var line = prefix, used = columns(prefix)
        for (k, name) in names.enumerated() {
            let quoted = " '" + (name.count > 16 ? name.prefix(15) + "…" : Substring(name)) + "'" + (k + 1 < names.count ? "," : "")
            let rest = k + 1 < names.count ? 4 : 0
            if used + columns(quoted) + rest > 44 { return line + " +\(names.count - k)" }
            line += quoted
            used += columns(quoted)
        }
        return line
    }

    /// True when a load with `ready` of `total` frames made hands out a snapshot: at the
    /// first frame, at powers of two and every 32 frames, never at the last (the complete
    /// document follows).
    static func isSnapshot(_ ready: Int, of total: Int) -> Bool {
        ready >= 1 && ready < total && (ready & (ready - 1) == 0 || ready % 32 == 0)
    }

    /// The indices of `count` frames kept of `total`, evenly spread, first and last included.
    static func sample(_ total: Int, to count: Int) -> [Int] {
        guard total > count, count > 1 else { return Array(0..<max(min(total, max(count, 1)), 1)) }
        return (0..<count).map { Int(saturating: (Double($0) * Double(total - 1) / Double(count - 1)).rounded()) }
    }
}
