import Foundation
import RefreshDemoModel
import RefreshEngine

/// The session as host of the user's art: drops, reloads, and handing the loaded art to
/// the engine (its timeline) and to the renderer (its frames).
extension Session {
    /// A file or folder dropped at (x, y) window points: on the header half it becomes the
    /// header's art, on the footer half the footer's.
    func drop(_ path: String, x: Double, y: Double, atReal r: Double) {
        let slot: ArtLibrary.Slot = y < engine.viewportHeight / 2 ? .header : .footer
        art.request(path, for: slot, maxFrames: engine.tuningSet.art.maxFrames)
        pollArt(atReal: r)
    }

    /// Swaps in finished loads and looks for changed files (a reload).
    func pollArt(atReal r: Double) {
        art.poll(atReal: r, maxFrames: engine.tuningSet.art.maxFrames)
        dropRefusedArt(atReal: r)
        let t = engineTime(atReal: r)
        for f in art.takeFinished() {
            let doc = f.slot == .header ? art.header : art.footer
            switch f.change {
            case .shown, .restored:
                if f.slot == .header { engine.setHeaderArt(doc?.timeline, at: t) } else { engine.setFooterArt(doc?.timeline, at: t) }
            case .refined:
                engine.refineArt(header: f.slot == .header ? doc?.timeline : nil, footer: f.slot == .footer ? doc?.timeline : nil)
            case .none:
                break
            }
            // A load's lines come once, with its end.
            guard !f.isPartial else { continue }
            switch f.result {
            case .success(let doc):
                // What will not show is said with it: on stderr a line each, in the window the first.
                FileHandle.standardError.write(Data(doc.noteLines.utf8))
                // Art given at start is not news in the window.
                guard !f.isStart else { continue }
                let m = engine.language.interface.messages
                let loaded = MessageStrings.fill(f.isReload ? m.artReloaded : m.artLoaded, doc.name, f.slot.rawValue)
                engine.post(message: doc.notes.first.map { "\(doc.name): \($0)" } ?? loaded, isError: false, at: t)
                reportMissingMarkers(at: t, only: f.slot)
            case .failure(let error):
                // The art before the load stays; the user hears why in one line and in the window.
                FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
                engine.post(message: "\(error)", isError: true, at: t)
            }
        }
    }

    /// Takes away art refused while drawing (a Lottie frame that never finished): one line
    /// on stderr and in the window; the built-in header (footer) shows again.
    func dropRefusedArt(atReal r: Double) {
        let t = engineTime(atReal: r)
        for refused in art.takeRefused() {
            if refused.slot == .header { engine.setHeaderArt(nil, at: t) } else { engine.setFooterArt(nil, at: t) }
            FileHandle.standardError.write(Data("RefreshDemo: \(refused.failure)\n".utf8))
            engine.post(message: "\(refused.failure)", isError: true, at: t)
        }
    }

    /// Gives the renderer the art documents to draw this frame.
    func supplyArt(to renderer: ListRenderer) {
        renderer.art.header = art.header
        renderer.art.footer = art.footer
    }

    /// The panel's lines on the art in use, with the markers its phases play as tuned, in the language shown.
    var artPanelLines: String { art.panelLines(engine.tuningSet.art, engine.language) }
}
