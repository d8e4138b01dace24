/// The tabs layout's rules as the page asks them (`list.layout` tabs): the app's own ListShape,
/// PagerAxisRule, TabIndicatorRule, TabTapSettle, PageTarget, PageSettle and NestedScroll, so the
/// page's strip, its pager and its shared bar do what the app's rules say.
///
/// The rules that follow the scroll model read it from a list's scroller (a handle of
/// CoreExports.swift): its tuning's model and touch slop, its pixel density. The page has one pager
/// and one shared bar, so the pager's motion and the nested scroll are one each, not handles.
import RefreshPhysics

/// How many lists the pager holds.
@_expose(wasm, "tabs_count") @_cdecl("tabs_count")
public func tabsCount() -> Int32 { Int32(ListShape.tabCount) }

/// The strip's height under the bar, pt.
@_expose(wasm, "tabs_strip_height") @_cdecl("tabs_strip_height")
public func tabsStripHeight() -> Double { ListShape.tabStripHeight }

/// The axis a drag that has travelled (dx, dy) pt since its press goes to under scroller `h`'s
/// model and slop (PagerAxisRule): 0 undecided, 1 vertical (the list's), 2 horizontal (the pager's).
@_expose(wasm, "tabs_axis") @_cdecl("tabs_axis")
public func tabsAxis(_ h: Int32, _ dx: Double, _ dy: Double) -> Int32 {
    guard let s = scroller(h) else { return 0 }
    switch PagerAxisRule.rule(model: s.tuning.model, slop: s.tuning.touchSlop).decide(dx: dx, dy: dy) {
    case .none: return 0
    case .vertical?: return 1
    case .horizontal?: return 2
    }
}

/// The indicator at fractional `page` over a strip `width` wide: its left and right edges in the
/// buffer's first two numbers (TabIndicatorRule.span); the tab shown as selected.
@_expose(wasm, "tabs_indicator") @_cdecl("tabs_indicator")
public func tabsIndicator(_ page: Double, _ width: Double) -> Int32 {
    let span = TabIndicatorRule.span(page: page, count: ListShape.tabCount, width: width)
    buffer[0] = span.left
    buffer[1] = span.right
    return Int32(TabIndicatorRule.selected(page: page, count: ListShape.tabCount))
}

nonisolated(unsafe) private var pagerMotion: (motion: PagerMotion, start: Double)?

/// A pager `width` wide let go at `position` (pt from the first page's left) with `velocity` (pt/s,
/// > 0 towards the next page) at t: the page it goes to (PageTarget), and the motion there
/// (PageSettle) from t on. `velocity`: the pager's scroller's after its release (0 below the
/// tuning's least fling speed: no fling). Android's rule and timed settle under its model; Flutter's rule and
/// spring under every other, as TabBarView and PageView take them on every platform.
@_expose(wasm, "tabs_release") @_cdecl("tabs_release")
public func tabsRelease(_ h: Int32, _ position: Double, _ velocity: Double, _ width: Double, _ t: Double) -> Int32 {
    guard let s = scroller(h), width > 0, position.isFinite else { return 0 }
    let page = position / width, v = velocity.isFinite ? velocity : 0, density = s.pixelDensity
    let target: Int, settle: PageSettle
    if s.tuning.model == .android {
        // The tuning's least fling speed: Android's preset has ViewConfiguration's 50 dp/s, PagerSnapHelper's threshold.
        let minimum = s.tuning.minFlingSpeed
        target = PageTarget.android(page: page, velocity: v, minimumFlingVelocity: minimum, pageCount: ListShape.tabCount)
        settle = .android(from: position, to: Double(target) * width, density: density, fling: abs(v) > minimum, pageExtent: width)
    } else {
        // The physics' velocity tolerance (ScrollPhysics.toleranceFor), the Flutter model's stop speed.
        let tolerance = s.tuning.restVelocity(pixelDensity: density)
        target = PageTarget.flutter(page: page, velocity: v, velocityTolerance: tolerance, pageCount: ListShape.tabCount)
        settle = .flutter(from: position, velocity: v, to: Double(target) * width, devicePixelRatio: density)
    }
    pagerMotion = (.settle(settle), t)
    return Int32(target)
}

/// A tap on tab `tab` with the pager at `position` in a pager `width` wide at t: the motion there
/// under scroller `h`'s model (TabTapSettle) from t on.
@_expose(wasm, "tabs_tap") @_cdecl("tabs_tap")
public func tabsTap(_ h: Int32, _ tab: Int32, _ position: Double, _ width: Double, _ t: Double) {
    guard let s = scroller(h) else { return }
    let page = min(max(Int(tab), 0), ListShape.tabCount - 1)
    pagerMotion = (.tap(TabTapSettle(from: position, to: Double(page) * width, model: s.tuning.model, density: s.pixelDensity)), t)
}

/// Where the pager's motion has it at t; NaN when none runs (a finger holds it, or it has arrived).
@_expose(wasm, "tabs_position") @_cdecl("tabs_position")
public func tabsPosition(_ t: Double) -> Double {
    guard let m = pagerMotion else { return .nan }
    let x = m.motion.position(at: t - m.start)
    if m.motion.isDone(at: t - m.start) { pagerMotion = nil }
    return x
}

/// Stops the pager's motion where it is (a finger takes it).
@_expose(wasm, "tabs_stop") @_cdecl("tabs_stop")
public func tabsStop() { pagerMotion = nil }

/// The scroll shared by the bar all tabs share and the shown tab's list; made by `nested_configure`.
nonisolated(unsafe) private var nested = NestedScroll(range: 0)

/// The shared bar is bar `h`'s: it collapses by its open height less its collapsed one and opens
/// before the list scrolls down when it floats; the bar's collapse and the list's offset go on.
@_expose(wasm, "nested_configure") @_cdecl("nested_configure")
public func nestedConfigure(_ h: Int32) {
    guard let b = bar(h) else { return }
    let range = b.layout.maxHeight - b.layout.minHeight
    if range == nested.range, b.settings.floating == nested.floats { return }
    nested = NestedScroll(outer: nested.outer, inner: nested.inner, range: range, floats: b.settings.floating)
}

/// A scroll by `delta` pt (> 0 moves the content up), shared between the bar and the list.
@_expose(wasm, "nested_scroll") @_cdecl("nested_scroll")
public func nestedScroll(_ delta: Double) { nested.scroll(by: delta) }

/// The tab shown next: its list's offset `inner`, the bar as it is.
@_expose(wasm, "nested_show") @_cdecl("nested_show")
public func nestedShow(_ inner: Double) { nested.show(inner: inner) }

/// How far the bar has collapsed; the list's offset in the buffer's first number.
@_expose(wasm, "nested_outer") @_cdecl("nested_outer")
public func nestedOuter() -> Double {
    buffer[0] = nested.inner
    return nested.outer
}
