/// The simulated feed server, with the Weibo API's paging semantics and a latency.
///
/// Rules:
/// - Ids are consecutive. At time t the newest id is
///   `startNewest + unseenAtStart + floor(t / newItemInterval)`: new posts keep appearing.
/// - `newer(sinceId)`: every id greater than sinceId, newest first (sinceId 0: the
///   newest page, as for a client that has nothing yet).
/// - `older(maxId)`: ids less than OR EQUAL to maxId, newest first, `pageSize` at most,
///   never below `oldestId`; `end` is true when nothing older remains.
/// - Each request answers after a latency drawn in [latencyMin, latencyMax] and fails with
///   probability `failRate`; both drawn from a generator seeded by the feed's seed, so a run
///   on the virtual clock is deterministic. Time is an argument: `deliver(upTo:)` hands over
///   what is due.
public struct FeedService: Sendable {
    /// The simulated network: latency range, failure rate, page size and how fast new items arrive.
    public struct Settings: Equatable, Sendable {
        public var latencyMin = 0.3
        public var latencyMax = 1.2
        public var failRate = 0.0
        var pageSize = 20
        var newItemInterval = 8.0
        var unseenAtStart = 3
        var maxNewer = 100_000
        public init() {}
    }

    /// A page asked for: items newer than `sinceId` (refresh) or older than `maxId` (load more).
    public enum Request: Equatable, Sendable {
        case newer(sinceId: Int)
        case older(maxId: Int)
    }

    /// A request's answer, due at `time`: the items, or a failure, and whether the history has ended.
    public struct Response: Equatable, Sendable {
        var requestId: Int
        public var request: Request
        public var time: Double
        var ids: [Int]
        public var ok: Bool
        /// For `older`: nothing older than these remains.
        public var end: Bool
    }

    private struct Pending: Sendable {
        var id: Int
        var request: Request
        var due: Double
        var fails: Bool
    }

    public internal(set) var settings: Settings
    let startNewest: Int
    let oldestId: Int
    private var rng: SplitMix64
    private var pending: [Pending] = []
    private var nextId = 1

    public init(settings: Settings, seed: UInt64, startNewest: Int, oldestId: Int) {
        self.settings = settings
        self.startNewest = startNewest
        self.oldestId = oldestId
        rng = SplitMix64(seed: seed ^ 0xFEED_FACE_CAFE_BEEF)
    }

    var hasPending: Bool { !pending.isEmpty }

    /// When the next answer is due, if any.
    var nextDue: Double? {
        var next: Double?
        for p in pending {
            if let n = next, n <= p.due { continue }
            next = p.due
        }
        return next
    }

    func newestId(at t: Double) -> Int {
        let interval = settings.newItemInterval > 0 ? settings.newItemInterval : .infinity
        let appeared = t.isFinite && t > 0 ? Int(min(t / interval, 1e9)) : 0
        return startNewest + max(settings.unseenAtStart, 0) + appeared
    }

    /// Sends a request at time t; returns its id.
    mutating func send(_ request: Request, at t: Double) -> Int {
        let lo = min(max(settings.latencyMin, 0), 60), hi = min(max(settings.latencyMax, lo), 60)
        let latency = lo + (hi - lo) * rng.unit()
        let fails = rng.unit() < min(max(settings.failRate, 0), 1)
        let id = nextId
        nextId += 1
        pending.append(Pending(id: id, request: request, due: t + latency, fails: fails))
        return id
    }

    /// Drops a request whose answer is no longer wanted.
    public mutating func cancel(_ id: Int) {
        pending.removeAll { $0.id == id }
    }

    /// Hands over, in time order, every response due at or before t.
    mutating func deliver(upTo t: Double, _ body: (Response) -> Void) {
        guard !pending.isEmpty else { return }
        while let i = pending.indices.min(by: { pending[$0].due < pending[$1].due }), pending[i].due <= t {
            let p = pending.remove(at: i)
            body(answer(p))
        }
    }

    private func answer(_ p: Pending) -> Response {
        if p.fails {
            return Response(requestId: p.id, request: p.request, time: p.due, ids: [], ok: false, end: false)
        }
        switch p.request {
        case .newer(let sinceId):
            let newest = newestId(at: p.due)
            let floor = sinceId <= 0 ? newest - max(settings.pageSize, 1) + 1 : sinceId + 1
            let lowest = max(floor, newest - settings.maxNewer + 1, oldestId)
            let ids = lowest <= newest ? Array((lowest...newest).reversed()) : []
            return Response(requestId: p.id, request: p.request, time: p.due, ids: ids, ok: true, end: false)
        case .older(let maxId):
            let top = min(maxId, newestId(at: p.due))
            let bottom = max(top - max(settings.pageSize, 1) + 1, oldestId)
            let ids = bottom <= top ? Array((bottom...top).reversed()) : []
            return Response(requestId: p.id, request: p.request, time: p.due, ids: ids, ok: true,
                            end: bottom <= oldestId)
        }
    }
}
