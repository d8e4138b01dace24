/// The engine's refresh header as the page and the web module call it: the machine
/// (HeaderRefresher, with the second floor) and its control, a pair per handle.
///
/// Each export is one call of the app's (HeaderFeature, ListEngine+Refresh, +Control, +Effects)
/// on the same values, so nothing of the header's rules is written here or in JavaScript. The
/// tuning crosses as `HeaderWire` in `core_buffer`; effects come back in the buffer as numbers:
/// [count, then 5 numbers an effect: kind, a, b, c, 0], kinds
///     0 transition(from, to, pullingPercent)    states as indices in HeaderState.allCases
///     1 setOpen(open, duration, reveal)         then [extra inset, bounces] at the effect's c, 4th
///     2 startLoad   3 saveLastUpdated   4 setFloor(open, duration)
/// Time is an argument of every call, in seconds.

/// A header: the machine, its control, the tunables they were made from.
struct HeaderHost {
    var machine = HeaderRefresher()
    var control = AnyRefreshControl(MJRefreshControl())
    var wire = HeaderWire()
}

nonisolated(unsafe) private var headers: [HeaderHost?] = []

@inline(__always) private func withHeader<R>(_ h: Int32, _ fallback: R, _ body: (inout HeaderHost) -> R) -> R {
    let i = Int(h)
    guard i >= 0, i < headers.count, headers[i] != nil else { return fallback }
    return body(&headers[i]!)
}

/// How many numbers the header's tuning takes on the wire.
@_expose(wasm, "header_wire_count") @_cdecl("header_wire_count")
public func headerWireCount() -> Int32 { Int32(HeaderWire.fields.count) }

/// A header with the default tuning; its handle.
@_expose(wasm, "header_new") @_cdecl("header_new")
public func headerNew() -> Int32 {
    if let free = headers.firstIndex(where: { $0 == nil }) {
        headers[free] = HeaderHost()
        return Int32(free)
    }
    headers.append(HeaderHost())
    return Int32(headers.count - 1)
}

@_expose(wasm, "header_free") @_cdecl("header_free")
public func headerFree(_ h: Int32) {
    let i = Int(h)
    if i >= 0, i < headers.count { headers[i] = nil }
}

/// The tuning from the first `count` wire numbers in the buffer, for a list `viewportExtent` high
/// (under its bar) at `density` pixels a point: the control made again (the one running goes on
/// when of the same kind) and the machine's settings what it makes of them (remakeControl).
@_expose(wasm, "header_configure") @_cdecl("header_configure")
public func headerConfigure(_ h: Int32, _ count: Int32, _ viewportExtent: Double, _ density: Double) {
    let n = max(0, min(Int(count), bufferCapacity))
    let wire = HeaderWire(wire: Array(UnsafeBufferPointer(start: buffer, count: n)))
    withHeader(h, ()) {
        $0.wire = wire
        $0.control = wire.control.make(keeping: $0.control, viewportExtent: max(viewportExtent, 1),
                                       density: density.isFinite && density > 0 ? density : 1)
        $0.machine.settings = $0.control.machineSettings(wire.settings)
    }
}

/// Writes the effects into the buffer; their count.
private func put(_ effects: [HeaderRefresher.Effect], _ host: HeaderHost) -> Int32 {
    let n = min(effects.count, (bufferCapacity - 1) / 5)
    buffer[0] = Double(n)
    for (i, effect) in effects.prefix(n).enumerated() {
        let p = buffer + 1 + 5 * i
        p[4] = 0
        switch effect {
        case let .transition(from, to, percent):
            p[0] = 0
            p[1] = Double(HeaderState.allCases.firstIndex(of: from) ?? 0)
            p[2] = Double(HeaderState.allCases.firstIndex(of: to) ?? 0)
            p[3] = percent
        case let .setOpen(open, duration, reveal):
            let opening = HeaderOpening(open: open, control: host.control, settings: host.machine.settings)
            p[0] = 1
            p[1] = open ? 1 : 0
            p[2] = duration
            p[3] = reveal ? 1 : 0
            p[4] = opening.bounces ? -1 - opening.extra : opening.extra
        case .startLoad: p[0] = 2
        case .saveLastUpdated: p[0] = 3
        case let .setFloor(open, duration):
            p[0] = 4
            p[1] = open ? 1 : 0
            p[2] = duration
        }
    }
    return Int32(n)
}

