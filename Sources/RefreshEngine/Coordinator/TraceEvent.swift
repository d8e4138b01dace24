/// One line of the JSON Lines trace: `{"t":..,"type":..,...}`.
///
/// Numbers are written with at most 4 decimals (6 for time); NaN and infinities,
/// which JSON cannot hold, are written as null.
public enum TraceEvent: Equatable, Sendable {
    case scroll(t: Double, phase: ScrollPhase, offsetY: Double, velocityY: Double)
    case frame(t: Double, offsetY: Double, velocityY: Double, phase: ScrollPhase, items: Int, pullingPercent: Double,
               indicator: FrameIndicator = FrameIndicator(), carousel: FrameCarousel? = nil, bar: FrameBar? = nil,
               layout: FrameLayout = FrameLayout())
    case input(t: Double, kind: String, x: Double?, y: Double?)
    case wheel(t: Double, dx: Double, dy: Double, precise: Bool)
    /// A touchpad delta from a known touchpad, in the display server's pixels.
    case touchpad(t: Double, dx: Double, dy: Double, liftReported: Bool)
    case key(t: Double, key: String)
    case resize(t: Double, width: Double, height: Double)
    case screenshot(t: Double, path: String)
    case header(t: Double, from: HeaderState, to: HeaderState, pullingPercent: Double, result: String?)
    case feedRequest(t: Double, kind: String, param: String, value: Int)
    case feedResponse(t: Double, kind: String, count: Int, ok: Bool, end: Bool?)
    case setting(t: Double, name: String, value: String)
    case footer(t: Double, from: FooterState, to: FooterState)
    case tuning(t: Double, name: String, value: Double)
    /// The carousel's scroll phase changed (its offset and velocity along x then).
    case carousel(t: Double, phase: ScrollPhase, offsetX: Double, velocityX: Double)
    case trailer(t: Double, from: TrailerState, to: TrailerState)
    /// A message the window showed (a toast: a save, a switch, an error), with its text.
    case toast(t: Double, text: String, isError: Bool)
    /// The app bar did something by itself: snapped open or collapsed (`snapOpen`,
    /// `snapCollapsed`, with the height it goes to) or reached its stretch trigger (`stretch`).
    case bar(t: Double, event: String, height: Double)
    /// A pull's haptic (`header.haptics`): the header armed (`arm`), refreshing began
    /// (`refresh`), the second floor armed (`floor`), the trailer armed (`trailer`).
    case haptic(t: Double, kind: HapticKind)
    /// A chat's messages arrived at the bottom: how many, whether the list followed them to its
    /// end, and the pill's count after them.
    case arrival(t: Double, count: Int, followed: Bool, unseen: Int)
    /// Tabs: the shown tab changed, from one index to another (a swipe's release, a tapped tab).
    case tab(t: Double, from: Int, to: Int)

    public var time: Double {
        switch self {
        case .scroll(let t, _, _, _), .frame(let t, _, _, _, _, _, _, _, _, _), .input(let t, _, _, _),
             .wheel(let t, _, _, _), .touchpad(let t, _, _, _), .key(let t, _), .resize(let t, _, _), .screenshot(let t, _),
             .header(let t, _, _, _, _), .feedRequest(let t, _, _, _), .feedResponse(let t, _, _, _, _),
             .setting(let t, _, _), .footer(let t, _, _), .tuning(let t, _, _), .carousel(let t, _, _, _), .trailer(let t, _, _),
             .toast(let t, _, _), .bar(let t, _, _), .haptic(let t, _), .arrival(let t, _, _, _),
             .tab(let t, _, _):
            return t
        }
    }

    public var jsonLine: String {
        let (type, fields) = typeAndFields
        return "{\"t\":\(Self.num(time, 6)),\"type\":\"\(type)\"\(fields)}"
    }

