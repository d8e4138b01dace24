import RefreshEngine

/// The window's short messages in one language (`InterfaceStrings.messages`; L switches
/// them with the rest): slots, presets, copies, saves, reloads, replays and recordings.
///
/// Rule: `{1}`, `{2}` in a template stand for the values `fill` is given, in that order
/// (a path, a count, a name), so each language puts them where its grammar wants them.
/// An error's own text (a file's `FILE:LINE: ...`) stays as the command line prints it.
public struct MessageStrings: Sendable {
    /// {1}: A or B.
    public var slotSwitched: String
    public var allReset: String
    /// {1}: the preset's name.
    public var preset: String
    /// {1}: the format copied, {2}: the one the next click copies.
    public var copied: String
    /// {1}: why not.
    public var notCopied: String
    public var noGesture: String
    /// R with the A/B slots in use: {1}: the slot replaying (A or B).
    public var replaySlot: String
    /// R where the other slot has not run this gesture: {1}: the slot replaying, {2}: the other.
    public var replayNothingToCompare: String
    /// {1}: the script's path.
    public var recording: String
    /// Shift+S: the phone preview started ({1}: its URL, {2}: its port: the same Wi-Fi, the
    /// port a firewall must let in), could not start ({1}: why), stopped.
    public var sharing: String
    public var notShared: String
    public var shareStopped: String
    /// Started on a loopback address no phone reaches ({1}: its URL, {2}: its port): adb
    /// reverse, or the LAN address.
    public var sharingLoopback: String
    /// Could not listen: {1}: the address, {2}: the port taken by another program.
    public var shareInUse: String
    /// Could not listen: {1}: an address that is not this computer's.
    public var shareNotHere: String
    /// On the phone's page once the app stopped sharing or went away: what happened and what to do.
    public var pageGone: String
    /// {n}: how many inputs (one form per plural category), {1}: the script's path.
    public var recorded: PluralForms
    /// {1}: why not.
    public var notRecorded: String
    /// {1}: the tuning file's path.
    public var saved: String
    /// Save with both A/B slots in use: {1}: the slot saved (A or B), {2}: the tuning file's path.
    public var savedSlot: String
    /// {1}: why not.
    public var notSaved: String
    /// Quitting with unsaved tuning: the quit prompt's question (QuitPrompt).
    public var unsavedOnQuit: String
    /// The quit prompt's second line: {1}: the tuning file Save writes.
    public var quitSaveWhere: String
    /// The quit prompt's keys, under its question.
    public var quitKeys: String
    /// The quit prompt's buttons: Save, Discard, Cancel (QuitPrompt.Choice's order).
    public var quitButtons: [String]
    /// {1}: the tuning file's path.
    public var reloaded: String
    /// {1}: the tuning file's path.
    public var changedOnDisk: String
    /// {1}: the art's name, {2}: header or footer.
    public var artLoaded: String
    /// {1}: the art's name, {2}: header or footer.
    public var artReloaded: String
    /// A refresh asked for while the footer loads: it starts when the load ends.
    public var refreshWaiting: String
    /// L: {1}: the language's own name (`languageName`), said in that language.
    public var languageSwitched: String
    public var languageName: String
    /// H: {1}: the header style's name (`headerStyles`).
    public var headerSwitched: String
    /// F: {1}: the footer style's name (`footerStyles`).
    public var footerSwitched: String
    /// {1}: the switch message, when the header is out of view (the list scrolled down).
    public var headerAway: String
    /// {1}: the switch message, when the footer is out of view (the end not reached).
    public var footerAway: String
    /// F while the footer loads: the style stays until the load ends.
    public var footerBusy: String
    /// The header styles by `HeaderStyle` raw value, and "art" for the user's animation.
    public var headerStyles: [String: String]
    /// The footer styles by `FooterStyle` raw value.
    public var footerStyles: [String: String]

    /// The template with `{1}`, `{2}`, ... replaced by `values` in order.
    public static func fill(_ template: String, _ values: String...) -> String {
        var out = template
        for (i, v) in values.enumerated() {
            out = out.replacingOccurrences(of: "{\(i + 1)}", with: v)
        }
        return out
    }
}

