import Networking

/// Why a picture cannot be shown, as facts; the screen shows its placeholder (the alt text)
/// and chooses any words.
public enum PictureFailure: Error, Sendable, Equatable {
    /// The download failed (unreachable, timed out, an HTTP error, larger than the cap).
    case fetch(FetchError)
    /// The body is not a picture (an HTML error page served as image/jpeg, text, nothing).
    case notAnImage
    /// A kind of picture that is not drawn, by name ("SVG").
    case unsupported(String)
    /// The picture says it is this large, past what is decoded (a decompression bomb); refused
    /// from its header, before any pixel memory is taken.
    case tooLarge(width: Int, height: Int)
    /// Truncated or corrupt.
    case damaged
}
