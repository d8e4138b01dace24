import Foundation
import XCTest
import TestSupport
@testable import RefreshShare

/// The real server on the loopback address against clients that send raw bytes: the page and
/// its WebSocket with the token, and nothing at all for the hostile ones (no token, a wrong one,
/// a foreign Host or Origin, a 10 MB frame, garbage, a flood, 200 connections, a slow request).
final class ShareServerTests: XCTestCase {
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var all: [String] { lock.withLock { lines } }
        func count(_ text: String) -> Int { all.filter { $0.contains(text) }.count }
    }

    var server: ShareServer!
    let log = Log()
    let token = ShareToken(text: "TESTTOKENTESTTOKENTESTTOKENTESTT")
    var host: String { "127.0.0.1:\(server.port)" }
    var path: String { "/\(token.text)/" }

    override func setUpWithError() throws {
        var limits = ShareLimits()
        limits.requestSeconds = 1
        limits.connections = 16
        let hub = ShareHub(limits: limits) { [log] in log.add($0) }
        let page = try SharePage(folder: packageRoot().appendingPathComponent("Assets/Share"))
        server = try ShareServer(address: ShareAddress(host: "127.0.0.1", port: 0), page: page, hub: hub, token: token)
        hub.publish(ShareState(tuning: "{}", module: "export const feel = {};", language: "en", appearance: "light",
                               control: "mj", position: "translate", texts: [:]))
    }

    override func tearDown() { server?.stop() }

    func get(_ uri: String, host: String? = nil, extra: String = "") throws -> (head: String, closed: Bool) {
        let c = try RawClient(port: server.port)
        c.send("GET \(uri) HTTP/1.1\r\nHost: \(host ?? self.host)\r\n\(extra)Connection: close\r\n\r\n")
        let r = c.read()
        return (String(decoding: r.bytes, as: UTF8.self), r.closed)
    }

    func upgrade(_ client: RawClient, uri: String? = nil, origin: String? = nil) -> String {
        client.send("GET \(uri ?? path + "live") HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                    + "Origin: \(origin ?? "http://" + host)\r\n\r\n")
        return client.responseHead()
    }

    func testThePageIsServedUnderTheTokenAndNothingElse() throws {
        let page = try get(path)
        XCTAssertTrue(page.head.hasPrefix("HTTP/1.1 200"), page.head)
        XCTAssertTrue(page.head.contains("<script type=\"module\" src=\"page.js\">"))
        XCTAssertTrue(page.head.contains("Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval';"))
        XCTAssertFalse(page.head.contains("'unsafe-eval'"), "WebAssembly may compile; strings may not run as code")
        XCTAssertFalse(page.head.lowercased().contains("access-control-allow-origin"))
        XCTAssertTrue(try get(path + "tuned-feel.js?v=1").head.contains("export const feel"))
        let refusals: [(String, String?, String)] = [
            ("/", nil, "404"), ("/page.js", nil, "404"), ("/TESTTOKENTESTTOKENTESTTOKENTESTX/", nil, "404"),
            (path + "../../etc/passwd", nil, "404"), (path + "Package.swift", nil, "404"),
            (path, "evil.example", "403"), (path, "evil.example:\(server.port)", "403"),
        ]
        for (uri, host, status) in refusals {
            let r = try get(uri, host: host)
            XCTAssertTrue(r.head.hasPrefix("HTTP/1.1 \(status)"), "\(uri) \(host ?? ""): \(r.head)")
            XCTAssertTrue(r.head.hasSuffix("\r\n\r\n"), "a refusal has no body: \(r.head)")
            XCTAssertTrue(r.closed)
        }
    }

    func testTheWebSocketNeedsTheTokenAndItsOwnOrigin() throws {
        for (uri, origin, status) in [(path + "live", "http://evil.example", "403"), ("/live", nil, "404"),
                                      ("/WRONGTOKENWRONGTOKENWRONGTOKENWR/live", nil, "404"),
                                      (path + "live", "http://localhost:\(server.port)", "403")] {
            let c = try RawClient(port: server.port)
            let head = upgrade(c, uri: uri, origin: origin)
            XCTAssertTrue(head.hasPrefix("HTTP/1.1 \(status)"), "\(uri) \(origin ?? ""): \(head)")
            XCTAssertTrue(c.read().closed)
        }
        let c = try RawClient(port: server.port)
        XCTAssertTrue(upgrade(c).hasPrefix("HTTP/1.1 101"))
        // The latest state arrives at once.
        let state = c.read { String(decoding: $0, as: UTF8.self).contains("\"type\":\"tuning\"") }
        XCTAssertFalse(state.closed)
        XCTAssertTrue(waitUntil(timeout: 5) { self.server.hub.phones == 1 })
        // A gesture reaches the inbox.
        c.send(RawClient.text(#"{"type":"gesture","dpr":2,"samples":[{"t":1,"x":5,"y":300,"phase":"down"},"#
                              + #"{"t":9,"x":5,"y":250,"phase":"up"}]}"#))
        var gestures: [ShareGesture] = []
        XCTAssertTrue(waitUntil(timeout: 5) {
            gestures += self.server.hub.takeGestures()
            return !gestures.isEmpty
        })
        XCTAssertEqual(gestures.first?.samples.count, 2)
        XCTAssertEqual(gestures.first?.dpr, 2)
    }

    func testHostileMessagesAreDroppedWithOneLineEach() throws {
        let c = try RawClient(port: server.port)
        XCTAssertTrue(upgrade(c).hasPrefix("HTTP/1.1 101"))
        c.send(RawClient.text("garbage {"))
        c.send(RawClient.text(#"{"type":"gesture","dpr":2,"samples":[{"t":1,"x":1e300,"y":0,"phase":"down"}]}"#))
        XCTAssertTrue(waitUntil(timeout: 5) { self.log.count("dropped not a message") == 1 && self.log.count("not finite") == 1 })
        // A flood: one line for it, then the connection is closed.
        let flood = Array(repeating: RawClient.text(#"{"type":"keepalive"}"#), count: 400).flatMap { $0 }
        c.send(flood)
        XCTAssertTrue(waitUntil(timeout: 5) { self.log.count("closed a page that kept flooding") == 1 }, "\(log.all)")
        XCTAssertEqual(log.count("dropping a flood"), 1)
        XCTAssertTrue(c.read().closed)
        XCTAssertTrue(server.hub.takeGestures().isEmpty)
    }

    func testATenMegabyteFrameClosesItsConnection() throws {
        let c = try RawClient(port: server.port)
        XCTAssertTrue(upgrade(c).hasPrefix("HTTP/1.1 101"))
        _ = c.read { String(decoding: $0, as: UTF8.self).contains("\"type\":\"tuning\"") }
        let tenMB = 10 << 20
        // The header claims 10 MB; the server closes after it, and the rest cannot be sent.
        let chunk = [UInt8](repeating: 0x41, count: 1 << 16)
        var sentAll = c.send(RawClient.frame(opcode: 1, payload: chunk, claimedLength: tenMB))
        var sent = chunk.count
        while sentAll, sent < tenMB {
            sentAll = c.send(chunk)
            sent += chunk.count
        }
        XCTAssertTrue(c.read().closed)
        XCTAssertTrue(waitUntil(timeout: 5) { self.log.count("over 64 KB") == 1 }, "\(log.all)")
        // Fragments adding up past 64 KB too.
        let d = try RawClient(port: server.port)
        XCTAssertTrue(upgrade(d).hasPrefix("HTTP/1.1 101"))
        let half = [UInt8](repeating: 0x20, count: 40_000)
        d.send(RawClient.frame(opcode: 1, payload: half, fin: false))
        d.send(RawClient.frame(opcode: 0, payload: half, fin: true))
        XCTAssertTrue(d.read().closed)
        XCTAssertTrue(waitUntil(timeout: 5) { self.log.count("over 64 KB") == 2 }, "\(log.all)")
    }

    func testTwoHundredConnectionsGetOnlyTheCapAndTheServerStaysUsable() throws {
        let clients = try (0..<200).map { _ in try RawClient(port: server.port, timeout: 3) }
        var answered = 0, refused = 0
        for c in clients {
            c.send("GET \(path)page.css HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        }
        for c in clients {
            let r = c.read { String(decoding: $0, as: UTF8.self).contains("\r\n\r\n") }
            if String(decoding: r.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200") { answered += 1 } else if r.closed { refused += 1 }
        }
        XCTAssertLessThanOrEqual(answered, 16)
        XCTAssertGreaterThan(answered, 0)
        XCTAssertEqual(answered + refused, 200)
        withExtendedLifetime(clients) {}
        // Once they are gone, a new page is served.
        XCTAssertTrue(waitUntil(timeout: 10) { (try? self.get(self.path))?.head.hasPrefix("HTTP/1.1 200") == true })
    }

    func testASlowClientThatNeverFinishesItsRequestIsClosed() throws {
        let c = try RawClient(port: server.port)
        c.send("GET \(path) HTTP/1.1\r\nHost: \(host)\r\nX-Slow: ")
        let start = Date()
        let r = c.read()
        XCTAssertTrue(r.closed)
        XCTAssertTrue(r.bytes.isEmpty)
        // requestSeconds is 1 here; the read's own timeout is 5.
        XCTAssertLessThan(Date().timeIntervalSince(start), 4)
    }

    func testStopClosesTheListeningSocket() throws {
        let port = server.port
        server.stop()
        XCTAssertThrowsError(try RawClient(port: port))
    }
}
