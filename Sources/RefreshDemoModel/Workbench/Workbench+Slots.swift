import RefreshEngine

/// A/B: switching tuning slots and recording each slot's run for the comparison.
extension Workbench {
    /// B (or A): keeps the values in use as this slot's, applies the other's (traced as
    /// `tuning` lines) and says which slot is in use. B starts as a copy of A.
    mutating func switchTuningSlot(at t: Double) {
        if !slots.seeded {
            slots.sets = [list.tuningSet, list.tuningSet]
            slots.seeded = true
        }
        slots.sets[slots.active] = list.tuningSet
        slots.active = 1 - slots.active
        list.applyTuning(slots.sets[slots.active], at: t)
        list.recordHostEvent(.setting(t: t, name: "slot", value: TuningSlots.name(slots.active)))
        post(message: MessageStrings.fill(list.language.interface.messages.slotSwitched, TuningSlots.name(slots.active)),
             isError: false, at: t)
    }

    /// A gesture begins: the active slot's run starts over.
    mutating func startSlotRun() {
        slots.runs[slots.active].clear()
        slots.runGestures[slots.active] = recorder.startTime
    }

    /// Records this frame's motion into the active slot's run, and fills the comparison's
    /// view: the other slot's run only when it ran the same gesture and the panel is open.
    mutating func comparison() -> WorkbenchViewState {
        var v = WorkbenchViewState()
        v.slot = slots.active
        guard recorder.hasGesture else { return v }
        let start = recorder.startTime
        let tau = list.time - start
        let offset = list.scrollOffset
        if tau >= 0, tau <= TuningSlots.runSpan {
            slots.runs[slots.active].record(t: tau, offset: offset, velocity: list.scrollVelocity)
        }
        v.gestureStart = start
        // The content's top edge where it is in view, else the content at the top of the view:
        // that point of the content, where the other run had it at this moment (none before
        // the first switch: the other slot has no run yet).
        // The other run is a comparison only of the same gesture, and only in the panel.
        guard panel.isOpen, slots.comparesOneGesture else { return v }
        if list.studiedAxis == .horizontal {
            v.ghostEdgeX = slots.otherOffset(at: tau).flatMap { list.carouselGhostX(otherOffset: $0) }
        } else {
            let y0 = max(-offset, list.tuning.topBarHeight)
            v.ghostEdgeY = slots.otherOffset(at: tau).map { y0 + offset - $0 }
        }
        v.ghost = slots.otherRun
        return v
    }
}
