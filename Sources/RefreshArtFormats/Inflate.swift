import Foundation
import ZIPFoundation

/// Raw deflate streams inflated by ZIPFoundation (kept code), within a size limit.
///
/// Rule: the inflater is always handed whole chunks (it reads that many): past the end of
/// the input, zeros; a stream that asks beyond them is cut short, never read past or looped
/// on. Output past `limit` bytes stops with `tooBig`.
enum Inflate {
    enum Problem: Error { case cutShort, damaged, tooBig }

    static func raw(_ body: ArraySlice<UInt8>, limit: Int) throws -> Data {
        let input = Array(body)
        let chunk = 32 << 10
        var out = Data()
        do {
            _ = try Data.decompress(size: Int64(input.count), bufferSize: chunk, skipCRC32: true, provider: { position, _ in
                let start = Int(position)
                guard start < input.count else { throw Problem.cutShort }
                var piece = Data(input[start..<min(start + chunk, input.count)])
                if piece.count < chunk { piece.append(Data(count: chunk - piece.count)) }
                return piece
            }, consumer: { piece in
                out.append(piece)
                guard out.count <= limit else { throw Problem.tooBig }
            })
        } catch let p as Problem { throw p } catch { throw Problem.damaged }
        return out
    }
}
