/// The page a released pager settles on, by each platform's rule.
///
/// Both platforms turn a release into a target page from where the pager stands (`page`, in pages,
/// fractional while between two) and the release velocity (pages' direction: > 0 towards the next).
/// Both are asymmetric the same way: a fling forward from an exact page n goes to n + 1, a fling
/// back from it stays on n.
public enum PageTarget {
    /// Flutter's PageScrollPhysics (page_view.dart `_getTargetPixels`): half a page is added in the
    /// fling's direction when |v| exceeds the tolerance, then the page is rounded, halves away from
    /// zero (Dart's `roundToDouble`):
    ///
    ///     v >  tol:  round(page + 0.5)      v < -tol:  round(page - 0.5)      else: round(page)
    ///
    /// `velocityTolerance` is the physics' tolerance, 1 / (0.050 dpr) pt/s (`toleranceFor`). A
    /// release that is no fling (|v| ≤ kMinFlingVelocity, 50 pt/s, or a travel under the touch
    /// slop) arrives with v = 0 (DragGestureRecognizer): the nearest page.
    public static func flutter(page: Double, velocity: Double, velocityTolerance: Double, pageCount: Int) -> Int {
        var p = page
        if velocity < -velocityTolerance { p -= 0.5 } else if velocity > velocityTolerance { p += 0.5 }
        return clamp(Int(p.rounded(.toNearestOrAwayFromZero)), pageCount)
    }

    /// androidx PagerSnapHelper with ViewPager2: a fling (|v| > the minimum fling velocity,
    /// 50 dp/s) goes from the start-most page shown (floor(page)) one forward, or stays on it going
    /// back (`findTargetSnapPosition`); no fling snaps to the page whose centre is nearest the
    /// container's, the earlier on a tie (`findCenterView`, `snapToTargetExistingView`).
    ///
    ///     |v| > min:  v > 0 ? floor(page) + 1 : floor(page)      else: page rounded, halves down
    public static func android(page: Double, velocity: Double, minimumFlingVelocity: Double, pageCount: Int) -> Int {
        let start = page.rounded(.down)
        if abs(velocity) > minimumFlingVelocity {
            return clamp(Int(start) + (velocity > 0 ? 1 : 0), pageCount)
        }
        return clamp(Int(page - start > 0.5 ? start + 1 : start), pageCount)
    }

    /// `page` within the pages 0 ..< count.
    public static func clamp(_ page: Int, _ count: Int) -> Int { min(max(page, 0), max(count - 1, 0)) }
}
