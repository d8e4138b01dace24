import CRlottie
import Foundation

/// The worker side of LottieWorker: `RefreshDemo --lottie-worker PARENT` reads requests on
/// its standard input (a socket) and answers on it, until the app closes it or goes away.
///
/// Rule: the only place rlottie runs. A watcher thread ends the worker when its parent is
/// gone, even while rlottie is stuck in a loop.
enum LottieWorkerService {
    static func serve(parent: pid_t) -> Never {
        // The app's Ctrl-C reaches the whole process group: the app decides, the worker
        // ends with it (or is killed by it).
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        // A file that makes rlottie allocate without end fails here, not on the machine.
        var limit = rlimit(rlim_cur: rlim_t(ArtLimits.lottieWorkerBytes), rlim_max: rlim_t(ArtLimits.lottieWorkerBytes))
        setrlimit(Int32(RLIMIT_DATA.rawValue), &limit)
        Thread.detachNewThread {
            while getppid() == parent { usleep(100_000) }
            _exit(0)
        }
        var animation: OpaquePointer?
        while let op = word() {
            switch LottieWorker.Op(rawValue: op) {
            case .load:
                guard let count = word(), count >= 0, count <= Int64(ArtLimits.fileBytes) else { _exit(1) }
                var bytes = [UInt8](repeating: 0, count: Int(count) + 1)
                guard bytes.withUnsafeMutableBytes({ read(into: $0.baseAddress, Int(count)) }) else { _exit(0) }
                if let old = animation { lottie_animation_destroy(old) }
                // An empty key keeps it out of rlottie's cache; the bytes end in a NUL.
                animation = bytes.withUnsafeBufferPointer { b in
                    b.baseAddress.flatMap { base in
                        base.withMemoryRebound(to: CChar.self, capacity: b.count) { lottie_animation_from_data($0, "", "") }
                    }
                }
                if let a = animation {
                    reply([0, Int64(lottie_animation_get_totalframe(a))])
                } else {
                    reply([1, 0])
                }
            case .render:
                guard let frame = word(), let w = word(), let h = word(), w > 0, h > 0,
                      w <= Int64(ArtLimits.canvas), h <= Int64(ArtLimits.canvas) else { _exit(1) }
                guard let a = animation else {
                    reply([1])
                    continue
                }
                var pixels = [UInt32](repeating: 0, count: Int(w * h))
                pixels.withUnsafeMutableBufferPointer { p in
                    if let base = p.baseAddress { lottie_animation_render(a, Int(max(frame, 0)), base, Int(w), Int(h), Int(w) * 4) }
                }
                reply([0])
                pixels.withUnsafeBytes { _ = write(from: $0.baseAddress, $0.count) }
            case nil:
                _exit(1)
            }
        }
        _exit(0)
    }

    private static func word() -> Int64? {
        var w: Int64 = 0
        return withUnsafeMutableBytes(of: &w) { read(into: $0.baseAddress, 8) } ? w : nil
    }

    private static func reply(_ words: [Int64]) {
        words.withUnsafeBytes { _ = write(from: $0.baseAddress, $0.count) }
    }

    private static func read(into p: UnsafeMutableRawPointer?, _ count: Int) -> Bool {
        guard let p else { return count == 0 }
        return whole(count) { Glibc.read(0, p + $0, count - $0) }
    }

    /// Writes all of it; the app gone (the socket closed) ends the worker.
    private static func write(from p: UnsafeRawPointer?, _ count: Int) -> Bool {
        guard let p else { return count == 0 }
        if !whole(count, { Glibc.write(0, p + $0, count - $0) }) { _exit(0) }
        return true
    }

    /// Runs `step` (a read or write of the bytes from an offset) until `count` bytes are done;
    /// false when the socket ends or fails first.
    private static func whole(_ count: Int, _ step: (Int) -> Int) -> Bool {
        var done = 0
        while done < count {
            let n = step(done)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}
