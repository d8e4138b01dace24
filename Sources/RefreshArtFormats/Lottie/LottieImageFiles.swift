import Foundation

/// The bytes rlottie is given: an asset that names an image file beside the animation
/// (`"p": "photo.png"`, not a `data:` URI) has its `"p"` key renamed `"_"`, so rlottie
/// never tries to open a path. The app never drew those images (LottieCheck says so in a
/// note); the worker's sandbox kills it for the attempt.
///
/// Rule: same length, only those key bytes change (never re-serialized: rlottie reads some
/// files differently once rewritten). A key spelt with escapes is left as it is: the
/// sandbox still holds, and the file is refused when the worker is killed.
public enum LottieImageFiles {
    public static func withoutFiles(_ json: Data) -> Data {
        var bytes = [UInt8](json)
        // Each open container: whether it is an object, and the key it is under in its parent.
        var stack: [(isObject: Bool, key: [UInt8]?)] = []
        var lastKey: [UInt8]?
        var pathKey: Int?
        var i = 0
        func isAsset() -> Bool {
            stack.count == 3 && stack[0].isObject && !stack[1].isObject && stack[1].key == Array("assets".utf8) && stack[2].isObject
        }
        while i < bytes.count {
            switch bytes[i] {
            case 0x7B, 0x5B:
                stack.append((bytes[i] == 0x7B, stack.last?.isObject == true ? lastKey : nil))
                lastKey = nil
                pathKey = nil
                i += 1
            case 0x7D, 0x5D:
                _ = stack.popLast()
                lastKey = nil
                pathKey = nil
                i += 1
            case 0x22:
                let start = i + 1
                i += 1
                while i < bytes.count && bytes[i] != 0x22 { i += bytes[i] == 0x5C ? 2 : 1 }
                let raw = Array(bytes[min(start, bytes.count)..<min(i, bytes.count)])
                i += 1
                var j = i
                while j < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[j]) { j += 1 }
                if j < bytes.count, bytes[j] == 0x3A, stack.last?.isObject == true {
                    lastKey = raw
                    pathKey = raw == [0x70] && isAsset() ? start : nil
                    i = j + 1
                } else {
                    if let key = pathKey, !raw.starts(with: Array("data:".utf8)) { bytes[key] = 0x5F }
                    pathKey = nil
                }
            default:
                i += 1
            }
        }
        return Data(bytes)
    }
}
