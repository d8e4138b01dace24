import Foundation
import RefreshDemoModel
import RefreshEngine

/// The tuning file: loaded at start, reloaded when it changes on disk, written by Save
/// without ever writing over an edit made since the app read it.
///
/// Owns what the app knows of the file (its stamp, the bytes last read or written, the
/// names it holds); the engine it tunes is the session's, passed to each call that tunes
/// it, and so is the art in use, whose markers every load checks the file's choices against.
final class TuningFileWatcher {
    /// A change found by `poll`.
    enum Change {
        /// The file changed on disk: reload it.
        case changed
        /// The file cannot be looked at (a symlink loop): say so.
        case unreadable(TuningFile.Error)
    }

    let location: TuningLocation
    let path: String
    /// The values the command line set: a tuning file is laid over them.
    let base: TuningSet
    private var stamp: FileStamp?
    private var nextPoll = 0.0
    /// The bytes of the tuning file as the app last read or wrote them (nil: none yet).
    /// Save compares the file with them: a file changed on disk since is never written over.
    private(set) var onDisk: Data?
    /// The names the file held when last read or written: Save keeps them in it.
    private var fileKeys: Set<String> = []
    /// A tuning file is watched for changes: the one the run loaded (TuningLocation), or the
    /// one Save wrote. A headless run loads only the one --tuning names.
    private(set) var isWatching = false

    /// Loads the file at `location` (when the run loads one) over `engine`'s values, which
    /// are the command line's. A bad tuning file at start stops the run (exit 2) before
    /// anything is drawn.
    init(location: TuningLocation, engine: inout Workbench) throws {
        self.location = location
        path = location.path
        base = engine.tuningSet
        guard location.isLoaded else { return }
        AtomicFile.removeLeftovers(of: path)
        stamp = FileStamp(path: path)
        if let read = try Self.read(path) {
            try Self.apply(read, at: 0, path: path, base: base, to: &engine, onDisk: &onDisk, keys: &fileKeys)
        } else if location.source == .commandLine {
            // The user's own file not there yet is the usual first run: nothing to say.
            FileHandle.standardError.write(Data("RefreshDemo: \(Self.missing(path))\n".utf8))
        }
        // A FIFO or a device is read once: reading it again would wait for another writer.
        isWatching = stamp?.isRegular ?? true
    }

    /// The tuning file's bytes and text; nil when it does not exist. `regularOnly`: while
    /// the app runs (reload, Save) only a regular file is read; a FIFO is read once, at start.
    static func read(_ path: String, regularOnly: Bool = false) throws -> (data: Data, text: String)? {
        do {
            let data = try InputFile.read(path, limit: InputFile.tuningLimit, what: "a tuning file (JSON)",
                                          regularOnly: regularOnly)
            guard let text = String(validating: data, as: UTF8.self) else {
                throw TuningFile.Error(file: path, line: 1, message: "not UTF-8 text; expected a tuning file (JSON)")
            }
            return (data, text)
        } catch let f as InputFile.Failure {
            var st = stat()
            if stat(path, &st) != 0 && errno == ENOENT { return nil }
            throw TuningFile.Error(file: path, line: 1, message: f.reason)
        }
    }

