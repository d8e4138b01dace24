import RefreshEngine

extension FeelExport {
    /// The second floor (`header.twoLevel`, SmartRefreshLayout's TwoLevelHeader) as the
    /// exports carry it: Android's TwoLevelHeader and Flutter's easy_refresh secondary header
    /// with the app's rates and duration; every other format says in a comment that it is
    /// not carried, with the numbers to build it from.
    ///
    /// Rule: said only when the tuning turns it on (an export without it is unchanged); when
    /// the tuned control has no floor in the app either (a control over a still list,
    /// Cupertino's: the floor is MJRefresh-style headers' alone), every format says that
    /// instead of carrying it.
    struct TwoLevelNumbers {
        /// `header.twoLevel` in the tuning.
        var tuned: Bool
        /// The tuned control runs it in the app.
        var runs: Bool
        var kind: HeaderControlKind
        /// The header's height (pt), the pull that arms a refresh and the one that arms the
        /// floor (x height), the most a pull shows (x height), and the floor's opening (s;
        /// closing takes half).
        var height, refreshRate, floorRate, maxRate, floorDuration: Double

        init(_ s: TuningSet, control: ControlNumbers) {
            tuned = s.header.twoLevel
            runs = control.machine.twoLevel
            kind = control.kind
            let m = control.machine
            height = m.height
            refreshRate = m.triggerRatio
            floorRate = m.armRate
            maxRate = m.pullLimitRate
            floorDuration = m.floorDuration
        }

        /// The pull that opens the floor on release (pt).
        var floorPull: Double { height * floorRate }

        /// Comment lines (each `c` ... `end`) for a format without a second floor, or nothing
        /// when the tuning has none.
        func notCarried(_ c: String, _ platform: String, end: String = "") -> String {
            guard tuned else { return "" }
            guard runs else { return noFloor(c, end: end) }
            return lines(c, end, [
                "Second floor (header.twoLevel on): not carried, \(platform) has no second floor. In the app a release past",
                "\(n(floorPull)) pt (\(n(floorRate)) x the \(n(height)) pt header; a refresh at \(n(refreshRate)) x) opens a page over the list in "
                    + "\(n(floorDuration)) s,",
                "a pull shows at most \(n(maxRate)) x the header, and the page closes in \(n(floorDuration / 2)) s (SmartRefreshLayout's "
                    + "TwoLevelHeader on Android, easy_refresh's secondary in Flutter).",
            ])
        }

        /// Comment lines for the web module, whose refresh machine is the app's (in the engine's
        /// core): it runs the floor, and the page over the list is the user's to draw.
        func carriedByMachine(_ c: String) -> String {
            guard tuned else { return "" }
            guard runs else { return noFloor(c) }
            return lines(c, "", [
                "Second floor (header.twoLevel on): the refresh machine runs it as the app's: a release past \(n(floorPull)) pt (\(n(floorRate)) x the",
                "\(n(height)) pt header) returns a setFloor effect that opens it over \(n(floorDuration)) s, closeFloor() closes it in "
                    + "\(n(floorDuration / 2)) s; the page over the list is yours.",
            ])
        }

        /// The floor is on in the tuning but the tuned control runs none.
        func noFloor(_ c: String, end: String = "") -> String {
            lines(c, end, [
                "Second floor (header.twoLevel on): not carried, the tuned control (\(kind.rawValue)) has none in the app either",
                "(it is MJRefresh-style headers' alone).",
            ])
        }

        private func lines(_ c: String, _ end: String, _ texts: [String]) -> String {
            texts.map { "\(c) \($0)\(end)\n" }.joined()
        }
    }

    /// Kotlin imports of TunedTwoLevel (none without it).
    static func androidTwoLevelImport(_ f: TwoLevelNumbers) -> String {
        guard f.tuned, f.runs else { return "" }
        return """
        import com.scwang.smart.refresh.header.TwoLevelHeader
        import com.scwang.smart.refresh.header.listener.OnTwoLevelListener

        """
    }

    /// Kotlin: SmartRefreshLayout's TwoLevelHeader with the app's rates and duration.
    static func androidTwoLevel(_ f: TwoLevelNumbers) -> String {
        guard f.tuned else { return "" }
        guard f.runs else { return "\n" + f.noFloor("//") + "\n" }
        return """

        /**
         * The second floor (header.twoLevel): SmartRefreshLayout's TwoLevelHeader (com.scwang.smart:refresh-header-two-level),
         * wrapping your refresh header in a SmartRefreshLayout whose header height is \(n(f.height)) dp. A release past
         * FLOOR_RATE x the height opens the floor (onOpen; return true to open it), a pull shows at most MAX_RATE x it,
         * and a pull up on the floor closes it (finishTwoLevel() closes it too).
         */
        object TunedTwoLevel {
            /** setRefreshRate: the pull that arms a refresh, x the header's height. */
            const val REFRESH_RATE = \(n(f.refreshRate))f
            /** setFloorRate: the pull that arms the floor, x the header's height (\(n(f.floorPull)) dp). */
            const val FLOOR_RATE = \(n(f.floorRate))f
            /** setMaxRate: the most a pull shows, x the header's height. */
            const val MAX_RATE = \(n(f.maxRate))f
            /** setFloorDuration: the floor opens in this many ms (and closes in half). */
            const val FLOOR_DURATION_MS = \(n(f.floorDuration * 1000, 0))

            fun apply(header: TwoLevelHeader, onOpen: () -> Boolean) {
                header.setEnableTwoLevel(true)
                header.setRefreshRate(REFRESH_RATE)
                header.setFloorRate(FLOOR_RATE)
                header.setMaxRate(MAX_RATE)
                header.setFloorDuration(FLOOR_DURATION_MS)
                header.setEnablePullToCloseTwoLevel(true)
                header.setOnTwoLevelListener(OnTwoLevelListener { onOpen() })
            }
        }

        """
    }

    /// Dart imports of tunedSecondaryHeader (none without it).
    static func flutterTwoLevelImport(_ f: TwoLevelNumbers) -> String {
        f.tuned && f.runs ? "import 'package:easy_refresh/easy_refresh.dart';\n" : ""
    }

    /// Dart: easy_refresh's SecondaryBuilderHeader with the app's arm and opening.
    static func flutterTwoLevel(_ f: TwoLevelNumbers) -> String {
        guard f.tuned else { return "" }
        guard f.runs else { return f.noFloor("//") + "\n" }
        return """
        /// The second floor (header.twoLevel): easy_refresh's secondary header (package easy_refresh 3) around your
        /// header, whose triggerOffset is \(doubleLiteral(f.height * f.refreshRate)) and maxOverOffset \(doubleLiteral(f.height * f.maxRate)) (\(n(f.maxRate)) x the \(n(f.height)) pt header).
        /// A release past \(n(f.floorPull)) pt opens the floor over the list (the list's height in \(n(f.floorDuration)) s, as the app's);
        /// EasyRefreshController.closeHeaderSecondary() or a pull up closes it.
        Header tunedSecondaryHeader({required Header header, required double listHeight, required SecondaryIndicatorBuilder builder}) =>
            SecondaryBuilderHeader(
              header: header,
              secondaryTriggerOffset: \(doubleLiteral(f.floorPull)),
              secondaryDimension: listHeight,
              secondaryVelocity: listHeight / \(doubleLiteral(f.floorDuration)),
              builder: builder,
            );


        """
    }
}
