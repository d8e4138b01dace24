import Foundation

/// A test hook of the art worker: started with REFRESHDEMO_WORKER_PLANTED_FAULT=1 in its
/// environment, the worker writes past a buffer as soon as it starts decoding a file, as
/// a decoder with a memory-safety bug would. The tests use it to show that such a fault
/// takes down only the worker: the app prints one line naming the file and goes on.
///
/// Rule: looked at by the worker alone, once, before it confines itself (the app never
/// reads it); without it nothing changes.
enum WorkerPlantedFault {
    static let variable = "REFRESHDEMO_WORKER_PLANTED_FAULT"

    nonisolated(unsafe) private static var armed = false

    static func arm() {
        armed = getenv(variable).map { String(cString: $0) == "1" } ?? false
    }

    /// Writes past a 16-byte heap buffer, on and on, until the memory after it ends (a
    /// segmentation fault); should it never end, aborts.
    static func strike() {
        guard armed else { return }
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        for i in 0..<(1 << 40) { (buffer + i).pointee = 0xA5 }
        abort()
    }
}
