import Foundation

/// A port of SwipeRefreshLayout's per-event code, to check the engine's closed form
/// against (androidx swiperefreshlayout, SwipeRefreshLayout.java; line numbers of the file
/// at androidx commit 1d7dc4d, approximate): fields kept as the platform keeps them (the
/// circle's top in whole pixels), input delivered at frame times (Android consumes input
/// at the frame), one Animation on the circle view at a time, applied at each frame.
///
/// The pull is the nested path, the one a RecyclerView child takes (it starts a nested scroll
/// at ACTION_DOWN, so onInterceptTouchEvent and onTouchEvent see `mNestedScrollInProgress` and
/// return false): RecyclerView's ACTION_MOVE loses its own touch slop on the move that starts
/// the drag and hands SwipeRefreshLayout dy (lastTouchY - y); `onNestedPreScroll` takes a
/// dy > 0 back from `mTotalUnconsumed` first, the list scrolls what is left, and
/// `onNestedScroll` adds what the list left (at its top) to `mTotalUnconsumed`, then
/// `moveSpinner(mTotalUnconsumed)`; `onStopNestedScroll` at ACTION_UP: finishSpinner, or
/// reset() when nothing was pulled. startDragging never runs, so the alpha is not set to 76.
final class SwipeRefreshLayoutPort {
    let density: Double
    let touchSlop: Double
    // SwipeRefreshLayout's constructor (~l. 430): circle 40 dp, mSpinnerOffsetEnd 64 dp,
    // mTotalDragDistance = mSpinnerOffsetEnd, mOriginalOffsetTop = -circle diameter.
    let originalOffsetTop: Int
    let spinnerOffsetEnd: Int
    let totalDragDistance: Double
    var currentTargetOffsetTop: Int
    var initialDownY = 0.0
    var isBeingDragged = false
    /// RecyclerView's mLastTouchY (px), its scroll, and SwipeRefreshLayout's mTotalUnconsumed.
    var lastTouchY = 0.0
    var listScroll = 0.0
    var totalUnconsumed = 0.0
    var refreshing = false
    var scale = 1.0
    var visible = false
    // CircularProgressDrawable's ring.
    var alpha = 255
    var startTrim = 0.0, endTrim = 0.0, rotation = 0.0, arrowScale = 1.0
    var spin: (start: Double, finishing: Bool, startingStart: Double, startingEnd: Double, startingRotation: Double)?

    enum Kind: Equatable { case alpha(from: Int, to: Int), toCorrect, toStart, scaleDown, scaleDownThenReset, scaleUp }
    /// The circle view's running Animation (startAnimation clears the one before).
    var animation: (kind: Kind, start: Double, duration: Double, from: Int)?

    init(density: Double, touchSlopPoints: Double) {
        self.density = density
        touchSlop = touchSlopPoints * density
        originalOffsetTop = -Int(40 * density)
        spinnerOffsetEnd = Int(64 * density)
        totalDragDistance = Double(spinnerOffsetEnd)
        currentTargetOffsetTop = originalOffsetTop
    }

    // RecyclerView ACTION_DOWN (startNestedScroll) and onNestedScrollAccepted (mTotalUnconsumed = 0).
    // onInterceptTouchEvent ACTION_DOWN runs first (no nested scroll yet): the circle at its start.
    func down(_ yPoints: Double) {
        currentTargetOffsetTop = originalOffsetTop
        isBeingDragged = false
        initialDownY = yPoints * density
        lastTouchY = initialDownY
        totalUnconsumed = 0
    }

    // RecyclerView ACTION_MOVE (its slop lost on the move that starts the drag), then
    // scrollByInternal: onNestedPreScroll, the list's scrollStep, onNestedScroll.
    func move(_ yPoints: Double, at t: Double) {
        let y = yPoints * density
        var dy = lastTouchY - y
        if !isBeingDragged {
            guard abs(dy) > touchSlop else { return }
            dy += dy > 0 ? -touchSlop : touchSlop
            isBeingDragged = true
        }
        lastTouchY = y
        if dy > 0 && totalUnconsumed > 0 {
            let back = min(dy, totalUnconsumed)
            totalUnconsumed -= back
            dy -= back
            moveSpinner(totalUnconsumed, at: t)
        }
        let to = max(listScroll + dy, 0)
        dy -= to - listScroll
        listScroll = to
        if dy < 0 && listScroll <= 0 {
            totalUnconsumed += -dy
            moveSpinner(totalUnconsumed, at: t)
        }
    }

