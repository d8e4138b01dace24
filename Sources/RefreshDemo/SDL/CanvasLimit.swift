import Foundation
import RefreshEngine
import RefreshPhysics

/// The largest canvas the app draws into, from what the machine and SDL can hold.
///
/// Rule: a canvas of W×H pixels takes 4·W·H bytes. SDL computes a surface's offsets in
/// 32-bit ints, so one canvas stays under 2 GiB (past it SDL's blit writes out of
/// bounds: the SIGSEGV of `--size 16384x16384 --scale 2`); and a run holds about three
/// of them at once (the canvas, the pixels read back, the PNG encoder's copy), which
/// must fit in the machine's physical memory. A canvas over either is refused before
/// it is made, with one line naming the size and the limit.
enum CanvasLimit {
    /// SDL's own limit for one surface, in bytes.
    static let sdlBytes = Int(Int32.max)
    /// Canvases' worth of memory a run needs at once.
    static let copies = 3

    /// The machine's physical memory in bytes (nil when it cannot be read).
    static var physicalMemory: Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, size > 0 else { return nil }
        let (bytes, overflow) = pages.multipliedReportingOverflow(by: size)
        return overflow ? Int.max : bytes
    }

    /// The most bytes one canvas may take here.
    static var maxBytes: Int {
        min(sdlBytes, (physicalMemory ?? Int.max) / copies)
    }

    /// Throws one line (exit 2) when a canvas of `width`×`height` points at `scale` is too
    /// big to allocate; `what` names it ("the headless canvas").
    static func check(width: Double, height: Double, scale: Double, what: String) throws {
        let w = (width * scale).rounded(), h = (height * scale).rounded()
        let bytes = w * h * 4
        guard bytes.isFinite, bytes > Double(maxBytes) else { return }
        throw AppError("\(what) would be \(Int(w))x\(Int(h)) pixels (\(gigabytes(bytes))), over the "
                       + "\(gigabytes(Double(maxBytes))) one canvas may take here (\(maxBytes == sdlBytes ? "SDL's limit" : "a third of the memory")); "
                       + "expected a smaller --size or --scale", exitCode: 2)
    }

    static func gigabytes(_ bytes: Double) -> String {
        "\(fixedDecimals(bytes / Double(1 << 30), 1)) GB"
    }
}
