import CRlottie
import Foundation
import RefreshArtFormats

/// The worker side of ArtWorker: `RefreshDemo --art-worker PARENT` reads requests on
/// its standard input (a socket) and answers on it, until the app closes it or goes away.
///
/// Rule: the only place rlottie and the image decoders (ImageDecodeService) run, confined
/// (WorkerSandbox) before it reads a byte. A watcher thread ends the worker when its
/// parent is gone, even while a decoder is stuck in a loop.
public enum ArtWorkerService {
    public static func serve(parent: pid_t) -> Never {
        WorkerStartPause.pauseIfAsked()
        // The app's Ctrl-C reaches the whole process group: the app decides, the worker
        // ends with it (or is killed by it).
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        WorkerPlantedFault.arm()
        // Confined before the first byte is read; a worker that cannot confine itself ends.
        do { try confine(parent: parent) } catch { _exit(confinementFailed) }
        var animation: OpaquePointer?
        while let op = word() {
            switch ArtWorker.Op(rawValue: op) {
            case .load:
                guard let count = word(), count >= 0, count <= Int64(ArtLimits.fileBytes) else { _exit(1) }
                var bytes = [UInt8](repeating: 0, count: Int(count) + 1)
                guard bytes.withUnsafeMutableBytes({ read(into: $0.baseAddress, Int(count)) }) else { _exit(0) }
                if let old = animation { lottie_animation_destroy(old) }
                WorkerPlantedFault.strike()
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
            case .unpack:
                LottieContainerService.serve()
            case let image?:
                ImageDecodeService.serve(image)
            case nil:
                _exit(1)
            }
        }
        _exit(0)
    }

    /// Confines the worker (WorkerSandbox) with what rlottie must have done beforehand: its
    /// image decoder loaded and its render threads started (warmUpJSON); what the image
    /// decoders must have done (ImageDecodeService.warmUp); and the thread that ends the
    /// worker when `parent` is gone.
    static func confine(parent: pid_t) throws {
        var warmUp: OpaquePointer?
        try WorkerSandbox.confine(load: {
            warmUp = lottie_animation_from_data(warmUpJSON, "", "")
            ImageDecodeService.warmUp()
        }, start: {
            if let a = warmUp {
                var pixels = [UInt32](repeating: 0, count: 4)
                pixels.withUnsafeMutableBufferPointer { p in
                    if let base = p.baseAddress { lottie_animation_render(a, 0, base, 2, 2, 8) }
                }
                lottie_animation_destroy(a)
            }
            Thread.detachNewThread {
                while getppid() == parent { usleep(100_000) }
                _exit(0)
            }
        })
    }

    /// The exit status of a worker that could not confine itself.
    static let confinementFailed: Int32 = 70

    /// A square and a one-pixel embedded PNG, read and drawn once before the filter: reading
    /// an image loads rlottie's decoder module (a file), and the first frame starts its
    /// render threads (which ask the system for the processor count, a file too).
    static let warmUpJSON = #"{"v":"5.5.2","fr":30,"ip":0,"op":1,"w":2,"h":2,"assets":[{"id":"i","w":1,"h":1,"u":"","#
        + #""p":"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==","#
        + #""e":1}],"layers":[{"ty":2,"ind":1,"refId":"i","ip":0,"op":1,"st":0,"ks":{}},{"ty":4,"ind":2,"ip":0,"op":1,"st":0,"ks":{},"#
        + #""shapes":[{"ty":"rc","d":1,"p":{"a":0,"k":[1,1]},"s":{"a":0,"k":[2,2]},"r":{"a":0,"k":0}},"#
        + #"{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}"#

    static func word() -> Int64? {
        var w: Int64 = 0
        return withUnsafeMutableBytes(of: &w) { read(into: $0.baseAddress, 8) } ? w : nil
    }

    static func reply(_ words: [Int64]) {
        words.withUnsafeBytes { _ = write(from: $0.baseAddress, $0.count) }
    }

    static func read(into p: UnsafeMutableRawPointer?, _ count: Int) -> Bool {
        guard let p else { return count == 0 }
        return whole(count) { Glibc.read(0, p + $0, count - $0) }
    }

    /// Writes all of it; the app gone (the socket closed) ends the worker.
    static func write(from p: UnsafeRawPointer?, _ count: Int) -> Bool {
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
