import RefreshEngine
/// A file the user gave (a gesture script, a tuning file) that cannot be used, as the
/// one line the user reads: `FILE:LINE: what was expected`.
public struct InputFileError: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
