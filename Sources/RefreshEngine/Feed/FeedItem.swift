/// One post of the simulated feed.
public struct FeedItem: Equatable, Sendable {
    public var id: Int
    public var author: String
    public var text: String
    /// Seconds since the Unix epoch.
    public var timestamp: Double
    /// 0..<FeedContent.avatarColorCount: which avatar colour to use.
    public var avatarColor: Int
    /// The character shown in the avatar circle.
    public var initial: String
}
