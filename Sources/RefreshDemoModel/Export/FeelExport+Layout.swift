import RefreshEngine

/// The list's layout (`list.layout`) as every format carries it, in the platform's own way:
/// day sections whose header pins under the bar (UICollectionViewCompositionalLayout's pinned
/// boundary items, SwiftUI's pinned section headers, Flutter's SliverMainAxisGroup with a pinned
/// SliverPersistentHeader, an ItemDecoration on Android, `position: sticky` on the web); a chat
/// opened at its end whose header loads older messages with what is read kept still and whose
/// new messages are followed only at the end, else a pill counts them; an empty list's state
/// with no footer and a pull that still refreshes; a short list whose footer loads only on a
/// drag released pushed up, once per drag (MJRefreshAutoFooter's rule for content shorter than
/// the view), until no more data, which a refresh clears.
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

        init(_ s: TuningSet, bar: BarNumbers, control: ControlNumbers, language: Language) {
            shape = s.layout
            pinTop = bar.collapsed
            self.language = language
            flutterIndicator = control.export.flutterWidget.hasPrefix("tunedRefreshIndicator")
            footerStyle = s.footerStyle
            triggerPercent = Tunables.named(.footerTriggerPercent)?.value(in: s) ?? 1
            oncePerDrag = (Tunables.named(.footerOncePerDrag)?.value(in: s) ?? 1) >= 0.5
            footerHeight = s.footer.height
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
            }
        }

        /// The text between double quotes in Swift, Kotlin, Dart and JavaScript (the layout's words
        /// have no `$`, which Kotlin and Dart would read as a template).
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }

        var emptyTitle: String { quoted(language.emptyTitle) }
        var emptyHint: String { quoted(language.emptyHint) }

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

    // MARK: Apple

    /// Swift, Foundation part (compiled everywhere): the layout's numbers and words.
    static func appleLayoutNumbers(_ l: LayoutNumbers, uikit: Bool) -> String {
        var members: [String] = ["    static let layout = \"\(l.shape.rawValue)\""]
        switch l.shape {
        case .feed: return ""
        case .sections:
            members.append("""
                /// A section header's height (at least UITableView's plain 28) and the bar's bottom edge it pins to once the
                /// bar is as small as it gets, pt.
                static let sectionHeaderHeight: Double = \(n(l.sectionHeight))
                static let pinTop: Double = \(n(l.pinTop))
            """)
        case .chat:
            members.append("""
                /// The list follows a new message to its end in this long, s.
                static let followDuration: Double = \(n(l.followDuration))
                /// The pill: its height, the space each side of its text, its distance above the list's bottom, pt.
                static let pillHeight: Double = \(n(l.pillHeight)), pillPadding: Double = \(n(l.pillPadding)), pillMargin: Double = \(n(l.pillMargin))

                /// The pill's words for `unseen` messages below (in \(l.language.rawValue)), "\(l.pillCap)+" past \(l.pillCap).
                static func pillText(_ unseen: Int) -> String {
            \(l.pillBody(.swift, indent: "        "))
                }
            """)
        case .empty:
            members.append("""
                /// The empty state's two lines (in \(l.language.rawValue)).
                static let emptyTitle = \(l.emptyTitle)
                static let emptyHint = \(l.emptyHint)
            """)
        case .short:
            members.append("""
                /// footer.style: "auto" loads as the footer shows (never by showing under a short list: a release pushed up does),
                /// "back" on a pull up past it and a release.
                static let footerStyle = "\(l.footerStyle.rawValue)"
            """)
            members.append(uikit ? """
                /// MJRefreshAutoFooter's triggerAutomaticallyRefreshPercent (how much of it shows before it loads) and
                /// autoTriggerTimes (loads a drag; -1: no limit).
                static let triggerAutomaticallyRefreshPercent: Double = \(n(l.triggerPercent))
                static let autoTriggerTimes = \(l.oncePerDrag ? 1 : -1)
            """ : """
                /// How far past where it rests a release must leave the list pushed up to load, pt.
                static let loadPush: Double = \(n(l.loadPush))
            """)
        }
        return """

        \(layoutHeading(l, "//"))
        enum TunedLayout {
        \(members.joined(separator: "\n"))
        }


        """
    }

    /// UIKit: a pinned boundary item under the bar, the chat's offset kept on prepend and its
    /// pill, the empty state as the background view, MJRefreshAutoFooter's short-list rule.
    static func uikitLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .sections:
            return appleLayoutNumbers(l, uikit: true) + #"""
            #if canImport(UIKit)
            /// Day sections in a UICollectionView, a section a day (its header's title "Today", "Yesterday", then the weekday
            /// and date): each header is a boundary supplementary item with pinToVisibleBounds, pinned while its section is
            /// under the bar and pushed up by the next one. Register a view for UICollectionView.elementKindSectionHeader.
            ///
            /// Where it pins: a collection view pins to its bounds inset by adjustedContentInset, so under a navigation bar
            /// (the safe area's part) the header sits at the bar's bottom edge. MJRefresh's header, while it refreshes, adds
            /// its height to contentInset.top, and a pinned header then hangs that far below the bar with rows showing above
            /// it (UITableView's plain style does the same). contentInsetAdjustmentBehavior cannot help: it decides whether
            /// the safe area is added, not MJRefresh's part. This layout pins to the bar instead: what contentInset.top holds
            /// beyond `ownInsetTop` (your own inset) is the refresh header's, and the pinned header leaves it out.
            final class TunedSectionLayout: UICollectionViewCompositionalLayout {
                /// contentInset.top of your own (0 unless you set one): more than this is MJRefresh's while it refreshes.
                var ownInsetTop: CGFloat = 0

                /// A section per day: full-width rows of estimated height under a pinned header.
                static func days(estimatedRowHeight: CGFloat = 88) -> TunedSectionLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedRowHeight))
                    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                           heightDimension: .absolute(CGFloat(TunedLayout.sectionHeaderHeight))),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.pinToVisibleBounds = true
                    // Drawn over the rows it pins above.
                    header.zIndex = 2
                    section.boundarySupplementaryItems = [header]
                    return TunedSectionLayout(section: section)
                }

                override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                    guard let attributes = super.layoutAttributesForElements(in: rect), let view = collectionView else { return nil }
                    let refreshInset = max(view.contentInset.top - ownInsetTop, 0)
                    guard refreshInset > 0 else { return attributes }
                    // The bar's bottom edge in content coordinates: the pinning edge without the refresh header's part.
                    let edge = view.contentOffset.y + view.adjustedContentInset.top - refreshInset
                    return attributes.map { a in
                        let section = a.indexPath.section
                        let rows = view.numberOfItems(inSection: section)
                        guard a.representedElementKind == UICollectionView.elementKindSectionHeader, rows > 0,
                              let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                              let last = layoutAttributesForItem(at: IndexPath(item: rows - 1, section: section)),
                              let pinned = a.copy() as? UICollectionViewLayoutAttributes else { return a }
                        // Right above its first row until that row passes under the bar, then at the bar; never below its
                        // section's last row, so the next section's header pushes it up.
                        pinned.frame.origin.y = min(max(first.frame.minY - a.frame.height, edge), last.frame.maxY - a.frame.height)
                        return pinned
                    }
                }
            }
            #endif

            """#
        case .chat:
            return appleLayoutNumbers(l, uikit: true) + #"""
            #if canImport(UIKit)
            /// A chat in a UICollectionView, one section, oldest message first: it opens at its end; its refresh header at the
            /// top (MJRefresh's, or the refresh control) loads the older messages, inserted above with the offset grown by
            /// their height in the same frame, so what is read stays still; a new message at the bottom is followed only when
            /// the list showed its end, else the pill counts it. (The other usual way flips the list, transform scaleY -1 on
            /// it and on every cell: its content then starts at the bottom, so MJRefresh's header would pull at the newest
            /// message and the older ones would load from its footer, at the top.)
            @MainActor enum TunedChat {
                /// Once the messages are laid out (the first viewDidLayoutSubviews): the newest at the bottom.
                static func scrollToEnd(_ view: UICollectionView, animated: Bool) {
                    let count = view.numberOfItems(inSection: 0)
                    guard count > 0 else { return }
                    view.scrollToItem(at: IndexPath(item: count - 1, section: 0), at: .bottom, animated: animated)
                }

                /// The list shows its end (within a point).
                static func isAtEnd(_ view: UIScrollView) -> Bool {
                    view.contentOffset.y + view.bounds.height - view.adjustedContentInset.bottom >= view.contentSize.height - 1
                }

                /// The header's older messages: `insert` puts `count` of them before the first in your data, and the offset
                /// grows by the height they add above it, without animation. End the header's refresh after this: its inset
                /// then closes above the offset, and the rows stay where they are. (Give the rows their real heights or close
                /// estimates: the height added is the layout's, estimates included.)
                static func prepend(_ count: Int, to view: UICollectionView, insert: @escaping () -> Void) {
                    UIView.performWithoutAnimation {
                        let before = view.collectionViewLayout.collectionViewContentSize.height
                        view.performBatchUpdates({
                            insert()
                            view.insertItems(at: (0..<count).map { IndexPath(item: $0, section: 0) })
                        })
                        view.layoutIfNeeded()
                        view.contentOffset.y += view.collectionViewLayout.collectionViewContentSize.height - before
                    }
                }

                /// New messages: `insert` appends `count` to your data. Followed (a scroll to the end) only when the list
                /// showed its end before they came; else the pill counts them.
                static func append(_ count: Int, to view: UICollectionView, pill: TunedNewMessagesPill, insert: @escaping () -> Void) {
                    let follow = isAtEnd(view)
                    let first = view.numberOfItems(inSection: 0)
                    view.performBatchUpdates({
                        insert()
                        view.insertItems(at: (first..<first + count).map { IndexPath(item: $0, section: 0) })
                    }, completion: { _ in
                        if follow { scrollToEnd(view, animated: true) } else { pill.unseen += count }
                    })
                }
            }

            /// The "N new messages" pill over the list: a capsule centred TunedLayout.pillMargin above its bottom. A tap
            /// scrolls to the end; coming back to the end by hand clears it too (call scrolled() from scrollViewDidScroll).
            @MainActor final class TunedNewMessagesPill {
                let button: UIButton
                private weak var list: UICollectionView?
                var unseen = 0 {
                    didSet {
                        button.configuration?.title = TunedLayout.pillText(unseen)
                        button.isHidden = unseen == 0
                    }
                }

                /// The pill over `list`, added to `container` (the list's superview).
                init(over list: UICollectionView, in container: UIView) {
                    var configuration = UIButton.Configuration.filled()
                    configuration.cornerStyle = .capsule
                    configuration.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: CGFloat(TunedLayout.pillPadding), bottom: 0,
                                                                          trailing: CGFloat(TunedLayout.pillPadding))
                    button = UIButton(configuration: configuration)
                    self.list = list
                    button.isHidden = true
                    button.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(button)
                    NSLayoutConstraint.activate([
                        button.centerXAnchor.constraint(equalTo: list.centerXAnchor),
                        button.bottomAnchor.constraint(equalTo: list.safeAreaLayoutGuide.bottomAnchor, constant: -CGFloat(TunedLayout.pillMargin)),
                        button.heightAnchor.constraint(equalToConstant: CGFloat(TunedLayout.pillHeight)),
                    ])
                    button.addAction(UIAction { [weak self] _ in
                        guard let self, let list = self.list else { return }
                        TunedChat.scrollToEnd(list, animated: true)
                        self.unseen = 0
                    }, for: .primaryActionTriggered)
                }

                /// From scrollViewDidScroll: back at the end by hand, nothing below is unseen.
                func scrolled() {
                    if let list, unseen > 0, TunedChat.isAtEnd(list) { unseen = 0 }
                }
            }
            #endif

            """#
        case .empty:
            return appleLayoutNumbers(l, uikit: true) + #"""
            #if canImport(UIKit)
            /// The empty list: its state as the collection view's backgroundView while there are no rows; the footer hidden
            /// (nothing is older than nothing); alwaysBounceVertical, so a list with nothing to scroll still takes the pull
            /// that refreshes it. (The background stays still while a pull moves the rows; in the app the state rides on the
            /// content: for that, show it as a cell the list's height instead.)
            @MainActor enum TunedEmptyState {
                static func apply(to view: UICollectionView, isEmpty: Bool) {
                    view.alwaysBounceVertical = true
                    view.backgroundView = isEmpty ? makeView() : nil
                    #if canImport(MJRefresh)
                    view.mj_footer?.isHidden = isEmpty
                    #endif
                }

                /// The title and the hint, centred in the list's area under the bar.
                static func makeView() -> UIView {
                    let title = UILabel()
                    title.text = TunedLayout.emptyTitle
                    title.font = .preferredFont(forTextStyle: .headline)
                    let hint = UILabel()
                    hint.text = TunedLayout.emptyHint
                    hint.font = .preferredFont(forTextStyle: .subheadline)
                    hint.textColor = .secondaryLabel
                    hint.numberOfLines = 0
                    hint.textAlignment = .center
                    let stack = UIStackView(arrangedSubviews: [title, hint])
                    stack.axis = .vertical
                    stack.alignment = .center
                    stack.spacing = 4
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    let background = UIView()
                    background.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.centerXAnchor.constraint(equalTo: background.centerXAnchor),
                        stack.centerYAnchor.constraint(equalTo: background.safeAreaLayoutGuide.centerYAnchor),
                        stack.leadingAnchor.constraint(greaterThanOrEqualTo: background.leadingAnchor, constant: 32),
                    ])
                    return background
                }
            }
            #endif

            """#
        case .short:
            let attach = l.footerStyle == .auto ? #"""
                /// MJRefreshAutoFooter: under content shorter than the view it never loads by showing; a drag released with the
                /// list pushed up (contentOffset.y >= -adjustedContentInset.top as the pan ends) loads, at most autoTriggerTimes
                /// times a drag (1; -1: no limit). triggerAutomaticallyRefreshPercent is how much of it must show before a taller
                /// list loads. After the last page: footer.endRefreshingWithNoMoreData(); a refresh clears it:
                /// footer.resetNoMoreData() when the header's load ends.
                static func attachFooter(to scrollView: UIScrollView, loading: @escaping () -> Void) -> MJRefreshAutoNormalFooter {
                    let footer = MJRefreshAutoNormalFooter(refreshingBlock: loading)
                    footer.triggerAutomaticallyRefreshPercent = CGFloat(TunedLayout.triggerAutomaticallyRefreshPercent)
                    footer.autoTriggerTimes = TunedLayout.autoTriggerTimes
                    scrollView.mj_footer = footer
                    // A list shorter than the view drags only with this: the pull that refreshes, the push that loads.
                    scrollView.alwaysBounceVertical = true
                    return footer
                }
            """# : #"""
                /// MJRefreshBackFooter: a pull up past its height and a release loads, whether the list fills the view or not.
                /// After the last page: footer.endRefreshingWithNoMoreData(); a refresh clears it: footer.resetNoMoreData().
                static func attachFooter(to scrollView: UIScrollView, loading: @escaping () -> Void) -> MJRefreshBackNormalFooter {
                    let footer = MJRefreshBackNormalFooter(refreshingBlock: loading)
                    scrollView.mj_footer = footer
                    // A list shorter than the view drags only with this: the pull that refreshes, the push that loads.
                    scrollView.alwaysBounceVertical = true
                    return footer
                }
            """#
            return appleLayoutNumbers(l, uikit: true) + """
            #if canImport(MJRefresh)
            extension TunedRefresh {
            \(attach)
            }
            #endif

            """
        }
    }

    /// SwiftUI: pinned section headers, a chat anchored at its end, ContentUnavailableView, the
    /// short list's release read from the scroll phase.
    static func swiftuiLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .sections:
            return appleLayoutNumbers(l, uikit: false) + #"""
            #if canImport(SwiftUI)
            /// Day sections: a LazyVStack with pinnedViews: [.sectionHeaders], a Section per day whose header stays at the top of
            /// the scroll view, under the bar, until the next day's header pushes it up (List's plain style pins its headers
            /// too). `.refreshable` on the ScrollView (iOS 16) is the pull; where the system's control leaves a pinned header
            /// while it refreshes is the system's, not tunable here.
            @available(iOS 16, macOS 13, *)
            struct TunedDaySections<Item: Identifiable, Row: View>: View {
                /// A day: its title ("Today", "Yesterday", then the weekday and date) and its items, newest first.
                struct Day: Identifiable {
                    var title: String
                    var items: [Item]
                    var id: String { title }
                }

                let days: [Day]
                let refresh: @Sendable () async -> Void
                @ViewBuilder let row: (Item) -> Row

                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                            ForEach(days) { day in
                                Section {
                                    ForEach(day.items) { row($0) }
                                } header: {
                                    Text(day.title)
                                        .font(.subheadline.weight(.semibold))
                                        .padding(.horizontal, 16)
                                        .frame(maxWidth: .infinity, minHeight: TunedLayout.sectionHeaderHeight, alignment: .leading)
                                        .background(.bar)
                                }
                            }
                        }
                    }
                    .refreshable { await refresh() }
                }
            }
            #endif

            """#
        case .chat:
            return appleLayoutNumbers(l, uikit: false) + #"""
            #if canImport(SwiftUI)
            /// A chat, oldest message first: `.defaultScrollAnchor(.bottom)` opens it at its end (iOS 17); `.refreshable` at its
            /// top loads the older messages; scrollPosition(id:) binds the top-most message on screen, and SwiftUI keeps the
            /// position it names stable as messages are inserted above it, so what is read stays still. A new message is
            /// followed only when the newest one was on screen; else the pill counts it.
            @available(iOS 17, macOS 14, *)
            struct TunedChatList<Message: Identifiable, Row: View>: View {
                /// Oldest first: the newest message is the last.
                let messages: [Message]
                let loadOlder: @Sendable () async -> Void
                @ViewBuilder let row: (Message) -> Row
                @State private var readID: Message.ID?
                @State private var atEnd = true
                @State private var unseen = 0

                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            LazyVStack(spacing: 0) {
                                ForEach(messages) { message in
                                    row(message)
                                        .onAppear { if message.id == messages.last?.id { atEnd = true; unseen = 0 } }
                                        .onDisappear { if message.id == messages.last?.id { atEnd = false } }
                                }
                            }
                            .scrollTargetLayout()
                        }
                        .defaultScrollAnchor(.bottom)
                        .scrollPosition(id: $readID)
                        .refreshable { await loadOlder() }
                        .onChange(of: messages.last?.id) { old, new in
                            guard let new, new != old else { return }
                            if atEnd {
                                withAnimation(.easeInOut(duration: TunedLayout.followDuration)) { proxy.scrollTo(new, anchor: .bottom) }
                            } else {
                                // Counted: the messages after the one that was the newest.
                                let last = old.flatMap { id in messages.firstIndex { $0.id == id } } ?? messages.count - 2
                                unseen += messages.count - 1 - last
                            }
                        }
                        .overlay(alignment: .bottom) {
                            if unseen > 0, let newest = messages.last?.id {
                                Button(TunedLayout.pillText(unseen)) {
                                    withAnimation(.easeInOut(duration: TunedLayout.followDuration)) { proxy.scrollTo(newest, anchor: .bottom) }
                                    unseen = 0
                                }
                                .buttonStyle(.borderedProminent)
                                .buttonBorderShape(.capsule)
                                .frame(height: TunedLayout.pillHeight)
                                .padding(.bottom, TunedLayout.pillMargin)
                            }
                        }
                    }
                }
            }
            #endif

            """#
        case .empty:
            return appleLayoutNumbers(l, uikit: false) + #"""
            #if canImport(SwiftUI)
            /// The empty list: ContentUnavailableView (iOS 17) the scroll view's height, inside the ScrollView so `.refreshable`
            /// still pulls (a ScrollView bounces with content shorter than it); no footer.
            @available(iOS 17, macOS 14, *)
            struct TunedEmptyList: View {
                let refresh: @Sendable () async -> Void

                var body: some View {
                    ScrollView {
                        ContentUnavailableView(TunedLayout.emptyTitle, systemImage: "tray", description: Text(TunedLayout.emptyHint))
                            .containerRelativeFrame(.vertical)
                    }
                    .refreshable { await refresh() }
                }
            }
            #endif

            """#
        case .short:
            let push = l.footerStyle == .auto ? "past where it rests" : "past the footer's \(n(l.footerHeight)) pt (the back footer)"
            return appleLayoutNumbers(l, uikit: false) + """
            #if canImport(SwiftUI)
            // SwiftUI has no load-more footer. An .onAppear on the last row loads as it shows, which under a list shorter than
            // the view is at once (and again after every page): the app's footer never loads by showing there. Its load is a
            // release: onScrollPhaseChange (iOS 18) sees the drag end (.interacting to another phase) and where the list is.
            @available(iOS 18, macOS 15, *)
            extension View {
                /// Loads when a drag is released with the list pushed up \(push) (MJRefreshAutoFooter:
                /// contentOffset.y >= -adjustedContentInset.top as the pan ends), once per drag; `canLoad`: not while a load runs, nor
                /// after the last page until a refresh.
                func tunedShortListFooter(canLoad: @escaping () -> Bool, load: @escaping () -> Void) -> some View {
                    onScrollPhaseChange { old, new, context in
                        guard old == .interacting, new != .interacting, canLoad() else { return }
                        let g = context.geometry
                        if g.contentOffset.y + g.contentInsets.top > TunedLayout.loadPush { load() }
                    }
                }
            }
            #endif

            """
        }
    }

    // MARK: Flutter

    /// Dart: SliverMainAxisGroup sections, a chat around a center sliver, SliverFillRemaining's
    /// empty state, a short list's release read by a Listener.
    static func flutterLayout(_ l: LayoutNumbers) -> String {
        guard !l.isFeed else { return "" }
        let refresh = l.flutterIndicator
            ? "tunedRefreshIndicator(onRefresh: onRefresh, child: CustomScrollView(physics: tunedListPhysics, slivers: slivers))"
            : "CustomScrollView(physics: tunedListPhysics, slivers: [tunedCupertinoRefreshControl(onRefresh: onRefresh), ...slivers])"
        let physics = """

        \(layoutHeading(l, "//"))
        /// A list that does not fill the view, or has nothing to scroll, still takes a drag: the pull that refreshes it.
        const ScrollPhysics tunedListPhysics = TunedScrollPhysics(parent: AlwaysScrollableScrollPhysics());


        """
        let common = physics + """
        /// The list's scroll view with the tuned pull (\(l.flutterIndicator ? "RefreshIndicator around it" : "the refresh sliver first")) and `slivers` after it.
        Widget tunedListView({required Future<void> Function() onRefresh, required List<Widget> slivers}) =>
            \(refresh);


        """
        switch l.shape {
        case .feed: return ""
        case .sections:
            return common + #"""
            /// Day sections: each day a SliverMainAxisGroup (Flutter 3.13+) of its header, a SliverPersistentHeader(pinned:
            /// true), and its rows. A pinned header stays at the top of the viewport, under a pinned SliverAppBar before it or
            /// under the Scaffold's appBar, while its group is in view, and leaves with the group's end: the next day's header
            /// pushes it up. The refresh sliver is not pinned, so a header pins at the bar's edge, never below a held refresh
            /// indicator. Give these to tunedListView (after the bar's slivers when it has one).
            List<Widget> tunedDaySections<T>(List<({String title, List<T> items})> days, Widget Function(BuildContext context, T item) row) => [
                  for (final day in days)
                    SliverMainAxisGroup(slivers: [
                      SliverPersistentHeader(pinned: true, delegate: TunedSectionHeader(day.title)),
                      SliverList.builder(itemCount: day.items.length, itemBuilder: (context, i) => row(context, day.items[i])),
                    ]),
                ];

            /// A day's header ("Today", "Yesterday", then the weekday and date): at least UITableView's plain 28 pt.
            class TunedSectionHeader extends SliverPersistentHeaderDelegate {
              const TunedSectionHeader(this.title);

              final String title;
              static const double height = \#(doubleLiteral(l.sectionHeight));

              @override
              double get minExtent => height;

              @override
              double get maxExtent => height;

              @override
              Widget build(BuildContext context, double shrinkOffset, bool overlapsContent) => Container(
                    color: Theme.of(context).colorScheme.surface,
                    alignment: AlignmentDirectional.centerStart,
                    padding: const EdgeInsets.symmetric(horizontal: 16),
                    child: Text(title, style: Theme.of(context).textTheme.titleSmall),
                  );

              @override
              bool shouldRebuild(TunedSectionHeader oldDelegate) => oldDelegate.title != title;
            }

            """#
        case .chat:
            return physics + #"""
            /// The pill's words for `unseen` messages below (in \#(l.language.rawValue)), "\#(l.pillCap)+" past \#(l.pillCap).
            String tunedNewMessages(int unseen) {
            \#(l.pillBody(.dart, indent: "  "))
            }

            /// A chat, oldest message first, opened at its end: a CustomScrollView whose center is the boundary between the
            /// messages it opened with (with the older ones the header loads, in the sliver before the center, which grows
            /// upwards) and those that arrived since (after it, growing downwards), anchored at the viewport's bottom (anchor:
            /// 1.0). A message added on either side leaves everything on screen where it is, and a short chat sits at the
            /// bottom. A new message is followed (in \#(n(l.followDuration)) s) only when the list was at its end; else the pill counts it.
            /// The pull is RefreshIndicator around the scroll view, at its top edge whatever the slivers (the Cupertino refresh
            /// sliver would have to sit before the center, among the older messages laid out upwards).
            ///
            /// ListView(reverse: true) is the usual shorter way: it opens at its end and older messages go on at its far end
            /// without moving anything, but its leading edge is the bottom, where RefreshIndicator then pulls (at the newest
            /// message), so the older page loads as the reversed list reaches its end instead (a ScrollNotification near
            /// maxScrollExtent), and a message inserted at index 0 moves what is read unless the list is at its end.
            class TunedChatList<T> extends StatefulWidget {
              const TunedChatList({super.key, required this.older, required this.newer, required this.loadOlder, required this.row});

              /// The messages up to the one the chat opened at, and the older ones the header loaded: oldest first.
              final List<T> older;

              /// The messages that arrived since, oldest first.
              final List<T> newer;

              final Future<void> Function() loadOlder;
              final Widget Function(BuildContext context, T message) row;

              @override
              State<TunedChatList<T>> createState() => _TunedChatListState<T>();
            }

            class _TunedChatListState<T> extends State<TunedChatList<T>> {
              final ScrollController _controller = ScrollController();
              final Key _center = UniqueKey();
              int _newer = 0;
              int _unseen = 0;

              bool get _atEnd => !_controller.hasClients || _controller.position.pixels >= _controller.position.maxScrollExtent - 1;

              void _toEnd() => _controller.animateTo(_controller.position.maxScrollExtent,
                  duration: const Duration(milliseconds: \#(n(l.followDuration * 1000, 0))), curve: Curves.easeInOut);

              @override
              void initState() {
                super.initState();
                _newer = widget.newer.length;
                _controller.addListener(() {
                  if (_unseen > 0 && _atEnd) setState(() => _unseen = 0);
                });
              }

              @override
              void didUpdateWidget(TunedChatList<T> oldWidget) {
                super.didUpdateWidget(oldWidget);
                final arrived = widget.newer.length - _newer;
                _newer = widget.newer.length;
                if (arrived <= 0) return;
                if (_atEnd) {
                  // Followed from the end only: to the new end once it is laid out.
                  WidgetsBinding.instance.addPostFrameCallback((_) {
                    if (_controller.hasClients) _toEnd();
                  });
                } else {
                  _unseen += arrived;
                }
              }

              @override
              void dispose() {
                _controller.dispose();
                super.dispose();
              }

              @override
              Widget build(BuildContext context) => Stack(children: [
                    tunedRefreshIndicator(
                      onRefresh: widget.loadOlder,
                      child: CustomScrollView(
                        controller: _controller,
                        center: _center,
                        anchor: 1.0,
                        physics: tunedListPhysics,
                        slivers: [
                          // Before the center the sliver grows upwards: its first item is the newest of them.
                          SliverList.builder(
                            itemCount: widget.older.length,
                            itemBuilder: (context, i) => widget.row(context, widget.older[widget.older.length - 1 - i]),
                          ),
                          SliverList.builder(
                            key: _center,
                            itemCount: widget.newer.length,
                            itemBuilder: (context, i) => widget.row(context, widget.newer[i]),
                          ),
                        ],
                      ),
                    ),
                    if (_unseen > 0)
                      Positioned(
                        left: 0,
                        right: 0,
                        bottom: \#(doubleLiteral(l.pillMargin)),
                        child: Center(
                          child: SizedBox(
                            height: \#(doubleLiteral(l.pillHeight)),
                            child: FilledButton(
                              onPressed: () {
                                _toEnd();
                                setState(() => _unseen = 0);
                              },
                              style: FilledButton.styleFrom(
                                  shape: const StadiumBorder(), padding: const EdgeInsets.symmetric(horizontal: \#(doubleLiteral(l.pillPadding)))),
                              child: Text(tunedNewMessages(_unseen)),
                            ),
                          ),
                        ),
                      ),
                  ]);
            }

            """#
        case .empty:
            return common + #"""
            /// The empty list: its state (title and hint) fills what the viewport leaves (SliverFillRemaining, hasScrollBody:
            /// false) inside the CustomScrollView, so the pull still reaches the refresh control, and tunedListPhysics lets a
            /// list with nothing to scroll take the drag. No footer. tunedListView(onRefresh: ..., slivers: const [TunedEmptyState()]).
            class TunedEmptyState extends StatelessWidget {
              const TunedEmptyState({super.key});

              static const String title = \#(l.emptyTitle);
              static const String hint = \#(l.emptyHint);

              @override
              Widget build(BuildContext context) => SliverFillRemaining(
                    hasScrollBody: false,
                    child: Center(
                      child: Column(mainAxisSize: MainAxisSize.min, children: [
                        Text(title, style: Theme.of(context).textTheme.titleMedium),
                        const SizedBox(height: 4),
                        Text(hint, textAlign: TextAlign.center, style: Theme.of(context).textTheme.bodyMedium),
                      ]),
                    ),
                  );
            }

            """#
        case .short:
            return common + #"""
            /// The short list's footer. Flutter has none; tunedListPhysics lets the list be dragged at all (a list that does not
            /// fill the view takes no drag otherwise: no pull, no push). The load is a release (one pointer-up a drag): a drag let
            /// go with the list pushed up \#(l.footerStyle == .auto ? "past where it rests" : "past the footer's \(n(l.footerHeight)) pt (footer.style back)") loads, once per drag; showing the
            /// footer never loads (MJRefreshAutoFooter's rule for content shorter than the view). `canLoad`: not while a load
            /// runs, nor after the last page until a refresh. `child`: the tunedListView whose controller is `controller`.
            Widget tunedShortListFooter({required ScrollController controller, required bool Function() canLoad,
                    required VoidCallback loadMore, required Widget child}) =>
                Listener(
                  onPointerUp: (_) {
                    if (!controller.hasClients || !canLoad()) return;
                    final ScrollPosition p = controller.position;
                    if (p.pixels - p.maxScrollExtent > \#(doubleLiteral(l.loadPush))) loadMore();
                  },
                  child: child,
                );

            """#
        }
    }

    // MARK: Android

    /// Kotlin imports of the layout's code (none for the feed); RecyclerView's only where the
    /// export has not imported it already.
    static func androidLayoutImports(_ l: LayoutNumbers, recyclerViewImported: Bool) -> String {
        var lines: [String] = []
        switch l.shape {
        case .feed: return ""
        case .sections: lines = ["android.graphics.Canvas", "androidx.recyclerview.widget.RecyclerView"]
        case .chat: lines = ["androidx.recyclerview.widget.LinearLayoutManager", "androidx.recyclerview.widget.RecyclerView"]
        case .empty: lines = ["androidx.recyclerview.widget.RecyclerView", "com.scwang.smart.refresh.layout.api.RefreshLayout"]
        case .short: lines = ["com.scwang.smart.refresh.layout.api.RefreshLayout"]
        }
        if recyclerViewImported { lines.removeAll { $0 == "androidx.recyclerview.widget.RecyclerView" } }
        return lines.map { "import \($0)\n" }.joined()
    }

    /// Kotlin: an ItemDecoration's sticky header, stackFromEnd with the position kept on
    /// prepend, an empty view SwipeRefreshLayout still pulls, SmartRefreshLayout's short list.
    static func androidLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .sections:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * RecyclerView has no sticky headers of its own (nor sections: a day's header is an item of its own view type, or
             * a ConcatAdapter holds an adapter per day): this ItemDecoration draws the pinned one over the rows (onDrawOver), at
             * the list's top edge, which is the app bar's bottom edge; the next day's header pushes it up. SwipeRefreshLayout's
             * circle moves over a list that stays still, so the pinned header never hangs below a refresh inset.
             */
            class TunedSectionHeaders(
                /** True for the adapter position of a day's header row. */
                private val isHeader: (Int) -> Boolean,
                /** The header view of the day whose header row is at that position, laid out with layOut(). */
                private val headerAt: (Int) -> View
            ) : RecyclerView.ItemDecoration() {
                override fun onDrawOver(c: Canvas, parent: RecyclerView, state: RecyclerView.State) {
                    val top = parent.getChildAt(0) ?: return
                    val first = parent.getChildAdapterPosition(top)
                    if (first == RecyclerView.NO_POSITION) return
                    // Its own row not yet under the edge: it is drawn as its row.
                    if (isHeader(first) && top.top >= 0) return
                    var section = first
                    while (section >= 0 && !isHeader(section)) section--
                    if (section < 0) return
                    val header = headerAt(section)
                    var y = 0
                    for (i in 1 until parent.childCount) {
                        val child = parent.getChildAt(i)
                        if (child.top >= header.height) break
                        val position = parent.getChildAdapterPosition(child)
                        if (position != RecyclerView.NO_POSITION && isHeader(position)) {
                            // The next day's header has reached the pinned one's bottom: it pushes it up.
                            y = child.top - header.height
                            break
                        }
                    }
                    val saved = c.save()
                    c.translate(0f, y.toFloat())
                    header.draw(c)
                    c.restoreToCount(saved)
                }

                companion object {
                    /** A day header's height, dp: at least UITableView's plain 28, as the app's. */
                    const val HEIGHT_DP = \#(n(l.sectionHeight))f

                    /** Measures and lays out `header` at the list's width and HEIGHT_DP, so that it can be drawn. */
                    fun layOut(header: View, width: Int, density: Float) {
                        val height = (HEIGHT_DP * density).toInt()
                        header.measure(View.MeasureSpec.makeMeasureSpec(width, View.MeasureSpec.EXACTLY),
                            View.MeasureSpec.makeMeasureSpec(height, View.MeasureSpec.EXACTLY))
                        header.layout(0, 0, header.measuredWidth, header.measuredHeight)
                    }
                }
            }

            """#
        case .chat:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * Oldest message first, and LinearLayoutManager's stackFromEnd lays the list out from its end: a long chat opens at
             * its newest message, a short one sits at the bottom (reverseLayout would flip the order instead, newest first in
             * the adapter). SwipeRefreshLayout pulls at the top, where the list cannot scroll up: the oldest message loaded,
             * so it is the header that loads the older ones. No footer.
             */
            object TunedChat {
                /** The list follows a new message to its end (the app in this many ms; smoothScrollToPosition takes its own). */
                const val FOLLOW_MS = \#(n(l.followDuration * 1000, 0))L

                fun apply(list: RecyclerView, manager: LinearLayoutManager) {
                    manager.stackFromEnd = true
                    list.layoutManager = manager
                }

                /** The list shows its end: it cannot scroll further down. */
                fun isAtEnd(list: RecyclerView): Boolean = !list.canScrollVertically(1)

                /**
                 * The header's older messages: `insert` puts `count` of them at the start of your data and notifies the adapter;
                 * the message last on screen goes back to where it was, so nothing read moves. Under stackFromEnd,
                 * scrollToPositionWithOffset's offset is the item's bottom's distance above the list's bottom edge.
                 */
                fun prepend(list: RecyclerView, manager: LinearLayoutManager, count: Int, insert: () -> Unit) {
                    val last = manager.findLastVisibleItemPosition()
                    val view = if (last == RecyclerView.NO_POSITION) null else manager.findViewByPosition(last)
                    val fromBottom = if (view == null) 0 else list.height - list.paddingBottom - view.bottom
                    insert()
                    if (view != null) manager.scrollToPositionWithOffset(last + count, fromBottom)
                }

                /**
                 * New messages: `insert` appends `count` to your data and notifies the adapter. Followed (a smooth scroll to the
                 * end) only when the list showed its end before they came; else the pill counts them.
                 */
                fun append(list: RecyclerView, manager: LinearLayoutManager, pill: TunedNewMessagesPill, count: Int, insert: () -> Unit) {
                    val follow = isAtEnd(list)
                    insert()
                    if (follow) list.smoothScrollToPosition(manager.itemCount - 1) else pill.add(count)
                }
            }

            /**
             * The "N new messages" pill: a TextView over the list, \#(n(l.pillHeight)) dp tall, centred \#(n(l.pillMargin)) dp above its bottom, \#(n(l.pillPadding)) dp
             * each side of its text. A tap scrolls to the end; coming back to the end by hand clears it too.
             */
            class TunedNewMessagesPill(private val pill: TextView, private val list: RecyclerView, private val manager: LinearLayoutManager) {
                private var unseen = 0

                init {
                    pill.visibility = View.GONE
                    pill.setOnClickListener {
                        list.smoothScrollToPosition(manager.itemCount - 1)
                        clear()
                    }
                    list.addOnScrollListener(object : RecyclerView.OnScrollListener() {
                        override fun onScrolled(recyclerView: RecyclerView, dx: Int, dy: Int) {
                            if (unseen > 0 && TunedChat.isAtEnd(recyclerView)) clear()
                        }
                    })
                }

                fun add(count: Int) {
                    unseen += count
                    pill.text = text(unseen)
                    pill.visibility = View.VISIBLE
                }

                private fun clear() {
                    unseen = 0
                    pill.visibility = View.GONE
                }

                companion object {
                    /** The pill's words for `unseen` messages below (in \#(l.language.rawValue)), "\#(l.pillCap)+" past \#(l.pillCap). */
                    fun text(unseen: Int): String {
            \#(l.pillBody(.kotlin, indent: "            "))
                    }
                }
            }

            """#
        case .empty:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * SwipeRefreshLayout takes one child and starts a pull only when that child cannot scroll up (canChildScrollUp).
             * With the RecyclerView and the empty view together in a FrameLayout, the FrameLayout, which never scrolls, would let
             * a pull anywhere in a long list refresh: setOnChildScrollUpCallback asks the list itself. (With the empty state as
             * the only child, the usual layout puts it in a NestedScrollView with fillViewport: a nested-scrolling child, whose
             * drags reach SwipeRefreshLayout as nested scrolls.) SmartRefreshLayout's footer is off over no data: nothing is
             * older than nothing.
             */
            object TunedEmptyState {
                const val TITLE = \#(l.emptyTitle)
                const val HINT = \#(l.emptyHint)

                fun apply(refresh: SwipeRefreshLayout, list: RecyclerView, empty: View, isEmpty: Boolean) {
                    refresh.setOnChildScrollUpCallback { _, _ -> list.canScrollVertically(-1) }
                    empty.visibility = if (isEmpty) View.VISIBLE else View.GONE
                }

                fun applyFooter(layout: RefreshLayout, isEmpty: Boolean) {
                    layout.setEnableLoadMore(!isEmpty)
                }
            }

            """#
        case .short:
            return "\n" + #"""
            /**
            \#(layoutHeading(l, " *"))
             * SwipeRefreshLayout has no load-more footer; SmartRefreshLayout's does. setEnableLoadMoreWhenContentNotFull(true)
             * lets a list shorter than the view be pulled up into its footer (else it never loads), and releasing the footer
             * pulled in loads, once per drag; SmartRefreshLayout wants the pull past the footer's trigger rate, where
             * MJRefreshAutoFooter loads on any release with the list pushed up. After the last page it says no more data; a
             * refresh clears it.
             */
            object TunedShortList {
                fun apply(layout: RefreshLayout) {
                    layout.setEnableLoadMore(true)
                    layout.setEnableLoadMoreWhenContentNotFull(true)
                }

                /** A page loaded: `last`, nothing older is left. */
                fun loaded(layout: RefreshLayout, last: Boolean) {
                    if (last) layout.finishLoadMoreWithNoMoreData() else layout.finishLoadMore()
                }

                /** A refresh ended: the footer may load again. */
                fun refreshed(layout: RefreshLayout) {
                    layout.finishRefresh()
                    layout.resetNoMoreData()
                }
            }

            """#
        }
    }

    // MARK: The web

    /// The web module: sticky headers kept at the bar through a pull's transform, a chat that
    /// keeps scrollTop on prepend, an empty state, a short list's release.
    static func jsLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .sections:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "sections", pinTop: \#(n(l.pinTop)), sectionHeight: \#(n(l.sectionHeight)) };

            // Day sections: each day's header is `position: sticky` in the scrolling container, its `top` the bar's bottom edge
            // (pinTop: a bar of that height laid over the container's top, as the app's; 0 for a bar outside it), so it pins
            // under the bar until its day ends and the next day's header pushes it up (a sticky element stays inside its
            // parent: give each day an element of its own). attachPullToRefresh moves `content` with a transform, also while a
            // refresh holds it open, and a sticky header inside it would hang that far below the bar: pinSectionHeaders takes
            // the transform off their `top` every frame, so they stay at the bar. Returns a detach function.
            export function pinSectionHeaders(container, content, { selector = ".section-header", top = layout.pinTop } = {}) {
              let frame = null;
              const update = () => {
                frame = requestAnimationFrame(update);
                const moved = new DOMMatrixReadOnly(getComputedStyle(content).transform).m42;
                for (const header of container.querySelectorAll(selector)) {
                  header.style.position = "sticky";
                  header.style.zIndex = "1";
                  header.style.top = (top - moved) + "px";
                }
              };
              update();
              return () => cancelAnimationFrame(frame);
            }

            """#
        case .chat:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "chat", followDuration: \#(n(l.followDuration)), pillCap: \#(l.pillCap) };

            /** The pill's words for `unseen` messages below (in \#(l.language.rawValue)), "\#(l.pillCap)+" past \#(l.pillCap). */
            export function newMessagesText(unseen) {
            \#(l.pillBody(.js, indent: "  "))
            }

            // A chat in `container` (the scrolling element) whose `list` holds the messages, oldest first: it opens at its end
            // (scrollTop = scrollHeight); the header's older messages go on top with scrollTop grown by the height they add, so
            // what is read stays still; new messages at the bottom are followed only when it showed its end, else `pill` (a
            // button over the list, hidden while nothing is unseen) counts them, and a tap on it scrolls there. overflow-anchor
            // is set to none: a browser's scroll anchoring may keep what is read in place by itself, where and when it anchors
            // (not every browser has it), and both together would move it twice. (flex-direction: column-reverse opens at the
            // end by itself, but its scrollTop runs from 0 at the end to negative values, and attachPullToRefresh pulls at
            // scrollTop 0: at the newest message.) attachPullToRefresh's held inset is a transform, not scroll space: as it
            // closes after a load the rows go back up by what it held (UIKit's inset closes above the offset and moves none).
            export function attachChat(container, list, { pill = null } = {}) {
              container.style.overflowAnchor = "none";
              let unseen = 0;
              const atEnd = () => container.scrollHeight - container.scrollTop - container.clientHeight <= 1;
              const toEnd = (smooth) => container.scrollTo({ top: container.scrollHeight, behavior: smooth ? "smooth" : "auto" });
              const show = () => {
                if (!pill) return;
                pill.hidden = unseen === 0;
                pill.textContent = newMessagesText(unseen);
              };
              const scrolled = () => { if (unseen > 0 && atEnd()) { unseen = 0; show(); } };
              const tapped = () => { toEnd(true); unseen = 0; show(); };
              container.addEventListener("scroll", scrolled, { passive: true });
              pill?.addEventListener("click", tapped);
              toEnd(false);
              show();
              return {
                get unseen() { return unseen; },
                /** The header's older messages (elements, oldest first) before the first, what is read kept still. */
                prepend(nodes) {
                  const before = container.scrollHeight;
                  list.prepend(...nodes);
                  container.scrollTop += container.scrollHeight - before;
                },
                /** New messages at the bottom: followed only from the end, else counted. */
                append(nodes) {
                  const follow = atEnd();
                  list.append(...nodes);
                  if (follow) toEnd(true);
                  else { unseen += nodes.length; show(); }
                },
                detach() {
                  container.removeEventListener("scroll", scrolled);
                  pill?.removeEventListener("click", tapped);
                },
              };
            }

            """#
        case .empty:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "empty", title: \#(l.emptyTitle), hint: \#(l.emptyHint) };

            // The empty list: its state (title and hint) in the rows' place, centred in what `container` shows; no footer. It
            // goes inside `content`, so a pull moves it as the rows would, and attachPullToRefresh still pulls the container.
            export function showEmptyState(container, content, { title = layout.title, hint = layout.hint } = {}) {
              const state = document.createElement("div");
              state.setAttribute("role", "status");
              state.style.cssText = "display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;gap:4px";
              state.style.minHeight = container.clientHeight + "px";
              const heading = document.createElement("strong");
              heading.textContent = title;
              const line = document.createElement("span");
              line.textContent = hint;
              state.append(heading, line);
              content.replaceChildren(state);
              return state;
            }

            """#
        case .short:
            return #"""

            \#(layoutHeading(l, "//"))
            export const layout = { shape: "short", footer: "\#(l.footerStyle.rawValue)", loadPush: \#(n(l.loadPush)) };

            // The short list's footer: the load is a release. A drag let go (pointerup) with `content` pushed up past
            // \#(l.footerStyle == .auto ? "where it rests" : "the footer's height") (attachPullToRefresh moves it with the tuned drag past the edge) loads, once per drag; showing
            // the footer never does. loadMore() returns a promise of false when nothing older is left: then no more data,
            // until reset() (call it when a refresh succeeds). Returns { state, reset, detach }.
            export function attachShortListFooter(container, content, loadMore) {
              let state = "idle", dragging = false;
              const down = () => { dragging = true; };
              const up = () => {
                if (!dragging) return;
                dragging = false;
                const pushed = -new DOMMatrixReadOnly(getComputedStyle(content).transform).m42;
                if (state !== "idle" || !(pushed > layout.loadPush)) return;
                state = "loading";
                Promise.resolve(loadMore()).then((more) => { state = more === false ? "noMoreData" : "idle"; }, () => { state = "idle"; });
              };
              const events = [["pointerdown", down], ["pointerup", up], ["pointercancel", up]];
              for (const [name, f] of events) container.addEventListener(name, f);
              return {
                get state() { return state; },
                reset() { if (state === "noMoreData") state = "idle"; },
                detach() { for (const [name, f] of events) container.removeEventListener(name, f); },
              };
            }

            """#
        }
    }

    /// CSS: the sticky header, the chat's scroll anchoring off and its pill, the empty state;
    /// the short list's footer has no CSS (its load is a release).
    static func cssLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .sections:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* A day's header sticks to the top of the scrolling container at the bar's bottom edge, inside its day's element, */
            /* so the next day's header pushes it up. The ES module's pinSectionHeaders keeps it there while a pull moves the rows. */
            .section-header {
              position: sticky;
              top: \(n(l.pinTop))px;
              z-index: 1;
              min-height: \(n(l.sectionHeight))px;
            }

            """
        case .chat:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* A stylesheet cannot open a list at its end nor keep what is read when older messages go on top: the ES module's */
            /* attachChat does both, with the browser's scroll anchoring off (it would move the rows a second time). */
            .chat {
              overflow-y: auto;
              overflow-anchor: none;
            }
            /* The "N new messages" pill, over the chat's frame (position: relative). */
            .new-messages {
              position: absolute;
              left: 50%;
              bottom: \(n(l.pillMargin))px;
              transform: translateX(-50%);
              height: \(n(l.pillHeight))px;
              padding: 0 \(n(l.pillPadding))px;
              border-radius: \(n(l.pillHeight / 2))px;
            }

            """
        case .empty:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* The empty state: its title and hint centred in the rows' place, the container's height. */
            .empty-state {
              display: flex;
              flex-direction: column;
              align-items: center;
              justify-content: center;
              min-height: 100%;
              text-align: center;
            }

            """
        case .short:
            return """
            \(layoutHeading(l, "/*", end: " */"))
            /* Not expressible in CSS: the short list's footer loads on a release, which a stylesheet does not see; the ES */
            /* module's attachShortListFooter does. */

            """
        }
    }
}
