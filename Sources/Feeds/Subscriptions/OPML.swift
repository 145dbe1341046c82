import FoundationEssentials
import Markup

/// OPML 2.0, the format feed readers exchange subscriptions in: `opml/body/outline` elements
/// with `xmlUrl` for feeds, nested in outlines without one for folders.
public enum OPML {
    /// The feeds an OPML document lists, in its order: each tagged with the folders it sits in
    /// (outermost first) and its `category` attribute's names, and named by its `text` (else
    /// `title`). Nil when the document is not OPML at all.
    public static func subscriptions(from data: Data) -> [Subscription]? {
        let reader = OutlineReader()
        let parser = XMLPushParser(handler: reader)
        data.withUnsafeBytes { parser.push($0) }
        parser.finish()
        return reader.isOPML ? reader.found : nil
    }

    /// An OPML 2.0 document for `subscriptions`: one folder per first tag (the rest of the
    /// tags in `category`, so importing it gives every tag back), feeds without tags at the
    /// top. `titles` names the feeds that have no name of their own, by address.
    public static func document(for subscriptions: [Subscription], titles: [String: String] = [:], now: Date = Date()) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<opml version=\"2.0\">",
            "  <head>",
            "    <title>Tidings subscriptions</title>",
            "    <dateCreated>\(HTTPDateText.rfc822(now))</dateCreated>",
            "  </head>",
            "  <body>",
        ]
        func outline(_ subscription: Subscription, indent: String) -> String {
            let text = subscription.name ?? titles[subscription.address] ?? subscription.address
            var attributes = [("type", "rss"), ("text", text), ("title", text), ("xmlUrl", subscription.address)]
            if subscription.tags.count > 1 {
                attributes.append(("category", subscription.tags.map { "/" + $0.replacing(",", with: " ") }.joined(separator: ",")))
            }
            return indent + "<outline " + attributes.map { "\($0.0)=\"\(escape($0.1))\"" }.joined(separator: " ") + "/>"
        }
        var folders: [String] = []
        var byFolder: [String: [Subscription]] = [:]
        for subscription in subscriptions {
            guard let folder = subscription.tags.first else {
                lines.append(outline(subscription, indent: "    "))
                continue
            }
            if byFolder[folder] == nil { folders.append(folder) }
            byFolder[folder, default: []].append(subscription)
        }
        for folder in folders {
            lines.append("    <outline text=\"\(escape(folder))\" title=\"\(escape(folder))\">")
            for subscription in byFolder[folder] ?? [] { lines.append(outline(subscription, indent: "      ")) }
            lines.append("    </outline>")
        }
        lines += ["  </body>", "</opml>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for an attribute value: markup characters escaped, characters XML forbids dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// Reads outlines: a folder for each outline without a feed address, a subscription for each
/// with one.
private final class OutlineReader: XMLEventHandler {
    var found: [Subscription] = []
    var isOPML = false
    private var depth = 0
    /// One entry per open outline: the folder it starts, or nil (a feed, or a nameless folder).
    private var folders: [String?] = []
    private var outlineDepths: [Int] = []

    func startElement(_ localName: UnsafePointer<UInt8>, namespace: UnsafePointer<UInt8>?, attributes: XMLAttributeList) {
        depth += 1
        let name = String(cString: localName)
        if depth == 1 {
            isOPML = name.lowercased() == "opml"
            return
        }
        guard isOPML, name.lowercased() == "outline" else { return }
        var values: [String: String] = [:]
        for attribute in attributes {
            values[String(cString: attribute.localName).lowercased()] = attribute.string
        }
        outlineDepths.append(depth)
        let text = [values["text"], values["title"]].compactMap { $0.map(PlainText.line) }.first { !$0.isEmpty }
        guard let address = values["xmlurl"].map(PlainText.trimmed), !address.isEmpty else {
            folders.append(text)
            return
        }
        folders.append(nil)
        var tags = folders.compactMap { $0 }
        for category in (values["category"] ?? "").split(separator: ",") {
            let tag = PlainText.line(category.split(separator: "/").joined(separator: "/"))
            if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
        }
        found.append(Subscription(address: address, tags: tags, name: text == address ? nil : text))
    }

    func endElement() {
        if outlineDepths.last == depth {
            outlineDepths.removeLast()
            folders.removeLast()
        }
        depth -= 1
    }

    func text(_ bytes: UnsafeBufferPointer<UInt8>) {}
}

/// "Tue, 10 Jun 2003 04:00:00 GMT", for OPML's dateCreated.
enum HTTPDateText {
    static func rfc822(_ date: Date) -> String {
        let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let (year, month, day) = CalendarDate.civil(fromDays: days)
        let weekday = Int(((days % 7) + 10) % 7)  // 1970-01-01 was a Thursday (3)
        let names = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let time = Int(seconds - days * 86_400)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(names[weekday]), \(two(day)) \(months[month - 1]) \(year) \(two(time / 3600)):\(two(time / 60 % 60)):\(two(time % 60)) GMT"
    }
}