    // moveSpinner (~l. 1010).
    func moveSpinner(_ os: Double, at t: Double) {
        let dragPercent = min(1, abs(os / totalDragDistance))
        let adjusted = max(dragPercent - 0.4, 0) * 5 / 3
        let extra = abs(os) - totalDragDistance
        let sling = Double(spinnerOffsetEnd)
        let tsp = max(0, min(extra, sling * 2) / sling)
        let tension = ((tsp / 4) - pow(tsp / 4, 2)) * 2
        let targetY = originalOffsetTop + Int(sling * dragPercent + sling * tension * 2)
        visible = true
        scale = 1
        if os < totalDragDistance {
            if alpha > 76 && runningAlphaTarget != 76 { startAlpha(to: 76, at: t) }
        } else {
            if alpha < 255 && runningAlphaTarget != 255 { startAlpha(to: 255, at: t) }
        }
        startTrim = 0
        endTrim = min(0.8, adjusted * 0.8)
        arrowScale = min(1, adjusted)
        rotation = (-0.25 + 0.4 * adjusted + tension * 2) * 0.5
        currentTargetOffsetTop = targetY
    }

    /// isAnimationRunning(mAlphaStartAnimation / mAlphaMaxAnimation): the alpha animation running, by its target.
    var runningAlphaTarget: Int? {
        if case .alpha(_, let to)? = animation?.kind { return to }
        return nil
    }

    // startAlphaAnimation (~l. 560): 300 ms, linear, int.
    func startAlpha(to: Int, at t: Double) {
        animation = (.alpha(from: alpha, to: to), t, 0.3, 0)
    }

    // onStopNestedScroll (at RecyclerView's ACTION_UP) and finishSpinner (~l. 1060).
    func up(_ yPoints: Double, at t: Double) {
        guard isBeingDragged else { return }
        let os = totalUnconsumed
        isBeingDragged = false
        totalUnconsumed = 0
        if os <= 0 {
            // post(reset()): gone at once, back at its start, alpha 255.
            animation = nil
            visible = false
            alpha = 255
            currentTargetOffsetTop = originalOffsetTop
            return
        }
        if os > totalDragDistance {
            refreshing = true
            animation = (.toCorrect, t, 0.2, currentTargetOffsetTop)
        } else {
            refreshing = false
            startTrim = 0
            endTrim = 0
            animation = (.toStart, t, 0.2, currentTargetOffsetTop)
        }
    }

    /// setRefreshing(false) (~l. 520): scale down 150 ms, then reset().
    func endRefreshing(at t: Double) {
        guard refreshing else { return }
        refreshing = false
        animation = (.scaleDownThenReset, t, 0.15, 0)
    }

    /// setRefreshing(true) from the app (setRefreshingWithoutSwipeGesture, ~l. 500): at the end
    /// target (mSpinnerOffsetEnd + mOriginalOffsetTop), scaling up over config_mediumAnimTime.
    func beginRefreshing(at t: Double) {
        guard !refreshing else { return }
        refreshing = true
        currentTargetOffsetTop = spinnerOffsetEnd + originalOffsetTop
        visible = true
        alpha = 255
        animation = (.scaleUp, t, 0.4, 0)
    }

    static func decelerate(_ x: Double) -> Double { 1 - pow(1 - x, 4) }

