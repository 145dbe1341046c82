import Canvas
import FoundationEssentials
import TidingsText

/// Events in: keys through the keymap (what is in front takes them first: the help, a question,
/// a prompt, a focused field), pastes into fields only, the mouse on what the last frame drew.
extension Browser {
    /// Handles one event. For a mouse event, `target` is what the last frame drew under the
    /// pointer (`CellGrid.hit`).
    public func handle(_ event: InputEvent, target: HitTarget? = nil) -> BrowserEffect {
        switch event {
        case .resize:
            return .none
        case .mouse(let mouse):
            return handle(mouse, target: target)
        case .key, .paste:
            break
        }
        switch front {
        case .help(let offset):
            // Moving keys scroll a help taller than the screen; any other key closes it (every
            // key, when it all fits: the footer then says so).
            if helpScrolls, case .key(let press) = event, let action = keymap.action(for: press, in: [.list]),
               let lines = [Action.up: -1, .down: 1, .pageUp: -helpRows, .pageDown: helpRows, .top: -helpLines.count,
                            .bottom: helpLines.count][action] {
                scrollHelp(from: offset, by: lines)
            } else {
                front = .screens
            }
            return .none
        case .question(let open):
            front = .screens
            if case .key(let press) = event, keymap.action(for: press, in: [.question]) == .answerYes { return open.onYes() }
            return open.onNo()
        case .prompt(let open):
            return handlePromptInput(event, open)
        case .screens:
            break
        }
        if topScreen.hasFocusedField { return handleFieldInput(event) }
        switch event {
        case .paste:
            // Pasted text is never a string of commands; it only goes into text fields.
            report("Paste ignored: there is no text field here.")
            return .none
        case .key(let press):
            message = nil
            guard let action = keymap.action(for: press, in: topScreen.scopes + [.global]) else { return .none }
            return perform(action)
        default:
            return .none
        }
    }

    private func handlePromptInput(_ event: InputEvent, _ prompt: Prompt) -> BrowserEffect {
        var open = prompt
        var outcome = TextField.Outcome.ignored
        switch event {
        case .paste(let text):
            open.field.insert(text)
            outcome = .edited
        case .key(let press):
            if let action = keymap.action(for: press, in: [.field]), action == .previousField || action == .nextField {
                _ = open.recall(older: action == .previousField)
                front = .prompt(open)
                return .none
            } else if let action = keymap.action(for: press, in: [.field]) {
                outcome = open.field.perform(action)
            } else if let character = press.typedCharacter {
                open.field.insert(String(character))
                outcome = .edited
            } else if keymap.action(for: press, in: [.global]) == .redraw {
                return .repaint
            }
        default:
            break
        }
        switch outcome {
        case .cancelled:
            front = .screens
        case .submitted(let text):
            front = .screens
            let answer = text.trimmingSpaces()
            if !answer.isEmpty { return apply(open.onSubmit(answer)) }
        default:
            front = .prompt(open)
        }
        return .none
    }

    private func handleFieldInput(_ event: InputEvent) -> BrowserEffect {
        switch event {
        case .paste(let text):
            return apply(topScreen.handleField(.text(text)))
        case .key(let press):
            message = nil
            if let action = keymap.action(for: press, in: [.field]) {
                return apply(topScreen.handleField(.action(action)))
            }
            if let character = press.typedCharacter {
                return apply(topScreen.handleField(.text(String(character))))
            }
            if keymap.action(for: press, in: [.global]) == .redraw { return .repaint }
            return .none
        default:
            return .none
        }
    }

    private func handle(_ mouse: MouseEvent, target: HitTarget?) -> BrowserEffect {
        switch front {
        case .help(let offset):
            // A click closes the help, the wheel scrolls it.
            switch mouse.kind {
            case .press: front = .screens
            case .wheelUp: scrollHelp(from: offset, by: -Self.wheelLines)
            case .wheelDown: scrollHelp(from: offset, by: Self.wheelLines)
            default: break
            }
            return .none
        case .question, .prompt:
            // With a question or a prompt open the mouse waits.
            return .none
        case .screens:
            break
        }
        switch mouse.kind {
        case .wheelUp, .wheelDown:
            switch target {
            case .row?, .pane?:
                topScreen.scroll(by: mouse.kind == .wheelUp ? -Self.wheelLines : Self.wheelLines)
            default:
                break
            }
            return .none
        case .press(.left):
            message = nil
            switch target {
            case .row(let index)?:
                return apply(topScreen.click(row: index, count: mouse.clickCount))
            case .tab(let index)?:
                switchTab(to: index)
            case .command(let name)?:
                if let action = keymap.action(named: name) { return perform(action) }
            case .pane?, nil:
                break
            }
            return .none
        default:
            return .none
        }
    }

    /// Lines one notch of the wheel scrolls.
    public static let wheelLines = 3

    /// The help is taller than the box, so moving keys scroll it.
    var helpScrolls: Bool { helpLines.count > helpRows }

    /// The help's footer: what scrolls it (as bound) and what closes it.
    var helpFooter: String {
        guard helpScrolls else { return "any key closes" }
        let moves = [Action.up, .down].compactMap { keymap.label(for: $0) }
        return (moves.isEmpty ? "" : moves.joined(separator: " ") + " scroll · ") + "other keys close"
    }

    func scrollHelp(from offset: Int, by lines: Int) {
        let last = max(0, helpLines.count - helpRows)
        front = .help(offset: min(max(0, offset + lines), last))
    }

    /// The keys that apply where the user is, as the keymap has them.
    var helpEntries: [(keys: String, action: String)] {
        var scopes = Set(topScreen.scopes + [.global])
        let inField = prompt != nil || topScreen.hasFocusedField
        if inField { scopes = [.field, .global] }
        let screen = topScreen
        let keymap = self.keymap
        let tabCount = tabs.count
        let firstScreen = depth == 1
        var entries = keymap.helpEntries(for: scopes) { action in
            if inField { return true }
            // Only the numbers of tabs there are switch; on a tab's first screen there is
            // nothing to go back to (q quits there, and says so).
            if let index = action.sourceIndex, index >= tabCount { return false }
            if action == .back, firstScreen { return false }
            return screen.handles(action, boundIn: keymap.scopes(of: action))
        }
        if tabs.count == 1 {
            let tabWords = Set([Action.nextSource, .previousSource, .source1].map { keymap.binding($0).group ?? keymap.binding($0).help })
            entries.removeAll { tabWords.contains($0.action) }
        }
        return entries
    }
}
