import CWorkerSandbox
import Foundation

/// The Lottie worker's Landlock ruleset: every filesystem right the kernel knows is handled
/// and none is granted, so no path can be opened, made, removed or executed; where the
/// kernel has them, TCP binds and connects, abstract Unix sockets and signals to other
/// processes are refused too.
///
/// Rule: applies to the calling thread and every thread it starts afterwards; where the
/// kernel has no Landlock (before 5.13, or turned off) nothing is done and `restrict`
/// returns false, since the seccomp filter alone still forbids opening anything.
enum LandlockRuleset {
    /// Why the ruleset could not be applied.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The kernel's Landlock ABI version, nil where it has none.
    static var abi: Int? {
        let v = refreshdemo_landlock_create_ruleset(nil, 0, 1)
        return v > 0 ? v : nil
    }

    /// Filesystem rights by the ABI that brought them: execute, write, read files and
    /// folders, remove and make every kind of file (1); refer, link or rename across
    /// folders (2); truncate (3); ioctl on devices (5).
    static func filesystemRights(abi: Int) -> UInt64 {
        var rights: UInt64 = (1 << 13) - 1
        if abi >= 2 { rights |= 1 << 13 }
        if abi >= 3 { rights |= 1 << 14 }
        if abi >= 5 { rights |= 1 << 15 }
        return rights
    }

    /// Applies the ruleset to this thread; false where the kernel has no Landlock.
    @discardableResult
    static func restrict() throws -> Bool {
        guard let abi else { return false }
        var attr = refreshdemo_landlock_ruleset_attr(
            handled_access_fs: filesystemRights(abi: abi),
            // Bind and connect on TCP (ABI 4).
            handled_access_net: abi >= 4 ? 0b11 : 0,
            // Abstract Unix sockets and signals outside the sandbox (ABI 6).
            scoped: abi >= 6 ? 0b11 : 0)
        let fd = refreshdemo_landlock_create_ruleset(&attr, UInt(MemoryLayout.size(ofValue: attr)), 0)
        guard fd >= 0 else { throw Failure(description: "cannot make a Landlock ruleset (\(String(cString: strerror(errno))))") }
        defer { close(Int32(fd)) }
        guard refreshdemo_landlock_restrict_self(Int32(fd), 0) == 0 else {
            throw Failure(description: "cannot apply the Landlock ruleset (\(String(cString: strerror(errno))))")
        }
        return true
    }
}
