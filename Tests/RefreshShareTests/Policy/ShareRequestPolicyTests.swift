import XCTest
@testable import RefreshShare

/// Which requests the preview answers: a table of URI, Host, Origin and upgrade against the verdict.
final class ShareRequestPolicyTests: XCTestCase {
    let token = ShareToken(text: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")
    lazy var policy = ShareRequestPolicy(token: token, address: "192.168.1.20", port: 8765,
                                         files: ["index.html", "page.js", "page.css", "tuned-feel.js"])

    func testTheVerdictOfEachRequest() {
        let host = "192.168.1.20:8765", t = "/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/"
        let table: [(uri: String, host: String?, origin: String?, upgrade: Bool, expected: ShareRequestPolicy.Verdict)] = [
            (t, host, nil, false, .file("index.html")),
            (t + "page.js", host, nil, false, .file("page.js")),
            (t + "tuned-feel.js?v=3", host, nil, false, .file("tuned-feel.js")),
            (t + "live", host, "http://" + host, true, .live),
            // No token, a wrong one, one a character short, the token in another case.
            ("/", host, nil, false, .notFound),
            ("/page.js", host, nil, false, .notFound),
            ("/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB/", host, nil, false, .notFound),
            ("/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/", host, nil, false, .notFound),
            ("/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/", host, nil, false, .notFound),
            ("/live", host, "http://" + host, true, .notFound),
            // Only the table's names, never a path from the request.
            (t + "../index.html", host, nil, false, .notFound),
            (t + "Share/page.js", host, nil, false, .notFound),
            (t + "%2e%2e/etc/passwd", host, nil, false, .notFound),
            (t + "live", host, nil, false, .notFound),
            // DNS rebinding: a foreign Host, none, the right address on another port.
            (t, "evil.example", nil, false, .forbidden),
            (t, nil, nil, false, .forbidden),
            (t, "192.168.1.20:80", nil, false, .forbidden),
            (t, "localhost:8765", nil, false, .forbidden),
            // Cross-site WebSocket hijacking: a foreign Origin, none, https, another port.
            (t + "live", host, "http://evil.example", true, .forbidden),
            (t + "live", host, nil, true, .forbidden),
            (t + "live", host, "https://" + host, true, .forbidden),
            (t + "live", host, "http://192.168.1.20:80", true, .forbidden),
            (t + "page.js", host, "http://" + host, true, .notFound),
        ]
        for row in table {
            XCTAssertEqual(policy.verdict(uri: row.uri, host: row.host, origin: row.origin, upgrade: row.upgrade), row.expected,
                           "\(row.uri) Host \(row.host ?? "-") Origin \(row.origin ?? "-") upgrade \(row.upgrade)")
        }
    }

    func testLoopbackAlsoServesLocalhost() {
        let loop = ShareRequestPolicy(token: token, address: "127.0.0.1", port: 9000, files: ["index.html"])
        XCTAssertEqual(loop.hosts, ["127.0.0.1:9000", "localhost:9000"])
        XCTAssertEqual(loop.verdict(uri: "/\(token.text)/live", host: "localhost:9000", origin: "http://localhost:9000", upgrade: true), .live)
        XCTAssertEqual(loop.verdict(uri: "/\(token.text)/live", host: "localhost:9000", origin: "http://127.0.0.1:9000", upgrade: true),
                       .forbidden)
    }

    func testTokensAreFreshUrlSafeAndAtLeast128Bits() {
        let tokens = (0..<50).map { _ in ShareToken().text }
        XCTAssertEqual(Set(tokens).count, tokens.count)
        for text in tokens {
            XCTAssertEqual(text.count, 32)  // 24 bytes = 192 bits
            XCTAssertTrue(text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, text)
        }
    }

    func testAddresses() {
        XCTAssertEqual(ShareAddress(parsing: "127.0.0.1:0"), ShareAddress(host: "127.0.0.1", port: 0))
        XCTAssertEqual(ShareAddress(parsing: "[::1]:8000"), ShareAddress(host: "::1", port: 8000))
        // A host alone takes the default port; localhost is the loopback address (adb reverse).
        XCTAssertEqual(ShareAddress(parsing: "127.0.0.1"), ShareAddress(host: "127.0.0.1", port: ShareAddress.defaultPort))
        XCTAssertEqual(ShareAddress(parsing: "localhost"), ShareAddress(host: "127.0.0.1", port: ShareAddress.defaultPort))
        XCTAssertEqual(ShareAddress(parsing: "localhost:80"), ShareAddress(host: "127.0.0.1", port: 80))
        XCTAssertEqual(ShareAddress(parsing: "LocalHost:0"), ShareAddress(host: "127.0.0.1", port: 0))
        XCTAssertEqual(ShareAddress(parsing: "::1"), ShareAddress(host: "::1", port: ShareAddress.defaultPort))
        XCTAssertEqual(ShareAddress(parsing: "[::1]"), ShareAddress(host: "::1", port: ShareAddress.defaultPort))
        XCTAssertTrue(ShareAddress(host: "127.0.0.1", port: 1).isLoopback)
        XCTAssertTrue(ShareAddress(host: "::1", port: 1).isLoopback)
        XCTAssertFalse(ShareAddress(host: "192.168.1.20", port: 1).isLoopback)
        for bad in ["127.0.0.1:70000", ":80", "1.2.3.4:-1", "evil.example:80", "evil.example", "", "[::1]:x"] {
            XCTAssertNil(ShareAddress(parsing: bad), bad)
        }
    }
}
