import RefreshEngine

/// The app bar's tunables in every language: their titles, their descriptions and the bars'
/// names (`list.bar`'s choices), merged into each language's tables.
enum BarStrings {
    /// The titles by language (English is the tunable's own title).
    static func titles(_ language: Language) -> [TunableID: String] {
        switch language {
        case .en: return Dictionary(uniqueKeysWithValues: Tunables.barTunableIDs.compactMap { id in Tunables.named(id).map { (id, $0.title) } })
        case .zhHans: return [.listBar: "应用栏", .barLargeTitleHeight: "大标题", .barCollapsingExpanded: "工具栏展开", .barCollapsingCollapsed: "工具栏收起",
                              .barSliverExpanded: "Sliver 展开", .barSliverCollapsed: "Sliver 收起", .barPinned: "固定", .barFloating: "浮动",
                              .barSnap: "吸附", .barStretch: "拉伸", .barStretchTrigger: "拉伸触发"]
        case .zhHant: return [.listBar: "應用列", .barLargeTitleHeight: "大標題", .barCollapsingExpanded: "工具列展開", .barCollapsingCollapsed: "工具列收合",
                              .barSliverExpanded: "Sliver 展開", .barSliverCollapsed: "Sliver 收合", .barPinned: "固定", .barFloating: "浮動",
                              .barSnap: "吸附", .barStretch: "拉伸", .barStretchTrigger: "拉伸觸發"]
        case .ko: return [.listBar: "앱 바", .barLargeTitleHeight: "큰 제목", .barCollapsingExpanded: "툴바 펼침", .barCollapsingCollapsed: "툴바 접힘",
                          .barSliverExpanded: "Sliver 펼침", .barSliverCollapsed: "Sliver 접힘", .barPinned: "고정", .barFloating: "떠 있음",
                          .barSnap: "스냅", .barStretch: "늘이기", .barStretchTrigger: "늘이기 트리거"]
        case .ru: return [.listBar: "Панель приложения", .barLargeTitleHeight: "Большой заголовок", .barCollapsingExpanded: "Тулбар открыт", .barCollapsingCollapsed: "Тулбар свёрнут",
                          .barSliverExpanded: "Sliver открыт", .barSliverCollapsed: "Sliver свёрнут", .barPinned: "Закреплена", .barFloating: "Плавающая",
                          .barSnap: "Привязка", .barStretch: "Растяжение", .barStretchTrigger: "Порог растяжения"]
        case .uk: return [.listBar: "Панель застосунку", .barLargeTitleHeight: "Великий заголовок", .barCollapsingExpanded: "Тулбар відкритий", .barCollapsingCollapsed: "Тулбар згорнутий",
                          .barSliverExpanded: "Sliver відкритий", .barSliverCollapsed: "Sliver згорнутий", .barPinned: "Закріплена", .barFloating: "Плаваюча",
                          .barSnap: "Прив'язка", .barStretch: "Розтягування", .barStretchTrigger: "Поріг розтягування"]
        }
    }

    /// The bars' names (`list.bar`'s choices) by language.
    static func choices(_ language: Language) -> [String: String] {
        switch language {
        case .en: return ["plain": "plain", "largetitle": "large title", "collapsing": "collapse", "sliver": "sliver"]
        case .zhHans: return ["plain": "普通", "largetitle": "大标题", "collapsing": "折叠", "sliver": "Sliver"]
        case .zhHant: return ["plain": "一般", "largetitle": "大標題", "collapsing": "摺疊", "sliver": "Sliver"]
        case .ko: return ["plain": "기본", "largetitle": "큰 제목", "collapsing": "접히는", "sliver": "Sliver"]
        case .ru: return ["plain": "простая", "largetitle": "большой", "collapsing": "тулбар", "sliver": "Sliver"]
        case .uk: return ["plain": "проста", "largetitle": "великий", "collapsing": "тулбар", "sliver": "Sliver"]
        }
    }

