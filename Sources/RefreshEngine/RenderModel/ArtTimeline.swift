import RefreshPhysics

/// A user's animation (GIF, PNG frames, Lottie) as the engine sees it: how many frames,
/// how long each shows, and which frames make the pull, refreshing and finish segments.
///
/// Rules: segments are clamped into the frames and an empty one counts as absent;
/// without a pull (refreshing) segment the whole animation is used. Frame times that are
/// not finite and positive are replaced by the tunable frame time at use.
public struct ArtTimeline: Equatable, Sendable {
    public private(set) var frameCount: Int
    /// Seconds each frame shows (a GIF's delays, a Lottie's 1/fps); nil: the PNG folder
    /// kind, every frame shows `header.gifFrameDuration`.
    public private(set) var frameDurations: [Double]?
    public internal(set) var pull: Range<Int>?
    public internal(set) var refreshing: Range<Int>?
    public internal(set) var finish: Range<Int>?
    /// The file's markers, any names, in file order (ArtMarkerAssignment picks among them).
    public private(set) var markers: [ArtMarker]

    public init(frameCount: Int, frameDurations: [Double]? = nil, pull: Range<Int>? = nil,
                refreshing: Range<Int>? = nil, finish: Range<Int>? = nil, markers: [ArtMarker] = []) {
        let n = max(frameCount, 1)
        self.frameCount = n
        if let d = frameDurations, d.count == n { self.frameDurations = d } else { self.frameDurations = nil }
        func clamp(_ r: Range<Int>?) -> Range<Int>? {
            guard let r else { return nil }
            let lo = min(max(r.lowerBound, 0), n), hi = min(max(r.upperBound, lo), n)
            return lo < hi ? lo..<hi : nil
        }
        self.pull = clamp(pull)
        self.refreshing = clamp(refreshing)
        self.finish = clamp(finish)
        self.markers = markers.compactMap { m in clamp(m.frames).map { ArtMarker(name: m.name, frames: $0) } }
    }

    var whole: Range<Int> { 0..<frameCount }

    func duration(of frame: Int, frameTime: Double) -> Double {
        let fallback = frameTime.isFinite && frameTime > 0 ? frameTime : 0.1
        guard let d = frameDurations, d.indices.contains(frame), d[frame].isFinite, d[frame] > 0 else { return fallback }
        return d[frame]
    }

    /// The pull segment scrubbed by `fraction` (pullingPercent over the threshold), as
    /// MJRefreshGifHeader picks its image: index = count x fraction, at most the last (its
    /// first frame at 0, its last from 1 - 1/count on and beyond; the frame only ever moves
    /// by the pull, never by a state change).
    public func scrub(_ fraction: Double) -> ArtFrame {
        let r = pull ?? whole
        let p = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let i = Int(saturating: (p * Double(r.count)).rounded(.down))
        return ArtFrame(frame: r.lowerBound + min(max(i, 0), r.count - 1), segment: pull == nil ? .whole : .pull,
                        progress: p)
    }

    /// The built-in frames header (Assets/Frames): `idle` frames scrubbed by the pull, then
    /// `refreshing` frames looped, on one timeline as the user's art (MJRefreshGifHeader's
    /// idle and refreshing image sets), every frame `header.gifFrameDuration` long.
    public static func builtInFrames(idle: Int, refreshing: Int) -> ArtTimeline {
        let idle = max(idle, 1), refreshing = max(refreshing, 1)
        return ArtTimeline(frameCount: idle + refreshing, pull: 0..<idle, refreshing: idle..<(idle + refreshing))
    }

    /// The refreshing segment (or the whole animation) looping at its own frame times,
    /// `elapsed` seconds of engine time after it started.
    public func loop(elapsed: Double, frameTime: Double) -> ArtFrame {
        play(refreshing ?? whole, segment: refreshing == nil ? .whole : .refreshing, elapsed: elapsed,
             frameTime: frameTime, loops: true)
    }

