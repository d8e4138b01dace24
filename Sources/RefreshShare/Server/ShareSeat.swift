import Foundation

/// What the phone preview keeps from one start to the next for the app's whole run: its
/// token, the port it was bound to, and its hub. A page left open while the preview was
/// stopped (Shift+S twice, the Share button) reconnects to the same URL by itself, and finds
/// the versions of the tuning and the rows still counting up from what it applied.
///
/// Rule: made once per run (a new run is a new token: an old page then says the app is gone);
/// `address(for:)` keeps the port of the first start, whatever port was asked then (0: the
/// free one the system gave).
public final class ShareSeat: @unchecked Sendable {
    public let token: ShareToken
    public let hub: ShareHub
    private let lock = NSLock()
    private var boundPort: Int?

    public init(token: ShareToken = ShareToken(), hub: ShareHub) {
        self.token = token
        self.hub = hub
    }

    /// Where to listen this time: `address` on the port of the first start, once there was one.
    public func address(for address: ShareAddress) -> ShareAddress {
        lock.withLock { boundPort.map { ShareAddress(host: address.host, port: $0) } ?? address }
    }

    /// The server listens on `port`: later starts take it again.
    public func bound(_ port: Int) {
        lock.withLock { if boundPort == nil { boundPort = port } }
    }
}
