import ArgumentParser
import RefreshShare

/// `--share [ADDRESS:PORT]`: where the phone preview listens; `--share` alone is the machine's
/// LAN address (argument-parser has no option with an optional value: `normalized` writes the
/// bare flag as `--share lan` before parsing).
struct ShareTarget: CheckedArgument {
    /// nil: the LAN address, on `ShareAddress.defaultPort`.
    var address: ShareAddress?

    init(checking text: String) throws {
        if text == Self.lan { return }
        guard let address = ShareAddress(parsing: text) else {
            throw ArgumentExpectation("expected ADDRESS:PORT with a numeric IPv4 or [IPv6] address and a port from 0 to 65535 (0: any free one)")
        }
        self.address = address
    }

    static let lan = "lan"

    /// The arguments with a bare `--share` (last, or followed by another flag) given its value `lan`.
    static func normalized(_ arguments: [String]) -> [String] {
        var out: [String] = []
        for (i, a) in arguments.enumerated() {
            out.append(a)
            if a == "--share", i + 1 == arguments.count || arguments[i + 1].hasPrefix("-") { out.append(lan) }
        }
        return out
    }
}
