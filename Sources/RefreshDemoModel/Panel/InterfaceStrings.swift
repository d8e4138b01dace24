import RefreshEngine

/// The help overlay's and the tuning panel's labels in one language (L switches them
/// with the list's texts).
///
/// Rule: every label has a text in every language; a tunable's title falls back to its
/// English title only until it is translated (a test checks there is none left).
public struct InterfaceStrings: Sendable {
    public var helpTitle: String
    /// The keys column stays as the keyboard prints them; the pointer's lines are words.
    public var helpEntries: [(key: String, action: String)]
    public var panelTitle: String
    var groups: [Tunable.Group: String]
    public var buttons: [TuningPanel.Button: String]
    var tunableTitles: [String: String]
    /// The choices' names by their name in files ("leastsquares"); a choice without one
    /// shows its file name.
    var choiceNames: [String: String]
    /// Units by their English symbol ("pt/s" -> "пт/с"); counted units ("frames", "items")
    /// take the plural form of the value.
    var units: [String: String]
    var countUnits: [String: PluralForms]
    /// The designer terms' one-line explanations, by tunable name, shown under their titles.
    var explanations: [String: String]
    /// The selected tunable's range line: {1} the lowest value, {2} the highest, {3} the default.
    var rangeLine: String
    /// The panel's plots: the live offset/velocity plot, the rubber-band curve, the spring.
    public var plotLabels: (live: String, rubberBand: String, spring: String)
    /// The help's last line names how scrolling reaches the window: "Touchpad and wheel: Wayland".
    public var scrollPathLabel: String
    /// The window's short messages (MessageStrings).
    public var messages: MessageStrings
    /// The badges of the time scale: "Paused", and the word the speed follows ("Slow motion ×0.25").
    public var paused: String
    public var slowMotion: String

    /// A choice's name in this language.
    public func name(ofChoice c: String) -> String { choiceNames[c] ?? c }

    /// A designer term's explanation (nil for other tunables).
    public func explanation(of t: Tunable) -> String? { explanations[t.name] }

    /// A tunable's title in this language (its English title if it has none yet).
    public func title(of t: Tunable) -> String { tunableTitles[t.name] ?? t.title }
    public func title(of g: Tunable.Group) -> String { groups[g] ?? g.rawValue }
    public func title(of b: TuningPanel.Button) -> String { buttons[b] ?? b.title }
}

extension Language {
    /// A switch, so every language has its interface texts.
    public var interface: InterfaceStrings {
        switch self {
        case .en: return InterfaceStrings.en
        case .zhHans: return InterfaceStrings.zhHans
        case .zhHant: return InterfaceStrings.zhHant
        case .ko: return InterfaceStrings.ko
        case .ru: return InterfaceStrings.ru
        case .uk: return InterfaceStrings.uk
        }
    }
}

extension InterfaceStrings {
    static let en = InterfaceStrings(
        helpTitle: "Keys",
        helpEntries: [
            ("Drag, touchpad", "scroll, pull to refresh"),
            ("Wheel", "about three rows a notch"),
            ("Up / Down", "one row"),
            ("PgUp / PgDn", "one page"),
            ("Space, Shift+Space", "page down / up"),
            ("Home / End", "top / bottom, load more"),
            ("F5, Ctrl+R", "refresh"),
            ("H", "header style"),
            ("O", "second floor"),
            ("F", "footer style"),
            ("L", "language"),
            ("D", "light / dark"),
            ("Click the footer", "load more, retry"),
            ("Tab, F2", "tuning panel"),
            ("  Up/Down, Left/Right", "select, step (Shift: fine)"),
            ("  Delete", "reset (Shift: all)"),
            ("F3", "HUD"),
            ("M / P / .", "slow motion / pause / step"),
            ("Ctrl+S", "save the tuning file"),
            ("R / B", "replay / tuning A or B"),
            ("Shift+M, ← →", "speed / scrub while paused"),
            ("Shift+R", "record input as a script"),
            ("F1, ?", "this help"),
            ("Esc, Q, Ctrl+Q", "close the help, panel or second floor, else quit (unsaved tuning: asks first)"),
        ],
        panelTitle: "Tuning",
        groups: [.scroll: "Scroll physics", .designer: "Designer terms", .header: "Header", .footer: "Footer", .input: "Input", .feed: "Feed", .art: "Art"],
        buttons: [.ios: "iOS", .flutter: "Flutter", .gtk: "GTK", .android: "Android", .save: "Save", .resetAll: "Reset all", .export: "Copy",
                  .slot: TuningPanel.Button.slot.title],
        tunableTitles: Dictionary(uniqueKeysWithValues: Tunables.all.map { ($0.name, $0.title) }),
        choiceNames: ["ios": "iOS", "flutter": "Flutter", "android": "Android", "gtk": "GTK", "leastsquares": "least squares", "weightedpairs": "weighted pairs", "auto": "auto", "back": "pull up", "beside": "beside", "instead": "instead", "translate": "with content", "behind": "behind", "front": "in front", "mj": "MJ", "cupertino": "iOS", "material": "Material", "default": "default", "large": "large"],
        units: ["pt": "pt", "pt/s": "pt/s", "/ms": "/ms", "s": "s", "px": "px", "px/s": "px/s", "pt/px": "pt/px", "dp": "dp"],
        countUnits: ["frames": PluralForms(one: "{n} frame", other: "{n} frames"), "items": PluralForms(one: "{n} item", other: "{n} items")],
        explanations: ["spring.response": "seconds per bounce; smaller is snappier", "spring.dampingFraction": "1 = no bounce; below 1 bounces", "spring.bounciness": "0 or less: no bounce; more: bouncier", "spring.speed": "higher settles faster", "fling.stopTime": "how long a 1,000 pt/s fling glides", "fling.stopDistance": "how far a 1,000 pt/s fling glides"],
        rangeLine: "{1} to {2}, default {3}",
        plotLabels: ("offset, velocity, last 3 s", "rubber band", "spring, fling, 1.5 s"),
        scrollPathLabel: "Touchpad and wheel",
        messages: .en,
        paused: "Paused", slowMotion: "Slow motion")

