import Screens
import TidingsText

/// `tidings --help`.
enum HelpText {
    static func render() -> String {
        let keyWidth = KeyHelp.entries.map { $0.keys.count }.max() ?? 0
        let keys = KeyHelp.entries.map { "  " + $0.keys.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0) + $0.action }
        return """
        Tidings — Hacker News, Product Hunt and news headlines in your terminal.

        \(CommandLineOptions.usage)

        Sources (Tab, Shift-Tab or 1-3 switch between them):
          hn                  Hacker News (the default)
          ph                  Product Hunt: today's featured posts (needs PRODUCTHUNT_TOKEN)
          news                NewsAPI top headlines (needs NEWSAPI_KEY)

        Options:
          --list LIST         hn: front (default), new, ask, show
                              news: business, entertainment, general, health, science,
                              sports, technology
          --demo              browse the bundled sample data, offline
          --help              show this help
          --version           show the version

        Keys:
        \(keys.joined(separator: "\n"))

        Environment (beats the config file):
          PRODUCTHUNT_TOKEN   Product Hunt developer token
          NEWSAPI_KEY         NewsAPI key
          TIDINGS_HN_URL      Hacker News API base (default https://hn.algolia.com/api/v1)
          TIDINGS_PH_URL      Product Hunt GraphQL endpoint
          TIDINGS_NEWSAPI_URL NewsAPI base (default https://newsapi.org/v2)
          BROWSER             command(s) that open links, separated by ':'; %s stands for the URL
          NO_COLOR            set to draw without colour

        Config file: $XDG_CONFIG_HOME/tidings/config (default ~/.config/tidings/config),
        'key = value' lines and # comments. Keys:
        \(TextLayout.wrap(ConfigFile.knownKeys.joined(separator: ", "), width: 76).map { "  " + $0 }.joined(separator: "\n"))

        """
    }

    static let version = "tidings 0.1.0"
}