    /// What to say of a tuning file that does not exist yet: Save will create it, unless
    /// its folder is missing too (named, so the user need not find out at Save).
    static func missing(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var isDir: ObjCBool = false
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) || !isDir.boolValue {
            return "\(path) does not exist yet, and Save cannot create it: the folder \(folder) does not exist"
        }
        return "\(path) does not exist yet; Save will create it"
    }

    /// Whether the file changed on disk at real time r (looked at twice a second); nil
    /// when it did not, or is not watched.
    func poll(atReal r: Double) -> Change? {
        guard isWatching, r >= nextPoll else { return nil }
        nextPoll = r + 0.5
        let stamp = FileStamp(path: path)
        guard stamp != self.stamp else { return nil }
        self.stamp = stamp
        guard stamp != nil else {
            // Gone (said nothing: Save will write it) or a symlink loop (said once).
            var st = stat()
            if stat(path, &st) != 0 && errno == ELOOP {
                return .unreadable(TuningFile.Error(file: path, line: 1, message: InputFile.plain(ELOOP) + "; not reloaded"))
            }
            return nil
        }
        return .changed
    }

    /// Reads the tuning file and applies it when its bytes differ from what the app last
    /// saw; false when it is unchanged, missing, or does not load (the error is shown).
    func reload(at t: Double, saying message: String, engine: inout Workbench, art: ArtPipeline) -> Bool {
        let read: (data: Data, text: String)?
        do { read = try Self.read(path, regularOnly: true) } catch {
            Self.report(error, at: t, to: &engine)
            return false
        }
        guard let read else { return false }
        return take(read, at: t, saying: message, engine: &engine, art: art)
    }

    /// Applies the tuning file's contents `read` when its bytes differ from what the app
    /// last saw, saying `message`; false when they do not, or do not load (the error is shown).
    private func take(_ read: (data: Data, text: String), at t: Double, saying message: String,
                      engine: inout Workbench, art: ArtPipeline) -> Bool {
        guard read.data != onDisk else { return false }
        do {
            try Self.apply(read, at: t, path: path, base: base, to: &engine, onDisk: &onDisk, keys: &fileKeys)
        } catch {
            Self.report(error, at: t, to: &engine)
            return false
        }
        engine.post(message: message, isError: false, at: t)
        reportMissingMarkers(of: art, at: t, engine: &engine)
        return true
    }

    /// The tuning file's marker choices that `art` does not have (only `slot`'s, when
    /// given): one line each, on stderr and in the window (the phase plays its default meanwhile).
    func reportMissingMarkers(of art: ArtPipeline, only slot: ArtLibrary.Slot? = nil, at t: Double,
                              engine: inout Workbench) {
        guard let bytes = onDisk, let text = String(data: bytes, encoding: .utf8) else { return }
        for (place, doc) in [(ArtPlace.header, art.header), (.footer, art.footer)] {
            guard let doc, slot == nil || slot?.rawValue == place.rawValue else { continue }
            for e in TuningFile.missingMarkers(text, file: path, set: engine.tuningSet, place: place,
                                               timeline: doc.timeline, artName: doc.name) {
                Self.report(e, at: t, to: &engine)
            }
        }
    }

    /// The one load of the tuning file's contents `read`: laid over `base` (the command
    /// line's values) in `engine` at engine time t. `onDisk` takes the bytes first, even
    /// when they do not load (Save never writes over a file that does not load); `keys`
    /// the names the file holds. (Static so the watcher's init can load the file too.)
    private static func apply(_ read: (data: Data, text: String), at t: Double, path: String, base: TuningSet,
                              to engine: inout Workbench, onDisk: inout Data?, keys: inout Set<String>) throws {
        onDisk = read.data
        let loaded = try TuningFile.parseNamingKeys(read.text, file: path, base: base)
        engine.applyTuning(loaded.set, at: t)
        // What the file holds is saved tuning: nothing to ask about on quitting.
        engine.tuningSaved()
        keys = loaded.keys
    }

    /// A tuning file that cannot be read or does not load: in the window and one line.
    static func report(_ error: Error, at t: Double, to engine: inout Workbench) {
        engine.post(message: "\(error)", isError: true, at: t)
        FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
    }

    /// Save did not write the file: in the window and one line.
    private static func reportNotSaved(_ error: Error, at t: Double, to engine: inout Workbench) {
        engine.post(message: MessageStrings.fill(engine.language.interface.messages.notSaved, "\(error)"), isError: true, at: t)
        FileHandle.standardError.write(Data("RefreshDemo: not saved: \(error)\n".utf8))
    }

    /// Writes the tunables the user changed, atomically.
    ///
    /// Rules: the file holds the names it already held and every tunable whose value
    /// differs from what the command line set (so one-off flags such as --fail-rate are
    /// never written unless changed in the app). A file that changed on disk since the app
    /// last read or wrote it is not written over: it is loaded instead and the message
    /// says so (Save again writes the values then shown). A file that does not load is
    /// the user's work in progress: it is never written over either.
    /// True when the file was written.
    func save(engine: inout Workbench, art: ArtPipeline) -> Bool {
        let t = engine.time
        let current: (data: Data, text: String)?
        do {
            current = try Self.read(path, regularOnly: true)
        } catch {
            Self.reportNotSaved(error, at: t, to: &engine)
            return false
        }
        if let current, current.data != onDisk {
            stamp = FileStamp(path: path)
            // Loaded from the bytes just read: the file is not read a second time.
            if take(current, at: t, saying: MessageStrings.fill(engine.language.interface.messages.changedOnDisk, path),
                    engine: &engine, art: art) {
                FileHandle.standardError.write(Data("RefreshDemo: not saved: \(path) changed on disk since it was read; loaded it instead\n".utf8))
            }
            return false
        }
        if let current {
            do { _ = try TuningFile.parse(current.text, file: path) } catch {
                Self.reportNotSaved(error, at: t, to: &engine)
                return false
            }
        }
        do {
            try write(engine.tuningSet, expected: current?.data)
            engine.tuningSaved()
            let saved = engine.slots.isInUse
                ? MessageStrings.fill(engine.language.interface.messages.savedSlot, TuningSlots.name(engine.slots.active), path)
                : MessageStrings.fill(engine.language.interface.messages.saved, path)
            engine.post(message: saved, isError: false, at: t)
            return true
        } catch {
            Self.reportNotSaved(error, at: t, to: &engine)
            return false
        }
    }

    /// Writes `values` to the file (the names it held and every one changed from the
    /// command line's), unless the file is no longer `expected` just before the rename;
    /// the file is then watched.
    private func write(_ values: TuningSet, expected: Data?) throws {
        let changed = Tunables.all.filter { $0.value(in: values) != $0.value(in: base) }.map(\.name)
            + TuningFile.changedMarkers(values, from: base)
        let names = fileKeys.union(changed)
        let text = TuningFile.serialize(values, names: names)
        if location.source == .userConfig {
            // The user's config folder is made on the first Save, private as XDG asks.
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        try AtomicFile.write(Data(text.utf8), to: path, what: "tuning file") {
            // The last look before the rename: an editor's save in the meantime wins.
            let now = try? Self.read(self.path, regularOnly: true)
            if now?.data != expected { throw AtomicFile.Failure(reason: "it changed on disk while saving") }
        }
        onDisk = Data(text.utf8)
        fileKeys = names
        stamp = FileStamp(path: path)
        isWatching = true
    }
}
