import Screens

/// `tidings --help`.
enum HelpText {
    static func render() -> String {
        let keyWidth = KeyHelp.entries.map { $0.keys.count }.max() ?? 0
        let keys = KeyHelp.entries.map { "  " + $0.keys.padding(toLength: keyWidth + 2, withPad: " ", startingAt: 0) + $0.action }
        return """
        Tidings — read Hacker News in your terminal.

        \(CommandLineOptions.usage)

        Sources:
          hn                  Hacker News (the default)

        Options:
          --list LIST         front (default), new, ask or show
          --demo              browse the bundled sample data, offline
          --help              show this help
          --version           show the version

        Keys:
        \(keys.joined(separator: "\n"))

        Environment:
          TIDINGS_HN_URL      Hacker News API base (default https://hn.algolia.com/api/v1)
          BROWSER             command(s) that open links, separated by ':'; %s stands for the URL
          NO_COLOR            set to draw without colour

        """
    }

    static let version = "tidings 0.1.0"
}
