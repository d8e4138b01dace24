import Foundation
import ZIPFoundation

/// The Lottie JSON inside the two packaged forms designers drop: a Telegram sticker
/// (`.tgs`, one gzip member) and a dotLottie (`.lottie`, a zip archive with
/// `manifest.json` and `animations/ID.json`: the manifest's first animation is taken).
///
/// Rules: ZIPFoundation reads the archive and inflates (kept code, not ours); every size is
/// checked against ArtLimits.fileBytes before and while inflating, so a small file that
/// inflates to gigabytes is refused; a problem is one reason naming what was expected.
public enum LottieContainer {
    /// Why the bytes are refused, as one line.
    public struct Problem: Error, Sendable { public let reason: String }

    public static let gzipMagic: [UInt8] = [0x1F, 0x8B]
    public static let zipMagic: [UInt8] = [0x50, 0x4B, 0x03, 0x04]

    /// The JSON of a gzip member (a .tgs file).
    public static func gunzip(_ data: Data) throws -> Data {
        let bytes = [UInt8](data)
        func truncated() -> Problem { Problem(reason: "a gzip file cut short; expected a Telegram sticker (gzipped Lottie JSON)") }
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B else { throw truncated() }
        guard bytes[2] == 8 else { throw Problem(reason: "gzip compression method \(bytes[2]), expected 8 (deflate)") }
        let flags = bytes[3]
        var at = 10
        if flags & 4 != 0 {
            guard at + 2 <= bytes.count else { throw truncated() }
            at += 2 + Int(bytes[at]) + Int(bytes[at + 1]) << 8
        }
        for bit: UInt8 in [8, 16] where flags & bit != 0 {
            while at < bytes.count && bytes[at] != 0 { at += 1 }
            at += 1
        }
        if flags & 2 != 0 { at += 2 }
        guard at < bytes.count - 8 else { throw truncated() }
        do { return try Inflate.raw(bytes[at...], limit: ArtLimits.fileBytes) } catch Inflate.Problem.tooBig {
            throw Problem(reason: tooBig("the sticker"))
        } catch Inflate.Problem.cutShort {
            throw truncated()
        } catch {
            throw Problem(reason: "a damaged gzip stream; expected a Telegram sticker (gzipped Lottie JSON)")
        }
    }

    /// The manifest's first animation of a dotLottie archive, and its id.
    public static func dotLottie(_ data: Data) throws -> (id: String, json: Data) {
        let archive: Archive
        do { archive = try Archive(data: data, accessMode: .read) } catch {
            throw Problem(reason: "a damaged zip archive; expected a dotLottie file")
        }
        func entryData(_ name: String) throws -> Data? {
            guard let entry = archive[name] else { return nil }
            guard entry.uncompressedSize <= UInt64(ArtLimits.fileBytes) else { throw Problem(reason: tooBig(name)) }
            var out = Data()
            do {
                _ = try archive.extract(entry) { piece in
                    out.append(piece)
                    guard out.count <= ArtLimits.fileBytes else { throw Problem(reason: tooBig(name)) }
                }
            } catch let p as Problem { throw p } catch {
                throw Problem(reason: "\(name) is damaged in the archive; expected a dotLottie file")
            }
            return out
        }
        guard let manifestData = try entryData("manifest.json") else {
            throw Problem(reason: "a zip archive with no manifest.json; expected a dotLottie file")
        }
        guard let manifest = try? JSONSerialization.jsonObject(with: manifestData) as? [String: Any] else {
            throw Problem(reason: "manifest.json is not a JSON object; expected a dotLottie manifest")
        }
        guard let animations = manifest["animations"] as? [[String: Any]], let id = animations.first?["id"] as? String,
              !id.isEmpty else {
            throw Problem(reason: "manifest.json lists no animation (\"animations\": [{\"id\": ...}]); expected a dotLottie manifest")
        }
        guard let json = try entryData("animations/\(id).json") ?? entryData("\(id).json") else {
            throw Problem(reason: "the manifest's animation '\(id)' is not in the archive (animations/\(id).json)")
        }
        return (id, json)
    }

    private static func tooBig(_ what: String) -> String {
        "\(what) inflates past \(ArtLimits.fileBytes >> 20) MB, over the limit"
    }
}