    static let zhHans = InterfaceStrings(
        helpTitle: "按键",
        helpEntries: [
            ("拖动、触控板", "滚动，下拉刷新"),
            ("滚轮", "每格约三行"),
            ("Up / Down", "一行"),
            ("PgUp / PgDn", "一页"),
            ("Space, Shift+Space", "向下 / 向上翻页"),
            ("Home / End", "顶部 / 底部，加载更多"),
            ("F5, Ctrl+R", "刷新"),
            ("H", "头部样式"),
            ("O", "二楼"),
            ("F", "底部样式"),
            ("L", "语言"),
            ("D", "浅色 / 深色"),
            ("点击底部", "加载更多，重试"),
            ("Tab, F2", "调节面板"),
            ("  Up/Down, Left/Right", "选择，步进（Shift：精细）"),
            ("  Delete", "重置（Shift：全部）"),
            ("F3", "HUD"),
            ("M / P / .", "慢动作 / 暂停 / 单帧"),
            ("Ctrl+S", "保存调节文件"),
            ("R / B", "重放 / 参数 A 或 B"),
            ("Shift+M, ← →", "速度 / 暂停时拖动时间线"),
            ("Shift+R", "把输入录成脚本"),
            ("F1, ?", "本帮助"),
            ("Esc, Q, Ctrl+Q", "关闭帮助、面板或二楼，否则退出（调校未保存时先询问）"),
        ],
        panelTitle: "调节",
        groups: [.scroll: "滚动物理", .designer: "设计师参数", .header: "头部", .footer: "底部", .input: "输入", .feed: "数据源", .art: "动画"],
        buttons: [.ios: "iOS", .flutter: "Flutter", .gtk: "GTK", .android: "Android", .save: "保存", .resetAll: "全部重置", .export: "复制",
                  .slot: TuningPanel.Button.slot.title],
        tunableTitles: [
            "scroll.model": "平台模型", "scroll.rubberBandCoefficient": "橡皮筋系数", "scroll.decelerationRate": "减速率",
            "scroll.springStiffness": "弹簧刚度", "scroll.springDampingRatio": "弹簧阻尼",
            "scroll.maxFlingSpeed": "最大抛滑速度", "scroll.velocityWindow": "速度窗口",
            "scroll.minFlingSpeed": "最小抛滑速度", "scroll.velocityEstimator": "速度估计",
            "scroll.velocityStopGap": "停顿判定", "scroll.springTransferCap": "回弹速度上限",
            "scroll.maxBounceOvershoot": "最大回弹", "scroll.stopPixelSpeed": "停止速度",
            "scroll.carriedMomentum": "惯性叠加",
            "spring.response": "响应（SwiftUI）", "spring.dampingFraction": "阻尼比例（SwiftUI）",
            "spring.bounciness": "弹性（Origami）", "spring.speed": "速度（Origami）",
            "fling.stopTime": "抛滑停止时间", "fling.stopDistance": "抛滑距离",
            "header.height": "高度", "header.triggerRatio": "触发比例", "header.openDuration": "展开时长",
            "header.closeDuration": "收起时长", "header.arrowFlipDuration": "箭头翻转", "header.minResultTime": "结果停留",
            "header.gifFrameDuration": "动图帧时长", "header.alphaFollowsPull": "透明度跟随下拉", "header.position": "位置", "header.twoLevel": "二楼", "header.control": "控件", "header.androidSize": "Android 圆圈", "header.androidTrigger": "Android 触发", "header.androidEnd": "Android 终点", "header.androidSlingshot": "Android 弹弓", "header.cupertinoTrigger": "Cupertino 触发", "header.cupertinoExtent": "Cupertino 高度", "header.materialDisplacement": "Material 停靠",
            "footer.height": "高度", "footer.triggerPercent": "触发比例", "footer.style": "样式",
            "footer.oncePerDrag": "每次拖动一次",
            "input.touchSlop": "触摸容差", "input.resampling": "重采样", "input.touchpadIdleGap": "触控板停顿", "input.touchpadPointsPerUnit": "触控板速度",
            "input.notchDistance": "滚轮格距", "art.size": "动画大小", "art.text": "动画与文字", "art.gap": "动画间距", "art.maxFrames": "动画帧数上限", "input.touchpadScale": "触控板比例", "input.pixelsPerNotch": "每格像素",
            "feed.latencyMin": "最小延迟", "feed.latencyMax": "最大延迟", "feed.failRate": "失败率", "feed.pageSize": "每页条数",
        ],
        choiceNames: ["ios": "iOS", "flutter": "Flutter", "android": "Android", "gtk": "GTK", "off": "关", "on": "开", "leastsquares": "最小二乘", "weightedpairs": "加权点对", "auto": "自动", "back": "上拉", "beside": "并排", "instead": "替换", "translate": "随内容", "behind": "在后", "front": "在前", "mj": "MJ", "cupertino": "iOS", "material": "Material", "default": "默认", "large": "大"],
        units: ["pt": "点", "pt/s": "点/秒", "/ms": "/毫秒", "s": "秒", "px": "像素", "px/s": "像素/秒", "pt/px": "点/像素", "dp": "独立像素"],
        countUnits: ["frames": PluralForms(other: "{n} 帧"), "items": PluralForms(other: "{n} 条")],
        explanations: ["spring.response": "每次回弹的秒数，越小越利落", "spring.dampingFraction": "1 = 不回弹，小于 1 会回弹", "spring.bounciness": "0 = 不回弹，越大越弹，负值更稳", "spring.speed": "越大停得越快", "fling.stopTime": "1000 点/秒的抛滑滑行多久", "fling.stopDistance": "1000 点/秒的抛滑滑行多远"],
        rangeLine: "{1} 至 {2}，默认 {3}",
        plotLabels: ("偏移、速度，最近 3 秒", "橡皮筋", "弹簧、抛滑，1.5 秒"),
        scrollPathLabel: "触控板和滚轮",
        messages: .zhHans,
        paused: "已暂停", slowMotion: "慢动作")

