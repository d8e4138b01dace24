import XCTest
@testable import RefreshArtFormats

/// GIF disposal methods and interlaced rows as browsers read them (GIFImage); the frames
/// they compose are checked through the app in ArtGIFDisposalTests.
final class GIFImageTests: XCTestCase {
    func testDisposalMethodsMapAsInBrowsers() {
        XCTAssertEqual((UInt8(0)...7).map(GIFImage.disposal),
                       [.keep, .keep, .background, .previous, .previous, .keep, .keep, .keep])
    }

    /// Interlaced rows come in four passes: 0, 8, ... then 4, 12, ... then 2, 6, ... then odd rows.
    func testInterlacedRowsGoWhereThePassesPutThem() {
        XCTAssertEqual((0..<10).map { GIFImage.interlacedRow($0, height: 10) }, [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
        XCTAssertEqual((0..<3).map { GIFImage.interlacedRow($0, height: 3) }, [0, 2, 1])
    }
}
