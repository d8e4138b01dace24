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
