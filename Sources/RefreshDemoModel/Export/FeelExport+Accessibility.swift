import Foundation
import RefreshEngine

extension FeelExport {
    /// What the pull tells the hand and the ear in an export: when it ticks (`header.haptics`)
    /// and what a screen reader hears, in the language the app shows.
    struct PullFeedbackNumbers {
        var haptics: HeaderHaptics
        var language: Language

        init(_ s: TuningSet, language: Language) {
            haptics = s.headerHaptics
            self.language = language
        }

        var refreshing: String { language.announcesRefreshing }
        var noNewItems: String { language.noNewItemsText }
        var failed: String { language.refreshFailedText }
        var action: String { language.refreshActionName }
    }

    /// The languages' code for "n new items": each plural category's condition on n (CLDR
    /// cardinals, as `Language.pluralCategory`), the last one unconditional.
    enum CodeSyntax { case swift, kotlin, dart, js }

    /// The body of a function of `n` returning the counted text, in `syntax`.
    static func newItemsBody(_ f: PullFeedbackNumbers, _ syntax: CodeSyntax, indent: String) -> String {
        pluralBody(f.language.newItemsForms, f.language, syntax, indent: indent)
    }

    /// The body of a function of `n` returning `forms`' text for n in `language`'s plural, in
    /// `syntax`; the text shows the variable `shown` (n unless told).
    static func pluralBody(_ forms: PluralForms, _ language: Language, _ syntax: CodeSyntax, indent: String,
                           shown: String = "n") -> String {
        func text(_ category: PluralCategory) -> String {
            let template = forms.template(for: category)
            switch syntax {
            case .swift: return "\"" + template.replacingOccurrences(of: "{n}", with: "\\(\(shown))") + "\""
            case .dart: return "\"" + template.replacingOccurrences(of: "{n}", with: "$" + shown) + "\""
            case .kotlin:
                // Kotlin's names take any letter: "$n개" names n개, so a letter or digit after the count takes braces.
                let parts = template.components(separatedBy: "{n}")
                var out = parts[0]
                for part in parts.dropFirst() {
                    let joins = part.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
                    out += (joins ? "${\(shown)}" : "$" + shown) + part
                }
                return "\"" + out + "\""
            case .js: return "`" + template.replacingOccurrences(of: "{n}", with: "${\(shown)}") + "`"
            }
        }
        let end = syntax == .swift || syntax == .kotlin ? "" : ";"
        switch language {
        case .en:
            return indent + (syntax == .kotlin ? "return if (n == 1) \(text(.one)) else \(text(.other))"
                : "return n == 1 ? \(text(.one)) : \(text(.other))" + end)
        case .zhHans, .zhHant, .ko:
            return indent + "return " + text(.other) + end
        case .ru, .uk:
            let decl: String
            switch syntax {
            case .swift: decl = "let d = n % 10, h = n % 100"
            case .kotlin: decl = "val d = n % 10\n\(indent)val h = n % 100"
            case .dart: decl = "final d = n % 10, h = n % 100;"
            case .js: decl = "const d = n % 10, h = n % 100;"
            }
            return """
            \(indent)\(decl)
            \(indent)if (d == 1 && h != 11) \(syntax == .swift ? "{ return \(text(.one)) }" : "return \(text(.one))\(end)")
            \(indent)if (d >= 2 && d <= 4 && (h < 12 || h > 14)) \(syntax == .swift ? "{ return \(text(.few)) }" : "return \(text(.few))\(end)")
            \(indent)return \(text(.many))\(end)
            """
        }
    }

    /// The ticks' switches as each platform's code says them.
    static func hapticsComment(_ f: PullFeedbackNumbers) -> String {
        "header.haptics \(f.haptics.rawValue): " + (f.haptics == .none ? "the pull plays no haptic"
            : [f.haptics.onArm ? "a tick as the pull arms (a release would refresh)" : nil,
               f.haptics.onRefresh ? "a tick as refreshing starts from a pull" : nil].compactMap { $0 }.joined(separator: " and "))
    }

    // MARK: UIKit

