import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOWebSocket

/// The phone preview's web server: one event loop thread of its own (never the frame loop's),
/// listening on one address, serving the page and its WebSocket under its token (the run's: ShareSeat).
///
/// Everything it allows is in `ShareLimits`; which requests it answers is `ShareRequestPolicy`.
/// It stops with `stop()`, which the app calls as it quits (and deinit, if it did not).
public final class ShareServer: @unchecked Sendable {
    /// The URL to open on the phone: `http://ADDRESS:PORT/TOKEN/`.
    public let url: String
    public let hub: ShareHub
    public let port: Int
    private let group: MultiThreadedEventLoopGroup
    private let channel: Channel
    private let lock = NSLock()
    private var stopped = false

    /// Starts listening on `address` (port 0: any free one) and serving `page`, with `hub`.
    public init(address: ShareAddress, page: SharePage, hub: ShareHub, token: ShareToken = ShareToken()) throws {
        self.hub = hub
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let connections = ConnectionCount(limit: hub.limits.connections)
        // The policy needs the real port, known only once bound: the handlers read it from a box.
        let policyBox = PolicyBox()
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 64)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.maxMessagesPerRead, value: 4)
            .childChannelOption(ChannelOptions.writeBufferWaterMark, value: .init(low: 32 * 1024, high: 128 * 1024))
            .childChannelInitializer { channel in
                guard connections.enter() else {
                    // One line per second at most, however many knock.
                    if let refused = connections.refusal() {
                        hub.log("refused \(refused) connection(s): \(hub.limits.connections) are open")
                    }
                    return channel.close()
                }
                channel.closeFuture.whenComplete { _ in connections.leave() }
                guard let policy = policyBox.policy else { return channel.close() }
                return channel.eventLoop.makeCompletedFuture {
                    try Self.configure(channel, policy: policy, page: page, hub: hub)
                }
            }
        do {
            channel = try bootstrap.bind(host: address.host, port: address.port).wait()
        } catch {
            try? group.syncShutdownGracefully()
            throw ShareListenError(address: address, error: error)
        }
        self.group = group
        port = channel.localAddress?.port ?? address.port
        let policy = ShareRequestPolicy(token: token, address: address.host, port: port, files: page.names)
        policyBox.policy = policy
        let shown = address.host.contains(":") ? "[\(address.host)]" : address.host
        url = "http://\(shown):\(port)/\(token.text)/"
    }

    private static func configure(_ channel: Channel, policy: ShareRequestPolicy, page: SharePage, hub: ShareHub) throws {
        let limits = hub.limits
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: limits.messageBytes,
            automaticErrorHandling: true,
            shouldUpgrade: { channel, head in
                let verdict = policy.verdict(uri: head.uri, host: head.headers.first(name: "host"),
                                             origin: head.headers.first(name: "origin"), upgrade: true)
                return channel.eventLoop.makeSucceededFuture(verdict == .live ? HTTPHeaders() : nil)
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let sync = channel.pipeline.syncOperations
                    try sync.addHandler(IdleStateHandler(readTimeout: .seconds(limits.liveIdleSeconds)))
                    try sync.addHandler(ShareLiveHandler(hub: hub))
                }
            })
        let sync = channel.pipeline.syncOperations
        try sync.configureHTTPServerPipeline(
            withPipeliningAssistance: true,
            withServerUpgrade: (upgraders: [upgrader], completionHandler: { context in
                context.pipeline.syncOperations.removeHandler(name: ShareHTTPHandler.name, promise: nil)
            }),
            withErrorHandling: true)
        try sync.addHandler(ShareHTTPHandler(policy: policy, page: page, hub: hub), name: ShareHTTPHandler.name)
    }

    /// Closes every connection and the listening socket, and ends the server's thread.
    public func stop() {
        let first = lock.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        try? channel.close().wait()
        try? group.syncShutdownGracefully()
    }

    deinit { stop() }
}

/// The policy, set once the port is known (before any connection is accepted is not
/// guaranteed: a connection before it is closed).
private final class PolicyBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: ShareRequestPolicy?
    var policy: ShareRequestPolicy? {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// Connections open now, against the cap.
private final class ConnectionCount: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    let limit: Int
    init(limit: Int) { self.limit = limit }

    func enter() -> Bool {
        lock.withLock {
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    func leave() { lock.withLock { open -= 1 } }

    private var refused = 0
    private var lastSaid = NIODeadline.distantPast

    /// Counts a refusal; the count to report when a second has passed since the last report.
    func refusal() -> Int? {
        lock.withLock {
            refused += 1
            let now = NIODeadline.now()
            guard now - lastSaid >= .seconds(1) else { return nil }
            defer { refused = 0; lastSaid = now }
            return refused
        }
    }
}