extension MessageStrings {
    static let en = MessageStrings(
        slotSwitched: "Tuning {1} (B switches, R replays)",
        allReset: "All values reset",
        preset: "Preset: {1}",
        copied: "Copied the {1} code (click again: {2})",
        notCopied: "Not copied: {1}",
        noGesture: "No gesture to replay yet",
        replaySlot: "Replay with slot {1}",
        replayNothingToCompare: "Replay with slot {1}; nothing to compare yet: slot {2} has not run this gesture",
        recording: "Recording input (Shift+R stops and writes {1})",
        sharing: "Feel it on your phone: open {1} on a phone on the same Wi-Fi (a firewall must let in TCP port {2})",
        notShared: "Not shared: {1}",
        shareStopped: "Phone preview stopped",
        sharingLoopback: "Shared on {1}, this computer only: for a phone on USB run adb reverse tcp:{2} tcp:{2}; for Wi-Fi use --share alone (the LAN address)",
        shareInUse: "Not shared: port {2} on {1} is in use by another program; close it or give another port",
        shareNotHere: "Not shared: {1} is not an address of this computer; give one of its own, or --share alone",
        pageGone: "RefreshDemo has stopped sharing. Start the phone preview again on the computer (Shift+S or the Share button) and this page comes back by itself. If RefreshDemo was closed, open the new address it shows.",
        recorded: PluralForms(one: "Recorded {n} input to {1}", other: "Recorded {n} inputs to {1}"),
        notRecorded: "Not recorded: {1}",
        saved: "Saved {1}",
        savedSlot: "Saved slot {1} (the one in use) in {2}",
        notSaved: "Not saved: {1}",
        unsavedOnQuit: "Save the changed tuning before quitting?",
        quitSaveWhere: "Save writes {1}",
        quitKeys: "Enter saves · D discards · Esc cancels",
        quitButtons: ["Save", "Discard", "Cancel"],
        reloaded: "Reloaded {1}",
        changedOnDisk: "Not saved: {1} changed on disk; loaded it instead (Save again to overwrite it)",
        artLoaded: "Loaded {1} ({2})",
        artReloaded: "Reloaded {1} ({2})",
        refreshWaiting: "Refresh waits for the load below",
        languageSwitched: "Language: {1}", languageName: "English",
        headerSwitched: "Header: {1}", footerSwitched: "Footer: {1}",
        headerAway: "{1} (pull down at the top to see it)", footerAway: "{1} (seen at the end of the list)",
        footerBusy: "The footer is loading: F switches it after the load",
        headerStyles: ["normal": "arrow and text", "gif": "frames (GIF)", "spinner": "spinner", "art": "your animation", "android": "Android's circle (SwipeRefreshLayout)", "cupertino": "iOS's ticks (Cupertino)", "material": "Flutter's Material circle (RefreshIndicator)"],
        footerStyles: ["auto": "loads on reaching the end", "back": "pull up to load"])

