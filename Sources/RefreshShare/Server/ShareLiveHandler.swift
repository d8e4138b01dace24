import Foundation
import NIOCore
import NIOWebSocket

/// One page's WebSocket: sends it every new state (the latest only, and only when its socket
/// can take it: a slow phone gets the newest, never a queue), reads its messages through the
/// flood gate and the codec, answers pings, closes it when idle or flooding.
///
/// Each dropped message is one line in the log: over 64 KB, malformed, over the flood gate
/// (one line per flood, not per message).
final class ShareLiveHandler: ChannelInboundHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let hub: ShareHub
    private var gate: FloodGate
    private var sent = 0
    private var sentFeed = 0
    private var fragments: ByteBuffer?
    private var fragmentsAreText = false
    /// Closing: what still arrives is not read (nor logged again).
    private var closing = false
    private let start = NIODeadline.now()

    init(hub: ShareHub) {
        self.hub = hub
        gate = FloodGate(burst: hub.limits.burst, perSecond: hub.limits.perSecond)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        hub.opened(context.channel)
        sendLatest(context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        hub.closed(context.channel)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { hub.closed(context.channel) }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ShareHub.NewState { return sendLatest(context) }
        if let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read {
            hub.log("closed a page silent for \(hub.limits.liveIdleSeconds) s")
            return close(context, code: .goingAway)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { sendLatest(context) }
        context.fireChannelWritabilityChanged()
    }

    /// Sends the newest state, then the newest feed, each only when newer than what this page has.
    private func sendLatest(_ context: ChannelHandlerContext) {
        if context.channel.isWritable, let latest = hub.latest(), latest.version > sent {
            sent = latest.version
            send(latest.text, context)
        }
        if context.channel.isWritable, let feed = hub.latestFeed(), feed.version > sentFeed {
            sentFeed = feed.version
            send(feed.text, context)
        }
    }

    private func send(_ text: String, _ context: ChannelHandlerContext) {
        let buffer = context.channel.allocator.buffer(string: text)
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: buffer)), promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        guard !closing else { return }
        switch frame.opcode {
        case .ping:
            let pong = WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)
            context.writeAndFlush(wrapOutboundOut(pong), promise: nil)
        case .connectionClose:
            close(context, code: .normalClosure)
        case .text, .binary, .continuation:
            collect(context, frame)
        default:
            break
        }
    }

    /// Joins a message's fragments up to the size cap; a binary message is not one the page sends.
    private func collect(_ context: ChannelHandlerContext, _ frame: WebSocketFrame) {
        var data = frame.unmaskedData
        if frame.opcode != .continuation {
            fragments = context.channel.allocator.buffer(capacity: data.readableBytes)
            fragmentsAreText = frame.opcode == .text
        }
        guard var buffer = fragments else { return }
        guard buffer.readableBytes + data.readableBytes <= hub.limits.messageBytes else {
            hub.log("dropped a message over \(hub.limits.messageBytes / 1024) KB and closed its page")
            fragments = nil
            return close(context, code: .messageTooLarge)
        }
        buffer.writeBuffer(&data)
        fragments = buffer
        guard frame.fin else { return }
        fragments = nil
        let seconds = Double((NIODeadline.now() - start).nanoseconds) / 1e9
        guard gate.admit(at: seconds) else {
            if gate.droppedInFlood == 1 { hub.log("dropping a flood of messages from a page") }
            if gate.droppedInFlood >= hub.limits.floodClose {
                hub.log("closed a page that kept flooding")
                close(context, code: .policyViolation)
            }
            return
        }
        guard fragmentsAreText, let text = buffer.readString(length: buffer.readableBytes) else {
            return hub.log("dropped a message that is not text")
        }
        do {
            switch try PageMessage.decode(text, limits: hub.limits) {
            case .gesture(let gesture): hub.received(gesture)
            case .applied(let version, let latency): hub.applied(version: version, latencyMs: latency)
            case .keepalive: break
            }
        } catch {
            hub.log("dropped \(error.description)")
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard !closing else { return }
        closing = true
        if let error = error as? NIOWebSocketError, error == .invalidFrameLength {
            hub.log("dropped a frame over \(hub.limits.messageBytes / 1024) KB and closed its page")
        } else {
            hub.log("closed a page: \(error)")
        }
        context.close(promise: nil)
    }

    private func close(_ context: ChannelHandlerContext, code: WebSocketErrorCode) {
        guard !closing else { return }
        closing = true
        var data = context.channel.allocator.buffer(capacity: 2)
        data.write(webSocketErrorCode: code)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: data))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }
}
