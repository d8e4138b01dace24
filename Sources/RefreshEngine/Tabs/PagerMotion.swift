import RefreshPhysics

/// The pager's motion once no finger holds it: a released drag's settle or a tapped tab's, in
/// closed form (the app's pager and the page's core both run it).
enum PagerMotion: Sendable {
    case settle(PageSettle)
    case tap(TabTapSettle)

    func position(at t: Double) -> Double {
        switch self {
        case .settle(let s): return s.position(at: t)
        case .tap(let s): return s.position(at: t)
        }
    }

    func isDone(at t: Double) -> Bool {
        switch self {
        case .settle(let s): return s.isDone(at: t)
        case .tap(let s): return s.isDone(at: t)
        }
    }

    var target: Double {
        switch self {
        case .settle(let s): return s.target
        case .tap(let s): return s.target
        }
    }
}
