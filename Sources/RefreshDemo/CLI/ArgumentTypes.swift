import ArgumentParser
import Foundation
import RefreshEngine
import RefreshDemoModel
import RefreshPhysics

/// A flag's value that checks itself: parsing it either gives a valid value or says,
/// in one line, what the flag expects. argument-parser prints that line after
/// "The value 'X' is invalid for '--flag <value>':", so the message names both.
protocol CheckedArgument: ExpressibleByArgument {
    init(checking text: String) throws
}

extension CheckedArgument {
    init?(argument: String) {
        guard let value = try? Self(checking: argument) else { return nil }
        self = value
    }
}

/// What a flag expected, as argument-parser shows it.
struct ArgumentExpectation: Error, CustomStringConvertible {
    let description: String
    init(_ text: String) { description = text }
}

/// A whole number within `range`.
private func wholeNumber(_ text: String, _ range: ClosedRange<Int>) throws -> Int {
    guard let v = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(v) else {
        throw ArgumentExpectation("expected a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return v
}

/// A finite number within `range`.
private func number(_ text: String, _ range: ClosedRange<Double>, unit: String = "") throws -> Double {
    guard let v = Double(text.trimmingCharacters(in: .whitespaces)), v.isFinite, range.contains(v) else {
        throw ArgumentExpectation("expected a number from \(plain(range.lowerBound)) to \(plain(range.upperBound))\(unit)")
    }
    return v
}

/// The two sides of `A<separator>B`, read as numbers and as written.
///
/// Rule: nil unless there are exactly two sides and each is a number within `range`.
private func pair<T: LosslessStringConvertible & Comparable>(_ text: String, _ separator: Character, in range: ClosedRange<T>)
    -> (first: T, second: T, written: (Substring, Substring))? {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2, let a = T(String(parts[0])), let b = T(String(parts[1])),
          range.contains(a), range.contains(b) else { return nil }
    return (a, b, (parts[0], parts[1]))
}

/// 0.5 as "0.5", 1000 as "1000".
private func plain(_ v: Double) -> String {
    v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : "\(v)"
}

/// `--size WxH`: window size in points, each side 1 to 16384.
struct WindowSize: CheckedArgument, Equatable {
    var width: Int
    var height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
    init(checking text: String) throws {
        guard let size = pair(text.lowercased(), "x", in: 1...16384) else {
            throw ArgumentExpectation("expected WxH in points, each a whole number from 1 to 16384 (e.g. 420x760)")
        }
        self.init(width: size.first, height: size.second)
    }
    var defaultValueDescription: String { "\(width)x\(height)" }
}

/// `--items`, `--history`: a number of rows, 0 to 10,000,000.
struct RowCount: CheckedArgument {
    var value: Int
    init(_ value: Int) { self.value = value }
    init(checking text: String) throws { value = try wholeNumber(text, 0...10_000_000) }
    var defaultValueDescription: String { "\(value)" }
}

/// `--seed N`: the simulated feed's seed, any whole number from 0 to 2^64 - 1.
struct FeedSeed: CheckedArgument {
    var value: UInt64
    init(_ value: UInt64) { self.value = value }
    init(checking text: String) throws {
        guard let v = UInt64(text.trimmingCharacters(in: .whitespaces)) else {
            throw ArgumentExpectation("expected a whole number from 0 to \(UInt64.max)")
        }
        value = v
    }
    var defaultValueDescription: String { "\(value)" }
}

/// A number flag within a range: each conforming type names its range and unit once.
protocol BoundedNumberArgument: CheckedArgument {
    static var range: ClosedRange<Double> { get }
    static var unit: String { get }
    var value: Double { get }
    init(_ value: Double)
}

extension BoundedNumberArgument {
    static var unit: String { "" }
    init(checking text: String) throws { self.init(try number(text, Self.range, unit: Self.unit)) }
    var defaultValueDescription: String { plain(value) }
}

/// `--fps`: frames per second of the headless clock, 1 to 1000.
struct FrameRate: BoundedNumberArgument {
    static let range = 1.0...1000
    static let unit = " frames per second"
    var value: Double
    init(_ value: Double) { self.value = value }
}

/// `--scale`: pixel density, 0.5 to 4 (headless, or an X11 window's scale).
struct PixelDensity: BoundedNumberArgument {
    static let range = 0.5...4.0
    var value: Double
    init(_ value: Double) { self.value = value }
}

/// `--fail-rate`: a probability, 0 to 1.
struct Probability: BoundedNumberArgument {
    static let range = 0.0...1
    var value: Double
    init(_ value: Double) { self.value = value }
}

/// `--settle-timeout`: seconds, more than 0 and at most a day.
struct Timeout: CheckedArgument {
    var value: Double
    init(_ value: Double) { self.value = value }
    init(checking text: String) throws {
        guard let v = Double(text), v.isFinite, v > 0, v <= 86_400 else {
            throw ArgumentExpectation("expected seconds, more than 0 and at most 86400")
        }
        value = v
    }
    var defaultValueDescription: String { plain(value) }
}

/// `--latency MIN-MAX`: the feed's answer time in seconds, 0 to 10, MIN <= MAX.
struct LatencyRange: CheckedArgument {
    var min: Double
    var max: Double
    init(min: Double, max: Double) { self.min = min; self.max = max }
    init(checking text: String) throws {
        guard let times = pair(text, "-", in: 0.0...10) else {
            throw ArgumentExpectation("expected MIN-MAX in seconds, each from 0 to 10 (e.g. 0.3-1.2)")
        }
        guard times.first <= times.second else {
            throw ArgumentExpectation("MIN \(times.written.0) is more than MAX \(times.written.1); expected MIN-MAX with MIN <= MAX")
        }
        self.init(min: times.first, max: times.second)
    }
    var defaultValueDescription: String { "\(fixedDecimals(min, 1))-\(fixedDecimals(max, 1))" }
}

/// A path the user names: never empty (an empty one would mean the working directory
/// for some calls and nothing for others).
struct FilePath: CheckedArgument {
    var path: String
    init(checking text: String) throws {
        guard !text.isEmpty else { throw ArgumentExpectation("expected a path, got an empty one") }
        guard !text.contains("\0") else { throw ArgumentExpectation("expected a path without NUL characters") }
        path = text
    }
}

// Choices: argument-parser takes a raw value and lists every case in its message
// ("Please provide one of 'normal', 'gif' and 'spinner'").
extension HeaderStyle: ExpressibleByArgument {}
extension RendererChoice: ExpressibleByArgument {}
extension FooterStyle: ExpressibleByArgument {}
extension Language: ExpressibleByArgument {}
extension AppearanceChoice: ExpressibleByArgument {}
