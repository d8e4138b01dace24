import Foundation
import RefreshDemoModel
import RefreshEngine

/// The user's art files for the header and the footer: loaded at start, dropped on the
/// window or by a script, and reloaded when they change on disk.
///
/// Rules: at start a bad file ends the run (the caller exits 2 with its line). Later
/// loads run on a background queue and are swapped in by `takeFinished` on the frame
/// loop when complete, so the loop never waits for a decoder; a failed one leaves the
/// art in use as it was. Headless runs load inline (their clock is virtual, and the
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
    private var requests = 0
    /// The frame loop's alone: when the files are next looked at.
    private var nextPoll = 0.0

    /// The frame cap the art given at start was loaded with.
    let startMaxFrames: Int

    init(headerPath: String?, footerPath: String?, maxFrames: Int, synchronous: Bool) throws {
        self.synchronous = synchronous
        startMaxFrames = maxFrames
        if let p = headerPath {
            try Self.refuseSpecialFile(p)
            header = try ArtLoader.load(p, maxFrames: maxFrames)
            stamps[.header] = ArtStamp(path: p)
        }
        if let p = footerPath {
            try Self.refuseSpecialFile(p)
            footer = try ArtLoader.load(p, maxFrames: maxFrames)
            stamps[.footer] = ArtStamp(path: p)
        }
        // What will not show is said at once; the art is drawn all the same.
        for doc in [header, footer].compactMap({ $0 }) where !doc.notes.isEmpty {
            FileHandle.standardError.write(Data(doc.noteLines.utf8))
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
    func request(_ path: String, for slot: Slot, maxFrames: Int, isReload: Bool = false) {
        let id: Int = lock.withLock {
            requests += 1
            latest[slot] = requests
            inFlight += 1
            return requests
        }
        let work: @Sendable () -> Void = { [self] in
            let result = Result {
                try Self.refuseSpecialFile(path)
                return try ArtLoader.load(path, maxFrames: maxFrames)
            }
            // Watch the path even when it failed: the user's next save may fix it.
            let stamp = ArtStamp(path: path)
            lock.withLock {
                if latest[slot] == id {
                    done.append(Finished(slot: slot, path: path, result: result, isReload: isReload))
                    stamps[slot] = stamp
                }
                inFlight -= 1
            }
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

    /// The loads that ended since the last call; successful ones are now in use.
    func takeFinished() -> [Finished] {
        let finished: [Finished] = lock.withLock {
            let d = done
            done.removeAll()
            return d
        }
        for f in finished {
            guard case .success(let doc) = f.result else { continue }
            if f.slot == .header { header = doc } else { footer = doc }
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
        if let h = header, let r = h.refusal {
            header = nil
            out.append((.header, h, r))
        }
        if let f = footer, let r = f.refusal {
            footer = nil
            out.append((.footer, f, r))
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
