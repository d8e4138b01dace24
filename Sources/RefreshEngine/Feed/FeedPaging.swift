/// The client's side of the feed: the simulated server and the one request of each kind
/// in flight. Rule: a new request of a kind replaces (cancels) the one in flight; only
/// the answer to the request in flight is accepted, so a late answer to a cancelled or
/// timed-out request never adds rows.
struct FeedPaging: Sendable {
    var service: FeedService
    /// The newer-items request in flight (a refresh), if any.
    private(set) var newer: Int?
    /// The older-items request in flight (a footer load), if any.
    private(set) var older: Int?

    init(service: FeedService) { self.service = service }

    /// Asks for the items newer than `sinceId` (the refresh's `since_id`).
    mutating func requestNewer(sinceId: Int, at t: Double) {
        if let old = newer { service.cancel(old) }
        newer = service.send(.newer(sinceId: sinceId), at: t)
    }

    /// Asks for the items at or below `maxId` (the load-more's `max_id`, inclusive).
    mutating func requestOlder(maxId: Int, at t: Double) {
        if let old = older { service.cancel(old) }
        older = service.send(.older(maxId: maxId), at: t)
    }

    /// Gives up the newer-items request; true if one was in flight.
    mutating func cancelNewer() -> Bool {
        guard let id = newer else { return false }
        service.cancel(id)
        newer = nil
        return true
    }

    /// Gives up the older-items request; true if one was in flight.
    mutating func cancelOlder() -> Bool {
        guard let id = older else { return false }
        service.cancel(id)
        older = nil
        return true
    }

    /// True if `r` answers the request of its kind in flight, which is then over.
    mutating func accepts(_ r: FeedService.Response) -> Bool {
        switch r.request {
        case .newer:
            guard r.requestId == newer else { return false }
            newer = nil
        case .older:
            guard r.requestId == older else { return false }
            older = nil
        }
        return true
    }
}
