import RefreshEngine

/// The list's layout (`list.layout`, FeelExport+Layout) for UIKit: the numbers and words in
/// Foundation (compiled everywhere), a pinned boundary item under the bar, the chat's offset
/// kept on prepend and its pill, the empty list's background view, the short list's footer,
/// a paging scroll view of three lists whose shown one the navigation bar follows.
extension FeelExport {
    /// Swift, Foundation part (compiled everywhere): the layout's numbers and words.
    static func appleLayoutNumbers(_ l: LayoutNumbers, uikit: Bool) -> String {
        var members: [String] = ["    static let layout = \"\(l.shape.rawValue)\""]
        switch l.shape {
        case .feed: return ""
        case .tabs:
            members.append("""
                /// The tabs' titles (in \(l.language.rawValue)), left to right, and the strip's height under the bar, pt.
                static let tabTitles = [\(l.tabTitles)]
                static let tabStripHeight: Double = \(n(l.tabStripHeight))
            """)
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
    /// pill, the empty state as the background view, MJRefreshAutoFooter's short-list rule, the
    /// tabs' pager.
    static func uikitLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .tabs: return appleLayoutNumbers(l, uikit: true) + uikitTabs
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

    /// UIKit: a horizontal paging scroll view of three collection views, each with MJRefresh's
    /// header and footer, a strip whose indicator follows the pager, setContentScrollView.
    static let uikitTabs = #"""
        #if canImport(UIKit)
        /// Three lists side by side under one bar. UIKit has no bar shared by a pager's lists (Android's CoordinatorLayout,
        /// Flutter's NestedScrollView): a navigation bar's large title collapses with one scroll view, the one
        /// setContentScrollView(_:for: .top) (iOS 15) names, else the first it finds in the view tree. So: a horizontal
        /// paging UIScrollView of three UICollectionViews, each with its own MJRefresh header and footer and its own
        /// contentOffset (every list stays alive, so each keeps its scroll while another shows); a strip of the titles
        /// under the bar, whose indicator follows the pager's contentOffset.x between two tabs' frames; and the shown
        /// tab's list handed to the navigation bar as each page settles, so the large title collapses with that list.
        /// A sideways swipe is the pager's, an up-down one the list's: each pan locks to its first direction
        /// (isDirectionalLockEnabled), and a list's vertical pan never pages. (UIPageViewController would page the same
        /// way, but it reports no fractional position for the indicator to follow.)
        @MainActor final class TunedTabsController: UIViewController, UIScrollViewDelegate {
            let pager = UIScrollView()
            let lists: [UICollectionView]
            private let strip = UIStackView()
            private let indicator = UIView()
            /// The tab shown (the page the pager rests at).
            private(set) var selected = 0
            private let refresh: (Int) -> Void
            private let loadMore: (Int) -> Void

            /// `layout(i)`: tab i's list layout; `refresh(i)` and `loadMore(i)`: its header's and its footer's loads (end
            /// them on lists[i].mj_header and .mj_footer).
            init(layout: (Int) -> UICollectionViewLayout, refresh: @escaping (Int) -> Void, loadMore: @escaping (Int) -> Void) {
                lists = TunedLayout.tabTitles.indices.map { UICollectionView(frame: .zero, collectionViewLayout: layout($0)) }
                self.refresh = refresh
                self.loadMore = loadMore
                super.init(nibName: nil, bundle: nil)
            }

            required init?(coder: NSCoder) { nil }

            override func viewDidLoad() {
                super.viewDidLoad()
                for (i, title) in TunedLayout.tabTitles.enumerated() {
                    let button = UIButton(configuration: .plain(), primaryAction: UIAction(title: title) { [weak self] _ in self?.select(i, animated: true) })
                    strip.addArrangedSubview(button)
                }
                strip.distribution = .fillEqually
                strip.addSubview(indicator)
                indicator.backgroundColor = view.tintColor
                pager.isPagingEnabled = true
                pager.isDirectionalLockEnabled = true
                pager.showsHorizontalScrollIndicator = false
                pager.bounces = false
                pager.delegate = self
                let pages = UIStackView(arrangedSubviews: lists)
                pages.distribution = .fillEqually
                pager.addSubview(pages)
                for (i, list) in lists.enumerated() {
                    list.alwaysBounceVertical = true
                    #if canImport(MJRefresh)
                    TunedRefresh.attachHeader(to: list) { [weak self] in self?.refresh(i) }
                    list.mj_footer = MJRefreshAutoNormalFooter { [weak self] in self?.loadMore(i) }
                    #endif
                }
                for v in [strip, pager, pages] as [UIView] { v.translatesAutoresizingMaskIntoConstraints = false }
                view.addSubview(strip)
                view.addSubview(pager)
                let guide = view.safeAreaLayoutGuide
                NSLayoutConstraint.activate([
                    strip.topAnchor.constraint(equalTo: guide.topAnchor),
                    strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    strip.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    strip.heightAnchor.constraint(equalToConstant: CGFloat(TunedLayout.tabStripHeight)),
                    pager.topAnchor.constraint(equalTo: strip.bottomAnchor),
                    pager.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    pager.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    pager.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    pages.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
                    pages.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
                    pages.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
                    pages.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
                    pages.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
                    pages.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor, multiplier: CGFloat(lists.count)),
                ])
                setContentScrollView(lists[selected], for: .top)
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                moveIndicator()
            }

            /// Shows tab `i`: the pager scrolls there (the indicator follows it), the navigation bar follows its list.
            func select(_ i: Int, animated: Bool) {
                pager.setContentOffset(CGPoint(x: CGFloat(i) * pager.bounds.width, y: 0), animated: animated)
                settle(at: i)
            }

            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                if scrollView === pager { moveIndicator() }
            }

            func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                if scrollView === pager, pager.bounds.width > 0 { settle(at: Int((pager.contentOffset.x / pager.bounds.width).rounded())) }
            }

            private func settle(at i: Int) {
                selected = min(max(i, 0), lists.count - 1)
                setContentScrollView(lists[selected], for: .top)
                for (j, button) in strip.arrangedSubviews.enumerated() { button.isSelected = j == selected }
            }

            /// The indicator between the frames of the two tabs the pager is between, at its fractional page.
            private func moveIndicator() {
                let tabs = strip.arrangedSubviews
                guard pager.bounds.width > 0, !tabs.isEmpty else { return }
                let page = min(max(pager.contentOffset.x / pager.bounds.width, 0), CGFloat(tabs.count - 1))
                let i = min(Int(page), tabs.count - 1), t = page - CGFloat(i)
                let a = tabs[i].frame, b = tabs[min(i + 1, tabs.count - 1)].frame
                indicator.frame = CGRect(x: a.minX + (b.minX - a.minX) * t, y: strip.bounds.height - 2,
                                         width: a.width + (b.width - a.width) * t, height: 2)
            }
        }
        #endif

        """#
}
