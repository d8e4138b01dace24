import Foundation
import RefreshDemoModel
import RefreshEngine

/// The app's side of the user's art (header and footer): loading at start, drops,
/// reloads, art refused while drawing, and handing what loaded to the engine (its
/// timeline) and to the renderer (its frames).
///
/// Owns the art library (the documents and the loads in flight); the engine it tells is
/// the session's, passed to each call that tells it.
final class ArtPipeline {
    /// What follows a load's end at engine time t, for its slot (the engine passed on).
    typealias Loaded = (inout Workbench, ArtLibrary.Slot, Double) -> Void

    /// The documents in use and the loads in flight.
    let library: ArtLibrary

    /// The art the command line names, loading in the background with a frame cap of the
    /// command line's values (a window loads it before it opens, so a bad file stops the
    /// run, exit 2, before a window shows; the window opens with the art's first frame and
    /// the rest loads while it runs).
    static func preload(_ options: Options) throws -> ArtLibrary {
        try ArtLibrary(headerPath: options.headerArtPath, footerPath: options.footerArtPath,
                       maxFrames: TuningSet().art.maxFrames, synchronous: false)
    }

    /// The command line's art at frame cap `cap`: `preloaded` when it was loaded for that
    /// cap, else loaded here. Bad art given on the command line stops the run (exit 2)
    /// before anything is drawn.
    init(_ options: Options, maxFrames cap: Int, preloaded: ArtLibrary?) throws {
        if let preloaded, preloaded.startMaxFrames == cap {
            library = preloaded
        } else {
            library = try ArtLibrary(headerPath: options.headerArtPath, footerPath: options.footerArtPath,
                                     maxFrames: cap, synchronous: options.headless)
        }
    }

    /// The header's art in use (nil: the built-in header).
    var header: ArtDocument? { library.header }
    /// The footer's art in use (nil: the built-in footer).
    var footer: ArtDocument? { library.footer }
    /// A load in flight: the loop wakes often to swap it in when it is ready.
    var isLoading: Bool { library.isLoading }
    /// Art in use, whose files are watched for changes.
    var isWatching: Bool { library.isWatching }

    /// Gives the engine the art that loaded before the first frame.
    func showStart(in engine: inout Workbench) {
        if let h = library.header { engine.setHeaderArt(h.timeline, at: 0) }
        if let f = library.footer { engine.setFooterArt(f.timeline, at: 0) }
    }

    /// A file or folder dropped at y window points: on the header half it becomes the
    /// header's art, on the footer half the footer's.
    func request(_ path: String, y: Double, engine: Workbench) {
        let slot: ArtLibrary.Slot = y < engine.viewportHeight / 2 ? .header : .footer
        library.request(path, for: slot, maxFrames: engine.tuningSet.art.maxFrames)
    }

    /// Swaps in finished loads and looks for changed files (a reload), at real time r and
    /// engine time t.
    func poll(atReal r: Double, at t: Double, engine: inout Workbench, loaded: Loaded) {
        library.poll(atReal: r, maxFrames: engine.tuningSet.art.maxFrames)
        dropRefused(at: t, engine: &engine)
        for f in library.takeFinished() {
            let doc = f.slot == .header ? library.header : library.footer
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
                // What will not show is said with it: one line a file, on stderr and in the window.
                FileHandle.standardError.write(Data(doc.noteLine.utf8))
                // Art given at start is not news in the window.
                guard !f.isStart else { continue }
                let m = engine.language.interface.messages
                let said = MessageStrings.fill(f.isReload ? m.artReloaded : m.artLoaded, doc.name, f.slot.rawValue)
                engine.post(message: doc.noteSummary.map { "\(doc.name): \($0)" } ?? said, isError: false, at: t)
                loaded(&engine, f.slot, t)
            case .failure(let error):
                // The art before the load stays; the user hears why in one line and in the window.
                FileHandle.standardError.write(Data("RefreshDemo: \(error)\n".utf8))
                engine.post(message: "\(error)", isError: true, at: t)
            }
        }
    }

    /// Takes away art refused while drawing (a Lottie frame that never finished): one line
    /// on stderr and in the window; the built-in header (footer) shows again.
    private func dropRefused(at t: Double, engine: inout Workbench) {
        for refused in library.takeRefused() {
            if refused.slot == .header { engine.setHeaderArt(nil, at: t) } else { engine.setFooterArt(nil, at: t) }
            FileHandle.standardError.write(Data("RefreshDemo: \(refused.failure)\n".utf8))
            engine.post(message: "\(refused.failure)", isError: true, at: t)
        }
    }

    /// Gives the renderer the art documents to draw this frame.
    func supply(to renderer: ListRenderer) {
        renderer.art.header = library.header
        renderer.art.footer = library.footer
    }

    /// The panel's lines on the art in use, with the markers its phases play as tuned, in the language shown.
    func panelLines(_ engine: Workbench) -> String { library.panelLines(engine.tuningSet.art, engine.language) }
}