    static let zhHans = MessageStrings(
        slotSwitched: "调节参数 {1}（B 切换，R 重放）",
        allReset: "已全部重置",
        preset: "预设：{1}",
        copied: "已复制 {1} 代码（再点一次：{2}）",
        notCopied: "未复制：{1}",
        noGesture: "还没有可重放的手势",
        replaySlot: "用 {1} 组重放",
        replayNothingToCompare: "用 {1} 组重放；暂无可比较的：{2} 组还没有运行过这个手势",
        recording: "正在录制输入（Shift+R 停止并写入 {1}）",
        sharing: "在手机上体验：在连接同一 Wi-Fi 的手机上打开 {1}（防火墙须放行 TCP 端口 {2}）",
        notShared: "未共享：{1}",
        shareStopped: "手机预览已停止",
        sharingLoopback: "已在 {1} 共享，仅限本机：USB 连接的手机请运行 adb reverse tcp:{2} tcp:{2}；Wi-Fi 请单用 --share（局域网地址）",
        shareInUse: "未共享：{1} 的端口 {2} 已被其他程序占用；请关闭该程序或换一个端口",
        shareNotHere: "未共享：{1} 不是本机的地址；请给出本机的地址，或单用 --share",
        pageGone: "RefreshDemo 已停止共享。请在电脑上再次开启手机预览（Shift+S 或“分享”按钮），本页面会自动恢复。如果 RefreshDemo 已关闭，请打开它显示的新地址。",
        recorded: PluralForms(other: "已将 {n} 个输入写入 {1}"),
        notRecorded: "未录制：{1}",
        saved: "已保存 {1}",
        savedSlot: "已将当前的 {1} 组保存到 {2}",
        notSaved: "未保存：{1}",
        unsavedOnQuit: "退出前保存更改的调校吗？",
        quitSaveWhere: "保存到 {1}",
        quitKeys: "Enter 保存 · D 不保存 · Esc 取消",
        quitButtons: ["保存", "不保存", "取消"],
        reloaded: "已重新载入 {1}",
        changedOnDisk: "未保存：{1} 已在磁盘上被修改，已改为载入它（再次保存将覆盖）",
        artLoaded: "已载入 {1}（{2}）",
        artReloaded: "已重新载入 {1}（{2}）",
        refreshWaiting: "等待加载更多完成后刷新",
        languageSwitched: "语言：{1}", languageName: "简体中文",
        headerSwitched: "头部：{1}", footerSwitched: "底部：{1}",
        headerAway: "{1}（回到顶部下拉可见）", footerAway: "{1}（在列表末尾可见）",
        footerBusy: "底部正在加载：加载完成后 F 才能切换",
        headerStyles: ["normal": "箭头和文字", "gif": "动图帧", "spinner": "旋转图标", "art": "你的动画", "android": "Android 圆圈（SwipeRefreshLayout）", "cupertino": "iOS 刻度（Cupertino）", "material": "Flutter Material 圆圈（RefreshIndicator）"],
        footerStyles: ["auto": "到底自动加载", "back": "上拉加载"])

    static let zhHant = MessageStrings(
        slotSwitched: "調節參數 {1}（B 切換，R 重播）",
        allReset: "已全部重設",
        preset: "預設：{1}",
        copied: "已複製 {1} 程式碼（再點一次：{2}）",
        notCopied: "未複製：{1}",
        noGesture: "還沒有可重播的手勢",
        replaySlot: "用 {1} 組重播",
        replayNothingToCompare: "用 {1} 組重播；尚無可比較的：{2} 組還沒有執行過這個手勢",
        recording: "正在錄製輸入（Shift+R 停止並寫入 {1}）",
        sharing: "在手機上體驗：在連接同一 Wi-Fi 的手機上打開 {1}（防火牆須放行 TCP 連接埠 {2}）",
        notShared: "未共享：{1}",
        shareStopped: "手機預覽已停止",
        sharingLoopback: "已在 {1} 分享，僅限本機：USB 連接的手機請執行 adb reverse tcp:{2} tcp:{2}；Wi-Fi 請單用 --share（區域網路位址）",
        shareInUse: "未共享：{1} 的連接埠 {2} 已被其他程式佔用；請關閉該程式或換一個連接埠",
        shareNotHere: "未共享：{1} 不是本機的位址；請給出本機的位址，或單用 --share",
        pageGone: "RefreshDemo 已停止分享。請在電腦上再次開啟手機預覽（Shift+S 或「分享」按鈕），本頁面會自動恢復。如果 RefreshDemo 已關閉，請打開它顯示的新位址。",
        recorded: PluralForms(other: "已將 {n} 個輸入寫入 {1}"),
        notRecorded: "未錄製：{1}",
        saved: "已儲存 {1}",
        savedSlot: "已將目前的 {1} 組儲存到 {2}",
        notSaved: "未儲存：{1}",
        unsavedOnQuit: "結束前儲存變更的調校嗎？",
        quitSaveWhere: "儲存到 {1}",
        quitKeys: "Enter 儲存 · D 不儲存 · Esc 取消",
        quitButtons: ["儲存", "不儲存", "取消"],
        reloaded: "已重新載入 {1}",
        changedOnDisk: "未儲存：{1} 已在磁碟上被修改，已改為載入它（再次儲存將覆寫）",
        artLoaded: "已載入 {1}（{2}）",
        artReloaded: "已重新載入 {1}（{2}）",
        refreshWaiting: "等待載入更多完成後重新整理",
        languageSwitched: "語言：{1}", languageName: "繁體中文",
        headerSwitched: "標頭：{1}", footerSwitched: "頁尾：{1}",
        headerAway: "{1}（回到頂部下拉可見）", footerAway: "{1}（在列表末端可見）",
        footerBusy: "頁尾正在載入：載入完成後 F 才能切換",
        headerStyles: ["normal": "箭頭和文字", "gif": "動圖影格", "spinner": "旋轉圖示", "art": "你的動畫", "android": "Android 圓圈（SwipeRefreshLayout）", "cupertino": "iOS 刻度（Cupertino）", "material": "Flutter Material 圓圈（RefreshIndicator）"],
        footerStyles: ["auto": "到底自動載入", "back": "上拉載入"])

