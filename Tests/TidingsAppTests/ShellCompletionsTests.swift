import Testing
@testable import TidingsApp

/// The completion scripts are written from the table; the shells themselves run them in the
/// install's end-to-end test.
@Suite struct ShellCompletionsTests {
    /// The scripts write the table's words unquoted (command names, sources, options and their
    /// values): each must be one a shell reads as itself.
    static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    static var words: [String] {
        let rows = CommandTable.all.flatMap(\.understood)
        let values = rows.flatMap { $0.choices().flatMap { $0.words.map(\.word) + ($0.source.map { [$0] } ?? []) } }
        return CommandTable.named.compactMap(\.name) + ShellCompletions.sources.map(\.word) + rows.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } + values
    }

    @Test func everyWordWrittenUnquotedIsPlain() {
        for word in Self.words {
            #expect(Self.isPlainWord(word), "\(word) would need quoting in a script")
        }
        #expect(!Self.isPlainWord("a b"))
        #expect(!Self.isPlainWord("$(x)"))
        #expect(!Self.isPlainWord("é"))
    }

    @Test func eachScriptOffersEveryCommandSourceListAndVisibleOption() {
        for shell in Shell.allCases {
            // Without the comments, which name the command that wrote the script.
            let script = ShellCompletions.script(for: shell).split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
            for word in CommandTable.named.compactMap(\.name) + ShellCompletions.sources.map(\.word) {
                #expect(script.contains(word), "\(shell) offers \(word)")
            }
            for source in SourceCatalog.all where !source.lists.isEmpty {
                #expect(script.contains(source.lists.joined(separator: " ")), "\(shell) offers \(source.id)'s lists together")
            }
            for option in CommandTable.all.flatMap(\.understood) {
                let name = shell == .fish ? "-l " + option.name.dropFirst(2) : option.name
                #expect(script.contains(name) != option.hidden, "\(shell): \(option.name) is offered unless hidden")
            }
        }
    }

    @Test func quotesInDescriptionsAreEscapedForEachShell() {
        // "source's" and "today's" are in the table's own words.
        #expect(ShellCompletions.script(for: .zsh).contains("source'\\''s first"))
        #expect(ShellCompletions.script(for: .fish).contains("source\\'s first"))
    }
}
