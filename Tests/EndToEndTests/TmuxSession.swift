import Foundation
import Testing
import TestThreads

/// Runs the built `tidings` binary inside a private tmux server, types keys into it and reads
/// the screen back, the way a person would use it.
final class TmuxSession {
    let socket = "tidings-e2e-\(UUID().uuidString.prefix(8))"
    let directory: URL
    /// The server's socket lives in the session's own folder, which is removed afterwards, so
    /// runs leave nothing behind in the shared tmux folder.
    var socketPath: String { directory.appendingPathComponent("tmux.sock").path }

    /// Starts `tidings arguments` with extra environment in a `columns`×`rows` window. When the
    /// program ends, the pane prints its exit status and stays open so tests can read it.
    init() throws {
        // Every wait below holds its thread: on the cooperative pool (two threads here) that
        // starves the rest of the run, and tests with deadlines of their own fail on time.
        #expect(OwnThread.isCurrent, "a suite that drives tmux runs with .ownThread")
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    convenience init(arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 30) throws {
        try self.init()
        try start(arguments: arguments, environment: environment, columns: columns, rows: rows)
    }

    /// Launches the app. HOME and XDG_CONFIG_HOME point into the session's own folder unless
    /// given, so the user's real config file never leaks into a test. `binary` runs another
    /// copy than the build's (an installed one); `onlyGiven` starts it with nothing but the
    /// environment given (and the folders above), none of the test runner's.
    func start(arguments: [String], environment: [String: String], columns: Int = 100, rows: Int = 30,
               binary: URL? = nil, onlyGiven: Bool = false) throws {
        var environment = environment
        if environment["HOME"] == nil { environment["HOME"] = directory.path }
        if environment["XDG_CONFIG_HOME"] == nil { environment["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path }
        if environment["XDG_DATA_HOME"] == nil { environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path }
        if environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path }
        if environment["XDG_STATE_HOME"] == nil { environment["XDG_STATE_HOME"] = directory.appendingPathComponent("state").path }
        let binary = try binary ?? Self.binary()
        var command = onlyGiven ? "env -i" : "env"
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) { command += " \(key)=\(Self.quote(value))" }
        command += " " + ([binary.path] + arguments).map(Self.quote).joined(separator: " ")
        command += "; echo EXIT=$?; sleep 600"
        try tmux(["new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), command])
    }

    deinit {
        let status = try? ChildProcess.run(["tmux", "-S", socketPath, "kill-server"], outputPath: "/dev/null")
        if status != 0 { print("could not stop tmux server \(socket): \(String(describing: status))") }
        try? FileManager.default.removeItem(at: directory)
    }

    /// The built binary sits next to the test bundle in the build products folder.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug"))
        for folder in candidates {
            let binary = folder.appendingPathComponent("tidings")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        throw Failure("the tidings binary was not found next to the tests (looked in \(candidates.map(\.path)))")
    }

    /// Writes the config file the session's app reads (`$XDG_CONFIG_HOME/tidings/config`).
    func writeConfig(_ text: String) throws {
        let folder = directory.appendingPathComponent("config/tidings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("config"), atomically: true, encoding: .utf8)
    }

    /// A `BROWSER` command that records the URL it is given, one per line, in `record`.
    func recordingBrowser() throws -> (command: String, record: URL) {
        let record = directory.appendingPathComponent("opened")
        let script = directory.appendingPathComponent("browser.sh")
        try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> \(record.path)\n".write(to: script, atomically: true, encoding: .utf8)
        // Run through sh rather than executed directly: a tmux server forked by a parallel test
        // while the file was open for writing would hold that descriptor, and executing the
        // file would then fail with ETXTBSY. Reading it is unaffected.
        return ("/bin/sh " + script.path, record)
    }

    /// Waits for a file to appear and returns its text.
    func waitForFile(_ url: URL, timeout: TimeInterval = 5) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty { return text }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure("\(url.lastPathComponent) was never written")
    }

    static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        // Output goes to a file, not a pipe: `new-session` forks the tmux server, which would
        // inherit a pipe's write end and keep it open for as long as the server lives.
        let outputFile = directory.appendingPathComponent("tmux-output-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let argv = ["tmux", "-S", socketPath, "-f", "/dev/null"] + arguments
        let status = try ChildProcess.run(argv, outputPath: outputFile.path)
        let text = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else { throw Failure("tmux \(arguments.joined(separator: " ")) failed (\(status)): \(text)") }
        return text
    }

    /// tmux key names: "Down", "Enter", "Escape", "q", "C-c"...
    ///
    /// After Escape it waits, as a person's fingers would, until the program has answered it
    /// (the screen changed) or a second has passed: Escape and the next key arriving together
    /// are how terminals send Alt plus that key, however busy the machine is.
    func send(_ keys: String...) throws {
        for key in keys {
            let before = key == "Escape" ? try screen() : ""
            try tmux(["send-keys", "-t", "main", key])
            guard key == "Escape" else { continue }
            let deadline = Date().addingTimeInterval(1)
            Thread.sleep(forTimeInterval: 0.05)
            while Date() < deadline, try screen() == before { Thread.sleep(forTimeInterval: 0.02) }
        }
    }

    /// Sends raw bytes, as a terminal does for mouse reports.
    func sendBytes(_ text: String) throws {
        try tmux(["send-keys", "-t", "main", "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// A left click at a 0-based cell, in the SGR encoding the app asks for.
    func click(row: Int, column: Int, twice: Bool = false) throws {
        let press = "\u{1B}[<0;\(column + 1);\(row + 1)M"
        let release = "\u{1B}[<0;\(column + 1);\(row + 1)m"
        try sendBytes(twice ? press + release + press + release : press + release)
    }

    /// One notch of the wheel over a 0-based cell.
    func wheel(down: Bool, row: Int, column: Int) throws {
        try sendBytes("\u{1B}[<\(down ? 65 : 64);\(column + 1);\(row + 1)M")
    }

    /// Pastes text the way a terminal does: bracketed when the program asked for it.
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "--", text])
        try tmux(["paste-buffer", "-p", "-t", "main"])
    }

    func screen() throws -> String { try tmux(["capture-pane", "-p", "-t", "main"]) }

    /// The screen with its colours and attributes as escape sequences.
    func styledScreen() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", "main"]) }

    /// A tmux format variable of the pane, such as `mouse_any_flag`.
    func paneFlag(_ name: String) throws -> String {
        try tmux(["display-message", "-p", "-t", "main", "#{\(name)}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Sends a signal to the program running in the pane (the pane's shell's child).
    func signal(_ name: String) throws {
        let shell = try paneFlag("pane_pid")
        let status = try ChildProcess.run(["pkill", "-\(name)", "-P", shell, "tidings"], outputPath: "/dev/null")
        if status != 0 { throw Failure("no tidings process under pane \(shell) to send \(name)") }
    }

    /// Whether the program is on the alternate screen (full-screen mode).
    func isOnAlternateScreen() throws -> Bool {
        try tmux(["display-message", "-p", "-t", "main", "#{alternate_on}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// Waits until the screen satisfies `condition`, or fails with the last screen.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return try settled(last, condition) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure("timed out waiting for \(what); the screen was:\n\(last)")
    }

    /// The screen once a frame has finished arriving: curses writes a frame in pieces, so the
    /// first capture that shows what was waited for may lack the rest of its frame. Captures
    /// until two in a row agree (at most half a second, a spinner may never rest), and never
    /// past a capture where what was waited for is gone again.
    private func settled(_ first: String, _ condition: (String) -> Bool) throws -> String {
        var current = first
        let until = Date().addingTimeInterval(0.5)
        while Date() < until {
            Thread.sleep(forTimeInterval: 0.03)
            let next = try screen()
            guard condition(next) else { return current }
            if next == current { return next }
            current = next
        }
        return current
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 10) throws -> String {
        try waitFor("“\(text)”", timeout: timeout) { $0.contains(text) }
    }
}
