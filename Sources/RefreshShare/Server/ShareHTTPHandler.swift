import NIOCore
import NIOHTTP1

/// Answers the plain HTTP requests of one connection: the page's files under `/TOKEN/`, 403 or
/// 404 with an empty body to anything else (then closes). A request must be complete within
/// `requestSeconds` of the connection opening or of the last answer: a slow client that never
/// finishes its request is closed then. Methods other than GET and HEAD get 404 too.
final class ShareHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    static let name = "share-http"

    private let policy: ShareRequestPolicy
    private let page: SharePage
    private let hub: ShareHub
    private var head: HTTPRequestHead?
    private var deadline: Scheduled<Void>?

    init(policy: ShareRequestPolicy, page: SharePage, hub: ShareHub) {
        self.policy = policy
        self.page = page
        self.hub = hub
    }

    func handlerAdded(context: ChannelHandlerContext) { arm(context) }

    func handlerRemoved(context: ChannelHandlerContext) { deadline?.cancel() }

    private func arm(_ context: ChannelHandlerContext) {
        deadline?.cancel()
        let channel = context.channel
        deadline = context.eventLoop.scheduleTask(in: .seconds(hub.limits.requestSeconds)) {
            channel.close(promise: nil)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let h):
            head = h
        case .body:
            break  // A GET has none; whatever comes is not read.
        case .end:
            guard let h = head else { return }
            head = nil
            deadline?.cancel()
            respond(context, to: h)
        }
    }

    private func respond(_ context: ChannelHandlerContext, to h: HTTPRequestHead) {
        let upgrade = h.headers["upgrade"].contains { $0.lowercased() == "websocket" }
        let verdict = policy.verdict(uri: h.uri, host: h.headers.first(name: "host"),
                                     origin: h.headers.first(name: "origin"), upgrade: upgrade)
        switch verdict {
        case .file(let name) where h.method == .GET || h.method == .HEAD:
            let body: [UInt8], type: String
            if name == SharePage.module {
                body = Array((hub.module() ?? "").utf8)
                type = SharePage.moduleType
            } else if let file = page.files[name] {
                (type, body) = file
            } else {
                return refuse(context, .notFound)
            }
            send(context, .ok, type: type, body: h.method == .HEAD ? [] : body, length: body.count, keepAlive: h.isKeepAlive)
        case .forbidden:
            refuse(context, .forbidden)
        default:
            // A valid upgrade reaches here only when the upgrader refused it (bad WebSocket headers).
            refuse(context, .notFound)
        }
    }

    private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus) {
        send(context, status, type: nil, body: [], length: 0, keepAlive: false)
    }

    private func send(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus, type: String?, body: [UInt8],
                      length: Int, keepAlive: Bool) {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Length", value: "\(length)")
        headers.add(name: "Cache-Control", value: "no-store")
        headers.add(name: "X-Content-Type-Options", value: "nosniff")
        headers.add(name: "Referrer-Policy", value: "no-referrer")
        if let type {
            headers.add(name: "Content-Type", value: type)
            // The page's own files and its own WebSocket only; no page elsewhere may frame it. Its scripts
            // may compile WebAssembly ('wasm-unsafe-eval': the engine's core.wasm, served from the same
            // table), never a string as code (no 'unsafe-eval').
            headers.add(name: "Content-Security-Policy",
                        value: "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; "
                            + "frame-ancestors 'none'; base-uri 'none'")
        }
        headers.add(name: "Connection", value: keepAlive ? "keep-alive" : "close")
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        if !body.isEmpty {
            var buffer = context.channel.allocator.buffer(capacity: body.count)
            buffer.writeBytes(body)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { channel.close(promise: nil) }
        }
        if keepAlive { arm(context) }
    }
}
