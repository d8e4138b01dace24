import Foundation
import RefreshDemoModel

/// The desktop's Settings portal (org.freedesktop.portal.Settings on the session bus):
/// the values the app reads, at start with ReadAll (Read, key by key, for a portal
/// without it), and each SettingChanged after.
///
/// Rule: a value of a type the app does not expect is skipped, never an error: a portal
/// that sends garbage changes nothing; a reply that is not what the method returns is an
/// error, and the app then goes on without the portal.
enum SettingsPortal {
    static let destination = "org.freedesktop.portal.Desktop"
    static let path = "/org/freedesktop/portal/desktop"
    static let interface = "org.freedesktop.portal.Settings"
    /// The keys read, each in its namespace.
    static let keys: [(namespace: String, key: String)] = [
        (DesktopSettings.appearanceNamespace, "color-scheme"), (DesktopSettings.appearanceNamespace, "accent-color"),
        (DesktopSettings.appearanceNamespace, "contrast"),
        (DesktopSettings.interfaceNamespace, "text-scaling-factor"), (DesktopSettings.interfaceNamespace, "enable-animations"),
    ]
    static let changedRule = "type='signal',interface='\(interface)',member='SettingChanged',path='\(path)'"

    /// Every value the app reads, over `base`.
    static func read(_ bus: BusConnection, over base: DesktopSettings) throws -> DesktopSettings {
        var settings = base
        do {
            let m = try bus.methodCall(destination: destination, path: path, interface: interface, member: "ReadAll")
            try m.append([DesktopSettings.appearanceNamespace, DesktopSettings.interfaceNamespace])
            let reply = try bus.call(m)
            try readAll(reply) { ns, key, value in settings.apply(namespace: ns, key: key, value) }
            return settings
        } catch let e as BusError where e.call == "org.freedesktop.DBus.Error.UnknownMethod" {
            // An older portal: Read, one key at a time (a key it does not have is skipped).
            for (ns, key) in keys {
                let m = try bus.methodCall(destination: destination, path: path, interface: interface, member: "Read")
                try m.append(ns)
                try m.append(key)
                guard let reply = try? bus.call(m), let v = try value(reply) else { continue }
                settings.apply(namespace: ns, key: key, v)
            }
            return settings
        }
    }

    /// ReadAll's reply, a{sa{sv}}: each namespace's keys and values.
    static func readAll(_ m: BusMessage, _ body: (String, String, DesktopSettings.Value) -> Void) throws {
        guard try m.enter("a", "{sa{sv}}") else { return }
        while try m.enter("e", "sa{sv}") {
            let ns = try m.readString()
            if try m.enter("a", "{sv}") {
                while try m.enter("e", "sv") {
                    let key = try m.readString()
                    if let v = try value(m) { body(ns, key, v) }
                    try m.exit()
                }
                try m.exit()
            }
            try m.exit()
        }
        try m.exit()
    }

    /// SettingChanged's arguments (namespace, key, value); nil when its value is of no type the app reads.
    static func changed(_ m: BusMessage) throws -> (String, String, DesktopSettings.Value)? {
        let ns = try m.readString(), key = try m.readString()
        return try value(m).map { (ns, key, $0) }
    }

    /// The variant next in `m` (a variant in a variant too, as Read returns it); nil, and
    /// skipped, when it holds a type the app does not read.
    static func value(_ m: BusMessage) throws -> DesktopSettings.Value? {
        let (type, contents) = try m.peek()
        guard type == "v" else { throw BusError(call: "a variant expected, got \(type)", code: EBADMSG) }
        _ = try m.enter("v", contents)
        defer { try? m.exit() }
        switch contents {
        case "u": return .uint(try m.readUInt32())
        case "d": return .double(try m.readDouble())
        case "b": return .bool(try m.readBool())
        case "(ddd)":
            _ = try m.enter("r", "ddd")
            let v = DesktopSettings.Value.rgb(try m.readDouble(), try m.readDouble(), try m.readDouble())
            try m.exit()
            return v
        case "v": return try value(m)
        default:
            try m.skip(contents)
            return nil
        }
    }
}
