import RefreshEngine

/// The list's layout (`list.layout`, FeelExport+Layout) for UIKit: the numbers and words in
/// Foundation (compiled everywhere), a pinned boundary item under the bar, the chat's offset
/// kept on prepend and its pill, the empty list's background view, the short list's footer.
extension FeelExport {
    /// Swift, Foundation part (compiled everywhere): the layout's numbers and words.
    static func appleLayoutNumbers(_ l: LayoutNumbers, uikit: Bool) -> String {
        var members: [String] = ["    static let layout = \"\(l.shape.rawValue)\""]
        switch l.shape {
        case .feed, .tabs: return ""
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
        case .feed, .tabs: return ""
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
}
