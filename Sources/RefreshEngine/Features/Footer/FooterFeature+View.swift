import RefreshPhysics

/// The footer as drawn: its view state, from the machine and where the list is.
extension FooterFeature {
    /// The footer's view at `time`: where it is (`y`, in window points), what shows, whether it is
    /// `pressed` (held and still a click), its text (looked up again only when `textKey` changes).
    func view(_ v: inout FooterViewState, textKey: inout FooterTextKey, arrows: RefresherArrows, visible: Bool, y: Double,
              pressed: Bool, width: Double, language: Language, metrics: TextMetrics, at time: Double) {
        v.visible = visible
        v.style = refresher.style
        v.state = refresher.state
        v.height = refresher.settings.height
        v.y = y
        v.pullingPercent = refresher.pullingPercent
        v.showsSpinner = refresher.state == .refreshing
        v.spinnerStep = Int(saturating: (time * 12).rounded(.down)) % 12
        v.showsArrow = refresher.style == .back && (refresher.state == .idle || refresher.state == .pulling)
        // Held down on the footer and still a click (inside the slop): it highlights as a
        // button does, so the user sees the click will load (or retry).
        v.pressed = pressed && (refresher.state == .idle || refresher.state == .failed)
        v.arrowAngle = arrows.footer.angle(at: time)
        // The title changes rarely: look the text up only when what it says changes.
        let key = FooterTextKey(state: refresher.state, style: refresher.style, language: language, width: width)
        if key != textKey || v.title.isEmpty {
            textKey = key
            let strings = language.strings
            let title: String
            switch refresher.state {
            case .idle: title = refresher.style == .auto ? strings.footerAutoIdle : strings.footerBackIdle
            case .pulling: title = strings.footerPulling
            case .refreshing: title = strings.footerLoading
            case .noMoreData: title = strings.footerNoMoreData
            case .failed: title = strings.footerFailed
            }
            let measure = { (text: Substring) in metrics.width(of: text, style: .headerTitle) }
            let place = RefresherLayout(width: width, textWidth: measure(Substring(title)), indicatorHalfWidth: 12)
            v.indicatorX = place.indicatorX
            v.textCenterX = place.textCenterX
            v.title = RefresherLayout.fitted(title, room: place.textRoom, measure: measure)
        }
    }
}

/// What the footer's text depends on.
struct FooterTextKey: Equatable {
    var state: FooterState = .idle
    var style: FooterStyle = .auto
    var language: Language = .en
    var width = 0.0
}