    static let ko = MessageStrings(
        slotSwitched: "튜닝 {1} (B 전환, R 다시 재생)",
        allReset: "모든 값을 초기화했습니다",
        preset: "프리셋: {1}",
        copied: "{1} 코드를 복사했습니다 (다시 누르면 {2})",
        notCopied: "복사하지 못함: {1}",
        noGesture: "다시 재생할 제스처가 아직 없습니다",
        replaySlot: "슬롯 {1}로 다시 재생",
        replayNothingToCompare: "슬롯 {1}로 다시 재생. 아직 비교할 것이 없습니다: 슬롯 {2}는 이 제스처를 실행하지 않았습니다",
        recording: "입력 녹화 중 (Shift+R로 멈추고 {1}에 저장)",
        sharing: "휴대폰에서 느껴 보기: 같은 Wi-Fi의 휴대폰에서 {1} 열기 (방화벽에서 TCP 포트 {2} 허용 필요)",
        notShared: "공유 안 됨: {1}",
        shareStopped: "휴대폰 미리보기 중지됨",
        sharingLoopback: "{1}에서 공유 중, 이 컴퓨터 전용: USB 휴대폰은 adb reverse tcp:{2} tcp:{2} 실행, Wi-Fi는 --share만 사용 (LAN 주소)",
        shareInUse: "공유 안 됨: {1}의 포트 {2}를 다른 프로그램이 사용 중입니다. 그 프로그램을 닫거나 다른 포트를 지정하세요",
        shareNotHere: "공유 안 됨: {1}은(는) 이 컴퓨터의 주소가 아닙니다. 이 컴퓨터의 주소를 주거나 --share만 쓰세요",
        pageGone: "RefreshDemo가 공유를 멈췄습니다. 컴퓨터에서 휴대폰 미리보기를 다시 시작하면(Shift+S 또는 공유 버튼) 이 페이지가 저절로 돌아옵니다. RefreshDemo를 닫았다면 새로 표시되는 주소를 여세요.",
        recorded: PluralForms(other: "입력 {n}개를 {1}에 저장했습니다"),
        notRecorded: "녹화하지 못함: {1}",
        saved: "{1}에 저장했습니다",
        savedSlot: "사용 중인 슬롯 {1}을(를) {2}에 저장했습니다",
        notSaved: "저장하지 못함: {1}",
        unsavedOnQuit: "종료하기 전에 변경한 튜닝을 저장할까요?",
        quitSaveWhere: "저장 위치: {1}",
        quitKeys: "Enter 저장 · D 저장 안 함 · Esc 취소",
        quitButtons: ["저장", "저장 안 함", "취소"],
        reloaded: "{1}을(를) 다시 불러왔습니다",
        changedOnDisk: "저장하지 않음: {1}이(가) 디스크에서 바뀌어 대신 불러왔습니다 (다시 저장하면 덮어씁니다)",
        artLoaded: "{1} 불러옴 ({2})",
        artReloaded: "{1} 다시 불러옴 ({2})",
        refreshWaiting: "더 불러오기가 끝나면 새로고침합니다",
        languageSwitched: "언어: {1}", languageName: "한국어",
        headerSwitched: "헤더: {1}", footerSwitched: "푸터: {1}",
        headerAway: "{1} (맨 위에서 당기면 보입니다)", footerAway: "{1} (목록 끝에서 보입니다)",
        footerBusy: "푸터가 불러오는 중: 끝난 뒤 F로 바꿀 수 있습니다",
        headerStyles: ["normal": "화살표와 글자", "gif": "프레임 (GIF)", "spinner": "스피너", "art": "내 애니메이션", "android": "Android 원 (SwipeRefreshLayout)", "cupertino": "iOS 눈금 (Cupertino)", "material": "Flutter Material 원 (RefreshIndicator)"],
        footerStyles: ["auto": "끝에 닿으면 자동으로", "back": "위로 당겨서"])

