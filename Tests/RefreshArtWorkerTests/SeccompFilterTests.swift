import CSeccomp
import Foundation
import XCTest
@testable import RefreshArtWorker

/// The worker's system call filter, read as a list: what it lets a confined rlottie do, and what
/// it never lets it do (docs/files-and-safety.md). Loading it is the worker's own test
/// (ArtWorkerTests runs a real worker); this checks the list with no process to spend.
final class SeccompFilterTests: XCTestCase {
    /// Every call on the list is a real call on this architecture: a misspelt name would be
    /// skipped as "not on this architecture" and the worker would die on its first use.
    func testEveryAllowedCallIsASystemCallHere() {
        let names = Set(SeccompFilter.allowed(pid: getpid()).map(\.name))
        XCTAssertGreaterThan(names.count, 20)
        for name in names {
            XCTAssertGreaterThanOrEqual(seccomp_syscall_resolve_name(name), 0, "\(name) is a system call on this machine")
        }
    }

    /// Nothing that names a path, makes a file descriptor, starts a thread or a program, or
    /// reaches another process or the network is on the list.
    func testNothingThatOpensStartsOrReachesOutIsAllowed() {
        let names = Set(SeccompFilter.allowed(pid: getpid()).map(\.name))
        let forbidden = ["open", "openat", "openat2", "creat", "execve", "execveat", "fork", "vfork", "clone", "clone3",
                         "socket", "connect", "bind", "accept", "accept4", "sendto", "ptrace", "kill", "unlink",
                         "rename", "mkdir", "chmod", "mount", "pipe", "pipe2", "dup", "dup2", "dup3", "memfd_create"]
        for name in forbidden { XCTAssertFalse(names.contains(name), "\(name) is not allowed") }
    }

    /// Its socket is standard input and 1, 2 are /dev/null: reads only from 0, writes only up to 2,
    /// memory never executable, and signals only to itself.
    func testTheArgumentConditionsPinDescriptorsMemoryAndSignals() throws {
        let pid: pid_t = 4242
        let allowed = SeccompFilter.allowed(pid: pid)
        func conditions(_ name: String) -> [scmp_arg_cmp] { allowed.first { $0.name == name }?.conditions ?? [] }
        let read = try XCTUnwrap(conditions("read").first)
        XCTAssertEqual(read.arg, 0); XCTAssertEqual(read.op, SCMP_CMP_EQ); XCTAssertEqual(read.datum_a, 0)
        let write = try XCTUnwrap(conditions("write").first)
        XCTAssertEqual(write.op, SCMP_CMP_LE); XCTAssertEqual(write.datum_a, 2)
        for name in ["mmap", "mprotect"] {
            let c = try XCTUnwrap(conditions(name).first, name)
            XCTAssertEqual(c.arg, 2, name); XCTAssertEqual(c.op, SCMP_CMP_MASKED_EQ, name)
            XCTAssertEqual(c.datum_a, UInt64(PROT_EXEC), name); XCTAssertEqual(c.datum_b, 0, name)
        }
        let tgkill = try XCTUnwrap(conditions("tgkill").first)
        XCTAssertEqual(tgkill.arg, 0); XCTAssertEqual(tgkill.datum_a, UInt64(pid))
    }
}
