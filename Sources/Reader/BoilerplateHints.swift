/// What an element's class, id and role say about it. The words are the vocabulary sites use
/// for the parts around an article (navigation, share bars, comment threads, cookie banners,
/// "related" rails) and for the article itself; they are matched inside names, so
/// "post-comments" and "commentList" both count.
enum BoilerplateHints {
    /// Parts that are never the article, whatever else their name says.
    private static let junk = [
        "comment", "disqus", "share", "sharing", "social", "sidebar", "side-bar", "related", "recommend",
        "newsletter", "subscribe", "signup", "sign-up", "cookie", "consent", "gdpr", "banner", "breadcrumb",
        "navbar", "nav-", "-nav", "menu", "footer", "masthead", "promo", "sponsor", "advert", "ad-slot",
        "ad-container", "adslot", "-ad-", "outbrain", "taboola", "popup", "modal", "paywall", "skip-link",
        "skiplink", "pagination", "pager", "toolbar", "widget", "tags", "tag-list", "taglist", "author-bio",
        "authorbio", "more-stories", "trending", "most-popular", "mostpopular", "read-more", "readmore",
        "print-only", "screen-reader", "sr-only", "visually-hidden", "visuallyhidden", "byline",
        "dateline", "timestamp", "caption", "credit", "gallery", "slideshow", "carousel", "rating", "reaction", "login", "signin",
    ]
    /// Names that mark the article; an element carrying one is kept even if it also matches `junk`.
    private static let article = [
        "article", "content", "entry", "post-body", "postbody", "post-content", "story", "main", "text",
        "body", "blog", "prose", "markdown", "rich-text", "richtext",
    ]

    /// Names only the article itself carries.
    private static let articleMarks = [
        "article-body", "articlebody", "article-content", "articlecontent", "entry-content", "post-content",
        "postcontent", "post-body", "postbody", "story-body", "storybody", "article__body", "article-text",
        "articletext", "story-content", "main-content", "maincontent",
    ]

    /// An element that is the article (or its body), and not itself named as clutter.
    static func marksArticle(_ node: DOMTree.Node, names: String) -> Bool {
        let marked = node.tag == .article || node.tag == .main
            || node.attribute("itemprop")?.lowercased() == "articlebody"
            || articleMarks.contains { names.contains($0) }
        return marked && !junk.contains { names.contains($0) }
    }

    private static let junkRoles: Set<String> = ["navigation", "complementary", "contentinfo", "banner", "menu", "menubar", "dialog", "alert", "search"]

    /// The lower-cased class and id of an element, and its role.
    static func names(_ node: DOMTree.Node) -> String {
        var names = ""
        for attribute in node.attributes where attribute.name == "class" || attribute.name == "id" {
            names += attribute.value.lowercased()
            names += " "
        }
        return names
    }

    static func isJunk(names: String) -> Bool {
        guard !names.isEmpty else { return false }
        return junk.contains { names.contains($0) } && !article.contains { names.contains($0) }
    }

    static func hasJunkRole(_ node: DOMTree.Node) -> Bool {
        guard let role = node.attribute("role")?.lowercased() else { return false }
        return junkRoles.contains(role)
    }

    /// +25 for names that sound like the article, −25 for names that sound like the rest.
    static func weight(names: String) -> Float {
        guard !names.isEmpty else { return 0 }
        var weight: Float = 0
        if article.contains(where: { names.contains($0) }) { weight += 25 }
        if junk.contains(where: { names.contains($0) }) { weight -= 25 }
        return weight
    }

    /// Hidden from readers by the page itself.
    static func isHidden(_ node: DOMTree.Node) -> Bool {
        for attribute in node.attributes {
            switch attribute.name {
            case "hidden": return true
            case "aria-hidden": if attribute.value.lowercased() == "true" { return true }
            case "style":
                let style = attribute.value.lowercased().filter { $0 != " " }
                if style.contains("display:none") || style.contains("visibility:hidden") { return true }
            default: continue
            }
        }
        return false
    }
}
