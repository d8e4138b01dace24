import Foundation
import RefreshArtFormats
import RefreshDemoModel
import RefreshEngine

/// The user's art files for the header and the footer: loaded at start, dropped on the
/// window or by a script, and reloaded when they change on disk.
///
/// Rules: at start a file that fails before its first frame ends the run (the caller exits
/// 2 with its line). Loads run on a background queue and are swapped in by `takeFinished`
/// on the frame loop, so the loop never waits for a decoder: first each snapshot of the
/// load (ArtLoader's progress: the first frame as soon as it is made, then more), then the
/// complete document. A load that fails leaves the art in use as it was before it (a
/// snapshot shown meanwhile is taken back). Headless runs load inline (their clock is virtual, and the
/// same script must give the same frames). Files in use are looked at twice a second,
/// on the loading queue too: a folder's listing and stats never hold up a frame.
/// (Sendable by hand: what the loading queue and the frame loop share is behind `lock`.)
final class ArtLibrary: @unchecked Sendable {
    enum Slot: String { case header, footer }

    struct Finished {
        let slot: Slot
        let path: String
        let result: Result<ArtDocument, Error>
        let isReload: Bool
        /// A snapshot of a load under way: more follow, the load's lines come with its end.
        var isPartial = false
        /// Given on the command line: its lines go to stderr, not to the window.
        var isStart = false
        /// What the engine is told of the slot's art (set by `takeFinished`).
        var change = Change.none
        fileprivate var id = 0
    }

    /// What became of a slot's art when an entry was taken.
    enum Change {
        /// Art new to the slot: the engine shows its timeline (and records it).
        case shown
        /// The same load's later document with another timeline (ListEngine.refineArt).
        case refined
        /// A failed load's snapshot taken back: the art before it (or none) again.
        case restored
        case none
    }

    private(set) var header: ArtDocument?
    private(set) var footer: ArtDocument?
    private let synchronous: Bool
    /// Concurrent: a load stuck on a FIFO with no writer never holds up the next drop.
    private let queue = DispatchQueue(label: "refreshdemo.art", qos: .userInitiated, attributes: .concurrent)
    private let lock = NSLock()
    private var done: [Finished] = []
    /// Loads and looks at the files under way.
    private var inFlight = 0
    /// The files in use as last seen, each taken when its load ended (on the queue).
    private var stamps: [Slot: ArtStamp] = [:]
    /// A look at the files in use is under way: the next waits for it.
    private var scanning = false
    /// The latest request per slot: an older load that ends later is dropped, never shown.
    private var latest: [Slot: Int] = [:]
    /// The frame loop's alone: the load whose snapshot a slot shows, and what it showed before.
    private var showing: [Slot: Int] = [:]
    private var before: [Slot: ArtDocument?] = [:]
    private var requests = 0
    /// The frame loop's alone: when the files are next looked at.
    private var nextPoll = 0.0

    /// The frame cap the art given at start was loaded with.
    let startMaxFrames: Int

    init(headerPath: String?, footerPath: String?, maxFrames: Int, synchronous: Bool) throws {
        self.synchronous = synchronous
        startMaxFrames = maxFrames
        for (slot, path) in [(Slot.header, headerPath), (.footer, footerPath)] {
            guard let p = path else { continue }
            try Self.refuseSpecialFile(p)
            if synchronous {
                let doc = try ArtLoader.load(p, maxFrames: maxFrames)
                if slot == .header { header = doc } else { footer = doc }
                stamps[slot] = ArtStamp(path: p)
                continue
            }
            // The window opens with the first frame; the rest load while it runs.
            let first = DispatchSemaphore(value: 0)
            request(p, for: slot, maxFrames: maxFrames, isStart: true, first: first)
            first.wait()
            for f in takeFinished() {
                if case .failure(let error) = f.result { throw error }
            }
        }
        // What will not show is said at once, one line a file; the art is drawn all the same.
        for doc in [header, footer].compactMap({ $0 }) where doc.isComplete && !doc.notes.isEmpty {
            FileHandle.standardError.write(Data(doc.noteLine.utf8))
        }
    }

