import Foundation

/// What tells a new version of a file on disk cheaply: its inode, modification time
/// (to the nanosecond) and size. A change of any is followed by a look at the bytes.
/// (The tuning file and the user's art are watched with it.)
struct FileStamp: Equatable {
    let inode: UInt64
    let seconds: Int
    let nanoseconds: Int
    let size: Int64
    /// A regular file (not a FIFO, device or socket, which are never read again).
    let isRegular: Bool

    /// The stamp of what `path` names (a link is followed); nil when it does not exist.
    init?(path: String) {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        self.init(st)
    }

    /// The stamp of a file whose stat() is `st`.
    init(_ st: stat) {
        inode = UInt64(st.st_ino)
        seconds = Int(st.st_mtim.tv_sec)
        nanoseconds = Int(st.st_mtim.tv_nsec)
        size = Int64(st.st_size)
        isRegular = st.st_mode & S_IFMT == S_IFREG
    }
}
