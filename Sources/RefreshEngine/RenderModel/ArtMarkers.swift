/// A named range of a user's animation (a Lottie marker), in the kept frames.
public struct ArtMarker: Equatable, Sendable {
    public var name: String
    /// Kept-frame indices the marker covers (never empty).
    public var frames: Range<Int>
    public init(name: String, frames: Range<Int>) {
        self.name = name
        self.frames = frames
    }
}

/// Which art: the header's or the footer's.
public enum ArtPlace: String, CaseIterable, Sendable {
    case header, footer
}

/// What plays in one phase (pull, refreshing, finish) of the art.
public enum ArtMarkerChoice: Equatable, Sendable {
    /// The marker named as the phase (`pull`, `refreshing`, `finish`, any case), if the file has one.
    case automatic
    /// No marker: the phase behaves as for art without the segment (the whole animation,
    /// or the pull run back for the finish).
    case none
    /// The file's marker of this exact name.
    case marker(String)

    /// As traces write it: the marker's name, `none`, or `default`.
    public var traceText: String {
        switch self {
        case .automatic: return "default"
        case .none: return "none"
        case .marker(let name): return name
        }
    }
}

/// The markers chosen for the three phases of one art. Rule: a phase whose named marker
/// the file lacks plays as `automatic` (the host says so in one line).
public struct ArtMarkerAssignment: Equatable, Sendable {
    public var pull = ArtMarkerChoice.automatic
    public var refreshing = ArtMarkerChoice.automatic
    public var finish = ArtMarkerChoice.automatic
    public init() {}

    /// The phases a user assigns, in panel order.
    public static let phases: [ArtSegment] = [.pull, .refreshing, .finish]

    /// The name of a phase's choice in tuning files and traces: `art.header.refreshing`.
    public static func key(_ place: ArtPlace, _ phase: ArtSegment) -> String { "art.\(place.rawValue).\(phase.rawValue)" }

    /// Every such name, header first.
    public static let keys: [(name: String, place: ArtPlace, phase: ArtSegment)] =
        ArtPlace.allCases.flatMap { place in phases.map { (key(place, $0), place, $0) } }

    public subscript(phase: ArtSegment) -> ArtMarkerChoice {
        get {
            switch phase {
            case .pull: return pull
            case .refreshing: return refreshing
            case .finish: return finish
            case .whole: return .automatic
            }
        }
        set {
            switch phase {
            case .pull: pull = newValue
            case .refreshing: refreshing = newValue
            case .finish: finish = newValue
            case .whole: break
            }
        }
    }

    /// The marker names this assignment asks of `timeline` that it does not have, by phase.
    public func missing(in timeline: ArtTimeline) -> [(phase: ArtSegment, name: String)] {
        Self.phases.compactMap { p in
            guard case .marker(let name) = self[p], timeline.marker(named: name) == nil else { return nil }
            return (p, name)
        }
    }
}

extension ArtTimeline {
    /// The marker called `name` exactly (the first, should two share it).
    public func marker(named name: String) -> ArtMarker? { markers.first { $0.name == name } }

    /// The marker a phase plays by default: the one named as the phase, any case.
    public func defaultMarker(for phase: ArtSegment) -> ArtMarker? {
        markers.first { $0.name.lowercased() == phase.rawValue }
    }

    /// The marker `choice` makes play in `phase` (nil: none, the phase has no segment).
    public func chosenMarker(_ choice: ArtMarkerChoice, for phase: ArtSegment) -> ArtMarker? {
        switch choice {
        case .none: return nil
        case .marker(let name): return marker(named: name) ?? defaultMarker(for: phase)
        case .automatic: return defaultMarker(for: phase)
        }
    }

    /// This timeline with the segments `a` chooses among its markers. A timeline without
    /// markers (GIF, PNG frames: segments from file names) stays as it is.
    public func assigned(_ a: ArtMarkerAssignment) -> ArtTimeline {
        guard !markers.isEmpty, a != ArtMarkerAssignment() else { return self }
        var t = self
        t.pull = chosenMarker(a.pull, for: .pull)?.frames
        t.refreshing = chosenMarker(a.refreshing, for: .refreshing)?.frames
        t.finish = chosenMarker(a.finish, for: .finish)?.frames
        return t
    }

    /// The markers no phase plays under `a`, in file order: listed to the user.
    public func unusedMarkers(_ a: ArtMarkerAssignment) -> [ArtMarker] {
        let used = ArtMarkerAssignment.phases.compactMap { chosenMarker(a[$0], for: $0)?.name }
        return markers.filter { !used.contains($0.name) }
    }
}
