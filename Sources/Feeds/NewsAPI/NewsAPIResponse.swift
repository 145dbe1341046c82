// NewsAPI v2's JSON, for both answers and errors: `{"status":"ok","totalResults":…,"articles":[…]}`
// or `{"status":"error","code":…,"message":…}`. Every field is optional because a missing key and
// null mean the same thing, and one odd article must not sink the page.

struct NewsAPIResponse: Decodable {
    var status: String?
    var totalResults: Int?
    var articles: [Article]?
    var code: String?
    var message: String?

    struct Article: Decodable {
        var source: Source?
        var author: String?
        var title: String?
        var description: String?
        var url: String?
        var urlToImage: String?
        var publishedAt: String?
        var content: String?
    }

    struct Source: Decodable {
        var id: String?
        var name: String?
    }

    var isError: Bool { status == "error" }
}