    /// True while a load (or a look at the files, which may start one) runs, or one has
    /// ended and waits to be taken: the host keeps its loop awake to swap the result in.
    /// (A load ending between the host's last take and its look here would otherwise leave
    /// it asleep until the next input, the dropped art unseen.)
    var isLoading: Bool { lock.withLock { inFlight > 0 || !done.isEmpty } }

    /// True when a file is in use: the host wakes to look at it for changes.
    var isWatching: Bool { header != nil || footer != nil }

    /// Starts loading `path` for `slot` (a drop, a reload).
    /// `first` is signalled when its first snapshot (or its end) is ready to take.
    func request(_ path: String, for slot: Slot, maxFrames: Int, isReload: Bool = false, isStart: Bool = false,
                 first: DispatchSemaphore? = nil) {
        let id: Int = lock.withLock {
            requests += 1
            latest[slot] = requests
            inFlight += 1
            return requests
        }
        // Inline loads (headless) make only the complete document: the same frames every run.
        var progress: ArtLoader.Progress?
        if !synchronous {
            progress = { [self] (doc: ArtDocument) in
                let snapshot = Finished(slot: slot, path: path, result: Result<ArtDocument, Error>.success(doc), isReload: isReload,
                                        isPartial: true, isStart: isStart, id: id)
                lock.withLock { if latest[slot] == id { done.append(snapshot) } }
                first?.signal()
            }
        }
        let work: @Sendable () -> Void = { [self, progress] in
            let result = Result {
                try Self.refuseSpecialFile(path)
                return try ArtLoader.load(path, maxFrames: maxFrames, progress: progress)
            }
            // Watch the path even when it failed: the user's next save may fix it.
            let stamp = ArtStamp(path: path)
            lock.withLock {
                if latest[slot] == id {
                    done.append(Finished(slot: slot, path: path, result: result, isReload: isReload, isStart: isStart, id: id))
                    stamps[slot] = stamp
                }
                inFlight -= 1
            }
            first?.signal()
        }
        if synchronous { work() } else { queue.async(execute: work) }
    }

    /// Art is a regular file or a folder: a FIFO, a socket or a device (a FIFO dropped on
    /// the window) is refused at once with one line, instead of a load that waits for a
    /// writer while the window wakes to see whether it ended. (stat never blocks.)
    static func refuseSpecialFile(_ path: String) throws {
        var st = stat()
        guard stat(path, &st) == 0 else { return }  // the loader names what is missing
        let kind = st.st_mode & S_IFMT
        if kind != S_IFREG && kind != S_IFDIR {
            throw InputFile.Failure(path: path, reason: "is \(InputFile.kindName(st.st_mode)), not a file or a folder; "
                                    + ArtLimits.expected)
        }
    }

    /// The snapshots and loads that ended since the last call, each with what became of its
    /// slot (`change`); successful ones are now in use. Entries of a load superseded or
    /// refused meanwhile are left out.
    func takeFinished() -> [Finished] {
        let (taken, current): ([Finished], [Slot: Int]) = lock.withLock {
            let d = done
            done.removeAll()
            return (d, latest)
        }
        var finished: [Finished] = []
        for var f in taken where current[f.slot] == f.id {
            let shown = f.slot == .header ? header : footer
            let continues = showing[f.slot] == f.id
            var now = shown
            switch f.result {
            case .success(let doc):
                f.change = !continues ? .shown : shown?.timeline != doc.timeline ? .refined : .none
                if !continues && showing[f.slot] == nil { before[f.slot] = shown }
                showing[f.slot] = f.isPartial ? f.id : nil
                now = doc
            case .failure:
                // A snapshot in the slot (this load's, or one it superseded) never completes now.
                if showing[f.slot] != nil {
                    now = before[f.slot] ?? nil
                    f.change = .restored
                }
                showing[f.slot] = nil
            }
            if showing[f.slot] == nil { before[f.slot] = nil }
            if f.slot == .header { header = now } else { footer = now }
            finished.append(f)
        }
        return finished
    }

