import FoundationEssentials
import Networking
import TidingsText

/// The article facts in a page's JSON-LD (`<script type="application/ld+json">`): the first
/// object whose @type is an article (or a web page, failing that), searched through arrays
/// and `@graph`.
struct LinkedData {
    var headline: String?
    var author: String?
    var datePublished: String?
    var publisher: String?
    /// A recipe's ingredients as it lists them ("200 g d'oseille"), so that a page that leaves
    /// them out of the box its method is in can be read with them.
    var ingredients: [String] = []
    /// Its method, a line per step (a `HowToStep`'s text; a `HowToSection`'s steps in turn).
    var instructions: [String] = []
    private var foundArticle = false

    private static let articleTypes: Set<String> = [
        "article", "newsarticle", "blogposting", "reportagenewsarticle", "techarticle", "scholarlyarticle",
        "analysisnewsarticle", "opinionnewsarticle", "reviewnewsarticle", "backgroundnewsarticle", "report",
        "socialmediaposting", "liveblogposting", "posting", "medicalscholarlyarticle", "discussionforumposting",
        "satiricalarticle", "advertisercontentarticle", "askpublicnewsarticle",
    ]

    /// Types that describe the page's subject rather than its story (a recipe, a how-to): their
    /// author and date stand in for an article's when the page has none.
    private static let subjectTypes: Set<String> = ["recipe", "howto"]

    mutating func read(_ raw: String) {
        // (Past the article, read on only for a recipe's ingredients.)
        guard !foundArticle || ingredients.isEmpty && raw.holds("ngredient"),
              raw.utf8.count < 2_000_000,
              let json = JSONValue.parse(raw)
        else { return }
        var pending: [JSONValue] = [json]
        var visited = 0
        while let value = pending.popLast(), visited < 500 {
            visited += 1
            if let array = value.array {
                pending.append(contentsOf: array.reversed())
            } else if value.isObject {
                let object = value
                if let graph = object["@graph"] { pending.append(graph) }
                let types = Self.types(object["@type"])
                if types.contains("recipe"), ingredients.isEmpty {
                    ingredients = Self.lines(object["recipeIngredient"] ?? object["ingredients"])
                    instructions = Self.steps(object["recipeInstructions"])
                }
                if foundArticle {
                    if !ingredients.isEmpty { return }
                    continue
                }
                if types.contains(where: Self.articleTypes.contains) {
                    take(object)
                    foundArticle = true
                    continue
                }
                if types.contains("webpage"), headline == nil { take(object) }
                if types.contains(where: Self.subjectTypes.contains) { takeMissing(object) }
            }
        }
    }

    private mutating func take(_ object: JSONValue) {
        headline = Self.title(object["headline"]) ?? Self.title(object["name"]) ?? headline
        author = Self.name(object["author"]) ?? author
        datePublished = Self.string(object["datePublished"]) ?? Self.string(object["dateCreated"]) ?? datePublished
        publisher = Self.name(object["publisher"]) ?? publisher
    }

    /// Who wrote `object` and when, where nothing read before said. (Its name is the dish's or
    /// the task's, not the page's headline: "Zitronenkuchen vom Blech" under "Saftiger
    /// Zitronenkuchen vom Blech".)
    private mutating func takeMissing(_ object: JSONValue) {
        author = author ?? Self.name(object["author"])
        datePublished = datePublished ?? Self.string(object["datePublished"]) ?? Self.string(object["dateCreated"])
    }

    /// A headline, unless it is a type's name ("Article", "NewsArticle") or a placeholder, which
    /// templates write where the real one is missing.
    private static func title(_ value: JSONValue?) -> String? {
        guard let text = string(value)?.trimmingWhitespace(), !text.isEmpty else { return nil }
        let key = text.lowercased().filter { $0.isLetter }
        if articleTypes.contains(key) || placeholders.contains(key) { return nil }
        return text
    }

    private static let placeholders: Set<String> = [
        "webpage", "website", "thing", "creativework", "page", "home", "homepage", "untitled", "null", "undefined", "title", "headline",
    ]

    private static func types(_ value: JSONValue?) -> [String] {
        if let single = value?.string { return [single.lowercased()] }
        if let many = value?.array { return many.compactMap { $0.string?.lowercased() } }
        return []
    }

    /// A method's steps: strings, `HowToStep`s' texts, `HowToSection`s' steps (at most sixty).
    private static func steps(_ value: JSONValue?) -> [String] {
        var found: [String] = []
        var pending: [JSONValue] = value.map { [$0] } ?? []
        while let step = pending.popLast(), found.count < 60 {
            if let text = string(step) {
                found.append(text)
            } else if let many = step.array {
                pending.append(contentsOf: many.reversed())
            } else if step.isObject {
                if let text = string(step["text"]) { found.append(text) } else if let inner = step["itemListElement"] { pending.append(inner) }
            }
        }
        return found
    }

    /// A list of lines (at most sixty), or one line; a string that holds several, one a line
    /// (a site's whole list of ingredients given as one string), is those lines.
    private static func lines(_ value: JSONValue?) -> [String] {
        let strings = value?.array.map { $0.prefix(60).compactMap { string($0) } } ?? string(value).map { [$0] } ?? []
        let split = strings.flatMap { $0.split(whereSeparator: \.isNewline) }
            .map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
        return Array(split.prefix(60))
    }

    private static func string(_ value: JSONValue?) -> String? {
        if let text = value?.string, !text.isEmpty { return text }
        return nil
    }

    /// A person or organisation as JSON-LD writes it: a string, an object with `name` (which
    /// some sites make a list of the writers: `{"@type": "Person", "name": ["Ann", "Bo"]}`),
    /// or a list of either (names joined with commas).
    private static func name(_ value: JSONValue?) -> String? {
        if let text = value?.string { return text.isEmpty ? nil : text }
        if let value, value.isObject { return value["name"]?.isObject == true ? nil : name(value["name"]) }
        if let many = value?.array {
            let names = many.prefix(5).compactMap { name($0) }
            return names.isEmpty ? nil : names.joined(separator: ", ")
        }
        return nil
    }
}
