/// The numbers the host and the core pass in memory: a tuning's wire, a state read back whole.
///
/// One buffer for every export (the host writes into it before a call, or reads it after one),
/// so a call that takes or gives more than a few numbers needs no allocation across the boundary.

/// Where the host writes numbers before a call, and reads the ones a call wrote.
nonisolated(unsafe) let buffer = UnsafeMutablePointer<Double>.allocate(capacity: bufferCapacity)
let bufferCapacity = 256

@_expose(wasm, "core_buffer") @_cdecl("core_buffer")
public func coreBuffer() -> UnsafeMutablePointer<Double> { buffer }

@_expose(wasm, "core_buffer_capacity") @_cdecl("core_buffer_capacity")
public func coreBufferCapacity() -> Int32 { Int32(bufferCapacity) }