    /// Every half second: reloads a file in use whose stamp changed. The frame loop only
    /// checks the time; the stamps are taken on the loading queue.
    func poll(atReal r: Double, maxFrames: Int) {
        guard r >= nextPoll else { return }
        let watched: [(key: Slot, value: ArtStamp)]? = lock.withLock {
            guard !stamps.isEmpty, !scanning else { return nil }
            scanning = true
            inFlight += 1
            return Array(stamps)
        }
        guard let watched else { return }
        nextPoll = r + 0.5
        let work: @Sendable () -> Void = { [self] in rescan(watched, maxFrames: maxFrames) }
        if synchronous { work() } else { queue.async(execute: work) }
    }

    /// Takes the stamps of the files `watched` and reloads each that changed and still
    /// exists; a slot whose file was replaced since (a drop) is left to its new file.
    private func rescan(_ watched: [(key: Slot, value: ArtStamp)], maxFrames: Int) {
        let seen = watched.map { (slot: $0.key, old: $0.value, now: ArtStamp(path: $0.value.path)) }
        let reloads: [(slot: Slot, path: String)] = lock.withLock {
            var reloads: [(slot: Slot, path: String)] = []
            for s in seen where s.now != s.old && stamps[s.slot] == s.old {
                stamps[s.slot] = s.now
                if s.now.exists { reloads.append((s.slot, s.old.path)) }
            }
            return reloads
        }
        for r in reloads { request(r.path, for: r.slot, maxFrames: maxFrames, isReload: true) }
        // After the requests: the loop never sees a moment with nothing under way.
        lock.withLock {
            scanning = false
            inFlight -= 1
        }
    }

    /// Takes away a slot's art that was refused after it loaded; returns it, once.
    func takeRefused() -> [(slot: Slot, document: ArtDocument, failure: InputFile.Failure)] {
        var out: [(slot: Slot, document: ArtDocument, failure: InputFile.Failure)] = []
        for slot in [Slot.header, .footer] {
            guard let doc = slot == .header ? header : footer, let r = doc.refusal else { continue }
            if slot == .header { header = nil } else { footer = nil }
            // A snapshot refused: the rest of its load is not shown (it fails the same way).
            if let id = showing[slot] {
                lock.withLock { if latest[slot] == id { latest[slot] = nil } }
                showing[slot] = nil
                before[slot] = nil
            }
            out.append((slot, doc, r))
        }
        return out
    }

    /// Lines for the panel's HUD: what the header and footer art are, with the segments
    /// their markers as chosen in `settings` give ("" without art).
    func panelLines(_ settings: ArtSettings, _ language: Language) -> String {
        var lines: [String] = []
        if let h = header { lines.append("\nheader art: " + h.summary(settings.headerMarkers, language)) }
        if let f = footer { lines.append("\nfooter art: " + f.summary(settings.footerMarkers, language)) }
        return lines.joined()
    }
}

/// What tells a new version of an art file or folder cheaply: the FileStamp of the file
/// or folder, and for a folder those of the PNG files the loader reads from it.
struct ArtStamp: Equatable {
    let path: String
    /// The file's or folder's own stamp; nil when it does not exist.
    let own: FileStamp?
    /// A folder's PNG files' stamps, in name order (a file gone meanwhile has none).
    let frames: [FileStamp]

    var exists: Bool { own != nil }

    init(path: String) {
        self.path = path
        var st = stat()
        guard stat(path, &st) == 0 else {
            own = nil
            frames = []
            return
        }
        own = FileStamp(st)
        guard (st.st_mode & S_IFMT) == S_IFDIR else {
            frames = []
            return
        }
        let names = ((try? ArtLoader.pngNames(in: path)) ?? []).sorted().prefix(ArtLimits.sourceFrames)
        frames = names.compactMap { FileStamp(path: (path as NSString).appendingPathComponent($0)) }
    }
}
