import RefreshDemoModel
import RefreshShare

extension Session {
    /// Starts the phone preview at `target`: tells it the current state, prints its URL.
    /// Its token, hub and port are `shareSeat`'s, the same at every start of the run: a page left
    /// open while it was stopped comes back by itself.
    func startShare(_ target: ShareTarget) throws -> PhoneShare {
        let share = try PhoneShare(target: target, assets: try Assets.locate().root, seat: shareSeat)
        share.wake = shareWake
        share.publishIfChanged(engine)
        share.announce()
        // The panel keeps room for the code under the Share button (it covers nothing there).
        engine.setShareCard(true, at: engine.time)
        return share
    }

    /// Draws the preview's QR code and URL over the open panel (nothing when not sharing).
    func drawShareCard(on canvas: Canvas, texts: TextCache, _ frame: WorkbenchFrame) {
        if let share, let code = share.qrCode {
            ShareCard.draw(code, url: share.server.url, texts: texts, on: canvas, frame: frame)
        }
    }

    /// Shift+S: starts the phone preview (at --share's address, else the LAN's) and says its URL,
    /// or stops it; a machine with no LAN address says so in the message line.
    func toggleShare() {
        let messages = engine.language.interface.messages
        if let running = share {
            running.stop()
            share = nil
            engine.setShareCard(false, at: engine.time)
            engine.post(message: messages.shareStopped, isError: false, at: engine.time)
            return
        }
        do {
            let started = try startShare(shareTarget ?? ShareTarget(checking: ShareTarget.lan))
            share = started
            engine.post(message: started.startedMessage(messages), isError: false, at: engine.time)
        } catch {
            engine.post(message: Self.notSharedMessage(error, messages), isError: true, at: engine.time)
        }
    }

    /// Why the preview did not start, one line in the window's language where it has one (the
    /// port taken, an address not this computer's), else the error's own line.
    static func notSharedMessage(_ error: Error, _ messages: MessageStrings) -> String {
        guard let listen = error as? ShareListenError else { return MessageStrings.fill(messages.notShared, "\(error)") }
        switch listen.reason {
        case .inUse: return MessageStrings.fill(messages.shareInUse, listen.shownHost, String(listen.address.port))
        case .notThisMachine: return MessageStrings.fill(messages.shareNotHere, listen.shownHost)
        case .privileged, .other: return MessageStrings.fill(messages.notShared, "\(listen)")
        }
    }
}