    /// UIKit: UIImpactFeedbackGenerator prepared as the pull starts, UIAccessibility announcements
    /// in the app's words, a custom action that refreshes without the swipe, reduced motion.
    static func uikitFeedback(_ f: PullFeedbackNumbers) -> String {
        """

        #if canImport(UIKit)
        /// What the pull tells the hand and the ear, as RefreshDemo does (\(hapticsComment(f)); the words
        /// in \(f.language.rawValue)). Call pullBegan() as a drag starts at the top, armed() when a release would refresh,
        /// refreshBegan(byFinger:) and refreshEnded(newItems:) (nil: it failed) from your refresh code.
        enum TunedPullFeedback {
            static let ticksOnArm = \(f.haptics.onArm)
            static let ticksOnRefresh = \(f.haptics.onRefresh)
            static let impact = UIImpactFeedbackGenerator(style: .medium)

            /// Prepared as the pull starts, so the first tick comes on time.
            static func pullBegan() { if ticksOnArm || ticksOnRefresh { impact.prepare() } }
            static func armed() { if ticksOnArm { impact.impactOccurred() } }
            static func refreshBegan(byFinger: Bool) {
                if byFinger && ticksOnRefresh { impact.impactOccurred() }
                UIAccessibility.post(notification: .announcement, argument: refreshing)
            }
            static func refreshEnded(newItems: Int?) {
                UIAccessibility.post(notification: .announcement, argument: result(newItems: newItems))
            }

            /// VoiceOver's way to refresh without the swipe: a custom action on the list.
            static func addRefreshAction(to view: UIView, refresh: @escaping () -> Void) {
                let action = UIAccessibilityCustomAction(name: refreshActionName) { _ in
                    refresh()
                    return true
                }
                view.accessibilityCustomActions = (view.accessibilityCustomActions ?? []) + [action]
            }

            /// Reduce Motion: the banner and the result change at once; the scroll physics stay.
            static var resultChangesAtOnce: Bool { UIAccessibility.isReduceMotionEnabled }

        \(swiftWords(f))
        }
        #endif

        """
    }

    /// The words both Apple exports say, as Swift members: the refreshing text, the action's name
    /// and the result in the language's plural.
    static func swiftWords(_ f: PullFeedbackNumbers) -> String {
        """
            static let refreshing = "\(f.refreshing)"
            static let refreshActionName = "\(f.action)"
            /// The result as the app's banner says it: the count in the language's plural.
            static func result(newItems: Int?) -> String {
                guard let n = newItems else { return "\(f.failed)" }
                if n == 0 { return "\(f.noNewItems)" }
        \(newItemsBody(f, .swift, indent: "        "))
            }
        """
    }

    // MARK: SwiftUI

    /// SwiftUI: `.sensoryFeedback` on the arm and the refresh, `AccessibilityNotification.Announcement`,
    /// `.accessibilityAction(named:)`, `accessibilityReduceMotion`.
    static func swiftuiFeedback(_ f: PullFeedbackNumbers) -> String {
        """

        #if canImport(SwiftUI)
        /// What the pull tells the hand and the ear, as RefreshDemo does (\(hapticsComment(f)); the words
        /// in \(f.language.rawValue)): list.modifier(TunedPullFeedback(armed: ..., refreshing: ..., refresh: ...)).
        @available(iOS 17, macOS 14, *)
        struct TunedPullFeedback: ViewModifier {
            /// A release would refresh now; a refresh runs; it ran from a finger's pull.
            var armed: Bool
            var refreshing: Bool
            var byFinger = true
            var refresh: () async -> Void
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion

            static let ticksOnArm = \(f.haptics.onArm)
            static let ticksOnRefresh = \(f.haptics.onRefresh)

            func body(content: Content) -> some View {
                content
                    .sensoryFeedback(.impact(weight: .medium), trigger: armed) { _, now in Self.ticksOnArm && now }
                    .sensoryFeedback(.impact(weight: .medium), trigger: refreshing) { _, now in Self.ticksOnRefresh && byFinger && now }
                    .accessibilityAction(named: Text(Self.refreshActionName)) { Task { await refresh() } }
                    .onChange(of: refreshing) { _, now in if now { Self.announce(Self.refreshing) } }
            }

            /// Reduce Motion: the banner and the result change at once; the scroll physics stay.
            var resultChangesAtOnce: Bool { reduceMotion }

            static func announce(_ text: String) { AccessibilityNotification.Announcement(text).post() }
            /// Say the result as the refresh ends (nil: it failed).
            static func refreshEnded(newItems: Int?) { announce(result(newItems: newItems)) }

        \(swiftWords(f))
        }
        #endif

        """
    }

