/// Why the terminal could not be set up. Each description is a sentence meant for the user.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    case notATerminal
    case terminalTypeNotSet
    case unknownTerminalType(String)
    case terminalTooLimited(String)
    case systemCallFailed(call: String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            return "Standard input and output must be a terminal; tidings cannot run in a pipe."
        case .terminalTypeNotSet:
            return "The TERM environment variable is not set, so the terminal type is unknown; "
                + "set it (for example TERM=xterm-256color) and try again."
        case .unknownTerminalType(let name):
            return "The terminal type \"\(name)\" is not in the terminfo database; "
                + "set TERM to a known type (for example xterm-256color) and try again."
        case .terminalTooLimited(let name):
            return "The terminal type \"\(name)\" cannot move the cursor, which a full-screen "
                + "program needs; set TERM to your terminal's real type (for example xterm-256color)."
        case .systemCallFailed(let call, let code):
            return "Setting up the terminal failed: \(call) returned error \(code)."
        }
    }
}
