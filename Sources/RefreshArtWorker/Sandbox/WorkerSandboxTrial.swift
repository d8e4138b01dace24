import Foundation

/// What the tests run to see the worker's sandbox hold: `RefreshDemo --art-worker-trial
/// WHAT` confines itself exactly as a worker does, then tries one thing a file that took
/// rlottie over would try. The kernel kills it (SIGSYS) before the call does anything; if
/// the call comes back, it says so on standard error and exits with `survived`.
///
/// Rule: hidden (not in --help), and reads nothing: it can only end itself.
public enum WorkerSandboxTrial {
    public static let flag = "--art-worker-trial"

    /// The exit status of a trial whose forbidden call came back.
    static let survived: Int32 = 3

    /// What may be tried: `nothing` (the confinement alone, which must exit 0), `open` a
    /// file, `socket`, `connect` (on its standard input, to a local port), `exec` a program,
    /// `mmap-exec` (memory for code). `landlock-open` applies the Landlock ruleset alone
    /// (no filter, which would kill first) and opens a file: refused (EACCES) where the
    /// kernel has Landlock, exit status 4 where it has none.
    static let trials = ["nothing", "open", "socket", "connect", "exec", "mmap-exec", "landlock-open"]

    /// The exit status of `landlock-open` on a kernel without Landlock.
    static let noLandlock: Int32 = 4

    public static func run(_ what: String) -> Never {
        guard trials.contains(what) else {
            FileHandle.standardError.write(Data("\(flag): expected one of \(trials.joined(separator: ", "))\n".utf8))
            _exit(2)
        }
        if what == "landlock-open" {
            do {
                guard try LandlockRuleset.restrict() else { _exit(noLandlock) }
            } catch {
                FileHandle.standardError.write(Data("cannot confine: \(error)\n".utf8))
                _exit(ArtWorkerService.confinementFailed)
            }
        } else {
            do { try ArtWorkerService.confine(parent: getppid()) } catch {
                FileHandle.standardError.write(Data("cannot confine: \(error)\n".utf8))
                _exit(ArtWorkerService.confinementFailed)
            }
        }
        let rc: Int
        switch what {
        case "open", "landlock-open": rc = Int(open("/etc/hostname", O_RDONLY))
        case "mmap-exec":
            let p = mmap(nil, 4096, PROT_READ | PROT_EXEC, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            rc = p == MAP_FAILED ? -1 : 0
        case "socket": rc = Int(socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0))
        case "connect":
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(80).bigEndian
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            rc = Int(withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(0, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            })
        case "exec":
            let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
            rc = Int(execv("/bin/true", argv))
        default: _exit(0)
        }
        let line = "\(what) came back: \(rc) (\(String(cString: strerror(errno))))\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        _exit(survived)
    }
}