    static let zhHant = InterfaceStrings(
        helpTitle: "按鍵",
        helpEntries: [
            ("拖曳、觸控板", "捲動，下拉重新整理"),
            ("滾輪", "每格約三列"),
            ("Up / Down", "一列"),
            ("PgUp / PgDn", "一頁"),
            ("Space, Shift+Space", "向下 / 向上翻頁"),
            ("Home / End", "頂部 / 底部，載入更多"),
            ("F5, Ctrl+R", "重新整理"),
            ("H", "標頭樣式"),
            ("O", "二樓"),
            ("F", "頁尾樣式"),
            ("L", "語言"),
            ("D", "淺色 / 深色"),
            ("點擊頁尾", "載入更多，重試"),
            ("Tab, F2", "調校面板"),
            ("  Up/Down, Left/Right", "選擇，步進（Shift：精細）"),
            ("  Delete", "重設（Shift：全部）"),
            ("F3", "HUD"),
            ("M / P / .", "慢動作 / 暫停 / 單格"),
            ("Ctrl+S", "儲存調校檔"),
            ("R / B", "重播 / 參數 A 或 B"),
            ("Shift+M, ← →", "速度 / 暫停時拖動時間軸"),
            ("Shift+R", "把輸入錄成腳本"),
            ("F1, ?", "本說明"),
            ("Esc, Q, Ctrl+Q", "關閉說明、面板或二樓，否則結束（調校未儲存時先詢問）"),
        ],
        panelTitle: "調校",
        groups: [.scroll: "捲動物理", .designer: "設計師參數", .header: "標頭", .footer: "頁尾", .input: "輸入", .feed: "資料來源", .art: "動畫"],
        buttons: [.ios: "iOS", .flutter: "Flutter", .gtk: "GTK", .android: "Android", .save: "儲存", .resetAll: "全部重設", .export: "複製",
                  .slot: TuningPanel.Button.slot.title],
        tunableTitles: [
            "scroll.model": "平台模型", "scroll.rubberBandCoefficient": "橡皮筋係數", "scroll.decelerationRate": "減速率",
            "scroll.springStiffness": "彈簧剛度", "scroll.springDampingRatio": "彈簧阻尼",
            "scroll.maxFlingSpeed": "最大拋滑速度", "scroll.velocityWindow": "速度視窗",
            "scroll.minFlingSpeed": "最小拋滑速度", "scroll.velocityEstimator": "速度估計",
            "scroll.velocityStopGap": "停頓判定", "scroll.springTransferCap": "回彈速度上限",
            "scroll.maxBounceOvershoot": "最大回彈", "scroll.stopPixelSpeed": "停止速度",
            "scroll.carriedMomentum": "慣性疊加",
            "spring.response": "響應（SwiftUI）", "spring.dampingFraction": "阻尼比例（SwiftUI）",
            "spring.bounciness": "彈性（Origami）", "spring.speed": "速度（Origami）",
            "fling.stopTime": "拋滑停止時間", "fling.stopDistance": "拋滑距離",
            "header.height": "高度", "header.triggerRatio": "觸發比例", "header.openDuration": "展開時長",
            "header.closeDuration": "收合時長", "header.arrowFlipDuration": "箭頭翻轉", "header.minResultTime": "結果停留",
            "header.gifFrameDuration": "動圖影格時長", "header.alphaFollowsPull": "透明度隨下拉", "header.position": "位置", "header.twoLevel": "二樓", "header.control": "控制項", "header.androidSize": "Android 圓圈", "header.androidTrigger": "Android 觸發", "header.androidEnd": "Android 終點", "header.androidSlingshot": "Android 彈弓", "header.cupertinoTrigger": "Cupertino 觸發", "header.cupertinoExtent": "Cupertino 高度", "header.materialDisplacement": "Material 停靠",
            "footer.height": "高度", "footer.triggerPercent": "觸發比例", "footer.style": "樣式",
            "footer.oncePerDrag": "每次拖曳一次",
            "input.touchSlop": "觸控容差", "input.resampling": "重新取樣", "input.touchpadIdleGap": "觸控板停頓", "input.touchpadPointsPerUnit": "觸控板速度",
            "input.notchDistance": "滾輪格距", "art.size": "動畫大小", "art.text": "動畫與文字", "art.gap": "動畫間距", "art.maxFrames": "動畫影格上限", "input.touchpadScale": "觸控板比例", "input.pixelsPerNotch": "每格像素",
            "feed.latencyMin": "最小延遲", "feed.latencyMax": "最大延遲", "feed.failRate": "失敗率", "feed.pageSize": "每頁筆數",
        ],
        choiceNames: ["ios": "iOS", "flutter": "Flutter", "android": "Android", "gtk": "GTK", "off": "關", "on": "開", "leastsquares": "最小平方", "weightedpairs": "加權點對", "auto": "自動", "back": "上拉", "beside": "並排", "instead": "取代", "translate": "隨內容", "behind": "在後", "front": "在前", "mj": "MJ", "cupertino": "iOS", "material": "Material", "default": "預設", "large": "大"],
        units: ["pt": "點", "pt/s": "點/秒", "/ms": "/毫秒", "s": "秒", "px": "像素", "px/s": "像素/秒", "pt/px": "點/像素", "dp": "獨立像素"],
        countUnits: ["frames": PluralForms(other: "{n} 格"), "items": PluralForms(other: "{n} 筆")],
        explanations: ["spring.response": "每次回彈的秒數，越小越俐落", "spring.dampingFraction": "1 = 不回彈，小於 1 會回彈", "spring.bounciness": "0 = 不回彈，越大越彈，負值更穩", "spring.speed": "越大停得越快", "fling.stopTime": "1000 點/秒的拋滑滑行多久", "fling.stopDistance": "1000 點/秒的拋滑滑行多遠"],
        rangeLine: "{1} 至 {2}，預設 {3}",
        plotLabels: ("位移、速度，最近 3 秒", "橡皮筋", "彈簧、拋滑，1.5 秒"),
        scrollPathLabel: "觸控板和滾輪",
        messages: .zhHant,
        paused: "已暫停", slowMotion: "慢動作")

