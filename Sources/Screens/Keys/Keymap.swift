import Canvas

/// Every key binding in one table. Screens handle actions, never raw keys; the help overlay,
/// `tidings --help` and the status-bar hints are all written from this table, so they always
/// say what the keys really do, rebindings included.
public struct Keymap: Sendable {
    public private(set) var bindings: [Binding]
    private var lookup: [KeyScope: [KeyPress: Action]] = [:]
    /// Each action's scopes, looked up for every action on every frame (which hints apply).
    private var scopesByAction: [Action: Set<KeyScope>] = [:]

    /// The keys every screen knows, without any source's own.
    public static let standard = Keymap(bindings: Binding.standard)

    public init(bindings: [Binding]) {
        self.bindings = bindings
        rebuildLookup()
    }

    /// These bindings and a source's own after them (its actions, keys and help lines).
    public func adding(_ more: [Binding]) -> Keymap {
        Keymap(bindings: bindings + more.filter { binding in !bindings.contains { $0.action == binding.action } })
    }

    /// Every action the keymap knows, in the help's order.
    public var actions: [Action] { bindings.map(\.action) }

    /// The action a config file or a status-bar hint names, if the keymap knows it.
    public func action(named name: String) -> Action? {
        bindings.first { $0.action.rawValue == name }?.action
    }

    /// Where an action applies (rebinding changes keys, never scopes); empty when unknown.
    public func scopes(of action: Action) -> Set<KeyScope> {
        scopesByAction[action] ?? []
    }

    /// Two actions that would answer to the same key on the same screen.
    public struct Conflict: Error, Equatable {
        public var key: KeyPress
        public var actions: [Action]
    }

    /// The action `press` means on a screen answering to `scopes`, most specific scope first.
    public func action(for press: KeyPress, in scopes: [KeyScope]) -> Action? {
        for scope in scopes {
            if let action = lookup[scope]?[press] { return action }
        }
        return nil
    }

    /// The binding of an action; an action the keymap does not know has no keys.
    public func binding(_ action: Action) -> Binding {
        bindings.first { $0.action == action } ?? Binding(action, [], [], action.rawValue)
    }

    public func keys(for action: Action) -> [KeyPress] { binding(action).keys }

    /// The first key of an action as people read it ("r", "Ctrl-N"), or nil when unbound.
    public func label(for action: Action) -> String? {
        keys(for: action).first.map(KeyName.display)
    }

    /// Replaces an action's keys (an empty list unbinds it). Conflicts are checked by
    /// `validate()` once every rebinding is in, so keys can be swapped between actions.
    public mutating func rebind(_ action: Action, to keys: [KeyPress]) {
        guard let index = bindings.firstIndex(where: { $0.action == action }) else { return }
        bindings[index].keys = keys
        rebuildLookup()
    }

    /// The first pair of actions that share a key where both could apply, if any.
    public func validate() -> Conflict? {
        for (index, first) in bindings.enumerated() {
            for second in bindings[(index + 1)...] where Self.overlap(first.scopes, second.scopes) && !Self.shadows(first, second) {
                if let key = first.keys.first(where: second.keys.contains) {
                    return Conflict(key: key, actions: [first.action, second.action])
                }
            }
        }
        return nil
    }

    /// Lines for the help: keys and description, for the bindings that apply in `scopes`, with
    /// grouped bindings (the source numbers) on one line.
    public func helpEntries(for scopes: Set<KeyScope>, including: (Action) -> Bool = { _ in true }) -> [(keys: String, action: String)] {
        var entries: [(keys: String, action: String)] = []
        var lastGroup: String?
        for binding in bindings where !binding.scopes.isDisjoint(with: scopes) && !binding.keys.isEmpty && including(binding.action) {
            let keys = binding.keys.map(KeyName.display).joined(separator: " ")
            if let group = binding.group, group == lastGroup, let last = entries.popLast() {
                entries.append((last.keys + " " + keys, group))
            } else {
                entries.append((keys, binding.help))
            }
            lastGroup = binding.group
        }
        return entries
    }

    /// One of the two deliberately takes a key from a global action on its own screens.
    private static func shadows(_ first: Binding, _ second: Binding) -> Bool {
        (first.shadowsGlobal && second.scopes == [.global]) || (second.shadowsGlobal && first.scopes == [.global])
    }

    private static func overlap(_ first: Set<KeyScope>, _ second: Set<KeyScope>) -> Bool {
        KeyScope.contexts.contains { !$0.isDisjoint(with: first) && !$0.isDisjoint(with: second) }
    }

    private mutating func rebuildLookup() {
        var lookup: [KeyScope: [KeyPress: Action]] = [:]
        for binding in bindings {
            for scope in binding.scopes {
                for key in binding.keys where lookup[scope]?[key] == nil {
                    lookup[scope, default: [:]][key] = binding.action
                }
            }
        }
        self.lookup = lookup
        scopesByAction = Dictionary(bindings.map { ($0.action, $0.scopes) }, uniquingKeysWith: { first, _ in first })
    }
}
