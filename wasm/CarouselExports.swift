/// The carousel's gesture axis and its trailer as the page calls them: the app's AxisLock and
/// TrailerRefresher (Carousel/), a handle each.
///
/// A press on the carousel makes an axis lock; each pointer report is added until it decides (one
/// gesture, one axis). A trailer takes the row's pull, release, load results and ticks and writes
/// the effects the app's Carousel applies into `core_buffer`, three numbers each: 0, from, to (a
/// transition, states as indices in TrailerState.allCases), 1, inset, duration (the held inset,
/// animated), 2, 0, 0 (start a load). Time is in seconds.

/// The locks and trailers the host made, at most `slots` of each at once (the page keeps one of
/// each); nil where none is. Fixed blocks of slots, not arrays: the core stays smaller without
/// Array's growth for these types.
private let slots = 8
nonisolated(unsafe) private let locks: UnsafeMutablePointer<AxisLock?> = {
    let p = UnsafeMutablePointer<AxisLock?>.allocate(capacity: slots)
    p.initialize(repeating: nil, count: slots)
    return p
}()
nonisolated(unsafe) private let trailers: UnsafeMutablePointer<(machine: TrailerRefresher, hold: TrailerHold)?> = {
    let p = UnsafeMutablePointer<(machine: TrailerRefresher, hold: TrailerHold)?>.allocate(capacity: slots)
    p.initialize(repeating: nil, count: slots)
    return p
}()

/// An axis lock for a press at (x, y) at t; its handle (-1: every slot is taken).
@_expose(wasm, "axis_new") @_cdecl("axis_new")
public func axisNew(_ x: Double, _ y: Double, _ t: Double) -> Int32 {
    for i in 0..<slots where locks[i] == nil {
        locks[i] = AxisLock(x: x, y: y, at: t)
        return Int32(i)
    }
    return -1
}

@_expose(wasm, "axis_free") @_cdecl("axis_free")
public func axisFree(_ h: Int32) {
    let i = Int(h)
    if i >= 0, i < slots { locks[i] = nil }
}

/// A pointer report at (x, y) at t with the touch slop `slop`: 0 while undecided, 1 vertical (the
/// list's), 2 horizontal (the carousel's); once decided, the same answer whatever comes after.
@_expose(wasm, "axis_add") @_cdecl("axis_add")
public func axisAdd(_ h: Int32, _ x: Double, _ y: Double, _ t: Double, _ slop: Double) -> Int32 {
    let i = Int(h)
    guard i >= 0, i < slots, locks[i] != nil else { return 0 }
    switch locks[i]!.add(x: x, y: y, at: t, slop: slop) {
    case .none: return 0
    case .vertical?: return 1
    case .horizontal?: return 2
    }
}

@inline(__always) private func withTrailer<R>(_ h: Int32, _ fallback: R,
                                               _ body: (inout (machine: TrailerRefresher, hold: TrailerHold)) -> R) -> R {
    let i = Int(h)
    guard i >= 0, i < slots, trailers[i] != nil else { return fallback }
    return body(&trailers[i]!)
}

/// A trailer `width` wide (MJRefreshTrailer's 60) with the app's timings; its handle (-1: every slot is taken).
@_expose(wasm, "trailer_new") @_cdecl("trailer_new")
public func trailerNew(_ width: Double) -> Int32 {
    var settings = TrailerRefresher.Settings()
    if width.isFinite, width > 0 { settings.width = width }
    for i in 0..<slots where trailers[i] == nil {
        trailers[i] = (machine: TrailerRefresher(settings: settings), hold: TrailerHold())
        return Int32(i)
    }
    return -1
}

@_expose(wasm, "trailer_free") @_cdecl("trailer_free")
public func trailerFree(_ h: Int32) {
    let i = Int(h)
    if i >= 0, i < slots { trailers[i] = nil }
}

private func stateIndex(_ s: TrailerState) -> Double { Double(TrailerState.allCases.firstIndex(of: s) ?? 0) }

