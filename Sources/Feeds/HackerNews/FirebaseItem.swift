/// An item of the official Hacker News API (`item/ID.json`): a story, comment, job or poll.
/// Missing fields are omitted by the service; every field is optional here, and numbers are
/// read leniently, so one odd item never sinks a page.
struct FirebaseItem: Decodable, Sendable {
    var id: Int?
    var deleted: Bool
    var dead: Bool
    var type: String?
    var by: String?
    var time: Int?
    var title: String?
    var url: String?
    var text: String?
    var score: Int?
    var descendants: Int?
    var parent: Int?
    var kids: [Int]

    enum CodingKeys: String, CodingKey {
        case id, deleted, dead, type, by, time, title, url, text, score, descendants, parent, kids
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = container.lenientInt(.id)
        deleted = (try? container.decodeIfPresent(Bool.self, forKey: .deleted)) ?? false
        dead = (try? container.decodeIfPresent(Bool.self, forKey: .dead)) ?? false
        type = try? container.decodeIfPresent(String.self, forKey: .type)
        by = try? container.decodeIfPresent(String.self, forKey: .by)
        time = container.lenientInt(.time)
        title = try? container.decodeIfPresent(String.self, forKey: .title)
        url = try? container.decodeIfPresent(String.self, forKey: .url)
        text = try? container.decodeIfPresent(String.self, forKey: .text)
        score = container.lenientInt(.score)
        descendants = container.lenientInt(.descendants)
        parent = container.lenientInt(.parent)
        kids = container.lenientInts(.kids) ?? []
    }

    /// Ids as the rest of Tidings spells them.
    var kidIDs: [String] { kids.map(String.init) }

    /// Gone from the site's lists: deleted, or killed by moderators or flags.
    var isGone: Bool { deleted || dead }
}
