import Foundation
import RefreshPhysics

/// Checks a file is a Lottie animation within the limits before rlottie sees it: UTF-8
/// JSON, nested at most ArtLimits.jsonDepth deep, an object with the fields every Lottie
/// file has (`v`, `fr`, `ip`, `op`, `w`, `h`, `layers`) in range; and reads its markers.
///
/// Rule: every number from the file goes through Int(saturating:) or a range check;
/// a problem is one reason naming the field and what was expected.
public enum LottieCheck {
    /// What the app reads of an accepted Lottie file.
    public struct Header: Sendable {
        public var frameRate: Double
        var inPoint: Double
        var outPoint: Double
        public var width: Int
        public var height: Int
        /// Every marker with a name and at least a frame, in file order, in frames from the start frame.
        public var markers: [(name: String, frames: Range<Int>)]
        /// What of the file rlottie will not draw, and markers the app does not use, one line each.
        public var notes: [String] = []
        /// The layers rlottie skips: why the file shows nothing when its frames come out empty.
        public var skipped = Skipped()
        public var frameCount: Int { max(Int(saturating: (outPoint - inPoint).rounded(.up)), 1) }
    }

    /// Why the bytes are refused, as one line.
    public struct Problem: Error, Sendable { public let reason: String }

    public static func check(_ data: Data) throws -> Header {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard String(validating: bytes, as: UTF8.self) != nil else { throw Problem(reason: "not UTF-8 text") }
        let depth = nesting(bytes)
        guard depth <= ArtLimits.jsonDepth else {
            throw Problem(reason: "JSON nested \(depth > 10_000 ? "over 10000" : String(depth)) deep, over the limit of \(ArtLimits.jsonDepth)")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: Data(bytes), options: []) } catch {
            throw Problem(reason: "not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw Problem(reason: "JSON that is not an object") }
        func number(_ key: String) throws -> Double {
            guard let n = root[key] as? NSNumber, n.doubleValue.isFinite else {
                throw Problem(reason: "JSON with no number '\(key)', so not a Lottie file")
            }
            return n.doubleValue
        }
        guard root["v"] is String else { throw Problem(reason: "JSON with no version 'v', so not a Lottie file") }
        guard root["layers"] is [Any] else { throw Problem(reason: "JSON with no 'layers' array, so not a Lottie file") }
        let fr = try number("fr"), ip = try number("ip"), op = try number("op")
        let w = try number("w"), h = try number("h")
        let rates = ArtLimits.lottieFrameRate
        guard fr >= Double(rates.lowerBound), fr <= Double(rates.upperBound) else {
            throw Problem(reason: "a frame rate 'fr' of \(fixedDecimals(fr, 2)), expected \(rates.lowerBound) to \(rates.upperBound)")
        }
        guard op > ip else { throw Problem(reason: "an out point 'op' (\(fixedDecimals(op, 2))) not after the in point 'ip' (\(fixedDecimals(ip, 2)))") }
        guard op - ip <= Double(ArtLimits.lottieFrames) else {
            throw Problem(reason: "\(fixedDecimals(op - ip, 0)) frames, over the limit of \(ArtLimits.lottieFrames)")
        }
        guard w >= 1, h >= 1, w <= Double(ArtLimits.canvas), h <= Double(ArtLimits.canvas) else {
            throw Problem(reason: "a canvas of \(fixedDecimals(w, 0))x\(fixedDecimals(h, 0)) pixels, expected 1 to \(ArtLimits.canvas) each")
        }
        if let copies = largestRepeater(root), copies > Double(ArtLimits.lottieRepeaterCopies) {
            let shown = copies < 1e15 ? fixedDecimals(copies, 0) : "over 10^15"
            throw Problem(reason: "repeaters of \(shown) copies, over the limit of \(ArtLimits.lottieRepeaterCopies)")
        }
        var header = Header(frameRate: fr, inPoint: ip, outPoint: op, width: Int(saturating: w.rounded()),
                            height: Int(saturating: h.rounded()), markers: [])
        var unknown: [String] = []
        for case let m as [String: Any] in (root["markers"] as? [Any]) ?? [] {
            guard let name = m["cm"] as? String, let tm = (m["tm"] as? NSNumber)?.doubleValue, tm.isFinite else { continue }
            let dr = (m["dr"] as? NSNumber)?.doubleValue ?? 0
            let start = Int(saturating: (tm - ip).rounded())
            let end = Int(saturating: (tm - ip + (dr.isFinite ? max(dr, 0) : 0)).rounded())
            let lo = min(max(start, 0), header.frameCount), hi = min(max(end, lo), header.frameCount)
            guard hi > lo else { continue }
            header.markers.append((name, lo..<hi))
            if !["pull", "refreshing", "finish"].contains(name.lowercased()) { unknown.append(name) }
        }
        header.skipped = skipped(root)
        header.notes = header.skipped.notes
        if !unknown.isEmpty {
            header.notes.append("markers " + unknown.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
                                + " are not named 'pull', 'refreshing' or 'finish'; the tuning panel assigns them")
        }
        return header
    }

    /// The layers rlottie does not draw, by name: text layers (it draws no text) and images
    /// that are files beside the animation rather than inside it (it is given no folder).
    public struct Skipped: Sendable {
        var texts: [String] = []
        var images: [String] = []

        /// One note for each kind skipped, naming up to four layers (no "; " inside: a file's
        /// notes are joined by it into one line).
        var notes: [String] {
            var notes: [String] = []
            if !texts.isEmpty {
                notes.append("text layer\(texts.count == 1 ? "" : "s") \(texts.prefix(4).joined(separator: ", ")) not drawn (rlottie draws no text)")
            }
            if !images.isEmpty {
                notes.append("image layer\(images.count == 1 ? "" : "s") \(images.prefix(4).joined(separator: ", ")) not drawn "
                             + "(an image file beside the animation, and only images embedded in it are drawn)")
            }
            return notes
        }

        /// Why a file whose frames all come out transparent shows nothing: what was skipped,
        /// which then is all it has.
        public var nothingDrawn: String {
            switch (texts.isEmpty, images.isEmpty) {
            case (false, true): return "it has only text layers, which rlottie does not draw"
            case (true, false):
                return "its only images are files beside the animation, which rlottie does not draw (only images embedded in it are)"
            case (false, false): return "it has only text layers and image files beside the animation, which rlottie does not draw"
            case (true, true): return "every frame is fully transparent"
            }
        }
    }

    /// What rlottie skips in `root`, in its layers and its precomposition assets' layers.
    static func skipped(_ root: [String: Any]) -> Skipped {
        var skipped = Skipped()
        let assets = ((root["assets"] as? [Any]) ?? []).compactMap { $0 as? [String: Any] }
        let external = Set(assets.compactMap { a -> String? in
            guard let id = a["id"] as? String, let p = a["p"] as? String, !p.hasPrefix("data:"), a["layers"] == nil else { return nil }
            return id
        })
        func walk(_ layers: [Any]) {
            for case let l as [String: Any] in layers {
                let name = (l["nm"] as? String).map { "'\($0)'" } ?? "unnamed"
                switch (l["ty"] as? NSNumber)?.intValue {
                case 5: skipped.texts.append(name)
                case 2 where (l["refId"] as? String).map(external.contains) == true: skipped.images.append(name)
                default: break
                }
            }
        }
        walk((root["layers"] as? [Any]) ?? [])
        for a in assets { walk((a["layers"] as? [Any]) ?? []) }
        return skipped
    }

    /// The copies the repeater shapes (`"ty": "rp"`) may draw together: the product of each
    /// one's largest count in any keyframe (nested repeaters multiply); nil without
    /// repeaters. rlottie draws every copy: 10^9 of them never end.
    static func largestRepeater(_ value: Any) -> Double? {
        func numbers(_ v: Any) -> [Double] {
            if let n = v as? NSNumber { return [n.doubleValue.isFinite ? abs(n.doubleValue) : .infinity] }
            if let a = v as? [Any] { return a.flatMap(numbers) }
            if let d = v as? [String: Any] { return ["k", "s", "e"].compactMap { d[$0] }.flatMap(numbers) }
            return []
        }
        var largest: Double?
        func walk(_ v: Any) {
            if let d = v as? [String: Any] {
                if d["ty"] as? String == "rp", let c = d["c"] {
                    largest = (largest ?? 1) * max(numbers(c).max() ?? 1, 1)
                }
                for child in d.values { walk(child) }
            } else if let a = v as? [Any] {
                for child in a { walk(child) }
            }
        }
        walk(value)
        return largest
    }

    /// The deepest nesting of arrays and objects, outside strings (stops counting past 10,000).
    static func nesting(_ bytes: Data.SubSequence) -> Int {
        var depth = 0, deepest = 0, inString = false, escaped = false
        for b in bytes {
            if inString {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inString = false }
                continue
            }
            switch b {
            case 0x22: inString = true
            case 0x5B, 0x7B:
                depth += 1
                deepest = max(deepest, depth)
                if deepest > 10_000 { return deepest }
            case 0x5D, 0x7D: depth -= 1
            default: break
            }
        }
        return deepest
    }
}
