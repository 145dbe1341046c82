import Foundation

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
    var type: String?
    var author: String?
    var title: String?
    var url: String?
    var text: String?
    var points: Int?
    var created_at: String?
    var created_at_i: Int?
    var children: [AlgoliaItem]?
}