    /// The line's type and the fields after it, each field with its leading comma.
    ///
    /// Rule: every line starts with its time and type; only what follows differs by case.
    private var typeAndFields: (type: String, fields: String) {
        switch self {
        case let .scroll(_, phase, offset, velocity):
            return ("scroll", ",\"phase\":\"\(phase.rawValue)\",\"offsetY\":\(Self.num(offset)),\"velocityY\":\(Self.num(velocity))")
        case let .frame(_, offset, velocity, phase, items, percent, indicator, carousel, bar, layout):
            return ("frame", ",\"offsetY\":\(Self.num(offset)),\"velocityY\":\(Self.num(velocity)),\"phase\":\"\(phase.rawValue)\",\"items\":\(items),\"pullingPercent\":\(Self.num(percent))"
                + ",\"indicatorY\":\(Self.num(indicator.y))" + Self.field("indicatorScale", indicator.scale.map { Self.num($0) })
                + Self.field("indicatorAlpha", indicator.alpha.map { Self.num($0) }) + Self.field("arc", indicator.arc.map { Self.num($0) })
                + Self.field("headerClipTop", indicator.clipTop.map { Self.num($0) })
                + Self.field("headerClipBottom", indicator.clipBottom.map { Self.num($0) })
                + Self.field("headerOver", indicator.over.map { "\($0)" })
                + Self.field("carouselX", carousel.map { Self.num($0.x) }) + Self.field("carouselTop", carousel?.top.map { Self.num($0) })
                + Self.field("barHeight", bar.map { Self.num($0.height) }) + Self.field("barProgress", bar.map { Self.num($0.progress) })
                + ",\"layout\":\"\(layout.shape.rawValue)\"" + (layout.shape.hasSections ? ",\"stickyHeader\":" + (layout.stickyHeader.map(Self.string) ?? "null") : "")
                + Self.field("stickyY", layout.shape.hasSections ? layout.stickyY.map { Self.num($0) } : nil)
                + Self.field("unseen", layout.shape.isReversed ? "\(layout.unseen)" : nil)
                + Self.field("tab", layout.shape.hasTabs ? "\(layout.tab)" : nil)
                + Self.field("page", layout.shape.hasTabs ? Self.num(layout.page) : nil))
        case let .input(_, kind, x, y):
            return ("input", ",\"kind\":\"\(kind)\"" + Self.field("x", x.map { Self.num($0) }) + Self.field("y", y.map { Self.num($0) }))
        case let .wheel(_, dx, dy, precise):
            return ("wheel", Self.dx(dx) + ",\"dy\":\(Self.num(dy)),\"precise\":\(precise)")
        case let .touchpad(_, dx, dy, lift):
            return ("touchpad", Self.dx(dx) + ",\"dy\":\(Self.num(dy)),\"liftReported\":\(lift)")
        case let .key(_, key):
            return ("key", ",\"key\":\(Self.string(key))")
        case let .resize(_, w, h):
            return ("resize", ",\"width\":\(Self.num(w)),\"height\":\(Self.num(h))")
        case let .screenshot(_, path):
            return ("screenshot", ",\"path\":\(Self.string(path))")
        case let .header(_, from, to, percent, result):
            return ("header", ",\"from\":\"\(from.rawValue)\",\"to\":\"\(to.rawValue)\",\"pullingPercent\":\(Self.num(percent))"
                + Self.field("result", result.map { "\"\($0)\"" }))
        case let .feedRequest(_, kind, param, value):
            return ("feed", ",\"request\":\"\(kind)\",\"\(param)\":\(value)")
        case let .feedResponse(_, kind, count, ok, end):
            return ("feed", ",\"response\":\"\(kind)\",\"count\":\(count),\"ok\":\(ok)" + Self.field("end", end.map { "\($0)" }))
        case let .footer(_, from, to):
            return ("footer", ",\"from\":\"\(from.rawValue)\",\"to\":\"\(to.rawValue)\"")
        case let .tuning(_, name, value):
            return ("tuning", ",\"name\":\(Self.string(name)),\"value\":\(Self.num(value, 6))")
        case let .carousel(_, phase, offset, velocity):
            return ("carousel", ",\"phase\":\"\(phase.rawValue)\",\"offsetX\":\(Self.num(offset)),\"velocityX\":\(Self.num(velocity))")
        case let .trailer(_, from, to):
            return ("trailer", ",\"from\":\"\(from.rawValue)\",\"to\":\"\(to.rawValue)\"")
        case let .setting(_, name, value):
            return ("setting", ",\"name\":\(Self.string(name)),\"value\":\(Self.string(value))")
        case let .toast(_, text, isError):
            return ("toast", ",\"text\":\(Self.string(text)),\"error\":\(isError)")
        case let .bar(_, event, height):
            return ("bar", ",\"event\":\(Self.string(event)),\"height\":\(Self.num(height))")
        case let .haptic(_, kind):
            return ("haptic", ",\"kind\":\"\(kind.rawValue)\"")
        case let .arrival(_, count, followed, unseen):
            return ("arrival", ",\"count\":\(count),\"followed\":\(followed),\"unseen\":\(unseen)")
        case let .tab(_, from, to):
            return ("tab", ",\"from\":\(from),\"to\":\(to)")
        }
    }