    // MARK: Flutter

    /// Flutter: `HapticFeedback`, `SemanticsService.announce`, a `Semantics` custom action,
    /// `MediaQuery.disableAnimationsOf`.
    static func flutterFeedback(_ f: PullFeedbackNumbers) -> String {
        """

        /// What the pull tells the hand and the ear, as RefreshDemo does (\(hapticsComment(f)); the words
        /// in \(f.language.rawValue)). RefreshIndicator and CupertinoSliverRefreshControl call onRefresh as they refresh:
        /// call refreshBegan there, refreshEnded when its future completes, armed where your own header arms.
        class TunedPullFeedback {
          static const bool ticksOnArm = \(f.haptics.onArm);
          static const bool ticksOnRefresh = \(f.haptics.onRefresh);

          static void armed() {
            if (ticksOnArm) HapticFeedback.mediumImpact();
          }

          static void refreshBegan(BuildContext context, {bool byFinger = true}) {
            if (byFinger && ticksOnRefresh) HapticFeedback.mediumImpact();
            SemanticsService.announce(refreshing, Directionality.of(context));
          }

          /// newItems null: it failed.
          static void refreshEnded(BuildContext context, int? newItems) {
            SemanticsService.announce(result(newItems), Directionality.of(context));
          }

          /// TalkBack's and VoiceOver's way to refresh without the swipe: a custom action on the list.
          static Widget withRefreshAction(Widget list, Future<void> Function() refresh) => Semantics(
                customSemanticsActions: <CustomSemanticsAction, VoidCallback>{
                  const CustomSemanticsAction(label: refreshActionName): () { refresh(); },
                },
                child: list,
              );

          /// Reduced motion (the system's "remove animations"): the banner and the result change at once.
          static bool resultChangesAtOnce(BuildContext context) => MediaQuery.disableAnimationsOf(context);

          static const String refreshing = '\(f.refreshing)';
          static const String refreshActionName = '\(f.action)';
          static String result(int? newItems) {
            final n = newItems;
            if (n == null) return '\(f.failed)';
            if (n == 0) return '\(f.noNewItems)';
        \(newItemsBody(f, .dart, indent: "    "))
          }
        }

        """
    }

    // MARK: Android

    /// Kotlin: `performHapticFeedback` with GESTURE_THRESHOLD_ACTIVATE on API 34 and later,
    /// CONTEXT_CLICK on 23 to 33, VIRTUAL_KEY before; a polite live region; an accessibility
    /// action (SwipeRefreshLayout's docs also ask for a menu item); the animator scale.
    static func androidFeedback(_ f: PullFeedbackNumbers) -> String {
        """

        /**
         * What the pull tells the hand and the ear, as RefreshDemo does (\(hapticsComment(f)); the words
         * in \(f.language.rawValue)). From SwipeRefreshLayout's OnRefreshListener call refreshBegan, and refreshEnded when
         * the load ends; armed where your own header arms. SwipeRefreshLayout's documentation asks apps to offer a
         * refresh menu item too: give it refreshActionName.
         */
        object TunedPullFeedback {
            const val TICKS_ON_ARM = \(f.haptics.onArm)
            const val TICKS_ON_REFRESH = \(f.haptics.onRefresh)

            /** The threshold's haptic: GESTURE_THRESHOLD_ACTIVATE where the API has it (34), else CONTEXT_CLICK (23), else VIRTUAL_KEY. */
            val thresholdFeedback: Int
                get() = when {
                    Build.VERSION.SDK_INT >= 34 -> HapticFeedbackConstants.GESTURE_THRESHOLD_ACTIVATE
                    Build.VERSION.SDK_INT >= 23 -> HapticFeedbackConstants.CONTEXT_CLICK
                    else -> HapticFeedbackConstants.VIRTUAL_KEY
                }

            fun armed(view: View) {
                if (TICKS_ON_ARM) view.performHapticFeedback(thresholdFeedback)
            }

            /** `status`: the live region that says what happens (makeLiveRegion). */
            fun refreshBegan(view: View, status: TextView, byFinger: Boolean = true) {
                if (byFinger && TICKS_ON_REFRESH) view.performHapticFeedback(thresholdFeedback)
                status.text = REFRESHING
            }

            /** newItems null: it failed. */
            fun refreshEnded(status: TextView, newItems: Int?) {
                status.text = result(newItems)
            }

            /** TalkBack reads the status view's text each time it changes, without moving its focus. */
            fun makeLiveRegion(status: View) {
                ViewCompat.setAccessibilityLiveRegion(status, ViewCompat.ACCESSIBILITY_LIVE_REGION_POLITE)
            }

            /** TalkBack's way to refresh without the swipe: an action on the list. */
            fun addRefreshAction(list: View, refresh: () -> Unit): Int =
                ViewCompat.addAccessibilityAction(list, REFRESH_ACTION_NAME) { _, _ -> refresh(); true }

            /** The system's "remove animations" (animator duration scale 0): the banner and the result change at once. */
            fun resultChangesAtOnce(): Boolean = Build.VERSION.SDK_INT >= 26 && !ValueAnimator.areAnimatorsEnabled()

            const val REFRESHING = "\(f.refreshing)"
            const val REFRESH_ACTION_NAME = "\(f.action)"
            fun result(newItems: Int?): String {
                val n = newItems ?: return "\(f.failed)"
                if (n == 0) return "\(f.noNewItems)"
        \(newItemsBody(f, .kotlin, indent: "        "))
            }
        }

        """
    }