    /// The finish segment played once (held on its last frame), `elapsed` seconds after it started.
    func playFinish(elapsed: Double, frameTime: Double) -> ArtFrame? {
        finish.map { play($0, segment: .finish, elapsed: elapsed, frameTime: frameTime, loops: false) }
    }

    private func play(_ r: Range<Int>, segment: ArtSegment, elapsed: Double, frameTime: Double,
                      loops: Bool) -> ArtFrame {
        var total = 0.0
        for i in r { total += duration(of: i, frameTime: frameTime) }
        var e = elapsed.isFinite ? max(elapsed, 0) : 0
        if loops {
            e = e.truncatingRemainder(dividingBy: total)
            if e >= total - 1e-9 { e = 0 }
        } else if e >= total {
            return ArtFrame(frame: r.upperBound - 1, segment: segment, progress: 1)
        }
        let progress = total > 0 ? e / total : 0
        var start = 0.0
        for i in r {
            let d = duration(of: i, frameTime: frameTime)
            // A frame ends a hair early: sums of decimal delays (0.1 + 0.2) round up.
            if e < start + d - 1e-9 { return ArtFrame(frame: i, segment: segment, progress: progress) }
            start += d
        }
        return ArtFrame(frame: r.upperBound - 1, segment: segment, progress: progress)
    }

    /// The header's frame, as MJRefresh's gif header maps its images: idle and pulling
    /// scrub the pull segment by pullingPercent / triggerRatio; refreshing loops the
    /// refreshing segment; finishing plays the finish segment, or without one runs the
    /// pull segment back with the pull as the header closes.
    public func headerFrame(state: HeaderState, pullingPercent: Double, triggerRatio: Double,
                            timeInState: Double, frameTime: Double) -> ArtFrame {
        let scrubbed = pullingPercent / max(triggerRatio, 0.01)
        switch state {
        case .idle, .pulling, .twoLevelArmed, .twoLevelOpening, .twoLevel, .twoLevelClosing:
            return scrub(scrubbed)
        case .refreshing, .willRefresh:
            return loop(elapsed: timeInState, frameTime: frameTime)
        case .finishing:
            return playFinish(elapsed: timeInState, frameTime: frameTime) ?? scrub(scrubbed)
        }
    }

    /// The footer's frame: loading loops; the pull-up footer scrubs by how much of it shows
    /// (its threshold is fully in view); otherwise the first frame of the pull segment.
    func footerFrame(state: FooterState, style: FooterStyle, pullingPercent: Double,
                            timeInState: Double, frameTime: Double) -> ArtFrame {
        switch state {
        case .refreshing:
            return loop(elapsed: timeInState, frameTime: frameTime)
        case .idle, .pulling:
            return scrub(style == .back ? pullingPercent : 0)
        case .noMoreData, .failed:
            return scrub(0)
        }
    }
}

/// Which part of the art a frame comes from.
public enum ArtSegment: String, Sendable {
    case pull, refreshing, finish
    /// The art has no such segment: the whole animation stands in.
    case whole
}

/// The frame of the art to draw: its index, the segment and how far through it (0...1).
public struct ArtFrame: Equatable, Sendable {
    public var frame: Int
    public var segment: ArtSegment
    public var progress: Double
}

/// How the user's art is shown: its size in the header and beside or instead of the text.
public struct ArtSettings: Equatable, Sendable {
    /// Height of the art as a fraction of the header's (or footer's) height.
    public var size = 0.8
    /// The art goes beside the state text (false) or replaces it (true).
    public var replacesText = false
    /// Points between the art and the text beside it.
    public var gap = 10.0
    /// Most frames kept of one animation: longer ones are sampled evenly to this many.
    public var maxFrames = 120
    /// The markers that play in the header's and the footer's phases.
    public var headerMarkers = ArtMarkerAssignment()
    public var footerMarkers = ArtMarkerAssignment()
    public init() {}

    /// The markers chosen for `place`'s art.
    public subscript(markers place: ArtPlace) -> ArtMarkerAssignment {
        get { place == .header ? headerMarkers : footerMarkers }
        set { if place == .header { headerMarkers = newValue } else { footerMarkers = newValue } }
    }
}