    static let ru = MessageStrings(
        slotSwitched: "Настройки {1} (B — переключить, R — повтор)",
        allReset: "Все значения сброшены",
        preset: "Пресет: {1}",
        copied: "Скопирован код {1} (ещё раз: {2})",
        notCopied: "Не скопировано: {1}",
        noGesture: "Пока нечего повторить",
        replaySlot: "Повтор со слотом {1}",
        replayNothingToCompare: "Повтор со слотом {1}; сравнивать пока не с чем: слот {2} этот жест не выполнял",
        recording: "Запись ввода (Shift+R — остановить и записать в {1})",
        sharing: "Попробуйте на телефоне: откройте {1} на телефоне в той же сети Wi-Fi (брандмауэр должен пропускать TCP-порт {2})",
        notShared: "Не открыто: {1}",
        shareStopped: "Просмотр на телефоне остановлен",
        sharingLoopback: "Открыто на {1}, только для этого компьютера: для телефона по USB выполните adb reverse tcp:{2} tcp:{2}; для Wi-Fi — просто --share (адрес в локальной сети)",
        shareInUse: "Не открыто: порт {2} на {1} занят другой программой; закройте её или укажите другой порт",
        shareNotHere: "Не открыто: {1} — не адрес этого компьютера; укажите его собственный или просто --share",
        pageGone: "RefreshDemo больше не показывает список. Снова включите просмотр на телефоне на компьютере (Shift+S или кнопка «Поделиться»), и страница вернётся сама. Если RefreshDemo закрыт, откройте новый адрес, который он покажет.",
        recorded: PluralForms(one: "Записано {n} событие ввода в {1}", few: "Записано {n} события ввода в {1}", many: "Записано {n} событий ввода в {1}", other: "Записано {n} событий ввода в {1}"),
        notRecorded: "Не записано: {1}",
        saved: "Сохранено: {1}",
        savedSlot: "Текущий слот {1} сохранён в {2}",
        notSaved: "Не сохранено: {1}",
        unsavedOnQuit: "Сохранить изменённую настройку перед выходом?",
        quitSaveWhere: "Сохранится в {1}",
        quitKeys: "Enter: сохранить · D: не сохранять · Esc: отмена",
        quitButtons: ["Сохранить", "Не сохранять", "Отмена"],
        reloaded: "Перезагружено: {1}",
        changedOnDisk: "Не сохранено: {1} изменён на диске; загружен он (сохраните ещё раз, чтобы перезаписать)",
        artLoaded: "Загружено: {1} ({2})",
        artReloaded: "Перезагружено: {1} ({2})",
        refreshWaiting: "Обновление после загрузки ниже",
        languageSwitched: "Язык: {1}", languageName: "Русский",
        headerSwitched: "Заголовок: {1}", footerSwitched: "Подвал: {1}",
        headerAway: "{1} (виден, если потянуть вниз в начале списка)", footerAway: "{1} (виден в конце списка)",
        footerBusy: "Подвал загружает: F сработает после загрузки",
        headerStyles: ["normal": "стрелка и текст", "gif": "кадры (GIF)", "spinner": "индикатор", "art": "ваша анимация", "android": "круг Android (SwipeRefreshLayout)", "cupertino": "штрихи iOS (Cupertino)", "material": "круг Material из Flutter (RefreshIndicator)"],
        footerStyles: ["auto": "загрузка в конце списка", "back": "потянуть вверх"])

