/// Row heights with O(log n) prefix sums (a Fenwick tree), so finding the row at a
/// given y and updating one row's height cost the same for 100 rows or 1,000,000.
///
///     top(i)    = sum of heights[0 ..< i]
///     index(y)  = the largest i with top(i) <= y
public struct RowHeights: Sendable {
    private var tree: [Double]  // 1-based Fenwick array
    private var heights: [Double]

    public init(count: Int, height: Double) {
        heights = Array(repeating: height, count: max(count, 0))
        tree = [0]
        rebuild()
    }

    public init(_ values: [Double]) {
        heights = values
        tree = [0]
        rebuild()
    }

    private mutating func rebuild() {
        let n = heights.count
        tree = Array(repeating: 0, count: n + 1)
        for i in 0..<n { tree[i + 1] = heights[i] }
        // Linear-time construction: push each node into its parent.
        var i = 1
        while i <= n {
            let parent = i + (i & -i)
            if parent <= n { tree[parent] += tree[i] }
            i += 1
        }
    }

    public var count: Int { heights.count }
    public var total: Double { top(of: heights.count) }

    public subscript(i: Int) -> Double { heights[i] }

    public mutating func set(_ i: Int, _ h: Double) {
        let delta = h - heights[i]
        guard delta != 0 else { return }
        heights[i] = h
        var j = i + 1
        while j < tree.count {
            tree[j] += delta
            j += j & -j
        }
    }

    /// y of the top of row i (i may equal count: the content's bottom).
    public func top(of i: Int) -> Double {
        var sum = 0.0
        var j = min(max(i, 0), heights.count)
        while j > 0 {
            sum += tree[j]
            j -= j & -j
        }
        return sum
    }

    /// Index of the row containing y, clamped to [0, count - 1]; 0 when empty.
    public func index(at y: Double) -> Int {
        let n = heights.count
        guard n > 0 else { return 0 }
        if y <= 0 { return 0 }
        var pos = 0
        var remaining = y
        var step = 1
        while step * 2 <= n { step *= 2 }
        while step > 0 {
            let next = pos + step
            if next <= n && tree[next] <= remaining {
                pos = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(pos, n - 1)
    }

    /// Inserts rows at the front (newer items) or appends at the end (older items).
    public mutating func insert(contentsOf values: [Double], at index: Int) {
        heights.insert(contentsOf: values, at: index)
        rebuild()
    }

    public mutating func append(contentsOf values: [Double]) {
        heights.append(contentsOf: values)
        rebuild()
    }

    mutating func resetAll(to h: Double) {
        for i in heights.indices { heights[i] = h }
        rebuild()
    }
}
