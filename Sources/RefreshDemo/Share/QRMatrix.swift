import CQRencode

/// A QR code as a square of modules (true: dark), made by libqrencode: the smallest version
/// that holds the text as bytes at error correction level M.
struct QRMatrix: Equatable {
    let size: Int
    let modules: [Bool]

    /// nil when libqrencode cannot encode the text (too long for any version).
    init?(_ text: String) {
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        guard width > 0, let data = code.pointee.data else { return nil }
        size = width
        // Bit 0 of each byte is the module's colour (qrencode.h).
        modules = (0..<width * width).map { data[$0] & 1 == 1 }
    }

    func isDark(_ x: Int, _ y: Int) -> Bool { modules[y * size + x] }
}
