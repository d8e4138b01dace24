/// The list layouts' rules as the page asks them (`list.layout`): the app's own (StickyHeaderRule,
/// EmptyStateRule, ChatFollowRule, PrependShiftRule, PluralRule), so the page pins the section header
/// the app pins, at its y, centres the empty state where the app does, follows a chat's arrival when
/// the app follows it, counts the rest in the app's words, and keeps rows put as the app does.

/// The section header pinned under the bar: the host writes the section header rows' content tops
/// (top to bottom, the band included) into the buffer, `count` of them; the pinned one's index
/// among them (-1: none), its window y in the buffer's first number.
@_expose(wasm, "layout_sticky") @_cdecl("layout_sticky")
public func layoutSticky(_ count: Int32, _ height: Double, _ offset: Double, _ barBottom: Double, _ band: Double) -> Int32 {
    let n = max(0, min(Int(count), bufferCapacity))
    guard let pinned = StickyHeaderRule.pinned(tops: UnsafeBufferPointer(start: buffer, count: n), height: height,
                                               offset: offset, barBottom: barBottom, band: band) else { return -1 }
    buffer[0] = pinned.y
    return Int32(pinned.index)
}

/// The empty state's centre, window points.
@_expose(wasm, "layout_empty_center") @_cdecl("layout_empty_center")
public func layoutEmptyCenter(_ offset: Double, _ band: Double, _ viewportHeight: Double, _ topBar: Double) -> Double {
    EmptyStateRule.centerY(offset: offset, band: band, viewportHeight: viewportHeight, topBar: topBar)
}

/// A chat's arrival: 1 when the list follows it to its end (ChatFollowRule.follows), else 0
/// (the pill counts it); `held` != 0: a finger holds the list.
@_expose(wasm, "layout_chat_follows") @_cdecl("layout_chat_follows")
public func layoutChatFollows(_ offset: Double, _ maxOffset: Double, _ held: Int32, _ unseen: Int32) -> Int32 {
    ChatFollowRule.follows(offset: offset, maxOffset: maxOffset, held: held != 0, unseen: Int(unseen)) ? 1 : 0
}

/// 1 when the list is at its end (the pill clears there).
@_expose(wasm, "layout_chat_at_end") @_cdecl("layout_chat_at_end")
public func layoutChatAtEnd(_ offset: Double, _ maxOffset: Double) -> Int32 {
    ChatFollowRule.isAtEnd(offset: offset, maxOffset: maxOffset) ? 1 : 0
}

/// How long the list takes to follow a message to its end, s.
@_expose(wasm, "layout_chat_follow_duration") @_cdecl("layout_chat_follow_duration")
public func layoutChatFollowDuration() -> Double { ChatFollowRule.duration }

/// The pill's count for `unseen` messages; the buffer's first number is 1 when it is capped ("99+").
@_expose(wasm, "layout_pill_count") @_cdecl("layout_pill_count")
public func layoutPillCount(_ unseen: Int32) -> Int32 {
    let (n, capped) = ChatFollowRule.pillCount(Int(unseen))
    buffer[0] = capped ? 1 : 0
    return Int32(n)
}

/// The plural category of `n` under rule `rule` (PluralRule's raw value): 0 one, 1 few, 2 many, 3 other.
@_expose(wasm, "layout_plural") @_cdecl("layout_plural")
public func layoutPlural(_ rule: Int32, _ n: Int32) -> Int32 {
    Int32((PluralRule(rawValue: Int(rule)) ?? .oneOther).category(Int(n)).rawValue)
}

/// How far the offset moves when rows `added` pt high go on top (PrependShiftRule); `reversed` != 0:
/// a chat; `headingToTop` != 0: the list is animating to its top.
@_expose(wasm, "layout_prepend_shift") @_cdecl("layout_prepend_shift")
public func layoutPrependShift(_ added: Double, _ reversed: Int32, _ offset: Double, _ minOffset: Double,
                               _ headingToTop: Int32) -> Double {
    PrependShiftRule.shift(added: added, reversed: reversed != 0, offset: offset, minOffset: minOffset, headingToTop: headingToTop != 0)
}
