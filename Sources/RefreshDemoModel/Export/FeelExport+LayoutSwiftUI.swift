import RefreshEngine

/// The list's layout (`list.layout`, FeelExport+Layout) for SwiftUI: pinned section headers,
/// a chat anchored at its end, ContentUnavailableView, a page-style TabView of lists; SwiftUI
/// has no footer for `short`.
extension FeelExport {
    /// SwiftUI: pinned section headers, a chat anchored at its end, ContentUnavailableView, the
    /// short list's release read from the scroll phase, a page-style TabView of lists.
    static func swiftuiLayout(_ l: LayoutNumbers) -> String {
        switch l.shape {
        case .feed: return ""
        case .tabs:
            return appleLayoutNumbers(l, uikit: false) + #"""
            #if canImport(SwiftUI) && os(iOS)
            /// Three lists side by side: a TabView(selection:) with .tabViewStyle(.page(indexDisplayMode: .never)) pages them
            /// sideways, under a strip of the titles bound to the same selection, whose underline slides to the selected tab.
            /// A sideways swipe is the pager's, an up-down one the list's (the paging scroll view and each list's take one
            /// axis each). Each page is its own ScrollView with a LazyVStack, its own .refreshable and its own
            /// .scrollPosition(id:), kept here per tab, so a tab shows where it was left; its footer loads as its last row
            /// appears. SwiftUI has no bar shared across a pager's lists (Android's CoordinatorLayout, Flutter's
            /// NestedScrollView): the navigation bar follows no page's scroll view, so give it an inline title; the strip
            /// stays above the pager.
            @available(iOS 17, *)
            struct TunedTabs<Item: Identifiable, Row: View>: View {
                /// Tab i's rows, newest first.
                let items: (Int) -> [Item]
                let refresh: @Sendable (Int) async -> Void
                /// Tab i's footer: its older page (not while a load runs, nor after the last page until a refresh).
                let loadMore: (Int) -> Void
                @ViewBuilder let row: (Item) -> Row
                @State private var selection = 0
                @State private var positions = [Item.ID?](repeating: nil, count: TunedLayout.tabTitles.count)
                @Namespace private var strip

                var body: some View {
                    VStack(spacing: 0) {
                        HStack(spacing: 0) {
                            ForEach(TunedLayout.tabTitles.indices, id: \.self) { i in
                                Button(TunedLayout.tabTitles[i]) { withAnimation { selection = i } }
                                    .frame(maxWidth: .infinity, minHeight: TunedLayout.tabStripHeight)
                                    .overlay(alignment: .bottom) {
                                        if selection == i {
                                            Rectangle().frame(height: 2).matchedGeometryEffect(id: "indicator", in: strip)
                                        }
                                    }
                            }
                        }
                        TabView(selection: $selection) {
                            ForEach(TunedLayout.tabTitles.indices, id: \.self) { i in
                                ScrollView {
                                    LazyVStack(spacing: 0) {
                                        ForEach(items(i)) { item in
                                            row(item).onAppear { if item.id == items(i).last?.id { loadMore(i) } }
                                        }
                                    }
                                    .scrollTargetLayout()
                                }
                                .scrollPosition(id: $positions[i])
                                .refreshable { await refresh(i) }
                                .tag(i)
                            }
                        }
                        .tabViewStyle(.page(indexDisplayMode: .never))
                    }
                }
            }
            #endif

            """#
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
}