    /// Draws a frame at t: the running Animation's applyTransformation, its end listener.
    func frame(at t: Double) {
        if let a = animation {
            let x = min(max((t - a.start) / a.duration, 0), 1)
            switch a.kind {
            case let .alpha(from, to): alpha = from + Int(Double(to - from) * x)
            case .toCorrect:
                // mAnimateToCorrectPosition (~l. 1220): endTarget = mSpinnerOffsetEnd - |mOriginalOffsetTop|.
                let d = Self.decelerate(x)
                let end = spinnerOffsetEnd - abs(originalOffsetTop)
                currentTargetOffsetTop = a.from + Int(Double(end - a.from) * d)
                arrowScale = 1 - d
            case .toStart:
                currentTargetOffsetTop = a.from + Int(Double(originalOffsetTop - a.from) * Self.decelerate(x))
            case .scaleDown, .scaleDownThenReset:
                scale = 1 - x
            case .scaleUp:
                scale = x
            }
            if x >= 1 {
                animation = nil
                // What follows an animation starts at its end: Android starts it at the first
                // frame at or after that (its Animation and ValueAnimator take their start time
                // from the frame), up to a frame later, which the app does not copy (a gesture
                // moves the same at any frame rate; docs/refresh.md).
                let end = a.start + a.duration
                switch a.kind {
                case .toCorrect, .scaleUp:
                    // mRefreshListener: alpha 255, mProgress.start().
                    alpha = 255
                    startSpin(at: end)
                case .toStart:
                    animation = (.scaleDown, end, 0.15, 0)
                    scale = 1 - min(max((t - end) / 0.15, 0), 1)
                case .scaleDownThenReset:
                    // reset(): the ring stops, the circle is gone and back at its start.
                    spin = nil
                    visible = false
                    alpha = 255
                    currentTargetOffsetTop = originalOffsetTop
                default: break
                }
            }
        }
        if let s = spin, t >= s.start { applySpin(s, at: t) }
    }

    // CircularProgressDrawable.start(): a ring showing an arc first finishes (666 ms).
    func startSpin(at t: Double) {
        spin = (t, endTrim != startTrim, startTrim, endTrim, rotation)
    }

    // applyTransformation / applyFinishTranslation, and onAnimationRepeat's storeOriginals.
    func applySpin(_ s: (start: Double, finishing: Bool, startingStart: Double, startingEnd: Double, startingRotation: Double),
                   at t: Double) {
        var elapsed = t - s.start
        var start = s.startingStart, end = s.startingEnd, rot = s.startingRotation
        if s.finishing {
            if elapsed < 0.666 {
                let x = elapsed / 0.666
                let target = (rot / 0.8).rounded(.down) + 1
                startTrim = start + (end - 0.01 - start) * x
                endTrim = end
                rotation = rot + (target - rot) * x
                return
            }
            elapsed -= 0.666
            let target = (rot / 0.8).rounded(.down) + 1
            start = end - 0.01
            rot = target
        }
        var cycle = 0.0
        while elapsed >= 1.332 {
            // The cycle's last frame (1f), then storeOriginals.
            start = start + 0.79 - 0.01
            rot += 0.21
            elapsed -= 1.332
            cycle += 1
        }
        let x = elapsed / 1.332
        if x < 0.5 {
            startTrim = start
            endTrim = start + 0.79 * fastOutSlowIn(x / 0.5) + 0.01
        } else {
            endTrim = start + 0.79
            startTrim = endTrim - (0.79 * (1 - fastOutSlowIn((x - 0.5) / 0.5)) + 0.01)
        }
        rotation = rot + 0.21 * x
    }

    /// PathInterpolator(0.4, 0, 0.2, 1) evaluated by Newton steps on the curve's x.
    func fastOutSlowIn(_ x: Double) -> Double {
        var u = x
        for _ in 0..<30 {
            let bx = 3 * (1 - u) * (1 - u) * u * 0.4 + 3 * (1 - u) * u * u * 0.2 + u * u * u
            let dx = 3 * (1 - u) * (1 - u) * 0.4 + 6 * (1 - u) * u * (0.2 - 0.4) + 3 * u * u * (1 - 0.2)
            if abs(dx) < 1e-9 { break }
            u = min(max(u - (bx - x) / dx, 0), 1)
        }
        return 3 * (1 - u) * u * u + u * u * u
    }

    /// The circle's top in points from the layout's top.
    var topPoints: Double { Double(currentTargetOffsetTop) / density }
}