/// The machine takes `event` at t; the effects go to the buffer (their count returned).
private func send(_ h: Int32, _ event: HeaderRefresher.Event, _ t: Double, _ layoutReady: Int32, _ otherLoading: Int32) -> Int32 {
    withHeader(h, 0) { host in
        let effects = host.machine.handle(event, at: t, layoutReady: layoutReady != 0, otherLoading: otherLoading != 0)
        return put(effects, host)
    }
}

@_expose(wasm, "header_scrolled") @_cdecl("header_scrolled")
public func headerScrolled(_ h: Int32, _ pulled: Double, _ dragging: Int32, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 {
    send(h, .scrolled(pulled: pulled, dragging: dragging != 0), t, ready, blocked)
}

@_expose(wasm, "header_released") @_cdecl("header_released")
public func headerReleased(_ h: Int32, _ pulled: Double, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 {
    send(h, .released(pulled: pulled), t, ready, blocked)
}

@_expose(wasm, "header_begin") @_cdecl("header_begin")
public func headerBegin(_ h: Int32, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 { send(h, .begin, t, ready, blocked) }

@_expose(wasm, "header_layout_ready") @_cdecl("header_layout_ready")
public func headerLayoutReady(_ h: Int32, _ t: Double, _ blocked: Int32) -> Int32 { send(h, .layoutReady, t, 1, blocked) }

/// A load's result: 0 updated (`count` new rows), 1 no new items, 2 failed.
@_expose(wasm, "header_load_finished") @_cdecl("header_load_finished")
public func headerLoadFinished(_ h: Int32, _ result: Int32, _ count: Int32, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 {
    let r: RefreshResult = result == 0 ? .updated(Int(count)) : result == 1 ? .noNewItems : .failed
    return send(h, .loadFinished(r), t, ready, blocked)
}

@_expose(wasm, "header_tick") @_cdecl("header_tick")
public func headerTick(_ h: Int32, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 { send(h, .tick, t, ready, blocked) }

@_expose(wasm, "header_open_floor") @_cdecl("header_open_floor")
public func headerOpenFloor(_ h: Int32, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 { send(h, .openFloor, t, ready, blocked) }

@_expose(wasm, "header_close_floor") @_cdecl("header_close_floor")
public func headerCloseFloor(_ h: Int32, _ t: Double, _ ready: Int32, _ blocked: Int32) -> Int32 { send(h, .closeFloor, t, ready, blocked) }

/// The machine's state, as its index in HeaderState.allCases.
@_expose(wasm, "header_state") @_cdecl("header_state")
public func headerState(_ h: Int32) -> Int32 { withHeader(h, 0) { Int32(HeaderState.allCases.firstIndex(of: $0.machine.state) ?? 0) } }

@_expose(wasm, "header_state_time") @_cdecl("header_state_time")
public func headerStateTime(_ h: Int32) -> Double { withHeader(h, 0) { $0.machine.stateTime } }

@_expose(wasm, "header_percent") @_cdecl("header_percent")
public func headerPercent(_ h: Int32) -> Double { withHeader(h, 0) { $0.machine.pullingPercent } }

/// 1 while the control is open (the list holds its inset).
@_expose(wasm, "header_is_open") @_cdecl("header_is_open")
public func headerIsOpen(_ h: Int32) -> Int32 { withHeader(h, 0) { $0.machine.isOpen ? 1 : 0 } }

/// 1 while refreshing, waiting to, finishing or on the floor (a still list's press is no pull then).
@_expose(wasm, "header_busy") @_cdecl("header_busy")
public func headerBusy(_ h: Int32) -> Int32 { withHeader(h, 0) { $0.machine.isBusy ? 1 : 0 } }

/// The next time a tick changes something; -1: none.
@_expose(wasm, "header_next_deadline") @_cdecl("header_next_deadline")
public func headerNextDeadline(_ h: Int32) -> Double { withHeader(h, -1) { $0.machine.nextDeadline ?? -1 } }

/// The machine's settings under the control (what it runs with), into the buffer as HeaderWire's
/// first fields, then [armPull, leadingPullLimit(barTakesFirst) or -1]; their count.
@_expose(wasm, "header_settings") @_cdecl("header_settings")
public func headerSettings(_ h: Int32, _ barTakesFirst: Double) -> Int32 {
    withHeader(h, 0) { host in
        let s = host.machine.settings
        var w = HeaderWire(settings: s, control: host.wire.control).wire
        w.append(s.armPull)
        w.append(s.leadingPullLimit(barTakesFirst: barTakesFirst) ?? -1)
        for (i, v) in w.enumerated() { buffer[i] = v }
        return Int32(w.count)
    }
}

// MARK: The control

/// The pull the machine measures for a finger `travel` points past where a still list's drag began
/// (`armed` while the machine is pulling); NaN: the indicator keeps its place.
@_expose(wasm, "control_pull") @_cdecl("control_pull")
public func controlPull(_ h: Int32, _ travel: Double, _ armed: Int32) -> Double {
    withHeader(h, .nan) { $0.control.pull(fingerTravel: travel, armed: armed != 0) ?? .nan }
}

@_expose(wasm, "control_begin_drag") @_cdecl("control_begin_drag")
public func controlBeginDrag(_ h: Int32, _ t: Double) { withHeader(h, ()) { $0.control.beginDrag(at: t) } }

@_expose(wasm, "control_drag") @_cdecl("control_drag")
public func controlDrag(_ h: Int32, _ pull: Double, _ t: Double) { withHeader(h, ()) { $0.control.drag(pull: pull, at: t) } }

@_expose(wasm, "control_release") @_cdecl("control_release")
public func controlRelease(_ h: Int32, _ refreshes: Int32, _ lastFrame: Double, _ t: Double) {
    withHeader(h, ()) { $0.control.release(refreshes: refreshes != 0, lastFrame: lastFrame, at: t) }
}

@_expose(wasm, "control_set_refreshing") @_cdecl("control_set_refreshing")
public func controlSetRefreshing(_ h: Int32, _ refreshing: Int32, _ t: Double) {
    withHeader(h, ()) { $0.control.setRefreshing(refreshing != 0, at: t) }
}

/// What the control draws itself at t for a pull of `pulled` with the machine in `state` (an index
/// in HeaderState.allCases) since `since`: 0 nothing (the MJ header), 1 a circle, 2 ticks; the
/// numbers in the buffer:
///     circle: visible, top, diameter, scale, alpha, startTrim, endTrim, ringRotation,
///             groupRotationDegrees, showsArrow, arrowScale, strokeWidth, centerRadius,
///             arrowWidth, arrowHeight, style (0 android, 1 material)
///     ticks:  top, radius, progress, opacity, activeTick, clipBottom (-1: none), shownTicks, then each
///             tick's alpha (of 255, ActivityTicks.alpha(ofTick:))
@_expose(wasm, "control_indicator") @_cdecl("control_indicator")
public func controlIndicator(_ h: Int32, _ pulled: Double, _ state: Int32, _ since: Double, _ t: Double) -> Int32 {
    withHeader(h, 0) { host in
        let all = HeaderState.allCases
        let s = state >= 0 && Int(state) < all.count ? all[Int(state)] : .idle
        switch host.control.indicator(pulled: pulled, state: s, since: since, at: t) {
        case .none: return 0
        case .circle(let v)?:
            let n: [Double] = [v.visible ? 1 : 0, v.top, v.diameter, v.scale, v.alpha, v.startTrim, v.endTrim, v.ringRotation,
                               v.groupRotationDegrees, v.showsArrow ? 1 : 0, v.arrowScale, v.strokeWidth, v.centerRadius,
                               v.arrowWidth, v.arrowHeight, v.style == .material ? 1 : 0]
            for (i, x) in n.enumerated() { buffer[i] = x }
            return 1
        case .ticks(let v)?:
            let n: [Double] = [v.top, v.radius, v.progress, v.opacity, Double(v.activeTick),
                               v.clipBottom.isFinite ? v.clipBottom : -1, Double(v.shownTicks)]
                + (0..<ActivityTicks.count).map { Double(v.alpha(ofTick: $0)) }
            for (i, x) in n.enumerated() { buffer[i] = x }
            return 2
        }
    }
}

@_expose(wasm, "control_is_animating") @_cdecl("control_is_animating")
public func controlIsAnimating(_ h: Int32, _ t: Double) -> Int32 { withHeader(h, 0) { $0.control.isAnimating(at: t) ? 1 : 0 } }

/// The inset the list holds while the control is open, under the machine's settings.
@_expose(wasm, "control_held_inset") @_cdecl("control_held_inset")
public func controlHeldInset(_ h: Int32) -> Double { withHeader(h, 0) { $0.control.heldInset($0.machine.settings) } }

@_expose(wasm, "control_moves_content") @_cdecl("control_moves_content")
public func controlMovesContent(_ h: Int32) -> Int32 { withHeader(h, 1) { $0.control.movesContent ? 1 : 0 } }

@_expose(wasm, "control_settles_by_physics") @_cdecl("control_settles_by_physics")
public func controlSettlesByPhysics(_ h: Int32) -> Int32 { withHeader(h, 0) { $0.control.settlesByScrollPhysics ? 1 : 0 } }

/// Where the MJ header is drawn for the content's top and the bar's bottom: [y, clipTop,
/// clipBottom (-1: none), overContent] in the buffer.
@_expose(wasm, "control_placement") @_cdecl("control_placement")
public func controlPlacement(_ h: Int32, _ contentTop: Double, _ topBar: Double) {
    withHeader(h, ()) { host in
        let p = host.control.placement(contentTop: contentTop, topBar: topBar, settings: host.machine.settings)
        buffer[0] = p.y
        buffer[1] = p.clipTop
        buffer[2] = p.clipBottom.isFinite ? p.clipBottom : -1
        buffer[3] = p.overContent ? 1 : 0
    }
}

/// After a setOpen(open, reveal) effect: 1 when the content moves to its rest over the effect's
/// duration (HeaderOpening.scrollsToRest: the finger is off it, it does not bounce back by itself,
/// and the header is revealed or the content is past its rest).
@_expose(wasm, "header_scrolls_to_rest") @_cdecl("header_scrolls_to_rest")
public func headerScrollsToRest(_ h: Int32, _ open: Int32, _ reveal: Int32, _ tracking: Int32, _ offset: Double, _ minOffset: Double) -> Int32 {
    withHeader(h, 0) { host in
        let opening = HeaderOpening(open: open != 0, control: host.control, settings: host.machine.settings)
        return opening.scrollsToRest(reveal: reveal != 0, tracking: tracking != 0, offset: offset, minOffset: minOffset) ? 1 : 0
    }
}

/// 1 when a drag on the open floor `pulledUp` points up closes it, in a list `listExtent` high (HeaderOpening.floorCloses).
@_expose(wasm, "header_floor_closes") @_cdecl("header_floor_closes")
public func headerFloorCloses(_ pulledUp: Double, _ listExtent: Double) -> Int32 {
    HeaderOpening.floorCloses(pulledUp: pulledUp, listExtent: listExtent) ? 1 : 0
}
