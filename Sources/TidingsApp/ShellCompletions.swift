/// The shells Tidings writes completions for: `tidings --completions bash|zsh|fish`.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}

/// The completion scripts, written from the command table and the source catalog (commands,
/// sources, options, each source's `--list` values), so the install never ships a stale one.
enum ShellCompletions {
    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: BashCompletion.script()
        case .zsh: ZshCompletion.script()
        case .fish: FishCompletion.script()
        }
    }

    /// The words the scripts offer go into them unquoted; the table holds only these.
    static func isPlainWord(_ word: String) -> Bool {
        !word.isEmpty && word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    /// Every word a script writes unquoted: command names, sources, options and their values.
    static var words: [String] {
        let rows = CommandTable.all.flatMap(\.understood)
        let values = rows.flatMap { $0.choices().flatMap { $0.words.map(\.word) + ($0.source.map { [$0] } ?? []) } }
        return CommandTable.named.compactMap(\.name) + sources.map(\.word) + rows.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) } + values
    }

    /// The browser's operand: the sources, with what each is.
    static var sources: [Choice] {
        if case .words(let choices)? = CommandTable.browse.operand?.kind { return choices() }
        return []
    }

    /// What `--list` and options like it offer when no source is on the line yet: every
    /// source's values, each once (the config file may name any source as the first tab).
    static func anySource(_ option: OptionRow) -> [String] {
        var seen = Set<String>()
        return option.choices().flatMap(\.words).map(\.word).filter { seen.insert($0).inserted }
    }

    /// Whether an option's values depend on the source named on the line.
    static func dependsOnSource(_ option: OptionRow) -> Bool {
        option.choices().contains { $0.source != nil }
    }

    /// The source ids that have values for `option`, and the ones that have none (one list).
    static func sourcesWithout(_ option: OptionRow) -> [String] {
        let with = Set(option.choices().compactMap(\.source))
        return sources.map(\.word).filter { !with.contains($0) }
    }
}
