/// The list's shape (`list.layout`) and what a shape adds to the list: the chat's arrivals
/// and its "N new" pill.
///
/// Rules:
/// - A new shape is a new list: it waits while a refresh or a load runs, the second floor is open
///   or the list is held (`pending`), so no answer lands in a list that did not ask for it, and
///   applies at the first step after that (`ListEngine.applyPendingShape`).
/// - Chat: the feed publishes a message every `newItemInterval` (FeedService.newestId); each
///   arrives at the bottom at its own time (`nextArrival`), not at a frame's, so where the list
///   ends does not depend on the frame rate. At its end the list follows it; scrolled up it stays,
///   and the pill counts what came below until the list is back at its end or the pill is tapped
///   (ChatFollowRule decides, for the list and the phone page's core alike).
struct LayoutFeature: ListFeature, Sendable {
    var shape = ListShape.feed
    /// The shape asked for while it could not apply.
    var pending: ListShape?
    /// Chat: the newest message in the list, and when the next one arrives.
    var newestShown = 0
    var nextArrival: Double?
    /// Chat: messages that arrived below while the list was not at its end.
    var unseen = 0
    /// Chat: the pill's words for `unseen` (counts over 99 read "99+").
    static let pillCap = ListShape.chatPillCap
    /// How long the list takes to follow a message to its end, s (a chat's scroll to the bottom).
    static let followDuration = ListShape.chatFollowDuration

    var nextDeadline: Double? { shape.isReversed ? nextArrival : nil }

    func read(into set: inout TuningSet) { set.layout = pending ?? shape }

    /// Where the next message's arrival falls after t: the next whole `interval` (nil for none).
    static func arrival(after t: Double, interval: Double) -> Double? {
        guard interval > 0, interval.isFinite, t.isFinite else { return nil }
        return ((t / interval).rounded(.down) + 1) * interval
    }
}

/// The rows a shape starts with: its content, the ids top to bottom (section headers among
/// them) and the feed behind them.
struct ShapedList: Sendable {
    var content: FeedContent
    var ids: [Int]
    var paging: FeedPaging
    /// The newest post in `ids`.
    var newest: Int

    /// The list of `shape` for `config`, made at engine time t (the feed has published since 0).
    ///
    /// Rule: the posts are `startCount` ids down from 100,000 + that count, `history` more behind
    /// them; a chat holds everything the feed has published by t, oldest first.
    init(config: EngineConfig, shape: ListShape, at t: Double) {
        let count = shape.startCount(configured: config.items)
        let newest = 100_000 + count
        content = FeedContent(seed: config.seed, epoch: config.epoch, newestId: newest)
        content.spacing = shape.spacing
        content.utcOffset = config.utcOffset
        let history = shape.history(configured: config.history)
        let service = FeedService(settings: config.feed, seed: config.seed, startNewest: newest,
                                  oldestId: newest - count - history + 1)
        paging = FeedPaging(service: service)
        var posts = [Int]()
        posts.reserveCapacity(count)
        if shape.isReversed {
            let top = count > 0 ? service.newestId(at: t) : newest
            for id in (newest - count + 1)...max(top, newest - count + 1) where count > 0 { posts.append(id) }
            self.newest = posts.last ?? newest
        } else {
            for i in 0..<count { posts.append(newest - i) }
            self.newest = newest
        }
        ids = shape.hasSections ? Self.sectioned(posts, content: content) : posts
    }

    /// Posts (newest first) with a section header (-day) before each local day's first post.
    static func sectioned(_ posts: [Int], content: FeedContent, after previousDay: Int? = nil) -> [Int] {
        var out = [Int]()
        out.reserveCapacity(posts.count + posts.count / 4 + 1)
        var day = previousDay
        for id in posts {
            let d = content.day(id: id)
            if d != day { out.append(-d); day = d }
            out.append(id)
        }
        return out
    }
}
