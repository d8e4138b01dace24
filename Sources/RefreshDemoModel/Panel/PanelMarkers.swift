import RefreshEngine

/// The markers of the art in use, as the tuning panel offers them: for the header's and the
/// footer's art, the names a phase (pull, refreshing, finish) can play, and what each
/// choice shows. Made from the engine's art timelines each frame (names only).
///
/// Rule: a phase's options are none, then the file's markers in file order; stepping
/// wraps round. What a choice shows is what plays: `automatic` is the marker named as the
/// phase (or none), a name the art lacks plays the default too.
public struct PanelMarkers: Equatable, Sendable {
    /// Marker names by art, in file order; an art without markers has none (no rows).
    public var names: [ArtPlace: [String]] = [:]
    /// The markers themselves (names and kept frames), for the info area.
    public var list: [ArtPlace: [ArtMarker]] = [:]

    public init() {}

    public init(_ art: ArtState) {
        for place in ArtPlace.allCases {
            let timeline = place == .header ? art.header : art.footer
            if let m = timeline?.markers, !m.isEmpty {
                names[place] = m.map(\.name)
                list[place] = m
            }
        }
    }

    /// One row of the panel's marker section: a phase of one art.
    public struct Row: Equatable, Hashable, Sendable {
        public var place: ArtPlace
        public var phase: ArtSegment
        public init(_ place: ArtPlace, _ phase: ArtSegment) {
            self.place = place
            self.phase = phase
        }
    }

    /// The arts with markers, header first.
    public var places: [ArtPlace] { ArtPlace.allCases.filter { !(names[$0] ?? []).isEmpty } }

    /// Every marker row, header first, phases in order.
    public var rows: [Row] { places.flatMap { p in ArtMarkerAssignment.phases.map { Row(p, $0) } } }

    /// The marker `choice` plays in `row` (nil: none).
    public func shown(_ row: Row, _ choice: ArtMarkerChoice) -> String? {
        let all = names[row.place] ?? []
        switch choice {
        case .none: return nil
        case .marker(let name) where all.contains(name): return name
        case .marker, .automatic: return all.first { $0.lowercased() == row.phase.rawValue }
        }
    }

    /// The choice `by` steps from `choice` among none and the markers (wrapping round).
    public func step(_ row: Row, from choice: ArtMarkerChoice, by delta: Int) -> ArtMarkerChoice {
        let options: [String?] = [nil] + (names[row.place] ?? [])
        let current = options.firstIndex(of: shown(row, choice)) ?? 0
        let next = ((current + delta) % options.count + options.count) % options.count
        return options[next].map { .marker($0) } ?? .none
    }
}