    static let uk = MessageStrings(
        slotSwitched: "Налаштування {1} (B — перемкнути, R — повтор)",
        allReset: "Усі значення скинуто",
        preset: "Пресет: {1}",
        copied: "Скопійовано код {1} (ще раз: {2})",
        notCopied: "Не скопійовано: {1}",
        noGesture: "Поки нічого повторити",
        replaySlot: "Повтор зі слотом {1}",
        replayNothingToCompare: "Повтор зі слотом {1}; порівнювати поки нема з чим: слот {2} цей жест не виконував",
        recording: "Запис введення (Shift+R — зупинити й записати в {1})",
        sharing: "Спробуйте на телефоні: відкрийте {1} на телефоні в тій самій мережі Wi-Fi (брандмауер має пропускати TCP-порт {2})",
        notShared: "Не відкрито: {1}",
        shareStopped: "Перегляд на телефоні зупинено",
        sharingLoopback: "Відкрито на {1}, лише для цього комп'ютера: для телефона через USB виконайте adb reverse tcp:{2} tcp:{2}; для Wi-Fi — просто --share (адреса в локальній мережі)",
        shareInUse: "Не відкрито: порт {2} на {1} зайнятий іншою програмою; закрийте її або вкажіть інший порт",
        shareNotHere: "Не відкрито: {1} — не адреса цього комп'ютера; вкажіть його власну або просто --share",
        pageGone: "RefreshDemo більше не показує список. Знову увімкніть перегляд на телефоні на комп'ютері (Shift+S або кнопка «Поділитися»), і сторінка повернеться сама. Якщо RefreshDemo закрито, відкрийте нову адресу, яку він покаже.",
        recorded: PluralForms(one: "Записано {n} подію введення в {1}", few: "Записано {n} події введення в {1}", many: "Записано {n} подій введення в {1}", other: "Записано {n} подій введення в {1}"),
        notRecorded: "Не записано: {1}",
        saved: "Збережено: {1}",
        savedSlot: "Поточний слот {1} збережено в {2}",
        notSaved: "Не збережено: {1}",
        unsavedOnQuit: "Зберегти змінене налаштування перед виходом?",
        quitSaveWhere: "Збережеться в {1}",
        quitKeys: "Enter: зберегти · D: не зберігати · Esc: скасувати",
        quitButtons: ["Зберегти", "Не зберігати", "Скасувати"],
        reloaded: "Перезавантажено: {1}",
        changedOnDisk: "Не збережено: {1} змінено на диску; завантажено його (збережіть ще раз, щоб перезаписати)",
        artLoaded: "Завантажено: {1} ({2})",
        artReloaded: "Перезавантажено: {1} ({2})",
        refreshWaiting: "Оновлення після завантаження нижче",
        languageSwitched: "Мова: {1}", languageName: "Українська",
        headerSwitched: "Заголовок: {1}", footerSwitched: "Підвал: {1}",
        headerAway: "{1} (видно, якщо потягнути вниз на початку списку)", footerAway: "{1} (видно в кінці списку)",
        footerBusy: "Підвал завантажує: F спрацює після завантаження",
        headerStyles: ["normal": "стрілка й текст", "gif": "кадри (GIF)", "spinner": "індикатор", "art": "ваша анімація", "android": "коло Android (SwipeRefreshLayout)", "cupertino": "штрихи iOS (Cupertino)", "material": "коло Material з Flutter (RefreshIndicator)"],
        footerStyles: ["auto": "завантаження в кінці списку", "back": "потягнути вгору"])
}
