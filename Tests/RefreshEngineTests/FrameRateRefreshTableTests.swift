import Testing
@testable import RefreshEngine
import TestSupport

/// Cases the frame-rate property found: a refresh whose answer inserts rows at the top
/// (and whose header then closes) while the list moves or is held, at a moment between
/// two frames at a low frame rate. At every rate the script flings at the same speeds
/// (within 0.5 pt/s) and rests within 0.5 pt of where it rests at 60 fps.
struct FrameRateRefreshTableTests {
    static let scripts: [String] = [
        // Touchpad pull refreshes; a press catches the bounce, the release flings; the
        // answer arrives while the fling decelerates. Was 20 pt off at 1 and 2 fps.
        """
        wheel 18.0 precise over 0.33
        wait 0.31
        drag 200,230.0 -> 200,181.0 over 0.13 hold 0.021
        wait 0.23
        """,
        // Long pull, then a drag up with a fling. Was 20 pt off at 3 fps.
        """
        drag 200,156.0 -> 200,531.0 over 0.31
        wait 0.54
        drag 200,433.0 -> 200,262.0 over 0.39 hold 0.009
        wait 0.25
        """,
        // Pull, then a slow drag up with no fling. Was 40 pt off at 1 fps.
        """
        drag 200,224.0 -> 200,636.0 over 0.33999999999999997
        wait 0.53
        drag 200,357.0 -> 200,339.0 over 0.26
        wait 0.09
        """,
    ]

    @Test(arguments: scripts.indices, [1.0, 2, 3, 7, 30, 144])
    func refreshBetweenFramesRestsAsAt60Fps(_ index: Int, fps: Double) throws {
        let script = Self.scripts[index]
        let reference = try FrameRatePropertyTests.run(script, fps: 60)
        let other = try FrameRatePropertyTests.run(script, fps: fps)
        #expect(reference.rest.isFinite, "script \(index) came to rest at 60 fps")
        #expect(abs(other.rest - reference.rest) <= 0.5, "script \(index): rest at \(fps) fps \(other.rest) vs \(reference.rest)")
        #expect(other.flings.count == reference.flings.count, "script \(index): flings \(other.flings) vs \(reference.flings)")
        for (a, b) in zip(other.flings, reference.flings) {
            #expect(abs(a - b) <= 0.5, "script \(index): fling at \(fps) fps \(a) vs \(b)")
        }
    }
}
