import Dispatch
import FoundationEssentials
import Networking
import Reader
import Screens
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// `tidings read URL`: fetches a page, extracts its article and prints it, as plain text wrapped
/// to the width or as JSON. Exits 1 with one line on stderr when there is nothing to print.
enum ReadCommand {
    static func run(_ options: CommandLineOptions.ReadOptions, transport: any HTTPTransport = CurlTransport(timeout: 15)) -> Int32 {
        let result: Result<ReaderOutcome, FetchError> = runToCompletion {
            do throws(FetchError) {
                return .success(try await ArticleFetcher(transport: transport).read(options.url))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .failure(let error):
            // No keys here: the sentence must not say "press r".
            return fail(Wording(retryKey: nil).sentence(for: error))
        case .success(.notHTML(let type)):
            return fail("\(options.url.host ?? "The page") answered with \(type.isEmpty ? "something" : type), not a web page, so there is no article to read.")
        case .success(.noArticle):
            return fail("No article could be found on that page.")
        case .success(.tooComplex):
            return fail("That page is too complex to read here; open it in a browser.")
        case .success(.offline):
            return fail("This reader reads no web pages.")
        case .success(.article(let article)):
            if options.json {
                print(json(article))
            } else {
                let width = options.width ?? terminalWidth() ?? 80
                print(ArticleLayout(article: article, width: width).lines.map(\.text).joined(separator: "\n"))
            }
            return 0
        }
    }

    /// `{"title","byline","site","published","text"}`; missing fields are null, the date is
    /// ISO 8601 with the page's own offset (none when the page gave none).
    static func json(_ article: Article) -> String {
        JSONValue.object([
            ("byline", .optional(article.byline)), ("published", .optional(article.published?.iso8601)),
            ("site", .optional(article.site)), ("text", .string(article.text)), ("title", .optional(article.title)),
        ]).text
    }

    private static func fail(_ reason: String) -> Int32 {
        TidingsApplication.printError("tidings: " + reason)
        return 1
    }

    private static func terminalWidth() -> Int? {
        guard isatty(1) == 1 else { return nil }
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
