import Foundation

/// What the app tells every page: `{"type":"tuning", ...}` with the tuning file's content (the
/// JSON export), the language, the appearance, the header control and the top bar's height, and a version that grows
/// with every change (the page loads `tuned-feel.js?v=VERSION` for the new module's numbers).
public struct ShareState: Equatable, Sendable {
    /// The tuning file's text (`--export json`).
    public var tuning: String
    /// The tuned feel as the web module (`--export js`), which the server serves as tuned-feel.js.
    public var module: String
    public var language: String
    /// light or dark: what the app shows now.
    public var appearance: String
    /// The header control (header.control) and where it sits (header.position).
    public var control: String
    public var position: String
    /// The header's and footer's texts in the language: idle, pulling, refreshing, loading.
    public var texts: [String: String]
    /// The app's top bar (pt): the list's resting edge lies this far down, under the bar, and the
    /// page lays its list out the same, so its offsets are the app's.
    public var topInset: Double
    /// The app's bar (`list.bar`), for the page to draw it as the app does.
    public var bar: Bar
    /// The scroll tuning as the engine's core reads it (`Tuning.wire`): the page's core.wasm
    /// scrolls by these numbers, the app's own under every model.
    public var scroll: [Double]
    /// The header's tuning as the core reads it (`HeaderWire`: the machine's settings and the
    /// control's tunables): the page's core.wasm runs the app's HeaderRefresher and control by it.
    public var header: [Double]

    /// The app bar: its kind, the status area above it, the plain bar's height, its open and
    /// collapsed heights, the large title's band, a sliver's stretch, the title in the app's
    /// language, and its settings as the engine's core reads them (`BarSettings.wire`: the page's
    /// core.wasm lays the bar out, floats and snaps it by these numbers).
    public struct Bar: Equatable, Sendable, Encodable {
        public var kind = "plain"
        public var status = 20.0
        public var plain = 44.0
        public var max = 44.0
        public var min = 44.0
        public var largeTitleHeight = 52.0
        public var stretch = false
        public var stretchTrigger = 0.0
        public var title = ""
        public var wire: [Double] = []

        public init(kind: String = "plain", status: Double = 20, plain: Double = 44, max: Double = 44, min: Double = 44,
                    largeTitleHeight: Double = 52, stretch: Bool = false, stretchTrigger: Double = 0, title: String = "",
                    wire: [Double] = []) {
            self.kind = kind
            self.status = status
            self.plain = plain
            self.max = max
            self.min = min
            self.largeTitleHeight = largeTitleHeight
            self.stretch = stretch
            self.stretchTrigger = stretchTrigger
            self.title = title
            self.wire = wire.map { $0.isFinite ? $0 : 0 }
        }
    }

    public init(tuning: String, module: String, language: String, appearance: String, control: String, position: String,
                texts: [String: String], topInset: Double = 0, bar: Bar = Bar(), scroll: [Double] = [], header: [Double] = []) {
        self.tuning = tuning
        self.module = module
        self.language = language
        self.appearance = appearance
        self.control = control
        self.position = position
        self.texts = texts
        self.topInset = topInset.isFinite ? max(topInset, 0) : 0
        self.bar = bar
        self.scroll = scroll.map { $0.isFinite ? $0 : 0 }
        self.header = header.map { $0.isFinite ? $0 : 0 }
    }

    private struct Wire: Encodable {
        let type = "tuning"
        let version: Int
        let tuning: String
        let language, appearance, control, position: String
        let texts: [String: String]
        let topInset: Double
        let bar: Bar
        let scroll: [Double]
        let header: [Double]
        let sentAt: Double
    }

    /// The message as sent, numbered `version`; `sentAt`: the app's wall clock (ms since 1970),
    /// which lets a page on the same machine measure how long the change took to arrive.
    public func message(version: Int, sentAt: Double) -> String {
        let wire = Wire(version: version, tuning: tuning, language: language, appearance: appearance,
                        control: control, position: position, texts: texts, topInset: topInset, bar: bar, scroll: scroll,
                        header: header, sentAt: sentAt)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