    /// The Kotlin imports the feedback needs.
    static let androidFeedbackImports = """
        import android.animation.ValueAnimator
        import android.os.Build
        import android.view.HapticFeedbackConstants
        import android.view.View
        import android.widget.TextView
        import androidx.core.view.ViewCompat
        """

    // MARK: The web

    /// The web module: `navigator.vibrate` where the browser has it, an `aria-live` region, a
    /// refresh button for those who cannot swipe, `prefers-reduced-motion`.
    static func jsFeedback(_ f: PullFeedbackNumbers) -> String {
        """

        /**
         * What the pull tells the hand and the ear, as RefreshDemo does (\(hapticsComment(f)); the words in
         * \(f.language.rawValue)). createPullFeedback(container) adds a polite live region (and, with { button: true }, a
         * refresh button for those who cannot swipe) and returns { pullBegan, armed, refreshBegan, refreshEnded }.
         * navigator.vibrate plays the ticks where the browser has it (Chrome on Android; Safari has none).
         */
        export const pullFeedback = {
          ticksOnArm: \(f.haptics.onArm), ticksOnRefresh: \(f.haptics.onRefresh),
          refreshing: "\(f.refreshing)", refreshActionName: "\(f.action)",
          /** The result as the app's banner says it (newItems null: it failed). */
          result(newItems) {
            const n = newItems;
            if (n === null || n === undefined) return "\(f.failed)";
            if (n === 0) return "\(f.noNewItems)";
        \(newItemsBody(f, .js, indent: "    "))
          },
        };

        /** The system's reduced motion: the banner and the result change at once; the physics stay. */
        export const resultChangesAtOnce = () => globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

        export function createPullFeedback(container, { onRefresh = null, button = false } = {}) {
          const doc = container.ownerDocument;
          const live = doc.createElement("div");
          live.setAttribute("aria-live", "polite");
          live.setAttribute("role", "status");
          live.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)";
          container.append(live);
          if (button && onRefresh) {
            const b = doc.createElement("button");
            b.type = "button";
            b.textContent = pullFeedback.refreshActionName;
            b.addEventListener("click", () => onRefresh());
            container.prepend(b);
          }
          const tick = () => (typeof navigator !== "undefined" && navigator.vibrate ? navigator.vibrate(10) : false);
          return {
            live,
            armed() { if (pullFeedback.ticksOnArm) tick(); },
            refreshBegan(byFinger = true) {
              if (byFinger && pullFeedback.ticksOnRefresh) tick();
              live.textContent = pullFeedback.refreshing;
            },
            refreshEnded(newItems) { live.textContent = pullFeedback.result(newItems); },
          };
        }

        """
    }
}
