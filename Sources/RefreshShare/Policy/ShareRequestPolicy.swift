/// Which requests the phone preview answers, as a value: the token, the Host (against DNS
/// rebinding) and the Origin of a WebSocket upgrade (against cross-site WebSocket hijacking).
///
/// Rule (the lesson of Vite's CVE-2025-24010): a Host that is not one of the addresses served
/// gets 403; a path that does not start with `/TOKEN/` gets 404; under it, only the names of
/// the page's fixed table, never a path taken from the request; the upgrade is only
/// `/TOKEN/live`, with Origin `http://` + that same Host.
public struct ShareRequestPolicy: Sendable {
    /// What a request gets.
    public enum Verdict: Equatable, Sendable {
        /// A file of the page, by its name in the table.
        case file(String)
        /// The WebSocket: upgrade.
        case live
        case forbidden
        case notFound
    }

    public let token: ShareToken
    /// Host header values served: `ADDRESS:PORT`, and `localhost:PORT` on the loopback address
    /// (a phone on USB reaches it through `adb reverse`).
    public let hosts: Set<String>
    /// The page's file names.
    public let files: Set<String>

    /// A policy for a server at `address`:`port`.
    public init(token: ShareToken, address: String, port: Int, files: Set<String>) {
        self.token = token
        let shown = address.contains(":") ? "[\(address)]" : address
        var hosts: Set<String> = ["\(shown):\(port)"]
        if address == "127.0.0.1" || address == "::1" { hosts.insert("localhost:\(port)") }
        self.hosts = hosts
        self.files = files
    }

    /// The verdict for a request to `uri` with these Host and Origin headers (nil: absent);
    /// `upgrade`: it asks for a WebSocket.
    public func verdict(uri: String, host: String?, origin: String?, upgrade: Bool) -> Verdict {
        guard let host, hosts.contains(host.lowercased()) else { return .forbidden }
        let path = uri.prefix { $0 != "?" && $0 != "#" }
        guard path.hasPrefix("/") else { return .notFound }
        let parts = path.dropFirst().split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, token.matches(parts[0]) else { return .notFound }
        let name = String(parts[1])
        if name == "live" {
            guard upgrade else { return .notFound }
            guard let origin, origin.lowercased() == "http://" + host.lowercased() else { return .forbidden }
            return .live
        }
        if upgrade { return .notFound }
        let file = name.isEmpty ? "index.html" : name
        return files.contains(file) ? .file(file) : .notFound
    }
}
