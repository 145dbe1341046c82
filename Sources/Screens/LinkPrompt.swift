import FoundationEssentials
import TidingsText

/// `f` (or a number) on a pane with numbered links: asks which, and opens it.
enum LinkPrompt {
    /// `what`: the pane's thing, for the sentences ("article", "item").
    static func ask(_ links: [URL], what: String, typed: String) -> ScreenCommand {
        guard !links.isEmpty else { return .message("This \(what) has no links.") }
        return .prompt(Prompt(label: "Open link (1–\(links.count)):", initial: typed) { answer in
            guard let number = Int(answer.trimmingSpaces()), links.indices.contains(number - 1) else {
                return .message("There is no link [\(Sanitizer.line(answer))]: this \(what)'s links are numbered 1 to \(links.count).")
            }
            return .open(links[number - 1], what: "link [\(number)]")
        })
    }
}
