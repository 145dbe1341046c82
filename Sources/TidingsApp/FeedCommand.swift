import Feeds
import FoundationEssentials
import Networking
import Screens

/// `tidings feed [--json] URL`: fetches one feed and prints it, without subscribing. A web
/// page is searched for the feed it names (autodiscovery) and that feed is printed. Exits 1
/// with one line on stderr when there is no feed to print.
enum FeedCommand {
    static func run(_ options: CommandLineOptions.FeedOptions, transport: any HTTPTransport = CurlTransport(timeout: 15)) -> Int32 {
        let fetcher = FeedFetcher(transport: transport)
        let result: Result<(URL, FeedDocument), FeedFailure> = runToCompletion {
            do throws(FeedFailure) {
                return .success((options.url, try await document(at: options.url, fetcher: fetcher)))
            } catch {
                guard case .webPage(_, let alternates) = error, let found = alternates.first else { return .failure(error) }
                do throws(FeedFailure) {
                    return .success((found.url, try await document(at: found.url, fetcher: fetcher)))
                } catch {
                    return .failure(error)
                }
            }
        }
        switch result {
        case .failure(let failure):
            // No keys here: the sentence must not say "press r".
            return FeedCommandSupport.fail(Wording(retryKey: nil).sentence(for: failure))
        case .success(let (url, document)):
            print(options.json ? json(document) : text(document, url: url))
            return 0
        }
    }

    private static func document(at url: URL, fetcher: FeedFetcher) async throws(FeedFailure) -> FeedDocument {
        switch try await fetcher.fetch(url) {
        case .fetched(let document, _): document
        // Nothing was sent to make a 304 possible; a server answering it anyway sent no feed.
        case .notModified: throw .notAFeed(host: url.host ?? "the server")
        }
    }

    /// `{"title","link","items":[{"title","link","id","published","author","summary"}]}`:
    /// links absolute, `published` the publication date (else the update's) in ISO 8601 with
    /// its offset, text as plain text, null where the feed has nothing.
    static func json(_ document: FeedDocument) -> String {
        JSONValue.object([
            ("title", .optional(document.title)),
            ("link", .optional(document.link?.absoluteString)),
            ("items", .array(document.entries.map { entry in
                .object([
                    ("title", .optional(entry.title)),
                    ("link", .optional(entry.link?.absoluteString)),
                    ("id", .optional(entry.guid)),
                    ("published", .optional(entry.date?.iso8601)),
                    ("author", .optional(entry.author)),
                    ("summary", .optional(entry.summary.map(\.plain).flatMap { $0.isEmpty ? nil : $0 })),
                ])
            })),
        ]).text
    }

    /// The feed's title and site, then each item: title, date and author, link.
    static func text(_ document: FeedDocument, url: URL) -> String {
        var lines = [document.title ?? url.absoluteString]
        if let link = document.link { lines.append(link.absoluteString) }
        lines.append(document.entries.count == 1 ? "1 item" : "\(document.entries.count) items")
        for entry in document.entries {
            lines.append("")
            lines.append("* " + entry.displayTitle)
            let byline = [entry.date.map(shortDate), entry.author].compactMap { $0 }.joined(separator: " · ")
            if !byline.isEmpty { lines.append("  " + byline) }
            if let link = entry.link { lines.append("  " + link.absoluteString) }
            for enclosure in entry.enclosures {
                let size = enclosure.length.map { $0 >= 1 << 20 ? "\($0 >> 20) MB" : $0 >= 1 << 10 ? "\($0 >> 10) KB" : "\($0) bytes" }
                let details = [enclosure.type, size].compactMap { $0 }.joined(separator: ", ")
                lines.append("  enclosure: " + enclosure.url.absoluteString + (details.isEmpty ? "" : " (\(details))"))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// "2026-11-29 09:30" in the feed's own zone.
    private static func shortDate(_ date: FeedDate) -> String {
        let iso = date.iso8601
        return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(5))
    }
}
