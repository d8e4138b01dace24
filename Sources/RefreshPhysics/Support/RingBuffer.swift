/// The last `capacity` values appended, in a buffer allocated once: appending to a full
/// ring overwrites the oldest value and never allocates (the frame loop records into
/// rings every frame).
///
/// Indexing: `ring[0]` is the oldest value kept, `ring[count - 1]` the newest;
/// `ring.newest(0)` is the newest, `ring.newest(1)` the one before.
public struct RingBuffer<Element: Sendable>: Sendable {
    private var storage: [Element]
    private var head = 0  // where the next value goes
    public private(set) var count = 0

    /// `filler` occupies the storage until real values replace it; it is never read.
    public init(capacity: Int, filler: Element) {
        storage = Array(repeating: filler, count: max(capacity, 1))
    }

    public var capacity: Int { storage.count }
    public var isEmpty: Bool { count == 0 }

    public mutating func append(_ value: Element) {
        storage[head] = value
        head = (head + 1) % storage.count
        count = min(count + 1, storage.count)
    }

    public mutating func removeAll() {
        head = 0
        count = 0
    }

    /// Storage index of the i-th value, oldest first.
    private func slot(_ i: Int) -> Int { (head - count + i + 2 * storage.count) % storage.count }

    /// The i-th value, oldest first (0 ..< count).
    public subscript(i: Int) -> Element {
        get { storage[slot(i)] }
        set { storage[slot(i)] = newValue }
    }

    /// The i-th newest value (0 = the newest).
    public func newest(_ i: Int) -> Element { self[count - 1 - i] }

    /// Replaces the i-th newest value.
    mutating func setNewest(_ i: Int, _ value: Element) { self[count - 1 - i] = value }
}
