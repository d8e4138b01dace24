/// Which pull-to-refresh control the list has (`header.control`): a control's registration,
/// its name in files and scripts, its title and how the engine makes it from the tunables.
///
/// Rule: each control's file declares its kind beside its type (`HeaderControlKind.mj` in
/// MJRefreshControl.swift) and `registered` lists them, the one list of controls: the
/// `header.control` choice and its error, `--list-tunables`, the panel's names in every
/// language and H's order come from it. Two kinds are the same when their names are. The
/// names are static strings compared byte by byte, so the page's core (which compares no
/// String) builds this file; the names as Strings and the titles by language are the app's
/// (HeaderControlKind+Names.swift).
public struct HeaderControlKind: Equatable, Sendable {
    /// Every control the engine knows, in the order of the panel's choice and of H.
    static let registered: [HeaderControlKind] = [.mj, .android, .cupertino, .material]

    /// Its name in files and scripts ("cupertino").
    let name: StaticString
    /// Its name as the panel shows it, the same in every language unless the app's titles say otherwise.
    let staticTitle: StaticString
    /// The control for these tunables, keeping `current`'s animation when it is of this kind,
    /// in a list `viewportExtent` high at `density` pixels a point.
    let make: @Sendable (_ tuning: RefreshControlTuning, _ current: AnyRefreshControl, _ viewportExtent: Double,
                         _ density: Double) -> AnyRefreshControl

    init(name: StaticString, title: StaticString,
         make: @escaping @Sendable (RefreshControlTuning, AnyRefreshControl, Double, Double) -> AnyRefreshControl) {
        self.name = name
        staticTitle = title
        self.make = make
    }

    /// Its place in `registered` (the page's wire carries it); 0 (mj) when not registered.
    public var index: Int { Self.registered.firstIndex(of: self) ?? 0 }

    /// The registered kind at `index` in `registered`, MJRefresh's header out of range.
    public static func at(_ index: Int) -> HeaderControlKind {
        registered.indices.contains(index) ? registered[index] : .mj
    }

    /// Same name, byte for byte.
    public static func == (a: HeaderControlKind, b: HeaderControlKind) -> Bool {
        let x = a.name, y = b.name
        guard x.utf8CodeUnitCount == y.utf8CodeUnitCount else { return false }
        return x.withUTF8Buffer { p in y.withUTF8Buffer { q in p.elementsEqual(q) } }
    }
}
