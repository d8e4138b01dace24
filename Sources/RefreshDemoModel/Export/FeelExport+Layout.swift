import RefreshEngine

/// The list's layout (`list.layout`) as every format carries it, in the platform's own way:
/// day sections whose header pins under the bar (UICollectionViewCompositionalLayout's pinned
/// boundary items, SwiftUI's pinned section headers, Flutter's SliverMainAxisGroup with a pinned
/// SliverPersistentHeader, an ItemDecoration on Android, `position: sticky` on the web); a chat
/// opened at its end whose header loads older messages with what is read kept still and whose
/// new messages are followed only at the end, else a pill counts them; an empty list's state
/// with no footer and a pull that still refreshes; a short list whose footer loads only on a
/// drag released pushed up, once per drag (MJRefreshAutoFooter's rule for content shorter than
/// the view), until no more data, which a refresh clears; three tabs in a pager under one bar
/// (Flutter's NestedScrollView with a TabBarView, Android's CoordinatorLayout with a ViewPager2,
/// a paging scroll view of three lists for UIKit, a page-style TabView for SwiftUI, a snapping
/// pager of scroll containers on the web), each with its own scroll, refresh and footer.
///
/// Rule: the feed adds nothing (its exports are unchanged); a format says so where its platform
/// has no such thing. The tuning file writes `list.layout` as every other choice.
extension FeelExport {
    /// The layout's numbers and words as the exports give them.
    struct LayoutNumbers {
        var shape: ListShape
        /// The bar's bottom edge once the bar is as small as it gets (pt): where a pinned section
        /// header sits (44 under the plain bar, 0 under a SliverAppBar that scrolls away).
        var pinTop: Double
        var sectionHeight = ListShape.sectionMinHeight
        var followDuration = ListShape.chatFollowDuration
        var pillCap = ListShape.chatPillCap
        var pillHeight = ListShape.chatPillHeight, pillPadding = ListShape.chatPillPadding, pillMargin = ListShape.chatPillMargin
        var language: Language
        /// Flutter's pull is RefreshIndicator (Material's and Android's controls), not the Cupertino sliver.
        var flutterIndicator: Bool
        /// The footer: its style, how much of it shows before an auto footer loads, at most once per drag, its height.
        var footerStyle: FooterStyle
        var triggerPercent: Double
        var oncePerDrag: Bool
        var footerHeight: Double
        /// The bar above the list: the tabs' pager sits under it, their strip at its bottom.
        var bar: BarNumbers
        var tabStripHeight = ListShape.tabStripHeight

        init(_ s: TuningSet, bar: BarNumbers, control: ControlNumbers, language: Language) {
            shape = s.layout
            pinTop = bar.collapsed
            self.language = language
            flutterIndicator = control.export.flutterWidget.hasPrefix("tunedRefreshIndicator")
            footerStyle = s.footerStyle
            triggerPercent = Tunables.named(.footerTriggerPercent)?.value(in: s) ?? 1
            oncePerDrag = (Tunables.named(.footerOncePerDrag)?.value(in: s) ?? 1) >= 0.5
            footerHeight = s.footer.height
            self.bar = bar
        }

        var isFeed: Bool { shape == .feed }

        /// The push up a release needs to load a short list's footer, pt: past where it rests
        /// (half a point) for the auto footer, past the footer's height for the back one.
        var loadPush: Double { footerStyle == .auto ? 0.5 : footerHeight }

        /// One line: the layout and its rules.
        var summary: String {
            switch shape {
            case .feed: return "the feed"
            case .short:
                return footerStyle == .auto
                    ? "a short list (its rows do not fill the view): the load-more footer never loads by showing; a drag released with "
                        + "the list pushed up loads, \(oncePerDrag ? "once per drag" : "on every such release") (MJRefreshAutoFooter's rule for content "
                        + "shorter than the view), until no more data, which a refresh clears"
                    : "a short list (its rows do not fill the view) under the back footer (footer.style back): a pull up past its "
                        + "\(n(footerHeight)) pt and a release loads, short list or not, until no more data, which a refresh clears"
            case .empty:
                return "an empty list: its state (a title and a hint) where the rows would be and no footer; a pull still refreshes"
            case .chat:
                return "a chat, oldest message first, opened at its end: the header loads older messages with what is on screen kept "
                    + "still; new messages arrive at the bottom and are followed (in \(n(followDuration)) s) only when the list is at its end, "
                    + "else a \"N new messages\" pill counts them and a tap on it scrolls there"
            case .sections:
                return "day sections, newest day first: the header of the section under the bar pins to the bar's bottom edge "
                    + "(\(n(pinTop)) pt down once the bar is as small as it gets) until the next one pushes it up, never to the refresh "
                    + "header's inset"
            case .tabs:
                return "three lists in a horizontal pager under one bar with a tab strip: each keeps its own scroll, refresh and "
                    + "load-more footer; the bar is shared, collapsing before a list scrolls up and opening once a list is back at its top"
            }
        }

        /// The text between double quotes in Swift, Kotlin, Dart and JavaScript (the layout's words
        /// have no `$`, which Kotlin and Dart would read as a template).
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }

        var emptyTitle: String { quoted(language.emptyTitle) }
        var emptyHint: String { quoted(language.emptyHint) }
        /// The tabs' titles (in `language`), left to right, quoted and between commas (a list's elements).
        var tabTitles: String { language.tabTitles.map(quoted).joined(separator: ", ") }

        /// The body of the pill's text function of `unseen`, in `syntax`.
        func pillBody(_ syntax: CodeSyntax, indent: String) -> String {
            let cap = pillCap
            let head: String
            switch syntax {
            case .swift: head = "let n = min(unseen, \(cap)), shown = unseen > \(cap) ? \"\\(n)+\" : \"\\(n)\""
            case .kotlin: head = "val n = minOf(unseen, \(cap))\n\(indent)val shown = if (unseen > \(cap)) \"$n+\" else \"$n\""
            case .dart: head = "final n = unseen > \(cap) ? \(cap) : unseen;\n\(indent)final shown = unseen > \(cap) ? '$n+' : '$n';"
            case .js: head = "const n = Math.min(unseen, \(cap)), shown = unseen > \(cap) ? `${n}+` : `${n}`;"
            }
            return indent + head + "\n" + pluralBody(language.newMessagesForms, language, syntax, indent: indent, shown: "shown")
        }
    }

    /// The layout's first comment lines: its name and summary, each line `c` ... `end`.
    static func layoutHeading(_ l: LayoutNumbers, _ c: String, end: String = "") -> String {
        commentLines("The list's layout (list.layout \(l.shape.rawValue)): \(l.summary).", c, end: end)
    }

    /// `text` as comment lines of at most `width` characters, each `c`, a space, words and `end`.
    static func commentLines(_ text: String, _ c: String, end: String = "", width: Int = 120) -> String {
        var lines: [String] = []
        var line = c
        for word in text.split(separator: " ") {
            if line != c, line.count + 1 + word.count + end.count > width {
                lines.append(line + end)
                line = c
            }
            line += " " + word
        }
        lines.append(line + end)
        return lines.joined(separator: "\n")
    }
}
