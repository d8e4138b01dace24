import Foundation
import RefreshDemoModel
import RefreshEngine
import RefreshShare

/// `--share`: the phone preview as the run holds it. It starts the server (its own thread), tells
/// it every change of the tuning, language, appearance or control the frame loop sees, and feeds
/// the gestures made on the phones to the list at their own times, as if made here: each becomes
/// the last gesture (plots, R, Shift+R's recording).
///
/// The frame loop only compares values and takes a copied array: it never waits on a connection.
final class PhoneShare {
    let server: ShareServer
    /// The engine's WebAssembly core, which the page's web module (tuned-feel.js) inlines.
    let core: [UInt8]
    /// The URL as a QR code, drawn in the panel (nil: libqrencode could not make one).
    let qrCode: QRMatrix?
    /// What was last published: compared each frame, the texts made only when it changed.
    private var published: (tuning: TuningSet, language: Language, appearance: String, inset: Double)?
    /// What the list's rows last sent depend on: compared each frame, the rows laid out only when it changed.
    private var feedKey: ListSnapshotKey?
    /// The rows sent: the first `feedRows` the list holds and `olderCount` its footer would load next;
    /// rows laid out per frame until they are.
    static let feedRows = 500, olderCount = 100, rowsPerFrame = 8
    /// The older rows laid out, by id, under the layout key they were laid out with.
    private var olderRows: [Int: RowLayout] = [:]
    private var olderKey: RowLayoutKey?
    /// The phone's input waiting for its time: real times of this run's clock.
    private var due: [(real: Double, event: InputEvent?, density: Double?)] = []
    /// The list's own pixel density while it plays a phone's gesture at the phone's (nil: not playing).
    private var hostDensity: Double?
    /// Gestures that came while the list still moved (the inbox caps how many).
    private var waiting: [ShareGesture] = []
    /// Wakes a window that waits for events when a gesture arrives (SDL_PushEvent; nil headless).
    var wake: (@Sendable () -> Void)? {
        didSet { server.hub.onActivity = wake }
    }

    /// Starts serving `Assets/Share` on the address `target` names (the LAN's when none), with
    /// `seat`'s token, hub and port once it had one (the same URL at every start of a run);
    /// one line and no server when the machine has no LAN address, and a ShareListenError
    /// when the address cannot be listened on.
    init(target: ShareTarget, assets: String, seat: ShareSeat = PhoneShare.seat()) throws {
        let address: ShareAddress
        if let given = target.address {
            address = given
        } else if let lan = ShareAddress.lan() {
            address = ShareAddress(host: lan, port: ShareAddress.defaultPort)
        } else {
            throw AppError("--share: this machine has no LAN address (no interface up with IPv4 but loopback); "
                           + "give one, e.g. --share 127.0.0.1:8765 with adb reverse")
        }
        let page: SharePage
        do { page = try SharePage(folder: URL(fileURLWithPath: assets).appendingPathComponent("Share")) }
        catch { throw AppError("--share: \(error)") }
        core = page.core
        server = try ShareServer(address: seat.address(for: address), page: page, hub: seat.hub, token: seat.token)
        seat.bound(server.port)
        self.address = ShareAddress(host: address.host, port: server.port)
        qrCode = QRMatrix(server.url)
    }

    /// A seat for a run: a fresh token, and a hub that logs on standard error.
    static func seat() -> ShareSeat {
        ShareSeat(hub: ShareHub { line in FileHandle.standardError.write(Data("RefreshDemo: \(line)\n".utf8)) })
    }

    /// Where it listens (the real port).
    let address: ShareAddress

    /// Prints the URL, one line on standard output (what a person opens or a test reads), then
    /// one line on how a phone reaches it: the same Wi-Fi and the port a firewall must let in,
    /// or, on a loopback address no phone reaches, `adb reverse` or the LAN address.
    func announce() {
        FileHandle.standardOutput.write(Data("Feel it on your phone: \(server.url)\n\(Self.howToReach(address, url: server.url))\n".utf8))
    }

    /// The command line's second line (English, as its other lines).
    static func howToReach(_ address: ShareAddress, url: String) -> String {
        if address.isLoopback {
            let local = url.replacingOccurrences(of: "//\(address.host.contains(":") ? "[\(address.host)]" : address.host):", with: "//localhost:")
            return "\(address.host) is this computer only, a phone cannot open it: for a phone on USB run "
                + "adb reverse tcp:\(address.port) tcp:\(address.port) and open \(local) on it; for one on Wi-Fi, --share alone (the LAN address)"
        }
        return "Open it on a phone on the same Wi-Fi as this computer; a firewall here must let in TCP port \(address.port)"
    }

