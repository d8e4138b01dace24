/// What a result banner says: good news (new items) or a failure. The host draws each with
/// its own icon and fill, so the two differ by more than a hue.
public enum BannerKind: String, Sendable, CaseIterable {
    case success
    case failure
}
