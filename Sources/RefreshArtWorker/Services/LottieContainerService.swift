import Foundation
import RefreshArtFormats

/// The worker side of unpacking a Telegram sticker (.tgs, gzip) or a dotLottie (.lottie,
/// zip): LottieContainer's inflating runs in the confined art worker, never in the app,
/// which gets back the Lottie JSON inside (or the reason it is refused) and checks it.
public enum LottieContainerService {
    /// The container kinds on the socket.
    public enum Kind: Int64 { case gzip = 1, dotLottie = 2 }

    /// Reads one `unpack` request (ArtWorker's protocol) and answers it.
    static func serve() {
        guard let raw = ArtWorkerService.word(), let kind = Kind(rawValue: raw), let count = ArtWorkerService.word(),
              count >= 0, count <= Int64(ArtLimits.fileBytes) else { _exit(1) }
        var bytes = [UInt8](repeating: 0, count: Int(count))
        guard bytes.withUnsafeMutableBytes({ ArtWorkerService.read(into: $0.baseAddress, Int(count)) }) else { _exit(0) }
        WorkerPlantedFault.strike()
        let json: Data
        do {
            json = kind == .gzip ? try LottieContainer.gunzip(Data(bytes)) : try LottieContainer.dotLottie(Data(bytes)).json
        } catch let p as LottieContainer.Problem {
            return answer(ArtWorker.refusedStatus, Array(p.reason.utf8.prefix(4096)))
        } catch {
            return answer(ArtWorker.refusedStatus, Array("\(error)".utf8.prefix(4096)))
        }
        answer(0, [UInt8](json))
    }

    /// Status, byte count, a word left 0, the bytes.
    private static func answer(_ status: Int64, _ bytes: [UInt8]) {
        ArtWorkerService.reply([status, Int64(bytes.count), 0])
        bytes.withUnsafeBytes { _ = ArtWorkerService.write(from: $0.baseAddress, $0.count) }
    }
}