    /// The window's line for the started preview, in its language: the URL with the same
    /// Wi-Fi and the firewall's port, or on a loopback address the way a phone reaches it.
    func startedMessage(_ messages: MessageStrings) -> String {
        address.isLoopback
            ? MessageStrings.fill(messages.sharingLoopback, server.url, String(address.port))
            : MessageStrings.fill(messages.sharing, server.url, String(address.port))
    }

    /// How many phones are connected now (the HUD).
    var phones: Int { server.hub.phones }

    /// True when no phone input waits to be played.
    var isIdle: Bool { due.isEmpty && waiting.isEmpty }

    /// Each frame, before it is made: publishes a change, queues the gestures that came, and
    /// plays the phone's input due by real time `r` into the session.
    func step(_ session: Session, atReal r: Double) {
        publishChanges(&session.engine)
        // A page sends a gesture once its list has come to rest, and its next began from rest:
        // each starts here once this list is at rest too, so both start from the same state.
        waiting += server.hub.takeGestures()
        if waiting.count > server.hub.limits.pendingGestures { waiting.removeFirst(waiting.count - server.hub.limits.pendingGestures) }
        if due.isEmpty, !waiting.isEmpty, session.engine.isAtRest(at: session.engineTime(atReal: r)) {
            queue(waiting.removeFirst(), from: r, width: session.engine.list.viewportWidth)
        }
        while let next = due.first, next.real <= r {
            due.removeFirst()
            if let density = next.density {
                // Where a fling stops depends on the density (stopPixelSpeed is in device pixels):
                // the list plays the phone's gesture at the phone's, and takes its own back at rest.
                if hostDensity == nil { hostDensity = session.engine.list.pixelDensity }
                session.engine.setPixelDensity(density)
            }
            if let event = next.event { session.handle(event, atReal: next.real) }
        }
        if due.isEmpty, let host = hostDensity, session.engine.isAtRest(at: session.engineTime(atReal: r)) {
            session.engine.setPixelDensity(host)
            hostDensity = nil
        }
    }

    /// What each frame asks of the preview with nothing to play: tells the pages what changed
    /// (the tuning, language, appearance, bar, the list's rows); nothing when nothing did.
    func publishChanges(_ engine: inout Workbench) {
        publishIfChanged(engine)
        publishFeedIfChanged(&engine)
    }

    /// True when the pages have the list's rows as they are now (nothing left to lay out).
    func hasPublishedFeed(of engine: Workbench) -> Bool { feedKey == engine.list.snapshotKey }

    /// Tells the pages the engine's tuning, language and appearance when one of them changed.
    func publishIfChanged(_ engine: Workbench) {
        let scheme = engine.appearance.scheme.rawValue, inset = engine.list.tuning.topBarHeight
        if published.map({ $0.tuning != engine.tuningSet || $0.language != engine.language || $0.appearance != scheme
            || $0.inset != inset }) ?? true {
            publish(engine.tuningSet, engine.language, scheme, inset, plainTitle: engine.list.config.title)
        }
    }

    private func publish(_ tuning: TuningSet, _ language: Language, _ scheme: String, _ inset: Double, plainTitle: String) {
        published = (tuning, language, scheme, inset)
        let strings = language.strings, trailer = language.trailerStrings
        server.hub.publish(ShareState(
            tuning: FeelExport.text(.json, tuning), module: FeelExport.text(.js, tuning, core: core, language: language), language: language.rawValue,
            appearance: scheme, control: tuning.headerControl.rawValue, position: tuning.headerPosition.rawValue,
            texts: ["idle": strings.headerIdle, "pulling": strings.headerPulling, "refreshing": strings.headerRefreshing,
                    "loading": strings.footerLoading, "noMore": strings.footerNoMoreData,
                    "trailerIdle": trailer.idle, "trailerPulling": trailer.pulling, "trailerLoading": trailer.loading,
                    "trailerEnd": trailer.noMoreData, "trailerFailed": trailer.failed,
                    "gone": language.interface.messages.pageGone, "noNewItems": language.noNewItemsText,
                    "failed": language.refreshFailedText, "refreshAction": language.refreshActionName,
                    "noVibration": language.noVibrationNote], topInset: inset,
            bar: Self.bar(tuning.bar, inset: inset, language: language, plainTitle: plainTitle), scroll: tuning.scroll.wire,
            header: HeaderWire(settings: tuning.header, control: tuning.controlTuning).wire))
    }

