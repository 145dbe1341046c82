import Feeds
import TidingsText

extension CommentBody {
    /// The body parsed and sanitized for display. Done lazily, once per comment drawn.
    public var richText: RichText {
        switch self {
        case .html(let html): HTMLText.parse(html)
        case .plain(let text): RichText.plain(Sanitizer.text(text))
        }
    }
}
