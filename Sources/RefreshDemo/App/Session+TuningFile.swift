import Foundation
import RefreshDemoModel
import RefreshEngine

/// The tuning file: loaded at start, reloaded when it changes on disk, written by Save
/// without ever writing over an edit made since the app read it.
extension Session {
    /// The tuning file's bytes and text; nil when it does not exist.
    static func readTuningFile(_ path: String) throws -> (data: Data, text: String)? {
        do {
            let data = try InputFile.read(path, limit: InputFile.tuningLimit, what: "a tuning file (JSON)")
            guard let text = String(validating: data, as: UTF8.self) else {
                throw TuningFile.Error(file: path, line: 1, message: "not UTF-8 text; expected a tuning file (JSON)")
            }
            return (data, text)
        } catch let f as InputFile.Failure {
            if !FileManager.default.fileExists(atPath: path) { return nil }
            throw TuningFile.Error(file: path, line: 1, message: f.reason)
        }
    }

    /// Reloads the tuning file when it changed on disk (checked twice a second). A bad
    /// file keeps the values in use and shows the error in the window.
    func pollTuningFile(atReal r: Double) {
        guard watchesTuningFile, r >= nextTuningPoll else { return }
        nextTuningPoll = r + 0.5
        let stamp = FileStamp(path: tuningPath)
        guard stamp != tuningStamp else { return }
        tuningStamp = stamp
        guard stamp != nil else { return }
        reloadTuning(at: engineTime(atReal: r), saying: MessageStrings.fill(engine.language.interface.messages.reloaded, tuningPath))
    }

    /// Reads the tuning file and applies it when its bytes differ from what the app last
    /// saw; false when it is unchanged, missing, or does not load (the error is shown).
    @discardableResult
    func reloadTuning(at t: Double, saying message: String) -> Bool {
        do {
            guard let read = try Self.readTuningFile(tuningPath), read.data != tuningOnDisk else { return false }
            tuningOnDisk = read.data
            let loaded = try TuningFile.parseNamingKeys(read.text, file: tuningPath, base: baseTuning)
            engine.applyTuning(loaded.set, at: t)
            tuningFileKeys = loaded.keys
            engine.post(message: message, isError: false, at: t)
            return true
        } catch {
            engine.post(message: "\(error)", isError: true, at: t)
            FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
            return false
        }
    }

    /// Writes the tunables the user changed, atomically.
    ///
    /// Rules: the file holds the names it already held and every tunable whose value
    /// differs from what the command line set (so one-off flags such as --fail-rate are
    /// never written unless changed in the app). A file that changed on disk since the app
    /// last read or wrote it is not written over: it is loaded instead and the message
    /// says so (Save again writes the values then shown). A file that does not load is
    /// the user's work in progress: it is never written over either.
    func saveTuning() {
        let t = engine.time
        let current: (data: Data, text: String)?
        do {
            current = try Self.readTuningFile(tuningPath)
        } catch {
            engine.post(message: MessageStrings.fill(engine.language.interface.messages.notSaved, "\(error)"), isError: true, at: t)
            FileHandle.standardError.write(Data("RefreshDemo: not saved: \(error)\n".utf8))
            return
        }
        if let current, current.data != tuningOnDisk {
            tuningStamp = FileStamp(path: tuningPath)
            if reloadTuning(at: t, saying: MessageStrings.fill(engine.language.interface.messages.changedOnDisk, tuningPath)) {
                FileHandle.standardError.write(Data("RefreshDemo: not saved: \(tuningPath) changed on disk since it was read; loaded it instead\n".utf8))
            }
            return
        }
        if let current {
            do { _ = try TuningFile.parse(current.text, file: tuningPath) } catch {
                engine.post(message: MessageStrings.fill(engine.language.interface.messages.notSaved, "\(error)"), isError: true, at: t)
                FileHandle.standardError.write(Data("RefreshDemo: not saved: \(error)\n".utf8))
                return
            }
        }
        let values = engine.tuningSet
        let changed = Tunables.all.filter { $0.value(in: values) != $0.value(in: baseTuning) }.map(\.name)
        let names = tuningFileKeys.union(changed)
        let text = TuningFile.serialize(values, names: names)
        let expected = current?.data
        do {
            try AtomicFile.write(Data(text.utf8), to: tuningPath, what: "tuning file") {
                // The last look before the rename: an editor's save in the meantime wins.
                let now = try? Self.readTuningFile(self.tuningPath)
                if now?.data != expected { throw AtomicFile.Failure(reason: "it changed on disk while saving") }
            }
            tuningOnDisk = Data(text.utf8)
            tuningFileKeys = names
            tuningStamp = FileStamp(path: tuningPath)
            watchesTuningFile = true
            engine.post(message: MessageStrings.fill(engine.language.interface.messages.saved, tuningPath), isError: false, at: t)
        } catch {
            engine.post(message: MessageStrings.fill(engine.language.interface.messages.notSaved, "\(error)"), isError: true, at: t)
            FileHandle.standardError.write(Data("RefreshDemo: not saved: \(error)\n".utf8))
        }
    }
}
