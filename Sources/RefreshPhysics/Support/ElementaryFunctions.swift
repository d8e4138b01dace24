/// The elementary functions the closed forms use, by their C names, in both builds.
///
/// Rule: the app's build takes each from the C library (glibc); the WebAssembly core, which has
/// no libm, from its host (the page's or node's `Math`, imported by the same C name). No formula
/// is written twice: the simulations call these names alone and do not import Foundation. V8's
/// `Math` and glibc may differ in a result's last bit; the conformance table (`make test`) shows
/// that moves no frame's offset by more than 1e-9 pt.
#if hasFeature(Embedded)
@_extern(c, "exp") func exp(_ x: Double) -> Double
@_extern(c, "log") func log(_ x: Double) -> Double
@_extern(c, "pow") func pow(_ x: Double, _ y: Double) -> Double
@_extern(c, "sin") func sin(_ x: Double) -> Double
@_extern(c, "cos") func cos(_ x: Double) -> Double
@_extern(c, "atan2") func atan2(_ y: Double, _ x: Double) -> Double
#elseif canImport(Glibc)
import Glibc
@inline(__always) func exp(_ x: Double) -> Double { Glibc.exp(x) }
@inline(__always) func log(_ x: Double) -> Double { Glibc.log(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { Glibc.pow(x, y) }
@inline(__always) func sin(_ x: Double) -> Double { Glibc.sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { Glibc.cos(x) }
@inline(__always) func atan2(_ y: Double, _ x: Double) -> Double { Glibc.atan2(y, x) }
#else
import Darwin
@inline(__always) func exp(_ x: Double) -> Double { Darwin.exp(x) }
@inline(__always) func log(_ x: Double) -> Double { Darwin.log(x) }
@inline(__always) func pow(_ x: Double, _ y: Double) -> Double { Darwin.pow(x, y) }
@inline(__always) func sin(_ x: Double) -> Double { Darwin.sin(x) }
@inline(__always) func cos(_ x: Double) -> Double { Darwin.cos(x) }
@inline(__always) func atan2(_ y: Double, _ x: Double) -> Double { Darwin.atan2(y, x) }
#endif

/// Euler's number, as C's M_E (to the double nearest e).
let M_E = 2.718281828459045

/// The elementary functions for the targets above, by the same rule (the C library's in the
/// app, the host's in the WebAssembly core), so no file of theirs imports Foundation for them.
public enum Elementary {
    /// x^y (C's pow).
    @inline(__always) public static func pow(_ x: Double, _ y: Double) -> Double { RefreshPhysics.pow(x, y) }
    /// e^x (C's exp).
    @inline(__always) public static func exp(_ x: Double) -> Double { RefreshPhysics.exp(x) }
    /// The natural logarithm (C's log).
    @inline(__always) public static func log(_ x: Double) -> Double { RefreshPhysics.log(x) }
}
