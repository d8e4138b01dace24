/// Deterministic post content: the same (seed, id) always gives the same post.
///
/// Posts are spaced about `spacing` seconds apart going back from `epoch`
/// (id `newestId` is the newest at start); each id's time is
/// epoch - (newestId - id) spacing - jitter, jitter < spacing, so time falls as ids fall.
/// Posts newer than the start come `arrivalSpacing` apart (the feed publishes one every few
/// seconds), whatever the spacing of the older ones.
public struct FeedContent: Sendable {
    static let avatarColorCount = 8
    public var seed: UInt64
    public var epoch: Double
    var newestId: Int
    var spacing: Double = 420
    static let arrivalSpacing = 8.0
    /// Local time's offset from UTC, seconds: where a day starts (`day(id:)`).
    var utcOffset = 0.0

    public init(seed: UInt64, epoch: Double, newestId: Int) {
        self.seed = seed
        self.epoch = epoch
        self.newestId = newestId
    }

    /// The post's time alone (`item(id:).timestamp`), without its text: the same draws, no strings.
    func timestamp(id: Int) -> Double {
        var rng = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D ^ UInt64(bitPattern: Int64(id)))
        _ = rng.below(Self.authors.count)
        let pool = Self.sentences[rng.below(Self.sentences.count)]
        let count = 1 + rng.below(4)
        for _ in 0..<count { _ = rng.below(pool.count) }
        return epoch - age(id: id, jitter: rng.unit())
    }

    /// Seconds before the epoch post `id` was written, given its jitter draw in [0, 1).
    private func age(id: Int, jitter: Double) -> Double {
        let step = id > newestId ? min(spacing, Self.arrivalSpacing) : spacing
        return Double(newestId - id) * step + jitter * step * 0.9
    }

    /// The local day post `id` was written on, counted from the Unix epoch.
    func day(id: Int) -> Int { Self.day(of: timestamp(id: id), utcOffset: utcOffset) }

    /// The local day of Unix time `t`, counted from the Unix epoch.
    static func day(of t: Double, utcOffset: Double) -> Int {
        let local = t + (utcOffset.isFinite ? utcOffset : 0)
        return local.isFinite ? Int((local / 86_400).rounded(.down)) : 0
    }

    func item(id: Int) -> FeedItem {
        var rng = SplitMix64(seed: seed &* 0x2545_F491_4F6C_DD1D ^ UInt64(bitPattern: Int64(id)))
        let author = Self.authors[rng.below(Self.authors.count)]
        let pool = Self.sentences[rng.below(Self.sentences.count)]
        let count = 1 + rng.below(4)
        var text = ""
        var used = Set<Int>()
        for _ in 0..<count {
            var k = rng.below(pool.count)
            if used.contains(k) { k = (k + 1) % pool.count }
            used.insert(k)
            // Sentences are spaced as each language writes them: Chinese runs them together
            // after its full stop; Latin, Cyrillic and Korean put a space after the period.
            if !text.isEmpty, !(pool[k].unicodeScalars.first.map(WordWrapper.isWide) ?? false) { text += " " }
            text += pool[k]
        }
        let age = age(id: id, jitter: rng.unit())
        return FeedItem(id: id, author: author, text: text, timestamp: epoch - age,
                        avatarColor: rng.below(Self.avatarColorCount),
                        initial: String(author.first ?? "?"))
    }

    static let authors = [
        "Alice Chen", "Bruno Martins", "Chloé Dubois", "Dmitri Volkov", "Emma Schmidt",
        "Олена Коваленко", "Андрей Смирнов", "李雷", "韩梅梅", "王小明", "陳美玲", "林志豪",
        "김민준", "이서연", "박지훈", "Sofia Rossi", "Yuki Tanaka", "Zoë Müller",
    ]

    static let sentences: [[String]] = [
        [
            "Pulled the list down and the header flipped right at the threshold.",
            "The bounce at the bottom feels exactly like the phone now.",
            "Trying the new deceleration rate; flings stop a bit sooner.",
            "Coffee, then another round of tuning the spring stiffness.",
            "Does anyone else test scroll physics at 30, 60 and 144 Hz?",
            "Load more kept firing twice until we guarded the in-flight request.",
            "Rubber band coefficient 0.55 is still the sweet spot.",
            "Shipping the refresh control today, fingers crossed.",
        ],
        [
            "Потянул список вниз — заголовок перевернулся точно на пороге.",
            "Отскок внизу теперь как на телефоне.",
            "Пробую новую скорость замедления, прокрутка останавливается раньше.",
            "Сегодня выпускаем новый контрол обновления.",
            "Оновлення стрічки нарешті працює без стрибків.",
            "Пружина повертає список плавно, без ривків.",
        ],
        [
            "下拉刷新的箭头在到达临界点时翻转了。",
            "列表滚动到底部会自动加载更多内容。",
            "今天把弹簧的刚度调到了一百，回弹很自然。",
            "松开即可刷新，刷新完成后头部平滑收起。",
            "没有更多数据时，底部会显示提示文字。",
            "惯性滚动的减速率和手机上完全一致。",
        ],
        [
            "下拉重新整理的箭頭在臨界點翻轉了。",
            "滾動到底部會自動載入更多內容。",
            "鬆開即可重新整理，完成後標頭平滑收起。",
            "最後更新時間會保存在本機的狀態檔裡。",
            "慣性滾動的減速率與手機完全一致。",
        ],
        [
            "아래로 당기면 새로고침 화살표가 뒤집혀요.",
            "목록 끝까지 스크롤하면 더 많은 항목을 불러옵니다.",
            "스프링 강성을 백으로 맞추니 튕김이 자연스러워요.",
            "놓으면 새로고침이 시작되고 끝나면 부드럽게 닫힙니다.",
            "더 이상 데이터가 없으면 하단에 안내 문구가 보입니다.",
        ],
    ]
}
