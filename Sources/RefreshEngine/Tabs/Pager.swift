import RefreshPhysics

/// The horizontal pager of the tabs' lists: where it stands (pt, page i rests at i · width), a
/// drag that moves it 1:1, and the motion a release or a tapped tab starts, each in closed form.
///
/// Rules:
/// - A drag moves the pager by the pointer's horizontal travel, clamped to the first and last
///   pages (TabBarView forces ClampingScrollPhysics; ViewPager2's RecyclerView stops at its ends,
///   its edge effect aside).
/// - A release goes to `PageTarget`'s page by `PageSettle`: Android's rule and timed settle under
///   the Android model, Flutter's rule and spring elsewhere (TabBarView runs it on every platform;
///   UIKit's paging scroll view has no public curve). A release under the minimum fling velocity
///   (50 pt/s, kMinFlingVelocity and ViewConfiguration's) is no fling.
/// - A tapped tab: `TabTapSettle`. A press during a motion catches the pager where it is.
struct Pager: Sendable {
    /// Flutter's kMinFlingVelocity and Android's minimum fling velocity, pt/s.
    static let minFlingVelocity = 50.0

    let count: Int
    private(set) var width: Double
    /// Where the pager stands while it rests or is dragged, pt.
    private(set) var resting = 0.0
    /// The drag: the pointer's x and the pager's position at its start.
    private(set) var drag: (x: Double, from: Double)?
    private var tracker = VelocityTracker()
    /// The motion under way and when it started.
    private(set) var motion: (PagerMotion, start: Double)?

    init(count: Int, width: Double) {
        self.count = max(count, 1)
        self.width = width.isFinite ? max(width, 1) : 1
    }

    /// The farthest position, pt (the last page).
    var maxPosition: Double { Double(count - 1) * width }

    /// Where the pager stands at t, pt.
    func position(at t: Double) -> Double {
        guard let (m, start) = motion else { return resting }
        return m.position(at: t - start)
    }

    /// The page at t, fractional between two.
    func page(at t: Double) -> Double { position(at: t) / width }

    /// The page it rests on or goes to.
    func targetPage(at t: Double) -> Int {
        let p = motion.map { $0.0.target } ?? resting
        return PageTarget.clamp(Int((p / width).rounded()), count)
    }

    func isMoving(at t: Double) -> Bool {
        guard let (m, start) = motion else { return false }
        return !m.isDone(at: t - start)
    }

    /// Ends a motion done by t (it rests on its target).
    mutating func step(to t: Double) {
        guard let (m, start) = motion, m.isDone(at: t - start) else { return }
        resting = m.target
        motion = nil
    }

    /// The pointer took the pager at x: a motion under way stops where it is.
    mutating func beginDrag(x: Double, samples: [(x: Double, t: Double)], at t: Double) {
        resting = position(at: t)
        motion = nil
        drag = (x, resting)
        tracker.reset()
        for s in samples { tracker.add(time: s.t, position: -s.x) }
    }

    /// The pointer at x: the pager follows 1:1, clamped to its pages.
    mutating func move(x: Double, at t: Double) {
        guard let d = drag, x.isFinite else { return }
        resting = min(max(d.from - (x - d.x), 0), maxPosition)
        tracker.add(time: t, position: -x)
    }

    /// The pointer let go at t: the page it goes to and how (the platform's rule).
    mutating func release(model: ScrollModel, density: Double, at t: Double) {
        guard drag != nil else { return }
        drag = nil
        let raw = tracker.velocity(at: t)
        let v = abs(raw) > Self.minFlingVelocity ? raw : 0
        let page = resting / width
        let target: Int
        let settle: PageSettle
        if model == .android {
            target = PageTarget.android(page: page, velocity: v, minimumFlingVelocity: Self.minFlingVelocity, pageCount: count)
            settle = .android(from: resting, to: Double(target) * width, density: density, fling: v != 0, pageExtent: width)
        } else {
            let dpr = density.isFinite && density > 0 ? density : 1
            target = PageTarget.flutter(page: page, velocity: v, velocityTolerance: 1 / (0.050 * dpr), pageCount: count)
            settle = .flutter(from: resting, velocity: v, to: Double(target) * width, devicePixelRatio: dpr)
        }
        motion = (.settle(settle), t)
    }

    /// A tab tapped at t: the pager moves to its page (TabTapSettle).
    mutating func go(to page: Int, model: ScrollModel, density: Double, at t: Double) {
        let from = position(at: t)
        let to = Double(PageTarget.clamp(page, count)) * width
        drag = nil
        resting = from
        motion = from == to ? nil : (.tap(TabTapSettle(from: from, to: to, model: model, density: density)), t)
    }

    /// Jumps to `page` with no motion (a new list, a resize).
    mutating func jump(to page: Int) {
        motion = nil
        drag = nil
        resting = Double(PageTarget.clamp(page, count)) * width
    }

    /// The list's width is now `width`: the pager rests on the page it was going to.
    mutating func resize(width w: Double, at t: Double) {
        let page = targetPage(at: t)
        width = w.isFinite ? max(w, 1) : width
        jump(to: page)
    }
}
