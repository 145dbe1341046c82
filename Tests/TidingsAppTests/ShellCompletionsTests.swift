import Testing
@testable import TidingsApp

/// The completion scripts are written from the table; the shells themselves run them in the
/// install's end-to-end test.
@Suite struct ShellCompletionsTests {
    @Test func everyWordWrittenUnquotedIsPlain() {
        for word in ShellCompletions.words {
            #expect(ShellCompletions.isPlainWord(word), "\(word) would need quoting in a script")
        }
        #expect(!ShellCompletions.isPlainWord("a b"))
        #expect(!ShellCompletions.isPlainWord("$(x)"))
        #expect(!ShellCompletions.isPlainWord("é"))
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
