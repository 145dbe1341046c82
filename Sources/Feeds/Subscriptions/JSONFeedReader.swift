import FoundationEssentials
import Glibc
import Networking

/// JSON Feed 1.0 and 1.1 (jsonfeed.org), read leniently: an id given as a number is still an
/// id, 1.0's `author` and 1.1's `authors` both count (an item without its own takes the
/// feed's, as the spec says), relative URLs resolve against the feed's address.
enum JSONFeedReader {
    /// Nil when the bytes are not JSON, or not an object with an `items` array.
    static func read(_ data: Data, documentURL: URL?) -> FeedDocument? {
        guard let object = JSONValue.parse(data), object.isObject, let items = object["items"]?.array else { return nil }
        let feedAuthors = authors(object)
        var entries: [FeedEntry] = []
        entries.reserveCapacity(items.count)
        for item in items where item.isObject {
            entries.append(entry(item, documentURL: documentURL, feedAuthors: feedAuthors))
        }
        EntryIdentity.settle(&entries)
        let title = string(object["title"]).map(PlainText.unlabelledLine)
        return FeedDocument(format: .json, title: title?.isEmpty == false ? title : nil,
                            link: string(object["home_page_url"]).flatMap { FeedLink.resolve($0, against: documentURL) },
                            entries: entries)
    }

    private static func entry(_ item: JSONValue, documentURL: URL?, feedAuthors: [String]) -> FeedEntry {
        let link = string(item["url"]).flatMap { FeedLink.resolve($0, against: documentURL) }
            ?? string(item["external_url"]).flatMap { FeedLink.resolve($0, against: documentURL) }
        let own = authors(item)
        let names = own.isEmpty ? feedAuthors : own
        let content = nonEmpty(string(item["content_html"]).map { FeedText($0, kind: .html) })
            ?? nonEmpty(string(item["content_text"]).map { FeedText($0, kind: .text) })
        let title = string(item["title"]).map(PlainText.unlabelledLine)
        var enclosures: [Enclosure] = []
        for attachment in item["attachments"]?.array ?? [] where attachment.isObject {
            guard let url = string(attachment["url"]).flatMap({ FeedLink.resolve($0, against: documentURL) }) else { continue }
            enclosures.append(Enclosure(url: url, type: string(attachment["mime_type"]).map(PlainText.line),
                                        length: attachment["size_in_bytes"]?.double.flatMap { Self.length($0) }))
        }
        var categories: [String] = []
        for tag in (item["tags"]?.array ?? []).compactMap(\.string) {
            let name = PlainText.line(tag)
            if !name.isEmpty, !categories.contains(name), categories.count < 30 { categories.append(name) }
        }
        let guid = string(item["id"]).map(PlainText.line)
        return FeedEntry(
            identity: "", guid: guid?.isEmpty == false ? guid : nil, title: title?.isEmpty == false ? title : nil, link: link,
            author: names.isEmpty ? nil : String(names.joined(separator: ", ").prefix(500)),
            published: string(item["date_published"]).flatMap(FeedDate.parse),
            updated: string(item["date_modified"]).flatMap(FeedDate.parse),
            summary: nonEmpty(string(item["summary"]).map { FeedText($0, kind: .text) }),
            content: content, contentBase: documentURL, enclosures: enclosures, categories: categories,
            image: (string(item["image"]) ?? string(item["banner_image"])).flatMap { FeedLink.resolve($0, against: documentURL) })
    }

    /// 1.1's `authors` array, else 1.0's `author` object: the names (or, without one, the URL).
    private static func authors(_ object: JSONValue) -> [String] {
        var list: [JSONValue] = []
        if let many = object["authors"]?.array {
            list = many.filter(\.isObject)
        } else if let one = object["author"], one.isObject {
            list = [one]
        }
        var names: [String] = []
        for author in list.prefix(20) {
            let name = PlainText.line(string(author["name"]) ?? string(author["url"]) ?? "")
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// A string, or a number written as one (some feeds give ids as numbers).
    private static func string(_ value: JSONValue?) -> String? {
        value?.stringOrNumber
    }

    private static func nonEmpty(_ text: FeedText?) -> FeedText? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private static func length(_ value: Double) -> Int64? {
        guard value.isFinite, value >= 0, value < 9e18 else { return nil }
        return Int64(value)
    }
}
