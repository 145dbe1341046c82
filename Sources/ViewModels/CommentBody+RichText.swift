import Feeds
import TidingsText

extension CommentBody {
    /// The body parsed and sanitized for display. Done lazily, once per comment drawn; large
    /// bodies arrive already parsed (`.rich`) so the run loop never parses them.
    public var richText: RichText {
        switch self {
        case .html(let html): HTMLText.parse(html)
        case .plain(let text): RichText.plain(Sanitizer.text(text))
        case .rich(let text): text
        case .htmlSource(let source): HTMLText.parse(source.string)
        }
    }
}
