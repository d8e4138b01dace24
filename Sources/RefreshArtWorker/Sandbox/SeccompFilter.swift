import CSeccomp
import CWorkerSandbox
import Foundation

/// The Lottie worker's system call filter: the calls rendering needs are allowed, any
/// other kills the whole process (SIGSYS), whichever thread makes it.
///
/// Rule: an allow list, found with `strace -f -c` on real loads (docs/files-and-safety.md):
/// reading its socket (standard input) and writing it and /dev/null (1, 2), memory that is
/// never made executable, futexes and the scheduler's waits, clocks and sleeps, random
/// bytes, ending a thread or the process, and signals to itself (a crash ends as that
/// crash). Nothing that names a path, makes a file descriptor, starts a thread or a
/// program, or reaches another process is on it. Loaded on every thread at once (TSYNC).
enum SeccompFilter {
    /// Why the filter could not be built or loaded.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One allowed call, with the conditions on its arguments (all must hold).
    struct Allowed {
        let name: String
        var conditions: [scmp_arg_cmp] = []
    }

    /// What the worker may call once it is confined. `pid` is its own (signals to itself).
    static func allowed(pid: pid_t) -> [Allowed] {
        let notExecutable = scmp_arg_cmp(arg: 2, op: SCMP_CMP_MASKED_EQ, datum_a: UInt64(PROT_EXEC), datum_b: 0)
        let toSelf = scmp_arg_cmp(arg: 0, op: SCMP_CMP_EQ, datum_a: UInt64(UInt32(bitPattern: pid)), datum_b: 0)
        return [
            // Its socket is standard input; 1 and 2 are /dev/null (rlottie's messages).
            Allowed(name: "read", conditions: [scmp_arg_cmp(arg: 0, op: SCMP_CMP_EQ, datum_a: 0, datum_b: 0)]),
            Allowed(name: "write", conditions: [scmp_arg_cmp(arg: 0, op: SCMP_CMP_LE, datum_a: 2, datum_b: 0)]),
            // Memory: the allocator's arenas and rlottie's buffers, never executable.
            Allowed(name: "mmap", conditions: [notExecutable]),
            Allowed(name: "mprotect", conditions: [notExecutable]),
            Allowed(name: "munmap"), Allowed(name: "mremap"), Allowed(name: "brk"), Allowed(name: "madvise"),
            // rlottie's render threads wait on futexes; the parent watcher sleeps.
            Allowed(name: "futex"), Allowed(name: "sched_yield"), Allowed(name: "getppid"),
            Allowed(name: "clock_gettime"), Allowed(name: "clock_nanosleep"), Allowed(name: "nanosleep"),
            Allowed(name: "restart_syscall"),
            Allowed(name: "getrandom"),
            Allowed(name: "rt_sigprocmask"), Allowed(name: "rt_sigreturn"),
            Allowed(name: "exit"), Allowed(name: "exit_group"),
            // A thread started just before the filter registers itself after it (glibc),
            // and the watcher names itself (Foundation's Thread).
            Allowed(name: "rseq"), Allowed(name: "set_robust_list"),
            Allowed(name: "prctl", conditions: [scmp_arg_cmp(arg: 0, op: SCMP_CMP_EQ, datum_a: UInt64(PR_SET_NAME), datum_b: 0)]),
            Allowed(name: "prctl", conditions: [scmp_arg_cmp(arg: 0, op: SCMP_CMP_EQ, datum_a: UInt64(PR_GET_NAME), datum_b: 0)]),
            // A crash (abort, a trap) raises its signal on itself and ends as that crash.
            Allowed(name: "getpid"), Allowed(name: "gettid"),
            Allowed(name: "tgkill", conditions: [toSelf]),
        ]
    }

    /// Loads the filter on every thread of the process; it cannot be undone.
    static func load() throws {
        guard let ctx = seccomp_init(SCMP_ACT_KILL_PROCESS) else {
            throw Failure(description: "cannot make a seccomp filter (libseccomp)")
        }
        defer { seccomp_release(ctx) }
        try check(seccomp_attr_set(ctx, SCMP_FLTATR_CTL_TSYNC, 1), "cannot ask for the filter on every thread")
        for call in allowed(pid: getpid()) {
            let number = seccomp_syscall_resolve_name(call.name)
            // A call this architecture does not have is not needed on it.
            guard number >= 0 else { continue }
            let rc = call.conditions.withUnsafeBufferPointer {
                seccomp_rule_add_array(ctx, SCMP_ACT_ALLOW, number, UInt32($0.count), $0.baseAddress)
            }
            try check(rc, "cannot allow \(call.name)")
        }
        try check(seccomp_load(ctx), "cannot load the seccomp filter")
    }

    /// libseccomp returns a negated errno.
    private static func check(_ rc: Int32, _ what: String) throws {
        guard rc == 0 else { throw Failure(description: "\(what) (\(String(cString: strerror(-rc))))") }
    }
}
