import Foundation

/// The secret path segment that every URL of the phone preview starts with.
///
/// 24 random bytes (192 bits) from the system's generator, in URL-safe base64 without padding
/// (32 characters): a page that does not know it cannot name any file or the WebSocket.
public struct ShareToken: Sendable, Equatable {
    /// The token as it stands in the URL.
    public let text: String

    /// A fresh token from the system's random generator.
    public init() {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<24).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        text = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A known token, for tests.
    public init(text: String) { self.text = text }

    /// Compares a candidate in time that does not depend on where it first differs.
    public func matches(_ candidate: Substring) -> Bool {
        let a = Array(text.utf8), b = Array(candidate.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