    static let ko = InterfaceStrings(
        helpTitle: "키",
        helpEntries: [
            ("드래그, 터치패드", "스크롤, 당겨서 새로고침"),
            ("휠", "한 칸에 약 세 줄"),
            ("Up / Down", "한 줄"),
            ("PgUp / PgDn", "한 페이지"),
            ("Space, Shift+Space", "아래 / 위로 한 페이지"),
            ("Home / End", "맨 위 / 맨 아래, 더 불러오기"),
            ("F5, Ctrl+R", "새로고침"),
            ("H", "헤더 스타일"),
            ("O", "2층"),
            ("F", "푸터 스타일"),
            ("L", "언어"),
            ("D", "라이트 / 다크"),
            ("푸터 클릭", "더 불러오기, 다시 시도"),
            ("Tab, F2", "튜닝 패널"),
            ("  Up/Down, Left/Right", "선택, 조정 (Shift: 미세)"),
            ("  Delete", "초기화 (Shift: 전체)"),
            ("F3", "HUD"),
            ("M / P / .", "슬로 모션 / 일시정지 / 한 프레임"),
            ("Ctrl+S", "튜닝 파일 저장"),
            ("R / B", "다시 재생 / 튜닝 A, B"),
            ("Shift+M, ← →", "속도 / 일시정지 중 탐색"),
            ("Shift+R", "입력을 스크립트로 녹화"),
            ("F1, ?", "이 도움말"),
            ("Esc, Q, Ctrl+Q", "도움말, 패널, 2층을 닫고, 없으면 종료 (저장하지 않은 튜닝은 먼저 묻기)"),
        ],
        panelTitle: "튜닝",
        groups: [.scroll: "스크롤 물리", .designer: "디자이너 용어", .header: "헤더", .footer: "푸터", .input: "입력", .feed: "피드", .art: "애니메이션"],
        buttons: [.ios: "iOS", .flutter: "Flutter", .gtk: "GTK", .android: "Android", .save: "저장", .resetAll: "전체 초기화", .export: "복사",
                  .slot: TuningPanel.Button.slot.title],
        tunableTitles: [
            "scroll.model": "플랫폼 모델", "scroll.rubberBandCoefficient": "러버 밴드", "scroll.decelerationRate": "감속률",
            "scroll.springStiffness": "스프링 강성", "scroll.springDampingRatio": "스프링 감쇠",
            "scroll.maxFlingSpeed": "최대 플링 속도", "scroll.velocityWindow": "속도 구간",
            "scroll.minFlingSpeed": "최소 플링 속도", "scroll.velocityEstimator": "속도 추정",
            "scroll.velocityStopGap": "멈춤 판정", "scroll.springTransferCap": "바운스 속도 상한",
            "scroll.maxBounceOvershoot": "최대 바운스", "scroll.stopPixelSpeed": "정지 속도",
            "scroll.carriedMomentum": "관성 누적",
            "spring.response": "응답 (SwiftUI)", "spring.dampingFraction": "감쇠 비율 (SwiftUI)",
            "spring.bounciness": "탄성 (Origami)", "spring.speed": "속도 (Origami)",
            "fling.stopTime": "플링 정지 시간", "fling.stopDistance": "플링 거리",
            "header.height": "높이", "header.triggerRatio": "트리거 비율", "header.openDuration": "열림 시간",
            "header.closeDuration": "닫힘 시간", "header.arrowFlipDuration": "화살표 회전", "header.minResultTime": "결과 표시",
            "header.gifFrameDuration": "GIF 프레임 시간", "header.alphaFollowsPull": "당김에 따른 투명도", "header.position": "위치", "header.twoLevel": "2층", "header.control": "컨트롤", "header.androidSize": "Android 원", "header.androidTrigger": "Android 트리거", "header.androidEnd": "Android 끝", "header.androidSlingshot": "Android 슬링샷", "header.cupertinoTrigger": "Cupertino 트리거", "header.cupertinoExtent": "Cupertino 높이", "header.materialDisplacement": "Material 위치",
            "footer.height": "높이", "footer.triggerPercent": "트리거 비율", "footer.style": "스타일",
            "footer.oncePerDrag": "드래그당 한 번",
            "input.touchSlop": "터치 허용 범위", "input.resampling": "리샘플링", "input.touchpadIdleGap": "터치패드 멈춤", "input.touchpadPointsPerUnit": "터치패드 속도",
            "input.notchDistance": "휠 한 칸 거리", "art.size": "애니메이션 크기", "art.text": "애니메이션과 글자", "art.gap": "애니메이션 간격", "art.maxFrames": "애니메이션 프레임 상한", "input.touchpadScale": "터치패드 배율", "input.pixelsPerNotch": "한 칸당 픽셀",
            "feed.latencyMin": "최소 지연", "feed.latencyMax": "최대 지연", "feed.failRate": "실패율", "feed.pageSize": "페이지 크기",
        ],
        choiceNames: ["ios": "iOS", "flutter": "Flutter", "android": "Android", "gtk": "GTK", "off": "끔", "on": "켬", "leastsquares": "최소제곱", "weightedpairs": "가중 쌍", "auto": "자동", "back": "당기기", "beside": "옆에", "instead": "대신", "translate": "함께", "behind": "뒤에", "front": "앞에", "mj": "MJ", "cupertino": "iOS", "material": "Material", "default": "기본", "large": "크게"],
        units: ["pt": "pt", "pt/s": "pt/초", "/ms": "/ms", "s": "초", "px": "px", "px/s": "px/초", "pt/px": "pt/px", "dp": "dp"],
        countUnits: ["frames": PluralForms(other: "{n}프레임"), "items": PluralForms(other: "{n}개")],
        explanations: ["spring.response": "한 번 튕기는 데 걸리는 초, 작을수록 경쾌", "spring.dampingFraction": "1 = 튕김 없음, 1보다 작으면 튕김", "spring.bounciness": "0 = 튕김 없음, 클수록 튕기고 음수는 차분", "spring.speed": "클수록 빨리 멈춤", "fling.stopTime": "1000 pt/초 플링이 미끄러지는 시간", "fling.stopDistance": "1000 pt/초 플링이 미끄러지는 거리"],
        rangeLine: "{1}~{2}, 기본값 {3}",
        plotLabels: ("오프셋, 속도, 최근 3초", "러버 밴드", "스프링, 플링, 1.5초"),
        scrollPathLabel: "터치패드와 휠",
        messages: .ko,
        paused: "일시정지", slowMotion: "슬로 모션")

