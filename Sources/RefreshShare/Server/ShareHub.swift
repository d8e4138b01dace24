import Foundation
import NIOCore

/// What the server's threads and the frame loop share, behind one lock held only to copy a
/// value: the latest state (and its version), the open WebSockets, the gestures waiting for
/// the frame loop and the log. The frame loop never waits on a connection.
public final class ShareHub: @unchecked Sendable {
    /// Tells a live connection a newer state is there (it sends it when its socket can take it).
    struct NewState: Sendable {}

    private let lock = NSLock()
    private var state: ShareState?
    private var version = 0
    private var sentAt = 0.0
    private var feed: ShareFeed?
    private var feedVersion = 0
    /// The feed's message, made once per version on the first connection that sends it.
    private var feedText: (text: String, version: Int)?
    private var channels: [ObjectIdentifier: Channel] = [:]
    private var gestures: [ShareGesture] = []
    /// What the server allows (the app caps the gestures it keeps waiting by the same number).
    public let limits: ShareLimits
    private let logLine: @Sendable (String) -> Void
    private var gestureArrived: (@Sendable () -> Void)?

    /// Called on the server's thread when a gesture arrives or a page comes or goes (a window wakes its frame loop).
    public var onActivity: (@Sendable () -> Void)? {
        get { lock.withLock { gestureArrived } }
        set { lock.withLock { gestureArrived = newValue } }
    }

    /// A hub that writes its log lines through `log` (the app: standard error, `share: ...`).
    public init(limits: ShareLimits = ShareLimits(), log: @escaping @Sendable (String) -> Void) {
        self.limits = limits
        self.logLine = log
    }

    func log(_ line: String) { logLine("share: " + line) }

    /// Sends `state` to every page when it differs from the last one sent (the frame loop calls
    /// this; it only copies the value and posts one event to each connection's loop).
    public func publish(_ newState: ShareState) {
        let targets: [Channel]? = lock.withLock {
            guard newState != state else { return nil }
            state = newState
            version += 1
            sentAt = Date().timeIntervalSince1970 * 1000
            return Array(channels.values)
        }
        for channel in targets ?? [] { channel.pipeline.fireUserInboundEventTriggered(NewState()) }
    }

    /// The latest state's message and version (nil before the first publish).
    func latest() -> (text: String, version: Int, module: String)? {
        lock.withLock {
            state.map { ($0.message(version: version, sentAt: sentAt), version, $0.module) }
        }
    }

    /// Sends the list's rows to every page when they differ from the last ones sent (the frame
    /// loop calls this; the message is made on the server's thread, when a page first takes it).
    public func publish(_ newFeed: ShareFeed) {
        let targets: [Channel]? = lock.withLock {
            guard newFeed != feed else { return nil }
            feed = newFeed
            feedVersion += 1
            return Array(channels.values)
        }
        for channel in targets ?? [] { channel.pipeline.fireUserInboundEventTriggered(NewState()) }
    }

    /// The latest feed's message and version (nil before the first publish).
    func latestFeed() -> (text: String, version: Int)? {
        let (value, version, made) = lock.withLock { (feed, feedVersion, feedText) }
        guard let value else { return nil }
        if let made, made.version == version { return made }
        let (text, leftOut) = value.fitted(version: version, byteLimit: limits.feedBytes)
        let first: Bool = lock.withLock {
            guard feedVersion == version, feedText?.version != version else { return false }
            feedText = (text, version)
            return true
        }
        if first, leftOut > 0 {
            log("the list's last \(leftOut) rows are not sent: a feed message may take \(limits.feedBytes / 1024) KB")
        }
        return (text, version)
    }

    /// The web module of the latest state (the page's tuned-feel.js).
    func module() -> String? { lock.withLock { state?.module } }

    /// How many pages are connected now.
    public var phones: Int { lock.withLock { channels.count } }

    func opened(_ channel: Channel) {
        let count = lock.withLock {
            channels[ObjectIdentifier(channel)] = channel
            return channels.count
        }
        log("a page connected (\(count) now)")
        onActivity?()
    }

    func closed(_ channel: Channel) {
        let count: Int? = lock.withLock {
            guard channels.removeValue(forKey: ObjectIdentifier(channel)) != nil else { return nil }
            return channels.count
        }
        if let count {
            log("a page left (\(count) now)")
            onActivity?()
        }
    }

    func received(_ gesture: ShareGesture) {
        let dropped = lock.withLock {
            gestures.append(gesture)
            let over = max(0, gestures.count - limits.pendingGestures)
            gestures.removeFirst(over)
            return over
        }
        if dropped > 0 { log("dropped \(dropped) gesture(s) the app had not taken yet") }
        onActivity?()
    }

    func applied(version: Int, latencyMs: Double) {
        log("a page applied tuning \(version) \(String(format: "%.1f", latencyMs)) ms after it changed")
    }

    /// The gestures made on pages since the last call, oldest first (the frame loop's inbox).
    public func takeGestures() -> [ShareGesture] {
        lock.withLock {
            defer { gestures.removeAll(keepingCapacity: true) }
            return gestures
        }
    }
}
