import FoundationEssentials

/// The name a host is registered under: "news.example.com" and "www.example.co.uk" are both
/// "example". One organisation's sites link one another as their own (a newspaper's `.com`
/// and `.co.uk`, its `www.` and its bare name), so the reader asks here whether a link leaves
/// the site, not whether its host is letter for letter the page's.
enum SiteName {
    static func of(_ host: String) -> Substring {
        let lowered = host.lowercased()
        let labels = lowered.split(separator: ".")
        // On a platform that gives each of its users a name of their own ("ann.github.io", a
        // blog on "wordpress.com"), that name is the site: the platform's own pages, and its
        // other users', are elsewhere.
        if labels.count >= 3, let platform = platforms.first(where: { lowered.hasSuffix("." + $0) }) {
            let user = lowered.dropLast(platform.utf8.count + 1)
            return lowered[(user.lastIndex(of: ".").map { user.index(after: $0) } ?? user.startIndex)...]
        }
        // An address in numbers is its own name ("127.0.0.1" is not "0").
        guard labels.count >= 2, !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return Substring(lowered) }
        // A country's second level ("co.uk", "com.au") is part of the suffix.
        if labels.count >= 3, labels[labels.count - 1].count == 2, labels[labels.count - 2].count <= 3 {
            return labels[labels.count - 3]
        }
        return labels[labels.count - 2]
    }

    /// Hosting platforms whose users each have a name under them (from the Public Suffix
    /// List's private part: the ones blogs and project pages are read on).
    private static let platforms = ["github.io", "gitlab.io", "codeberg.page", "blogspot.com", "wordpress.com", "substack.com",
                                    "tumblr.com", "netlify.app", "pages.dev", "vercel.app", "herokuapp.com", "neocities.org",
                                    "readthedocs.io", "bearblog.dev", "micro.blog", "wixsite.com", "weebly.com", "sourceforge.io"]

    /// Whether `url` lies on the same site as `page` (both with hosts).
    static func isSame(_ url: URL, as page: URL) -> Bool {
        guard let host = url.host, let pageHost = page.host else { return url.host == page.host }
        return of(host) == of(pageHost)
    }
}