    static let ru = InterfaceStrings(
        helpTitle: "Клавиши",
        helpEntries: [
            ("Перетаскивание, тачпад", "прокрутка, потянуть для обновления"),
            ("Колесо", "около трёх строк за щелчок"),
            ("Up / Down", "одна строка"),
            ("PgUp / PgDn", "одна страница"),
            ("Space, Shift+Space", "страница вниз / вверх"),
            ("Home / End", "в начало / в конец, загрузить ещё"),
            ("F5, Ctrl+R", "обновить"),
            ("H", "стиль заголовка"),
            ("O", "второй этаж"),
            ("F", "стиль подвала"),
            ("L", "язык"),
            ("D", "светлая / тёмная тема"),
            ("Щелчок по подвалу", "загрузить ещё, повторить"),
            ("Tab, F2", "панель настройки"),
            ("  Up/Down, Left/Right", "выбор, шаг (Shift: мельче)"),
            ("  Delete", "сброс (Shift: всё)"),
            ("F3", "HUD"),
            ("M / P / .", "замедление / пауза / кадр"),
            ("Ctrl+S", "сохранить файл настроек"),
            ("R / B", "повтор / набор A, B"),
            ("Shift+M, ← →", "скорость / перемотка в паузе"),
            ("Shift+R", "записать скрипт"),
            ("F1, ?", "эта справка"),
            ("Esc, Q, Ctrl+Q", "закрыть справку, панель или второй этаж, иначе выход (несохранённая настройка: сначала вопрос)"),
        ],
        panelTitle: "Настройка",
        groups: [.scroll: "Физика прокрутки", .designer: "Термины дизайнера", .header: "Заголовок", .footer: "Подвал", .input: "Ввод", .feed: "Лента", .art: "Анимация"],
        buttons: [.ios: "iOS", .flutter: "Flutter", .gtk: "GTK", .android: "Android", .save: "Сохранить", .resetAll: "Сбросить всё", .export: "Копировать",
                  .slot: TuningPanel.Button.slot.title],
        tunableTitles: [
            "scroll.model": "Модель платформы", "scroll.rubberBandCoefficient": "Резинка", "scroll.decelerationRate": "Замедление",
            "scroll.springStiffness": "Жёсткость пружины", "scroll.springDampingRatio": "Демпфирование",
            "scroll.maxFlingSpeed": "Макс. скорость броска", "scroll.velocityWindow": "Окно скорости",
            "scroll.minFlingSpeed": "Мин. скорость броска", "scroll.velocityEstimator": "Оценка скорости",
            "scroll.velocityStopGap": "Порог остановки", "scroll.springTransferCap": "Предел скорости отскока",
            "scroll.maxBounceOvershoot": "Макс. отскок", "scroll.stopPixelSpeed": "Скорость остановки",
            "scroll.carriedMomentum": "Накопление инерции",
            "spring.response": "Отклик (SwiftUI)", "spring.dampingFraction": "Доля затухания (SwiftUI)",
            "spring.bounciness": "Упругость (Origami)", "spring.speed": "Скорость (Origami)",
            "fling.stopTime": "Время броска", "fling.stopDistance": "Путь броска",
            "header.height": "Высота", "header.triggerRatio": "Порог срабатывания", "header.openDuration": "Открытие",
            "header.closeDuration": "Закрытие", "header.arrowFlipDuration": "Поворот стрелки", "header.minResultTime": "Показ результата",
            "header.gifFrameDuration": "Кадр GIF", "header.alphaFollowsPull": "Прозрачность по тяге", "header.position": "Положение", "header.twoLevel": "Второй этаж", "header.control": "Элемент", "header.androidSize": "Круг Android", "header.androidTrigger": "Порог Android", "header.androidEnd": "Конец Android", "header.androidSlingshot": "Рогатка Android", "header.cupertinoTrigger": "Порог Cupertino", "header.cupertinoExtent": "Высота Cupertino", "header.materialDisplacement": "Место Material",
            "footer.height": "Высота", "footer.triggerPercent": "Порог срабатывания", "footer.style": "Стиль",
            "footer.oncePerDrag": "Раз за жест",
            "input.touchSlop": "Допуск касания", "input.resampling": "Пересэмплинг", "input.touchpadIdleGap": "Пауза тачпада", "input.touchpadPointsPerUnit": "Скорость тачпада",
            "input.notchDistance": "Шаг колеса", "art.size": "Размер анимации", "art.text": "Анимация и текст", "art.gap": "Отступ анимации", "art.maxFrames": "Предел кадров", "input.touchpadScale": "Масштаб тачпада", "input.pixelsPerNotch": "Пикселей на щелчок",
            "feed.latencyMin": "Мин. задержка", "feed.latencyMax": "Макс. задержка", "feed.failRate": "Доля ошибок",
            "feed.pageSize": "Размер страницы",
        ],
        choiceNames: ["ios": "iOS", "flutter": "Flutter", "android": "Android", "gtk": "GTK", "off": "выкл", "on": "вкл", "leastsquares": "МНК", "weightedpairs": "пары с весами", "auto": "авто", "back": "потянуть", "beside": "рядом", "instead": "вместо", "translate": "с лентой", "behind": "сзади", "front": "поверх", "mj": "MJ", "cupertino": "iOS", "material": "Material", "default": "обычный", "large": "большой"],
        units: ["pt": "пт", "pt/s": "пт/с", "/ms": "/мс", "s": "с", "px": "пкс", "px/s": "пкс/с", "pt/px": "пт/пкс", "dp": "дп"],
        countUnits: ["frames": PluralForms(one: "{n} кадр", few: "{n} кадра", many: "{n} кадров", other: "{n} кадра"), "items": PluralForms(one: "{n} запись", few: "{n} записи", many: "{n} записей", other: "{n} записи")],
        explanations: ["spring.response": "секунд на колебание; меньше — резче", "spring.dampingFraction": "1 — без отскока; меньше — пружинит", "spring.bounciness": "≤ 0: без отскока; больше: пружинит", "spring.speed": "больше — быстрее успокаивается", "fling.stopTime": "сколько скользит бросок 1000 пт/с", "fling.stopDistance": "как далеко скользит бросок 1000 пт/с"],
        rangeLine: "от {1} до {2}, по умолчанию {3}",
        plotLabels: ("смещение, скорость, 3 с", "резинка", "пружина, бросок"),
        scrollPathLabel: "Тачпад и колесо",
        messages: .ru,
        paused: "Пауза", slowMotion: "Замедление")

