import Foundation
import NIOCore

/// Why the phone preview could not listen on its address, as one plain line that says what
/// to do instead of the socket call's own words (`bind(descriptor:ptr:bytes:): ... (errno: 99)`).
///
/// Rule: the reasons a person meets (the port taken, an address not this machine's, a port
/// below 1024) each have their line; any other says the system's reason in its words.
public struct ShareListenError: Error, CustomStringConvertible, Sendable {
    public enum Reason: Equatable, Sendable {
        /// EADDRINUSE: another program (or another RefreshDemo) holds the port.
        case inUse
        /// EADDRNOTAVAIL: the address is none of this machine's.
        case notThisMachine
        /// EACCES: a port below 1024 without root.
        case privileged
        case other(String)
    }

    public let address: ShareAddress
    public let reason: Reason

    public init(address: ShareAddress, reason: Reason) {
        self.address = address
        self.reason = reason
    }

    /// The reason for `error`, what binding `address` threw.
    public init(address: ShareAddress, error: Error) {
        self.address = address
        guard let io = error as? IOError else {
            reason = .other("\(error)")
            return
        }
        switch io.errnoCode {
        case EADDRINUSE: reason = .inUse
        case EADDRNOTAVAIL: reason = .notThisMachine
        case EACCES: reason = .privileged
        default: reason = .other(String(cString: strerror(io.errnoCode)))
        }
    }

    /// The address as a URL shows it (`[IPv6]`).
    public var shownHost: String { address.host.contains(":") ? "[\(address.host)]" : address.host }

    public var description: String {
        switch reason {
        case .inUse:
            return "port \(address.port) on \(shownHost) is in use by another program: close it, or give another port "
                + "(--share \(shownHost):0 takes a free one)"
        case .notThisMachine:
            return "\(shownHost) is not an address of this computer: give one of its own (ip -4 addr lists them), "
                + "or --share alone for its LAN address"
        case .privileged:
            return "port \(address.port) is below 1024 and needs root: give one from 1024 up, e.g. --share \(shownHost):\(ShareAddress.defaultPort)"
        case .other(let why):
            return "the phone preview cannot listen on \(shownHost):\(address.port) (\(why))"
        }
    }
}
