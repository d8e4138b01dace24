import ArgumentParser
import RefreshShare

/// `--share [ADDRESS[:PORT]]`: where the phone preview listens; `--share` alone is the machine's
/// LAN address (argument-parser has no option with an optional value: `normalized` writes the
/// bare flag as `--share lan` before parsing).
struct ShareTarget: CheckedArgument {
    /// nil: the LAN address, on `ShareAddress.defaultPort`.
    var address: ShareAddress?

    init(checking text: String) throws {
        if text == Self.lan { return }
        guard let address = ShareAddress(parsing: text) else {
            throw ArgumentExpectation("expected ADDRESS[:PORT]: a numeric IPv4 address, [IPv6] or localhost, "
                                      + "and a port from 0 to 65535 (0: any free one; none: \(ShareAddress.defaultPort)), e.g. 192.168.1.20:8765")
        }
        self.address = address
    }

    static let lan = "lan"

    /// The help with --share's value shown optional: argument-parser writes every value as
    /// `<VALUE>`, but a bare `--share` is taken (`normalized`). Same width: the columns stay.
    static func showingOptional(_ help: String) -> String {
        help.replacingOccurrences(of: "--share <ADDRESS:PORT>", with: "--share [ADDRESS:PORT]")
    }

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
