/// The load-more footer as the page calls it: the app's FooterRefresher (auto style) and its rules
/// for the list's geometry (content shorter than the view, a drag released pushed up, how much of
/// the footer shows), a handle each machine.
///
/// Each event writes the effects the app's ListEngine+Effects performs into `core_buffer`, three
/// numbers each: 0, from, to (a transition, states as indices in FooterState.allCases), 1, inset,
/// duration (the held inset, animated), 2, 0, 0 (start a load). Time is in seconds. `blocked` != 0:
/// the header refreshes (never two loads at once); `short` != 0: the content is shorter than the view.

private let footerSlots = 4
nonisolated(unsafe) private let footers: UnsafeMutablePointer<FooterRefresher?> = {
    let p = UnsafeMutablePointer<FooterRefresher?>.allocate(capacity: footerSlots)
    p.initialize(repeating: nil, count: footerSlots)
    return p
}()

/// A footer `height` pt tall with the app's timings; its handle (-1: every slot is taken).
@_expose(wasm, "footer_new") @_cdecl("footer_new")
public func footerNew(_ height: Double) -> Int32 {
    var settings = FooterRefresher.Settings()
    if height.isFinite, height > 0 { settings.height = height }
    for i in 0..<footerSlots where footers[i] == nil {
        footers[i] = FooterRefresher(settings: settings)
        return Int32(i)
    }
    return -1
}

@_expose(wasm, "footer_free") @_cdecl("footer_free")
public func footerFree(_ h: Int32) {
    let i = Int(h)
    if i >= 0, i < footerSlots { footers[i] = nil }
}

private func footerStateIndex(_ s: FooterState) -> Double { Double(FooterState.allCases.firstIndex(of: s) ?? 0) }

/// Hands event number `kind` to the footer at t; its effects into the buffer; how many. Kinds: 0 scrolled
/// (`visible`, `dragging`), 1 released (`visible`), 2 tapped, 3 load finished (`result` 0 loaded `count`,
/// 1 the end after `count`, 2 failed), 4 reset, 5 tick, 6 drag began, 7 released pushed up.
@_expose(wasm, "footer_event") @_cdecl("footer_event")
public func footerEvent(_ h: Int32, _ kind: Int32, _ visible: Double, _ dragging: Int32, _ result: Int32, _ count: Int32,
                        _ t: Double, _ blocked: Int32, _ short: Int32) -> Int32 {
    let i = Int(h)
    guard i >= 0, i < footerSlots, footers[i] != nil else { return 0 }
    let event: FooterRefresher.Event
    switch kind {
    case 0: event = .scrolled(visible: visible, dragging: dragging != 0)
    case 1: event = .released(visible: visible)
    case 2: event = .tapped
    case 3: event = .loadFinished(result == 0 ? .loaded(Int(count)) : result == 1 ? .end(Int(count)) : .failed)
    case 4: event = .reset
    case 6: event = .dragBegan
    case 7: event = .releasedPushedUp
    default: event = .tick
    }
    var n = 0
    for e in footers[i]!.handle(event, at: t, otherLoading: blocked != 0, contentIsShort: short != 0) where 3 * n + 3 <= bufferCapacity {
        switch e {
        case let .transition(from, to):
            (buffer[3 * n], buffer[3 * n + 1], buffer[3 * n + 2]) = (0, footerStateIndex(from), footerStateIndex(to))
        case let .setInset(inset, duration): (buffer[3 * n], buffer[3 * n + 1], buffer[3 * n + 2]) = (1, inset, duration)
        case .startLoad: (buffer[3 * n], buffer[3 * n + 1], buffer[3 * n + 2]) = (2, 0, 0)
        }
        n += 1
    }
    return Int32(n)
}

/// The state, as its index in FooterState.allCases (idle, pulling, refreshing, noMoreData, failed).
@_expose(wasm, "footer_state") @_cdecl("footer_state")
public func footerStateOf(_ h: Int32) -> Int32 {
    let i = Int(h)
    guard i >= 0, i < footerSlots, let f = footers[i] else { return 0 }
    return Int32(footerStateIndex(f.state))
}

/// 1 when the content is shorter than the view (FooterRefresher.contentIsShort).
@_expose(wasm, "footer_content_is_short") @_cdecl("footer_content_is_short")
public func footerContentIsShort(_ leadingInset: Double, _ contentHeight: Double, _ viewportHeight: Double) -> Int32 {
    FooterRefresher.contentIsShort(leadingInset: leadingInset, contentHeight: contentHeight, viewportHeight: viewportHeight) ? 1 : 0
}

/// 1 when a drag let go at `offset` left the content pushed up past its resting edge.
@_expose(wasm, "footer_pushed_up") @_cdecl("footer_pushed_up")
public func footerPushedUp(_ offset: Double, _ minOffset: Double) -> Int32 {
    FooterRefresher.pushedUp(offset: offset, minOffset: minOffset) ? 1 : 0
}

/// How much of the auto footer shows, in footer heights, its top at content y `top`.
@_expose(wasm, "footer_visibility") @_cdecl("footer_visibility")
public func footerVisibility(_ offset: Double, _ viewportHeight: Double, _ top: Double, _ height: Double) -> Double {
    FooterRefresher.autoVisibility(offset: offset, viewportHeight: viewportHeight, top: top, height: height)
}
