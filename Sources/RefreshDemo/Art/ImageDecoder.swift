import Foundation
import RefreshArtFormats
import RefreshArtWorker

/// The app's side of decoding a GIF, an APNG or PNG frames: the bytes the app has read and
/// walked go to an art worker (ArtWorker, ImageDecodeService), the frames come back as
/// surfaces. One worker per load (a folder's frames share it), ended with this value.
///
/// Rules: the app never decodes them itself. A file the worker refuses is an
/// InputFile.Failure naming it with the worker's reason; a worker that crashed, was killed
/// by its sandbox or passed its deadline (ArtLimits.imageFrameSeconds for each frame) is
/// `Lost`: the whole load fails with its one line, and no later request is made of it.
final class ImageDecoder {
    /// The worker is gone: the load it served fails with `failure`.
    struct Lost: Error {
        let failure: InputFile.Failure
    }

    private let worker: ArtWorker
    /// The file (or folder) the worker was started for.
    private let path: String

    init(for path: String) throws {
        self.path = path
        do { worker = try ArtWorker.make(.images) } catch let f as ArtWorker.Failure {
            throw Lost(failure: InputFile.Failure(path: path, reason: f.reason + "; the file is refused"))
        }
    }

    /// Starts decoding the frames `keep` (ascending) of a GIF, composed from the app's walk
    /// of it (`scan`); `next` takes them one by one, in order.
    func startGIF(_ data: Data, _ scan: GIFScan.Result, keep: [Int]) throws {
        let records = [Int64(scan.width), Int64(scan.height), Int64(scan.records.count)] + scan.records.flatMap(\.words)
        try start(.gif, data, keep: keep, then: records)
    }

    /// Starts decoding the frames `keep` (ascending) of an APNG; `next` takes them.
    func startAPNG(_ data: Data, keep: [Int]) throws {
        try start(.apng, data, keep: keep)
    }

    private func start(_ op: ArtWorker.Op, _ data: Data, keep: [Int], then words: [Int64] = []) throws {
        try call(path) {
            try worker.send([op.rawValue, Int64(data.count), Int64(keep.count)] + keep.map(Int64.init) + words, payload: data,
                            deadline: ArtLimits.imageFrameSeconds, what: "reading it")
        }
    }

    /// The next frame of the decode `start` began; `index` (from 0) names it in a failure.
    func next(index: Int) throws -> Surface {
        try call(path) { try receive(what: "frame \(index + 1)") }
    }

    /// Asks for one PNG frame of a folder, `file` its path; `answer` takes it. Frames may
    /// be asked ahead: the answers come in the order asked.
    func ask(_ data: Data, file: String) throws {
        try call(file) {
            try worker.send([ArtWorker.Op.png.rawValue, Int64(data.count)], payload: data,
                            deadline: ArtLimits.imageFrameSeconds, what: "frame \((file as NSString).lastPathComponent)")
        }
    }

    /// The frame asked for `file`, the first not yet taken.
    func answer(file: String) throws -> Surface {
        try call(file) { try receive(what: "frame \((file as NSString).lastPathComponent)") }
    }

    /// A frame the worker answers, received into a surface of its size.
    private func receive(what: String) throws -> Surface {
        var made: Surface?
        try worker.frame(deadline: ArtLimits.imageFrameSeconds, what: what) { w, h in
            let s = try Surface(width: w, height: h)
            // ARGB8888 rows are never padded: the pixels arrive as the worker packed them.
            guard s.pitch == w * 4, let base = s.pointer.pointee.pixels else { throw SDLError("a \(w)x\(h) surface with padded rows") }
            made = s
            return base
        }
        guard let made else { throw SDLError("no frame received") }
        return made
    }

    /// Runs `body`, its refusals and failures as `file`'s.
    private func call<T>(_ file: String, _ body: () throws -> T) throws -> T {
        do { return try body() } catch let r as ArtWorker.Refused {
            throw InputFile.Failure(path: file, reason: r.reason)
        } catch let f as ArtWorker.Failure {
            throw Lost(failure: InputFile.Failure(path: file, reason: f.reason + "; the file is refused"))
        }
    }
}