    /// Tells the pages the list's rows when they changed (a refresh's new rows, a load, the
    /// width, the language, the fonts): the list lays them all out, so its content extent and
    /// the page's are the same to the point. The layout is spread over frames, `rowsPerFrame`
    /// rows a frame, and the older rows are kept while their layout key holds: a change costs
    /// its new rows only, and no frame lays out more than a few.
    func publishFeedIfChanged(_ engine: inout Workbench) {
        let key = engine.list.snapshotKey
        guard key != feedKey else { return }
        if olderKey != engine.list.layoutKey {
            olderRows.removeAll(keepingCapacity: true)
            olderKey = engine.list.layoutKey
        }
        var (done, budget) = engine.layOutForSnapshot(limit: Self.feedRows, budget: Self.rowsPerFrame)
        guard done else { return }
        let ids = engine.list.olderIds(Self.olderCount)
        for id in ids where olderRows[id] == nil {
            guard budget > 0 else { return }
            olderRows[id] = engine.list.olderRow(id)
            budget -= 1
        }
        feedKey = key
        // Only the rows the footer would load next are kept: loads move them on, and the rest goes.
        if olderRows.count > ids.count { olderRows = olderRows.filter { ids.contains($0.key) } }
        let snapshot = engine.list.snapshot(limit: Self.feedRows, older: ids.compactMap { olderRows[$0] })
        server.hub.publish(Self.feed(snapshot))
        let line = "RefreshDemo: share: the list's rows for the pages: \(snapshot.held) held, content "
            + String(format: "%.3f", snapshot.contentHeight) + " pt, and \(snapshot.rows.count - snapshot.held) older\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    /// The snapshot as the page's message: texts, the geometry by name, the avatar colours in CSS.
    static func feed(_ s: ListSnapshot) -> ShareFeed {
        let rows = s.rows.map {
            ShareFeed.Row(id: $0.id, height: $0.height, author: $0.author, time: $0.time, initial: $0.initial,
                          color: $0.avatarColor, lines: $0.bodyLines, isSection: $0.isSection)
        }
        let card = { (c: CarouselCard) in ShareFeed.Card(id: c.id, title: c.title, initial: c.initial, color: c.color) }
        let geometry = ["band": s.band, "cardWidth": s.cardWidth, "cardHeight": s.cardHeight, "cardGap": s.cardGap,
                        "cardInset": s.cardInset, "cardPadding": s.cardPadding, "trailerWidth": s.trailerWidth,
                        "cardPage": Double(s.cardPage), "paddingX": s.style.paddingX,
                        "paddingY": s.style.paddingY, "avatarSize": s.style.avatarSize, "textLeft": s.style.textLeft,
                        "authorGap": s.style.authorGap, "authorLine": s.authorLine, "bodyLine": s.bodyLine,
                        "footerHeight": s.footerHeight, "sectionHeight": s.sectionHeight, "pillHeight": ListShape.chatPillHeight,
                        "pillPadding": ListShape.chatPillPadding, "pillMargin": ListShape.chatPillMargin]
        let colors = Palette.avatarColors.map { String(format: "#%02X%02X%02X", $0.r, $0.g, $0.b) }
        var feed = ShareFeed(rows: rows, held: s.held, pageSize: s.pageSize, end: s.end, cards: s.cards.map(card),
                             moreCards: s.moreCards.map(card), geometry: geometry,
                             colors: colors, contentHeight: s.contentHeight)
        feed.layout = s.shape.rawValue
        feed.emptyTitle = s.emptyTitle
        feed.emptyHint = s.emptyHint
        feed.footer = s.footerShows
        feed.newMessages = s.newMessages
        feed.pluralRule = s.pluralRule.rawValue
        feed.tabTitles = s.tabTitles
        return feed
    }

    /// The bar as the page draws it: its layout's heights, the status area the inset leaves above it,
    /// and its title as the app draws it (the plain bar's is the app's name, `plainTitle`).
    static func bar(_ settings: BarSettings, inset: Double, language: Language, plainTitle: String) -> ShareState.Bar {
        let layout = BarLayout(settings: settings, plainHeight: BarSettings.navBarHeight)
        return ShareState.Bar(kind: settings.kind.rawValue, status: max(inset - layout.maxHeight, 0), plain: layout.plainHeight,
                              max: layout.maxHeight, min: layout.minHeight,
                              largeTitleHeight: settings.largeTitleHeight, stretch: settings.kind == .sliver && settings.stretch,
                              stretchTrigger: layout.takenFirst, title: settings.kind == .plain ? plainTitle : language.barTitle,
                              wire: settings.wire)
    }

    /// The gesture as the list's input from real time `start` on, each sample at its own time
    /// after the first (pt = CSS px; a cancel lifts where it was); x within the list's `width`,
    /// so a wider phone's finger never lands on the panel.
    private func queue(_ gesture: ShareGesture, from start: Double, width: Double) {
        guard let first = gesture.samples.first else { return }
        due.append((start, nil, gesture.dpr))
        for s in gesture.samples {
            let real = start + (s.t - first.t) / 1000
            let x = min(max(s.x, 0), max(width - 1, 0))
            let event: InputEvent
            switch s.phase {
            case .down: event = .press(x: x, y: s.y)
            case .move: event = .move(x: x, y: s.y)
            case .up, .cancel: event = .release(x: x, y: s.y)
            }
            due.append((real, event, nil))
        }
    }

    /// Stops the server as the run ends.
    func stop() { server.stop() }
}
