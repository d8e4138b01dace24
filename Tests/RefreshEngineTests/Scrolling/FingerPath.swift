/// The finger's y at move i of n of a scripted pull from `start` through `path`, each
/// segment taking the same time (the controls' port tests drive their pulls with it).
func fingerY(from start: Double, along path: [Double], move i: Int, of n: Int) -> Double {
    let points = [start] + path
    let x = Double(i) / Double(max(n, 1)) * Double(points.count - 1)
    let k = min(Int(x), points.count - 2)
    return points[k] + (points[k + 1] - points[k]) * (x - Double(k))
}
