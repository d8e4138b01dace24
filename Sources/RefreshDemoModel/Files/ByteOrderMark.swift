extension String {
    /// The text without a leading byte-order mark (an editor's "UTF-8 with BOM"): scripts
    /// and JSON files parse the same with or without one.
    var droppingByteOrderMark: String { hasPrefix("\u{FEFF}") ? String(unicodeScalars.dropFirst()) : self }
}
