import Foundation
import RefreshDemoModel
import RefreshEngine

/// The tuning file: loaded at start, reloaded when it changes on disk, written by Save
/// without ever writing over an edit made since the app read it.
extension Session {
    /// The tuning file's bytes and text; nil when it does not exist. `regularOnly`: while
    /// the app runs (reload, Save) only a regular file is read; a FIFO is read once, at start.
    static func readTuningFile(_ path: String, regularOnly: Bool = false) throws -> (data: Data, text: String)? {
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
    static func tuningFileMissing(_ path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        var isDir: ObjCBool = false
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) || !isDir.boolValue {
            return "\(path) does not exist yet, and Save cannot create it: the folder \(folder) does not exist"
        }
        return "\(path) does not exist yet; Save will create it"
    }

    /// Reloads the tuning file when it changed on disk (checked twice a second). A bad
    /// file keeps the values in use and shows the error in the window.
    func pollTuningFile(atReal r: Double) {
        guard watchesTuningFile, r >= nextTuningPoll else { return }
        nextTuningPoll = r + 0.5
        let stamp = FileStamp(path: tuningPath)
        guard stamp != tuningStamp else { return }
        tuningStamp = stamp
        guard stamp != nil else {
            // Gone (said nothing: Save will write it) or a symlink loop (said once).
            var st = stat()
            if stat(tuningPath, &st) != 0 && errno == ELOOP {
                report(TuningFile.Error(file: tuningPath, line: 1, message: InputFile.plain(ELOOP) + "; not reloaded"),
                       at: engineTime(atReal: r))
            }
            return
        }
        reloadTuning(at: engineTime(atReal: r), saying: MessageStrings.fill(engine.language.interface.messages.reloaded, tuningPath))
    }

    /// Reads the tuning file and applies it when its bytes differ from what the app last
    /// saw; false when it is unchanged, missing, or does not load (the error is shown).
    @discardableResult
    func reloadTuning(at t: Double, saying message: String) -> Bool {
        let read: (data: Data, text: String)?
        do { read = try Self.readTuningFile(tuningPath, regularOnly: true) } catch {
            report(error, at: t)
            return false
        }
        guard let read else { return false }
        return takeTuningFile(read, at: t, saying: message)
    }

    /// Applies the tuning file's contents `read` when its bytes differ from what the app
    /// last saw, saying `message`; false when they do not, or do not load (the error is shown).
    private func takeTuningFile(_ read: (data: Data, text: String), at t: Double, saying message: String) -> Bool {
        guard read.data != tuningOnDisk else { return false }
        do { try applyTuningFile(read, at: t) } catch {
            report(error, at: t)
            return false
        }
        engine.post(message: message, isError: false, at: t)
        reportMissingMarkers(at: t)
        return true
    }

    /// The tuning file's marker choices that the art in use does not have: one line each,
    /// on stderr and in the window (the phase plays its default meanwhile).
    func reportMissingMarkers(at t: Double, only slot: ArtLibrary.Slot? = nil) {
        guard let bytes = tuningOnDisk, let text = String(data: bytes, encoding: .utf8) else { return }
        for (place, doc) in [(ArtPlace.header, art.header), (.footer, art.footer)] {
            guard let doc, slot == nil || slot?.rawValue == place.rawValue else { continue }
            for e in TuningFile.missingMarkers(text, file: tuningPath, set: engine.tuningSet, place: place,
                                               timeline: doc.timeline, artName: doc.name) {
                report(e, at: t)
            }
        }
    }

    /// Lays the tuning file's contents `read` over the command line's values at engine
    /// time t (Self.applyTuningFile): the file at start, changed on disk, or found changed by Save.
    func applyTuningFile(_ read: (data: Data, text: String), at t: Double) throws {
        try Self.applyTuningFile(read, at: t, path: tuningPath, base: baseTuning, to: &engine,
                                 onDisk: &tuningOnDisk, keys: &tuningFileKeys)
    }

    /// The one load of the tuning file's contents `read`: laid over `base` (the command
    /// line's values) in `engine` at engine time t. `onDisk` takes the bytes first, even
    /// when they do not load (Save never writes over a file that does not load); `keys`
    /// the names the file holds. (Static so the session's init can load the file too.)
    static func applyTuningFile(_ read: (data: Data, text: String), at t: Double, path: String, base: TuningSet,
                                to engine: inout Workbench, onDisk: inout Data?, keys: inout Set<String>) throws {
        onDisk = read.data
        let loaded = try TuningFile.parseNamingKeys(read.text, file: path, base: base)
        engine.applyTuning(loaded.set, at: t)
        // What the file holds is saved tuning: nothing to ask about on quitting.
        engine.tuningSaved()
        keys = loaded.keys
    }

    /// A tuning file that cannot be read or does not load: in the window and one line.
    private func report(_ error: Error, at t: Double) {
        engine.post(message: "\(error)", isError: true, at: t)
        FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
    }

    /// Save did not write the file: in the window and one line.
    private func reportNotSaved(_ error: Error, at t: Double) {
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
    @discardableResult
    func saveTuning() -> Bool {
        let t = engine.time
        let current: (data: Data, text: String)?
        do {
            current = try Self.readTuningFile(tuningPath, regularOnly: true)
        } catch {
            reportNotSaved(error, at: t)
            return false
        }
        if let current, current.data != tuningOnDisk {
            tuningStamp = FileStamp(path: tuningPath)
            // Loaded from the bytes just read: the file is not read a second time.
            if takeTuningFile(current, at: t, saying: MessageStrings.fill(engine.language.interface.messages.changedOnDisk, tuningPath)) {
                FileHandle.standardError.write(Data("RefreshDemo: not saved: \(tuningPath) changed on disk since it was read; loaded it instead\n".utf8))
            }
            return false
        }
        if let current {
            do { _ = try TuningFile.parse(current.text, file: tuningPath) } catch {
                reportNotSaved(error, at: t)
                return false
            }
        }
        let values = engine.tuningSet
        let changed = Tunables.all.filter { $0.value(in: values) != $0.value(in: baseTuning) }.map(\.name)
            + TuningFile.changedMarkers(values, from: baseTuning)
        let names = tuningFileKeys.union(changed)
        let text = TuningFile.serialize(values, names: names)
        let expected = current?.data
        do {
            if tuningLocation.source == .userConfig {
                // The user's config folder is made on the first Save, private as XDG asks.
                try FileManager.default.createDirectory(atPath: (tuningPath as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            }
            try AtomicFile.write(Data(text.utf8), to: tuningPath, what: "tuning file") {
                // The last look before the rename: an editor's save in the meantime wins.
                let now = try? Self.readTuningFile(self.tuningPath, regularOnly: true)
                if now?.data != expected { throw AtomicFile.Failure(reason: "it changed on disk while saving") }
            }
            tuningOnDisk = Data(text.utf8)
            tuningFileKeys = names
            tuningStamp = FileStamp(path: tuningPath)
            watchesTuningFile = true
            engine.tuningSaved()
            let saved = engine.slots.isInUse
                ? MessageStrings.fill(engine.language.interface.messages.savedSlot, TuningSlots.name(engine.slots.active), tuningPath)
                : MessageStrings.fill(engine.language.interface.messages.saved, tuningPath)
            engine.post(message: saved, isError: false, at: t)
            return true
        } catch {
            reportNotSaved(error, at: t)
            return false
        }
    }
}
