/// A problem the user must read: one line, already naming the file or flag at fault.
struct AppError: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        description = message
        self.exitCode = exitCode
    }
}
