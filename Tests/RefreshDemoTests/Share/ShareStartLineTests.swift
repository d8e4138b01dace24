import Foundation
import XCTest
import TestSupport
import RefreshShare

/// What `--share` says as it starts or fails, as a person reads it: the start line and one
/// line on how a phone reaches the URL (the same Wi-Fi and the port a firewall must let in,
/// or on loopback `adb reverse` and the LAN address); an address that is not this machine's
/// or a port another program holds is one plain line, not the socket call's words; `--share
/// localhost` and a host without a port are taken, a bad one names the form expected; and
/// `--help` shows the address as optional.
final class ShareStartLineTests: XCTestCase {
    /// A headless run with the preview that ends when its short script does.
    func share(_ address: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = ProductPaths.temporaryFolder("share-line-\(UUID().uuidString)")
        let script = folder.appendingPathComponent("wait.txt")
        // The run ends with its script once the preview is stopped (a serving headless run waits for a signal).
        try "wait 0.1\nkey shift+s\nwait 0.1\n".write(to: script, atomically: true, encoding: .utf8)
        return try runProgram(ProductPaths.executable, ["--headless", "--share", address, "--script", script.path,
                                                        "--no-initial-refresh"], timeout: 60)
    }

    func testALoopbackAddressSaysAPhoneNeedsAdbReverseOrTheLANAddress() throws {
        for given in ["127.0.0.1:0", "localhost:0"] {
            let r = try share(given)
            XCTAssertEqual(r.status, 0, "\(given): \(r.stderr)")
            let lines = r.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 2, "\(given): the URL and one line on reaching it: \(r.stdout)")
            let url = try XCTUnwrap(lines.first?.split(separator: " ").last.map(String.init))
            XCTAssertTrue(url.hasPrefix("http://127.0.0.1:"), "\(given): localhost is the loopback address: \(url)")
            let port = try XCTUnwrap(url.split(separator: "/")[1].split(separator: ":").last.map(String.init))
            let token = try XCTUnwrap(url.split(separator: "/").last.map(String.init))
            XCTAssertEqual(lines.last, "127.0.0.1 is this computer only, a phone cannot open it: for a phone on USB run "
                           + "adb reverse tcp:\(port) tcp:\(port) and open http://localhost:\(port)/\(token)/ on it; "
                           + "for one on Wi-Fi, --share alone (the LAN address)")
        }
    }

    func testALANAddressSaysTheSameWiFiAndThePortAFirewallMustLetIn() throws {
        guard let lan = ShareAddress.lan() else { throw XCTSkip("this machine has no LAN address") }
        let r = try share(lan + ":0")
        XCTAssertEqual(r.status, 0, r.stderr)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        let port = try XCTUnwrap(lines.first?.split(separator: "/")[1].split(separator: ":").last.map(String.init))
        XCTAssertEqual(lines.last, "Open it on a phone on the same Wi-Fi as this computer; a firewall here must let in TCP port \(port)")
    }

    /// A host without a port takes 8765 (or says plainly that another program has it).
    func testAHostWithoutAPortTakesTheDefaultPort() throws {
        let r = try share("localhost")
        let inUse = "RefreshDemo: --share: port \(ShareAddress.defaultPort) on 127.0.0.1 is in use by another program: "
            + "close it, or give another port (--share 127.0.0.1:0 takes a free one)\n"
        if r.status == 1 && r.stderr == inUse { return }
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.hasPrefix("Feel it on your phone: http://127.0.0.1:\(ShareAddress.defaultPort)/"), r.stdout)
    }

    func testAnAddressNotOfThisMachineIsOnePlainLine() throws {
        // TEST-NET-3 (RFC 5737): never a machine's own address.
        let r = try share("203.0.113.7:0")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderr, "RefreshDemo: --share: 203.0.113.7 is not an address of this computer: give one of its own "
                       + "(ip -4 addr lists them), or --share alone for its LAN address\n")
    }

    func testAPortAnotherProgramHoldsIsOnePlainLine() throws {
        // A listening socket of the test's own on a free loopback port.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        XCTAssertTrue(bound, String(cString: strerror(errno)))
        let port = Int(UInt16(bigEndian: address.sin_port))
        let r = try share("127.0.0.1:\(port)")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.stderr, "RefreshDemo: --share: port \(port) on 127.0.0.1 is in use by another program: close it, "
                       + "or give another port (--share 127.0.0.1:0 takes a free one)\n")
    }

    func testABadAddressNamesTheFormExpected() throws {
        let r = try runProgram(ProductPaths.executable, ["--headless", "--share", "phone.local:80"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr.split(separator: "\n").count, 1, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("RefreshDemo: The value 'phone.local:80' is invalid for '--share [ADDRESS:PORT]': "), r.stderr)
        XCTAssertTrue(r.stderr.contains("expected ADDRESS[:PORT]: a numeric IPv4 address, [IPv6] or localhost, and a port from 0 "
                                        + "to 65535 (0: any free one; none: 8765), e.g. 192.168.1.20:8765"), r.stderr)
    }

    func testHelpShowsTheAddressAsOptional() throws {
        let r = try runProgram(ProductPaths.executable, ["--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("--share [ADDRESS:PORT]"), r.stdout)
        XCTAssertFalse(r.stdout.contains("--share <"), r.stdout)
    }
}
