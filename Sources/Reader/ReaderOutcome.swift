/// What reading a page came to, short of a network failure (those are `FetchError`s).
public enum ReaderOutcome: Sendable, Equatable {
    case article(Article)
    /// The address answered with something other than a web page (a PDF, an image).
    case notHTML(contentType: String)
    /// A web page, but nothing on it reads as an article.
    case noArticle
    /// Reading the page would cost more than any article is worth (markup built to be slow,
    /// or too many elements): the reader gave up within its budget.
    case tooComplex
    /// This reader reads no pages at all (the demo, which stays offline); retrying cannot help.
    case offline
}
