/// The picture formats Tidings decodes.
public enum ImageFormat: String, Sendable, Hashable {
    case jpeg, png, gif, webp
}

/// What a body holds, read from its first bytes: a server's Content-Type is never trusted
/// (an error page is often served as image/jpeg).
enum ImageSniffer {
    enum Kind: Equatable {
        case image(ImageFormat)
        /// A picture, but of a kind that is not drawn (SVG, AVIF, BMP, …), by name.
        case unsupported(String)
        /// Not a picture at all: HTML, JSON, text, nothing.
        case notAnImage
    }

    static func kind(of bytes: UnsafeRawBufferPointer) -> Kind {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            guard bytes.count >= offset + prefix.count else { return false }
            for (index, byte) in prefix.enumerated() where bytes[offset + index] != byte { return false }
            return true
        }
        if starts([0xFF, 0xD8, 0xFF]) { return .image(.jpeg) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .image(.png) }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .image(.gif) }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .image(.webp) }
        if starts(Array("ftyp".utf8), at: 4) {
            let brand = bytes.count >= 12 ? String(decoding: bytes[8..<12], as: UTF8.self) : ""
            return .unsupported(brand.hasPrefix("avi") ? "AVIF" : brand.hasPrefix("hei") || brand.hasPrefix("mif") ? "HEIF" : "ISO media")
        }
        if starts(Array("BM".utf8)) { return .unsupported("BMP") }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .unsupported("TIFF") }
        if starts([0x00, 0x00, 0x01, 0x00]) { return .unsupported("ICO") }
        if isSVG(bytes) { return .unsupported("SVG") }
        return .notAnImage
    }

    /// SVG is text: an `<svg` element near the start, perhaps after an XML declaration,
    /// comments or a doctype (and a byte-order mark).
    private static func isSVG(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self).lowercased()
        guard let svg = head.firstRange(of: "<svg") else { return false }
        // An HTML page that embeds an SVG icon is still HTML.
        if let html = head.firstRange(of: "<html"), html.lowerBound < svg.lowerBound { return false }
        return !head.contains("<!doctype html")
    }
}
