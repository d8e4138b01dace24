import Foundation
import XCTest
@testable import RefreshArtFormats

/// A Lottie's image files beside the animation are hidden from rlottie (LottieImageFiles).
final class LottieImageFilesTests: XCTestCase {
    /// Image files beside the animation never reach rlottie: only the asset's "p" key
    /// changes, byte for byte in place; embedded images and a layer's position stay.
    func testImageFilesBesideTheAnimationAreNeverGivenToRlottie() throws {
        let json = #"{"assets":[{"id":"a","u":"images/","p":"photo.png","e":0},{"id":"b","p":"data:image/png;base64,AA","e":1},"#
            + #"{"id":"c","layers":[{"ks":{"p":{"a":0,"k":[1,2]}}}]}],"layers":[{"ks":{"p":{"a":0,"k":[0,0]}},"nm":"p"}]}"#
        let out = String(decoding: LottieImageFiles.withoutFiles(Data(json.utf8)), as: UTF8.self)
        XCTAssertEqual(out, json.replacingOccurrences(of: #""p":"photo.png""#, with: #""_":"photo.png""#))
        let spaced = #"{ "assets" : [ { "u" : "", "p" : "/etc/passwd" } ] , "p" : "x" }"#
        XCTAssertEqual(String(decoding: LottieImageFiles.withoutFiles(Data(spaced.utf8)), as: UTF8.self),
                       spaced.replacingOccurrences(of: #""p" : "/etc"#, with: #""_" : "/etc"#))
    }
}