    /// A horizontal amount, written only when there is one: vertical lines stay as they were.
    private static func dx(_ dx: Double) -> String { dx == 0 ? "" : ",\"dx\":\(num(dx))" }

    /// `,"name":value`, with its leading comma; nothing when there is no value (the line
    /// leaves out a field it does not know, rather than writing null).

    private static func field(_ name: String, _ value: String?) -> String {
        value.map { ",\"\(name)\":\($0)" } ?? ""
    }

    public static func num(_ x: Double, _ decimals: Int = 4) -> String {
        guard x.isFinite else { return "null" }
        // Past 1e15 there are no decimals to round, and scaling could overflow to inf.
        if abs(x) >= 1e15 { return "\(x)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let r = (x * scale).rounded() / scale
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return "\(r)"
    }

    static func string(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if u.value < 0x20 {
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}

/// Where the refresh control is in a `frame` line: `indicatorY`, the top of the header or
/// the indicator in points from the top of the list's visible area (below the bar); for a
/// circle (`android`, `material`), its scale, its progress alpha and its arc (0-1 of a turn);
/// for the MJ header, the band it shows in (`clipTop`, `clipBottom`, from the same top; an
/// infinite bottom, none, is written null) and whether it is drawn over the rows (`over`).
public struct FrameIndicator: Equatable, Sendable {
    public var y = 0.0
    public var scale: Double?
    public var alpha: Double?
    public var arc: Double?
    public var clipTop: Double?
    public var clipBottom: Double?
    public var over: Bool?
    public init(y: Double = 0, scale: Double? = nil, alpha: Double? = nil, arc: Double? = nil,
                clipTop: Double? = nil, clipBottom: Double? = nil, over: Bool? = nil) {
        (self.y, self.scale, self.alpha, self.arc) = (y, scale, alpha, arc)
        (self.clipTop, self.clipBottom, self.over) = (clipTop, clipBottom, over)
    }
}

/// The carousel in a `frame` line: its offset along x, and its row's top in window points
/// while the row is in view (nil when scrolled out).
public struct FrameCarousel: Equatable, Sendable {
    public var x: Double
    public var top: Double?
    public init(x: Double, top: Double?) { (self.x, self.top) = (x, top) }
}

/// The app bar in a `frame` line: its visible height without the status area (pt) and its
/// progress (0 open, 1 collapsed).
public struct FrameBar: Equatable, Sendable {
    public var height: Double
    public var progress: Double
    public init(height: Double, progress: Double) { (self.height, self.progress) = (height, progress) }
}

/// The list's shape in a `frame` line: `layout` (its name), and where they apply `stickyHeader`
/// (the pinned section's title, null while none is pinned, and `stickyY`, its top in window
/// points, only while one is), `unseen` (the chat's pill), `tab` (the shown tab's index) and
/// `page` (the pager's page, fractional while it moves).
public struct FrameLayout: Equatable, Sendable {
    public var shape: ListShape
    public var stickyHeader: String?
    public var stickyY: Double?
    public var unseen: Int
    public var tab = 0
    public var page = 0.0
    public init(shape: ListShape = .feed, stickyHeader: String? = nil, stickyY: Double? = nil, unseen: Int = 0, tab: Int = 0,
                page: Double = 0) {
        (self.shape, self.stickyHeader, self.stickyY, self.unseen, self.tab, self.page) = (shape, stickyHeader, stickyY, unseen, tab, page)
    }
}
