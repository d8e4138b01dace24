import Foundation

/// A pull as the page and the app moved it, to compare over time: the page's timeline (from
/// share_probe.py: [ms after the press, offset, kind]) and the app's frames in its trace, from
/// the press through the release and the settle to the held refreshing position.
enum PullTimeline {
    /// The page's offset `ms` after its press: an event's point holds until the next point (kind
    /// 0); between a motion's samples (kind 1, one a millisecond) it is linear; before the press, the
    /// press's own (the list was at rest there).
    static func page(_ points: [[Double]], at ms: Double) -> Double? {
        let sorted = points.enumerated().filter { $0.element.count == 3 }
            .sorted { ($0.element[0], $0.offset) < ($1.element[0], $1.offset) }.map(\.element)
        guard let first = sorted.first else { return nil }
        guard let i = sorted.lastIndex(where: { $0[0] <= ms }) else { return first[1] }
        let p = sorted[i]
        guard p[2] == 1, i + 1 < sorted.count, sorted[i + 1][0] > p[0] else { return p[1] }
        let q = sorted[i + 1], f = (ms - p[0]) / (q[0] - p[0])
        return p[1] + (q[1] - p[1]) * f
    }

    /// The app's frames from its first press (or the press after `skipping` others) to the first
    /// rest after it: ms after the press and the offset (the trace needs --trace-frames).
    static func appFrames(_ trace: String, press skipping: Int = 0) -> [(ms: Double, offset: Double)] {
        var press: Double?, frames: [(ms: Double, offset: Double)] = [], presses = 0
        for line in trace.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let t = o["t"] as? Double, let type = o["type"] as? String else { continue }
            if press == nil {
                if type == "input", o["kind"] as? String == "press" {
                    if presses == skipping { press = t }
                    presses += 1
                }
                continue
            }
            guard let t0 = press else { continue }
            if type == "frame", let y = o["offsetY"] as? Double { frames.append(((t - t0) * 1000, y)) }
            if type == "scroll", o["phase"] as? String == "idle", t > t0 { break }
        }
        return frames
    }

    /// When the app's refresh ended (its header machine first went to finishing), in ms after the
    /// first press; nil when it did not. From then on the list follows the app's load, which the
    /// page's own refresh (a fixed time) does not share.
    static func appRefreshEnd(_ trace: String) -> Double? {
        var press: Double?
        for line in trace.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let t = o["t"] as? Double, let type = o["type"] as? String else { continue }
            if press == nil, type == "input", o["kind"] as? String == "press" { press = t }
            if let t0 = press, type == "header", o["to"] as? String == "finishing" { return (t - t0) * 1000 }
        }
        return nil
    }
}

/// MJRefresh's header over a pull, as the page placed it (share_probe.py's "header": the core's placement
/// at each point of the page's timeline) and as the app's frames have it (their `headerClip*` fields).
extension PullTimeline {
    /// Where the MJ header is: its top and the band it shows in, in points below the top of the list's
    /// visible area under the bar at rest; `clipBottom` nil: none (it shows down to the list's bottom).
    struct Place: CustomStringConvertible {
        var y: Double
        var clipTop: Double
        var clipBottom: Double?
        var over: Bool

        /// The largest difference of the two's top and band, in points; infinite when one is over the rows and
        /// the other under them, or one band has a bottom and the other none.
        func distance(to other: Place) -> Double {
            guard over == other.over, (clipBottom == nil) == (other.clipBottom == nil) else { return .infinity }
            return max(abs(y - other.y), abs(clipTop - other.clipTop), abs((clipBottom ?? 0) - (other.clipBottom ?? 0)))
        }

        var description: String {
            "top \(y), band \(clipTop) to \(clipBottom.map { "\($0)" } ?? "the list's bottom"), \(over ? "over" : "under") the rows"
        }
    }

    /// The app's header at each of its frames from its first press: through a refresh until the header is idle
    /// again after it (the first frame from then on included), or without one until the list's first rest;
    /// ms after the press. `released`: the release, and `finished`: when the refresh ended (the machine went to
    /// finishing), ms after the press.
    static func appHeader(_ trace: String) -> (frames: [(ms: Double, place: Place)], released: Double?, finished: Double?) {
        var press: Double?, frames: [(ms: Double, place: Place)] = [], refreshed = false, released: Double?, finished: Double?
        var closed = false
        for line in trace.split(separator: "\n") {
            guard let o = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let t = o["t"] as? Double, let type = o["type"] as? String else { continue }
            if type == "input", o["kind"] as? String == "press" {
                if press != nil { break }
                press = t
                continue
            }
            guard let t0 = press else { continue }
            let ms = (t - t0) * 1000
            if type == "input", o["kind"] as? String == "release", released == nil { released = ms }
            if type == "header", let to = o["to"] as? String {
                if to == "refreshing" { refreshed = true }
                if to == "finishing", finished == nil { finished = ms }
                if to == "idle", finished != nil { closed = true }
            }
            if type == "frame", let y = o["indicatorY"] as? Double, let top = o["headerClipTop"] as? Double, let over = o["headerOver"] as? Bool {
                frames.append((ms, Place(y: y, clipTop: top, clipBottom: o["headerClipBottom"] as? Double, over: over)))
                if closed { break }
            }
            if type == "scroll", o["phase"] as? String == "idle", !refreshed, t > t0 { break }
        }
        return (frames, released, finished)
    }

    /// The page's points ([ms, kind, y, clipTop, clipBottom or null, over], y and the band in the page's list's
    /// coordinates), in the offsets' order, with the page's bar of `inset` taken off.
    static func pageHeader(_ points: [[Any]], inset: Double) -> [(ms: Double, moving: Bool, place: Place)] {
        points.enumerated().compactMap { i, p -> (Int, (ms: Double, moving: Bool, place: Place))? in
            guard p.count == 6, let ms = p[0] as? Double, let kind = p[1] as? Double, let y = p[2] as? Double,
                  let top = p[3] as? Double, let over = p[5] as? Double else { return nil }
            let place = Place(y: y - inset, clipTop: top - inset, clipBottom: (p[4] as? Double).map { $0 - inset }, over: over != 0)
            return (i, (ms, kind == 1, place))
        }.sorted { ($0.1.ms, $0.0) < ($1.1.ms, $1.0) }.map(\.1)
    }

    /// Where the page had its header `ms` after its press: the point at or before it (an event's holds until the
    /// next point), and in a motion (sampled each ms) the next one and the place in between as well, since a band
    /// may jump between two samples (in front of the content, it shows whole from the first point of pull).
    static func pageHeader(_ points: [(ms: Double, moving: Bool, place: Place)], at ms: Double) -> [Place] {
        guard let first = points.first else { return [] }
        guard let i = points.lastIndex(where: { $0.ms <= ms }) else { return [first.place] }
        let p = points[i]
        guard p.moving, i + 1 < points.count, points[i + 1].ms > p.ms else { return [p.place] }
        let q = points[i + 1], f = (ms - p.ms) / (q.ms - p.ms)
        var between = p.place
        between.y += (q.place.y - p.place.y) * f
        between.clipTop += (q.place.clipTop - p.place.clipTop) * f
        if let a = p.place.clipBottom, let b = q.place.clipBottom { between.clipBottom = a + (b - a) * f }
        return [p.place, q.place, between]
    }
}
