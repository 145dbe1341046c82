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