    /// The tunables' one-line descriptions by language (English is the tunable's doc).
    static func descriptions(_ language: Language) -> [TunableID: String] {
        switch language {
        case .en: return [:]
        case .zhHans: return [
            .listBar: "列表上方的栏：普通、UIKit 大标题、Android 折叠工具栏或 Flutter 的 SliverAppBar",
            .barLargeTitleHeight: "UIKit 44 点导航栏下大标题区的高度（_kNavBarLargeTitleHeightExtension 52）",
            .barCollapsingExpanded: "CollapsingToolbarLayout 展开高度（Material 3 大顶部应用栏：152 dp）",
            .barCollapsingCollapsed: "工具栏收起后的高度，exitUntilCollapsed 停在这里（Material 3：64 dp）",
            .barSliverExpanded: "SliverAppBar 的 expandedHeight",
            .barSliverCollapsed: "SliverAppBar 的 collapsedHeight（kToolbarHeight 56），固定时保留的高度",
            .barPinned: "SliverAppBar.pinned：收起的栏留在顶部；关闭时整个栏滚走",
            .barFloating: "SliverAppBar.floating：任何向上回滚都会让栏重新出现，盖在行上",
            .barSnap: "滚动结束时栏完全展开或收起（AppBarLayout 的 snap；SliverAppBar.snap 需开启浮动）",
            .barStretch: "SliverAppBar.stretch：越过顶部的下拉先拉伸栏，再交给刷新控件",
            .barStretchTrigger: "stretchTriggerOffset：触发 onStretchTrigger 的拉伸量，也是栏最多拿走的下拉"]
        case .zhHant: return [
            .listBar: "列表上方的列：一般、UIKit 大標題、Android 摺疊工具列或 Flutter 的 SliverAppBar",
            .barLargeTitleHeight: "UIKit 44 點導覽列下大標題區的高度（_kNavBarLargeTitleHeightExtension 52）",
            .barCollapsingExpanded: "CollapsingToolbarLayout 展開高度（Material 3 大型頂端應用列：152 dp）",
            .barCollapsingCollapsed: "工具列收合後的高度，exitUntilCollapsed 停在這裡（Material 3：64 dp）",
            .barSliverExpanded: "SliverAppBar 的 expandedHeight：展開時的高度",
            .barSliverCollapsed: "SliverAppBar 的 collapsedHeight（kToolbarHeight 56），固定時保留的高度",
            .barPinned: "SliverAppBar.pinned：收合的列留在頂端；關閉時整個列捲走",
            .barFloating: "SliverAppBar.floating：任何向上回捲都讓列重新出現，蓋在列表上",
            .barSnap: "捲動結束時列完全展開或收合（AppBarLayout 的 snap；SliverAppBar.snap 需開啟浮動）",
            .barStretch: "SliverAppBar.stretch：越過頂端的下拉先拉伸列，再交給重新整理控制項",
            .barStretchTrigger: "stretchTriggerOffset：觸發 onStretchTrigger 的拉伸量，也是列最多拿走的下拉"]
        case .ko: return [
            .listBar: "목록 위의 바: 기본, UIKit 큰 제목, Android 접히는 툴바 또는 Flutter SliverAppBar",
            .barLargeTitleHeight: "UIKit 44pt 바 아래 큰 제목 영역의 높이(_kNavBarLargeTitleHeightExtension 52)",
            .barCollapsingExpanded: "CollapsingToolbarLayout의 펼친 높이(Material 3 큰 상단 앱 바: 152 dp)",
            .barCollapsingCollapsed: "접힌 툴바의 높이, exitUntilCollapsed가 멈추는 곳(Material 3: 64 dp)",
            .barSliverExpanded: "SliverAppBar의 expandedHeight",
            .barSliverCollapsed: "SliverAppBar의 collapsedHeight(kToolbarHeight 56), 고정된 바가 남기는 높이",
            .barPinned: "SliverAppBar.pinned: 접힌 바가 위에 남음; 끄면 바 전체가 스크롤되어 사라짐",
            .barFloating: "SliverAppBar.floating: 위쪽으로 스크롤하면 어디서든 바가 행 위로 다시 나타남",
            .barSnap: "스크롤이 끝나면 바가 완전히 펼쳐지거나 접힘(AppBarLayout의 snap; SliverAppBar.snap은 floating 필요)",
            .barStretch: "SliverAppBar.stretch: 맨 위를 넘는 당김을 바가 먼저 늘이고, 그다음 새로고침 컨트롤로",
            .barStretchTrigger: "stretchTriggerOffset: onStretchTrigger가 발생하는 늘임, 바가 가져가는 당김의 최대치"]
        case .ru: return [
            .listBar: "панель над списком: простая, большой заголовок UIKit, сворачиваемый тулбар Android или SliverAppBar Flutter",
            .barLargeTitleHeight: "полоса большого заголовка под панелью UIKit 44 pt (_kNavBarLargeTitleHeightExtension 52)",
            .barCollapsingExpanded: "высота открытого CollapsingToolbarLayout (большая верхняя панель Material 3: 152 dp)",
            .barCollapsingCollapsed: "высота свёрнутого тулбара, где останавливается exitUntilCollapsed (Material 3: 64 dp)",
            .barSliverExpanded: "expandedHeight у SliverAppBar: высота открытой панели",
            .barSliverCollapsed: "collapsedHeight у SliverAppBar (kToolbarHeight 56): что остаётся у закреплённой панели",
            .barPinned: "SliverAppBar.pinned: свёрнутая панель остаётся наверху; выкл — уезжает целиком",
            .barFloating: "SliverAppBar.floating: панель возвращается при любой прокрутке вверх, поверх строк",
            .barSnap: "после прокрутки панель открыта или свёрнута целиком (snap у AppBarLayout; у SliverAppBar с floating)",
            .barStretch: "SliverAppBar.stretch: тяга за верхний край сначала растягивает панель, затем идёт элементу обновления",
            .barStretchTrigger: "stretchTriggerOffset: растяжение, при котором срабатывает onStretchTrigger, и наибольшая часть тяги для панели"]
        case .uk: return [
            .listBar: "панель над списком: проста, великий заголовок UIKit, згортаний тулбар Android або SliverAppBar Flutter",
            .barLargeTitleHeight: "смуга великого заголовка під панеллю UIKit 44 pt (_kNavBarLargeTitleHeightExtension 52)",
            .barCollapsingExpanded: "висота відкритого CollapsingToolbarLayout (велика верхня панель Material 3: 152 dp)",
            .barCollapsingCollapsed: "висота згорнутого тулбара, де зупиняється exitUntilCollapsed (Material 3: 64 dp)",
            .barSliverExpanded: "expandedHeight у SliverAppBar: висота відкритої панелі",
            .barSliverCollapsed: "collapsedHeight у SliverAppBar (kToolbarHeight 56): що лишається в закріпленої панелі",
            .barPinned: "SliverAppBar.pinned: згорнута панель лишається вгорі; вимк — їде цілком",
            .barFloating: "SliverAppBar.floating: панель повертається за будь-якого гортання вгору, поверх рядків",
            .barSnap: "після гортання панель відкрита чи згорнута цілком (snap в AppBarLayout; у SliverAppBar з floating)",
            .barStretch: "SliverAppBar.stretch: тяга за верхній край спершу розтягує панель, потім іде елементу оновлення",
            .barStretchTrigger: "stretchTriggerOffset: розтягування, за якого спрацьовує onStretchTrigger, і найбільша частина тяги для панелі"]
        }
    }
}
