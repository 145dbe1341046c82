import FoundationEssentials

// The Algolia Hacker News API's JSON. Every field is optional: the service drops keys in newer
// responses and sends null in older ones, and one odd hit must not sink a whole page.

struct AlgoliaSearchResponse: Decodable {
    var hits: [AlgoliaHit]?
    var page: Int?
    var nbPages: Int?
}

struct AlgoliaHit: Decodable {
    var objectID: String?
    var title: String?
    var url: String?
    var author: String?
    var points: Int?
    var num_comments: Int?
    var created_at: String?
    var created_at_i: Int?
    var story_text: String?
}

/// A node of `items/:id`: the story and every comment share one shape.
struct AlgoliaItem: Decodable {
    var id: Int?
    var author: String?
    var title: String?
    var url: String?
    var text: String?
    var points: Int?
    var created_at: String?
    var created_at_i: Int?
    var children: [AlgoliaItem]?

    enum CodingKeys: String, CodingKey {
        case id, author, title, url, text, points, created_at, created_at_i, children
    }

    /// Written out so a 10,000-comment thread decodes only what is shown: the ISO date string
    /// is read only when the Unix time is missing.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        author = try container.decodeIfPresent(String.self, forKey: .author)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        url = try container.decodeIfPresent(String.self, forKey: .url)
        text = try container.decodeIfPresent(String.self, forKey: .text)
        points = try container.decodeIfPresent(Int.self, forKey: .points)
        created_at_i = try container.decodeIfPresent(Int.self, forKey: .created_at_i)
        created_at = created_at_i == nil ? try container.decodeIfPresent(String.self, forKey: .created_at) : nil
        children = try container.decodeIfPresent([AlgoliaItem].self, forKey: .children)
    }
}
