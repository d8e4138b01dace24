/// The geometry of a feed row, in points. The engine lays rows out with it and
/// the app draws with the same numbers, so measuring and drawing agree.
///
///     height = max(2 paddingY + avatarSize,
///                  paddingY + authorLine + gap + lines * bodyLine + paddingY)
public struct RowStyle: Equatable, Sendable {
    public var paddingX = 14.0
    public var paddingY = 12.0
    public var avatarSize = 40.0
    var avatarGap = 12.0
    public var authorGap = 3.0
    var maxBodyLines = 3
    var timeGap = 8.0

    public init() {}

    public var textLeft: Double { paddingX + avatarSize + avatarGap }

    func bodyWidth(rowWidth: Double) -> Double { max(rowWidth - textLeft - paddingX, 1) }

    public func height(bodyLines: Int, authorLine: Double, bodyLine: Double) -> Double {
        let text = paddingY + authorLine + authorGap + Double(bodyLines) * bodyLine + paddingY
        return max(2 * paddingY + avatarSize, text)
    }
}
