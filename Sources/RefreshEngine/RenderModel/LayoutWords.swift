/// The words the list layouts show (`list.layout`), in each language: the empty list's state,
/// the sections' day titles and the chat's "N new" pill.
///
/// Day titles: the start's local day is "Today", the day before "Yesterday", older days their
/// weekday and date as each language writes a short date (CLDR's MMMEd pattern: "Mon 5 Dec",
/// "пн, 5 дек.", "12月5日周一", "12월 5일 (월)").
extension Language {
    /// The empty list's title and the line under it.
    public var emptyTitle: String {
        switch self {
        case .en: return "Nothing here yet"
        case .zhHans: return "这里还没有内容"
        case .zhHant: return "這裡還沒有內容"
        case .ko: return "아직 아무것도 없어요"
        case .ru: return "Здесь пока пусто"
        case .uk: return "Тут поки порожньо"
        }
    }

    public var emptyHint: String {
        switch self {
        case .en: return "Pull down to load the newest posts"
        case .zhHans: return "下拉加载最新内容"
        case .zhHant: return "下拉載入最新內容"
        case .ko: return "아래로 당겨 최신 글을 불러오세요"
        case .ru: return "Потяните вниз, чтобы загрузить новые записи"
        case .uk: return "Потягніть вниз, щоб завантажити нові записи"
        }
    }

    /// The chat's pill: messages that came below while the list was read further up.
    public var newMessagesForms: PluralForms {
        switch self {
        case .en: return PluralForms(one: "{n} new message", other: "{n} new messages")
        case .zhHans: return PluralForms(other: "{n} 条新消息")
        case .zhHant: return PluralForms(other: "{n} 則新訊息")
        case .ko: return PluralForms(other: "새 메시지 {n}개")
        case .ru: return PluralForms(one: "{n} новое сообщение", few: "{n} новых сообщения", many: "{n} новых сообщений", other: "{n} новых сообщений")
        case .uk: return PluralForms(one: "{n} нове повідомлення", few: "{n} нові повідомлення", many: "{n} нових повідомлень", other: "{n} нових повідомлень")
        }
    }

    /// The chat's banner after its header loaded older messages.
    public var olderMessagesForms: PluralForms {
        switch self {
        case .en: return PluralForms(one: "{n} earlier message", other: "{n} earlier messages")
        case .zhHans: return PluralForms(other: "{n} 条更早的消息")
        case .zhHant: return PluralForms(other: "{n} 則更早的訊息")
        case .ko: return PluralForms(other: "이전 메시지 {n}개")
        case .ru: return PluralForms(one: "{n} более раннее сообщение", few: "{n} более ранних сообщения", many: "{n} более ранних сообщений", other: "{n} более ранних сообщений")
        case .uk: return PluralForms(one: "{n} раніше повідомлення", few: "{n} раніші повідомлення", many: "{n} раніших повідомлень", other: "{n} раніших повідомлень")
        }
    }

    /// The chat's banner when no older message is left.
    public var noOlderMessages: String {
        switch self {
        case .en: return "The start of the conversation"
        case .zhHans: return "已到对话开头"
        case .zhHant: return "已到對話開頭"
        case .ko: return "대화의 처음입니다"
        case .ru: return "Начало переписки"
        case .uk: return "Початок листування"
        }
    }

    /// The tabs' titles (`tabs`), left to right: the newest posts, the people followed, the most read.
    public var tabTitles: [String] {
        switch self {
        case .en: return ["Latest", "Following", "Popular"]
        case .zhHans: return ["最新", "关注", "热门"]
        case .zhHant: return ["最新", "追蹤", "熱門"]
        case .ko: return ["최신", "팔로잉", "인기"]
        case .ru: return ["Новое", "Подписки", "Популярное"]
        case .uk: return ["Нове", "Підписки", "Популярне"]
        }
    }

    /// The title of a section: local day `day` seen from local day `today` (days since 1970-01-01).
    public func dayTitle(_ day: Int, today: Int) -> String {
        if day == today { return strings.today }
        if day == today - 1 { return yesterday }
        let (_, month, date) = CivilDate.from(days: day)
        let weekday = CivilDate.weekday(days: day)
        switch self {
        case .en:
            return "\(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][weekday]) \(date) \(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month - 1])"
        case .zhHans: return "\(month)月\(date)日\(["周日", "周一", "周二", "周三", "周四", "周五", "周六"][weekday])"
        case .zhHant: return "\(month)月\(date)日 \(["週日", "週一", "週二", "週三", "週四", "週五", "週六"][weekday])"
        case .ko: return "\(month)월 \(date)일 (\(["일", "월", "화", "수", "목", "금", "토"][weekday]))"
        case .ru:
            return "\(["вс", "пн", "вт", "ср", "чт", "пт", "сб"][weekday]), \(date) \(["янв.", "февр.", "мар.", "апр.", "мая", "июн.", "июл.", "авг.", "сент.", "окт.", "нояб.", "дек."][month - 1])"
        case .uk:
            return "\(["нд", "пн", "вт", "ср", "чт", "пт", "сб"][weekday]), \(date) \(["січ.", "лют.", "бер.", "квіт.", "трав.", "черв.", "лип.", "серп.", "вер.", "жовт.", "лист.", "груд."][month - 1])"
        }
    }

    var yesterday: String {
        switch self {
        case .en: return "Yesterday"
        case .zhHans: return "昨天"
        case .zhHant: return "昨天"
        case .ko: return "어제"
        case .ru: return "Вчера"
        case .uk: return "Вчора"
        }
    }
}