    static let uk = InterfaceStrings(
        helpTitle: "Клавіші",
        helpEntries: [
            ("Перетягування, тачпад", "прокрутка, потягнути для оновлення"),
            ("Коліщатко", "≈ три рядки за клацання"),
            ("Up / Down", "один рядок"),
            ("PgUp / PgDn", "одна сторінка"),
            ("Space, Shift+Space", "сторінка вниз / вгору"),
            ("Home / End", "на початок / в кінець, завантажити ще"),
            ("F5, Ctrl+R", "оновити"),
            ("H", "стиль заголовка"),
            ("O", "другий поверх"),
            ("F", "стиль підвалу"),
            ("L", "мова"),
            ("D", "світла / темна тема"),
            ("Клацання по підвалу", "завантажити ще, повторити"),
            ("Tab, F2", "панель налаштування"),
            ("  Up/Down, Left/Right", "вибір, крок (Shift: дрібніше)"),
            ("  Delete", "скинути (Shift: усе)"),
            ("F3", "HUD"),
            ("M / P / .", "повільно / пауза / кадр"),
            ("Ctrl+S", "зберегти налаштування"),
            ("R / B", "повтор / набір A, B"),
            ("Shift+M, ← →", "швидкість / перемотка"),
            ("Shift+R", "записати скрипт"),
            ("F1, ?", "ця довідка"),
            ("Esc, Q, Ctrl+Q", "закрити довідку, панель або другий поверх, інакше вихід (незбережене налаштування: спершу питання)"),
        ],
        panelTitle: "Налаштування",
        groups: [.scroll: "Фізика прокрутки", .designer: "Терміни дизайнера", .header: "Заголовок", .footer: "Підвал", .input: "Введення", .feed: "Стрічка", .art: "Анімація"],
        buttons: [.ios: "iOS", .flutter: "Flutter", .gtk: "GTK", .android: "Android", .save: "Зберегти", .resetAll: "Скинути все", .export: "Копіювати",
                  .slot: TuningPanel.Button.slot.title],
        tunableTitles: [
            "scroll.model": "Модель платформи", "scroll.rubberBandCoefficient": "Гумка", "scroll.decelerationRate": "Сповільнення",
            "scroll.springStiffness": "Жорсткість пружини", "scroll.springDampingRatio": "Демпфування",
            "scroll.maxFlingSpeed": "Макс. швидкість кидка", "scroll.velocityWindow": "Вікно швидкості",
            "scroll.minFlingSpeed": "Мін. швидкість кидка", "scroll.velocityEstimator": "Оцінка швидкості",
            "scroll.velocityStopGap": "Поріг зупинки", "scroll.springTransferCap": "Межа швидкості відскоку",
            "scroll.maxBounceOvershoot": "Макс. відскок", "scroll.stopPixelSpeed": "Швидкість зупинки",
            "scroll.carriedMomentum": "Накопичення інерції",
            "spring.response": "Відгук (SwiftUI)", "spring.dampingFraction": "Частка згасання (SwiftUI)",
            "spring.bounciness": "Пружність (Origami)", "spring.speed": "Швидкість (Origami)",
            "fling.stopTime": "Час кидка", "fling.stopDistance": "Шлях кидка",
            "header.height": "Висота", "header.triggerRatio": "Поріг спрацювання", "header.openDuration": "Відкриття",
            "header.closeDuration": "Закриття", "header.arrowFlipDuration": "Поворот стрілки", "header.minResultTime": "Показ результату",
            "header.gifFrameDuration": "Кадр GIF", "header.alphaFollowsPull": "Прозорість за тягою", "header.position": "Положення", "header.twoLevel": "Другий поверх", "header.control": "Елемент", "header.androidSize": "Коло Android", "header.androidTrigger": "Поріг Android", "header.androidEnd": "Кінець Android", "header.androidSlingshot": "Рогатка Android", "header.cupertinoTrigger": "Поріг Cupertino", "header.cupertinoExtent": "Висота Cupertino", "header.materialDisplacement": "Місце Material",
            "footer.height": "Висота", "footer.triggerPercent": "Поріг спрацювання", "footer.style": "Стиль",
            "footer.oncePerDrag": "Раз за жест",
            "input.touchSlop": "Допуск дотику", "input.resampling": "Ресемплінг", "input.touchpadIdleGap": "Пауза тачпада", "input.touchpadPointsPerUnit": "Швидкість тачпада",
            "input.notchDistance": "Крок коліщатка", "art.size": "Розмір анімації", "art.text": "Анімація і текст", "art.gap": "Відступ анімації", "art.maxFrames": "Межа кадрів", "input.touchpadScale": "Масштаб тачпада", "input.pixelsPerNotch": "Пікселів на клацання",
            "feed.latencyMin": "Мін. затримка", "feed.latencyMax": "Макс. затримка", "feed.failRate": "Частка помилок",
            "feed.pageSize": "Розмір сторінки",
        ],
        choiceNames: ["ios": "iOS", "flutter": "Flutter", "android": "Android", "gtk": "GTK", "off": "вимк", "on": "увімк", "leastsquares": "МНК", "weightedpairs": "пари з вагами", "auto": "авто", "back": "потягнути", "beside": "поруч", "instead": "замість", "translate": "зі стрічкою", "behind": "позаду", "front": "поверх", "mj": "MJ", "cupertino": "iOS", "material": "Material", "default": "звичайний", "large": "великий"],
        units: ["pt": "пт", "pt/s": "пт/с", "/ms": "/мс", "s": "с", "px": "пкс", "px/s": "пкс/с", "pt/px": "пт/пкс", "dp": "дп"],
        countUnits: ["frames": PluralForms(one: "{n} кадр", few: "{n} кадри", many: "{n} кадрів", other: "{n} кадру"), "items": PluralForms(one: "{n} запис", few: "{n} записи", many: "{n} записів", other: "{n} запису")],
        explanations: ["spring.response": "секунд на коливання; менше — різкіше", "spring.dampingFraction": "1 — без відскоку; менше — пружинить", "spring.bounciness": "≤ 0: без відскоку; більше: пружинить", "spring.speed": "більше — швидше заспокоюється", "fling.stopTime": "скільки ковзає кидок 1000 пт/с", "fling.stopDistance": "як далеко ковзає кидок 1000 пт/с"],
        rangeLine: "від {1} до {2}, за замовчуванням {3}",
        plotLabels: ("зсув, швидкість, 3 с", "гумка", "пружина, кидок"),
        scrollPathLabel: "Тачпад і коліщатко",
        messages: .uk,
        paused: "Пауза", slowMotion: "Сповільнення")
}