/// Hands `event` to the trailer at t; its effects into the buffer; how many.
private func handle(_ h: Int32, _ event: TrailerRefresher.Event, _ t: Double) -> Int32 {
    withTrailer(h, 0) { trailer in
        var n = 0
        for e in trailer.machine.handle(event, at: t) where 3 * n + 3 <= bufferCapacity {
            switch e {
            case let .transition(from, to): (buffer[3 * n], buffer[3 * n + 1], buffer[3 * n + 2]) = (0, stateIndex(from), stateIndex(to))
            case let .setInset(inset, duration): (buffer[3 * n], buffer[3 * n + 1], buffer[3 * n + 2]) = (1, inset, duration)
            case .startLoad: (buffer[3 * n], buffer[3 * n + 1], buffer[3 * n + 2]) = (2, 0, 0)
            }
            n += 1
        }
        return Int32(n)
    }
}

/// The row is pulled `pull` pt past its trailing end; `dragging` != 0: a finger drags it.
@_expose(wasm, "trailer_scrolled") @_cdecl("trailer_scrolled")
public func trailerScrolled(_ h: Int32, _ pull: Double, _ dragging: Int32, _ t: Double) -> Int32 {
    handle(h, .scrolled(pull: pull, dragging: dragging != 0), t)
}

/// The finger lets go of the row pulled `pull` pt past its end.
@_expose(wasm, "trailer_released") @_cdecl("trailer_released")
public func trailerReleased(_ h: Int32, _ pull: Double, _ t: Double) -> Int32 { handle(h, .released(pull: pull), t) }

/// The load's answer: `result` 0 loaded `count` cards, 1 the end (after `count` cards), 2 failed.
@_expose(wasm, "trailer_finished") @_cdecl("trailer_finished")
public func trailerFinished(_ h: Int32, _ result: Int32, _ count: Int32, _ t: Double) -> Int32 {
    let r: LoadResult = result == 0 ? .loaded(Int(count)) : result == 1 ? .end(Int(count)) : .failed
    return handle(h, .loadFinished(r), t)
}

/// Time passes (a load that never answers fails at its timeout).
@_expose(wasm, "trailer_tick") @_cdecl("trailer_tick")
public func trailerTick(_ h: Int32, _ t: Double) -> Int32 { handle(h, .tick, t) }

/// The state, as its index in TrailerState.allCases (idle, pulling, refreshing, noMoreData, failed).
@_expose(wasm, "trailer_state") @_cdecl("trailer_state")
public func trailerState(_ h: Int32) -> Int32 { withTrailer(h, 0) { Int32(stateIndex($0.machine.state)) } }

/// The held inset becomes `inset` (a setInset effect): the row's trailing inset for a view `viewWidth`
/// wide over `contentWidth` of cards (TrailerHold).
@_expose(wasm, "trailer_hold") @_cdecl("trailer_hold")
public func trailerHold(_ h: Int32, _ inset: Double, _ viewWidth: Double, _ contentWidth: Double) -> Double {
    withTrailer(h, 0) {
        $0.hold.held = inset
        return $0.hold.trailingInset(viewWidth: viewWidth, contentWidth: contentWidth)
    }
}

/// The row's trailing inset now, for a view `viewWidth` wide over `contentWidth` of cards.
@_expose(wasm, "trailer_inset") @_cdecl("trailer_inset")
public func trailerInset(_ h: Int32, _ viewWidth: Double, _ contentWidth: Double) -> Double {
    withTrailer(h, 0) { $0.hold.trailingInset(viewWidth: viewWidth, contentWidth: contentWidth) }
}

/// Where the row moves after a held inset's change (`tracking` != 0: a finger drags it), or NaN: it stays.
@_expose(wasm, "trailer_open_target") @_cdecl("trailer_open_target")
public func trailerOpenTarget(_ h: Int32, _ offset: Double, _ tracking: Int32, _ restingEnd: Double) -> Double {
    withTrailer(h, .nan) { $0.hold.openTarget(offset: offset, tracking: tracking != 0, restingEnd: restingEnd) ?? .nan }
}
