import Foundation
import Testing
import TestThreads

/// `scripts/install.sh` into a temporary prefix and `scripts/uninstall.sh` out of it, with the
/// installed copy run as a user runs it: no Swift toolchain in its paths, the build folder out
/// of the way, its man page read by `man`, its completions loaded by each shell.
///
/// The binary is built here once per run with `--static-swift-stdlib` (a debug build in a
/// scratch folder of its own, `.build/install-test`, so later runs only build what changed) and
/// handed to the script with `--binary`; the script checks it as it checks its own release
/// build, and refuses one that needs the toolchain. A release build would take minutes here.
@Suite(.serialized, .ownThread) struct InstallEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// What a user's shell has: the system's folders, nothing of the toolchain's.
    static let systemPath = "/usr/local/bin:/usr/bin:/bin"

    @Test func theInstalledCopyNeedsNoToolchainAndUninstallLeavesThePrefixAsItFoundIt() throws {
        let work = try Scratch()
        let binary = try Self.staticBuild(log: work.url("build.log"))
        let prefix = work.url("prefix")
        let home = work.url("home")
        try Self.seed(prefix, home: home)
        let before = try Self.snapshot(prefix)

        // XDG_DATA_HOME is the prefix's share, as it is for ~/.local: the user's store sits
        // beside the demo data, and install and uninstall must leave it alone.
        let userEnvironment = ["HOME": home.path, "XDG_DATA_HOME": prefix.appendingPathComponent("share").path, "PATH": Self.systemPath]
        let install = try Self.run(["env", "-i"] + userEnvironment.map { "\($0)=\($1)" }
            + [Self.root.appendingPathComponent("scripts/install.sh").path, "--binary", binary.path, prefix.path], in: work)
        #expect(install.status == 0, "install.sh: \(install.output)")
        let installed = prefix.appendingPathComponent("bin/tidings")
        for path in ["bin/tidings", "share/man/man1/tidings.1", "share/bash-completion/completions/tidings",
                     "share/zsh/site-functions/_tidings", "share/fish/vendor_completions.d/tidings.fish",
                     "share/tidings/demo/hn/search-front-0.json", "share/tidings/installed-files"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), "\(path) is installed")
        }
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))

        // Only system libraries, each found where the system keeps them.
        let ldd = try Self.run(["ldd", installed.path], in: work)
        #expect(ldd.status == 0, "\(ldd.output)")
        for line in ldd.output.split(separator: "\n") {
            #expect(!line.contains("swift") && !line.contains("Foundation") && !line.contains("libdispatch") && !line.contains("BlocksRuntime"),
                    "a library of the toolchain's: \(line)")
            #expect(!line.contains("not found"), "\(line)")
        }

        // The build folder out of the way: the installed copy finds its sample by its own path.
        let buildFolder = binary.deletingLastPathComponent().deletingLastPathComponent()
        let moved = buildFolder.appendingPathExtension("moved")
        try FileManager.default.moveItem(at: buildFolder, to: moved)
        defer { try? FileManager.default.moveItem(at: moved, to: buildFolder) }

        let clean = ["env", "-i", "HOME=\(home.path)", "PATH=\(prefix.path)/bin:\(Self.systemPath)", "LD_LIBRARY_PATH=", "LANG=C.UTF-8"]
        let version = try Self.run(clean + ["tidings", "--version"], in: work)
        #expect(version.status == 0 && version.output.hasPrefix("tidings "), "\(version.output)")
        let help = try Self.run(clean + ["tidings", "--help"], in: work)
        #expect(help.status == 0 && help.output.contains("usage: tidings") && help.output.contains("Keys ("), "\(help.output.prefix(300))")

        let session = try TmuxSession()
        try session.start(arguments: ["--demo"], environment: [
            "TERM": "xterm-256color", "PATH": Self.systemPath, "LD_LIBRARY_PATH": "", "LANG": "C.UTF-8", "HOME": home.path,
        ], binary: installed, onlyGiven: true)
        try session.waitFor("the demo feed") { $0.contains(" 1. ") && $0.contains(" 1/") }
        try session.send("2")
        try session.waitFor(text: "1. Lanternfish")
        try session.send("q")
        try session.waitFor(text: "EXIT=0")

        try Self.checkManualPage(prefix, in: work)
        try Self.checkCompletions(prefix, home: home, in: work)

        // Uninstall, twice: the second finds nothing to do, and the prefix is as it was.
        for _ in 0..<2 {
            let uninstall = try Self.run([Self.root.appendingPathComponent("scripts/uninstall.sh").path, prefix.path], in: work)
            #expect(uninstall.status == 0, "uninstall.sh: \(uninstall.output)")
        }
        #expect(try Self.snapshot(prefix) == before)
    }

    @Test func aFreshPrefixKeepsTheDataFolderPrivateAndGoesAwayWhole() throws {
        let work = try Scratch()
        let binary = try Self.staticBuild(log: work.url("build.log"))
        let prefix = work.url("fresh/prefix")
        let environment = ["HOME=\(work.folder.path)", "XDG_DATA_HOME=\(prefix.path)/share", "PATH=\(Self.systemPath)"]
        let install = try Self.run(["env", "-i"] + environment + [Self.root.appendingPathComponent("scripts/install.sh").path, "--binary", binary.path, prefix.path], in: work)
        #expect(install.status == 0, "\(install.output)")
        // The folder Tidings keeps its store in, when the install makes it, is made as Tidings
        // makes it: for this user only. The rest is for everyone.
        let data = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent("share/tidings").path)
        #expect(data[.posixPermissions] as? Int == 0o700)
        let man = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent("share/man/man1").path)
        #expect(man[.posixPermissions] as? Int == 0o755)
        let uninstall = try Self.run([Self.root.appendingPathComponent("scripts/uninstall.sh").path, prefix.path], in: work)
        #expect(uninstall.status == 0, "\(uninstall.output)")
        #expect(!FileManager.default.fileExists(atPath: prefix.path), "the prefix the install made is gone: \(uninstall.output)")
    }

    @Test func aBinaryThatNeedsTheToolchainIsRefused() throws {
        let work = try Scratch()
        // The tests' own build links the Swift runtime dynamically.
        let dynamic = try TmuxSession.binary()
        let prefix = work.url("prefix")
        let install = try Self.run([Self.root.appendingPathComponent("scripts/install.sh").path, "--binary", dynamic.path, prefix.path], in: work)
        #expect(install.status == 1)
        #expect(install.output.contains("needs the Swift toolchain's libraries at run time, so it was not installed"), "\(install.output)")
        #expect(!FileManager.default.fileExists(atPath: prefix.path), "nothing was put anywhere")
    }

    /// `man` reads the page without a warning, in a plain and a UTF-8 locale, and finds it by
    /// name from PATH as man-db does for a prefix's bin.
    static func checkManualPage(_ prefix: URL, in work: Scratch) throws {
        let page = prefix.appendingPathComponent("share/man/man1/tidings.1").path
        for locale in ["C", "C.UTF-8"] {
            let errors = work.url("man-\(locale).err")
            let shown = try run(["env", "-i", "PATH=\(systemPath)", "LANG=\(locale)", "MANWIDTH=80", "sh", "-c",
                                 "man --warnings -P cat -l \"$0\" 2>\"$1\"", page, errors.path], in: work)
            #expect(shown.status == 0)
            for needle in ["TIDINGS(1)", "SYNOPSIS", "tidings read [--json] [--width N] URL", "KEYS", "open_article", "FILES"] {
                #expect(shown.output.contains(needle), "\(locale): \(needle)")
            }
            let warnings = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            #expect(warnings.isEmpty, "\(locale): \(warnings)")
        }
        let found = try run(["env", "-i", "PATH=\(prefix.path)/bin:\(systemPath)", "man", "-w", "tidings"], in: work)
        #expect(found.output.trimmingCharacters(in: .whitespacesAndNewlines) == page, "\(found.output)")
    }

    /// Each shell loads its script from where the install put it, and completes from it.
    static func checkCompletions(_ prefix: URL, home: URL, in work: Scratch) throws {
        let share = prefix.appendingPathComponent("share").path
        let user = ["env", "-i", "HOME=\(home.path)", "XDG_DATA_HOME=\(share)", "PATH=\(prefix.path)/bin:\(systemPath)"]
        try Data("<opml/>".utf8).write(to: work.url("subscriptions.opml"))

        // bash: bash-completion's loader finds it under XDG_DATA_HOME (~/.local/share), then
        // the function is asked as bash asks it, the line split at '=' as bash splits it.
        let bash = try run(user + ["bash", "--norc", "--noprofile", "-c", """
            source /usr/share/bash-completion/bash_completion
            __load_completion tidings || exit 3
            complete -p tidings
            ask() { COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); COMPREPLY=(); _tidings; echo "[$*] ${COMPREPLY[*]}"; }
            ask tidings ''
            ask tidings news --list ''
            ask tidings --list = ''
            ask tidings til -l c
            ask tidings read --
            ask tidings hn ''
            cd \(work.folder.path) && ask tidings import sub
            """], in: work)
        #expect(bash.status == 0, "\(bash.output)")
        let answers = bash.output.split(separator: "\n").map(String.init)
        #expect(answers.contains("complete -F _tidings tidings"))
        #expect(answers.contains("[tidings ] hn ph news til feeds saved read reload feed import export"))
        #expect(answers.contains("[tidings news --list ] business entertainment general health science sports technology"))
        #expect(answers.contains { $0.hasPrefix("[tidings --list = ] front new best") && $0.hasSuffix("acronyms users categories all unread feeds") })
        #expect(answers.contains("[tidings til -l c] categories"))
        #expect(answers.contains("[tidings read --] --json --width --help --version"))
        #expect(answers.contains("[tidings hn ] "), "one source only")
        #expect(answers.contains("[tidings import sub] subscriptions.opml"), "import offers files: \(answers)")

        // zsh: compinit finds _tidings on fpath.
        let zsh = try run(user + ["zsh", "-f", "-c", """
            fpath=(\(share)/zsh/site-functions $fpath)
            autoload -Uz compinit && compinit -u -D
            print -r -- "tidings=$_comps[tidings]"
            autoload -Uz +X _tidings && print loaded
            """], in: work)
        #expect(zsh.status == 0, "\(zsh.output)")
        #expect(zsh.output.contains("tidings=_tidings"), "\(zsh.output)")
        #expect(zsh.output.contains("loaded"), "\(zsh.output)")

        // fish: found in XDG_DATA_HOME's vendor_completions.d, and asked.
        let fish = try run(user + ["fish", "-c", "complete -C'tidings news --list '; echo ---; complete -C'tidings '"], in: work)
        #expect(fish.status == 0, "\(fish.output)")
        let parts = fish.output.components(separatedBy: "---\n")
        let lists = Set(parts[0].split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
        #expect(lists == ["business", "entertainment", "general", "health", "science", "sports", "technology"], "\(fish.output)")
        let first = Set(parts.last!.split(separator: "\n").map { String($0.split(separator: "\t")[0]) })
        #expect(first == ["hn", "ph", "news", "til", "feeds", "saved", "read", "reload", "feed", "import", "export"], "\(fish.output)")
    }

    /// A debug build of `tidings` with the Swift runtime and Foundation linked in.
    static func staticBuild(log: URL) throws -> URL {
        let swift = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? "/opt/swift/usr/bin/swift"
        let scratch = root.appendingPathComponent(".build/install-test").path
        let arguments = ["build", "--static-swift-stdlib", "--product", "tidings", "--scratch-path", scratch, "--package-path", root.path]
        let status = try ChildProcess.run([swift] + arguments, outputPath: log.path)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard status == 0 else { throw TmuxSession.Failure("the static build failed (\(status)):\n\(output.suffix(2000))") }
        let binPath = log.deletingLastPathComponent().appendingPathComponent("bin-path")
        _ = try ChildProcess.run([swift] + arguments + ["--show-bin-path"], outputPath: binPath.path)
        let folder = try String(contentsOf: binPath, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return URL(fileURLWithPath: folder).appendingPathComponent("tidings")
    }

    /// What a prefix already holds before Tidings: another program's files, an empty folder of
    /// the user's, and the user's own store where Tidings keeps it.
    static func seed(_ prefix: URL, home: URL) throws {
        let files = ["bin/other-tool": "#!/bin/sh\n", "share/man/man1/other.1": ".TH OTHER 1\n",
                     "share/tidings/tidings.sqlite3": "the user's reading, not to be touched"]
        for (path, text) in files {
            let url = prefix.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: false, encoding: .utf8)
        }
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("share/zsh"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    /// Every path below the prefix with its kind, mode and contents.
    static func snapshot(_ prefix: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(atPath: prefix.path) else { return entries }
        for case let path as String in walker {
            let full = prefix.appendingPathComponent(path).path
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            let mode = String((attributes[.posixPermissions] as? Int) ?? 0, radix: 8)
            if attributes[.type] as? FileAttributeType == .typeDirectory {
                entries[path] = "folder \(mode)"
            } else {
                entries[path] = "file \(mode) " + ((try? String(contentsOfFile: full, encoding: .utf8)) ?? "")
            }
        }
        return entries
    }

    /// Runs a command to its end: its status and what it wrote (stdout and stderr together).
    static func run(_ argv: [String], in work: Scratch) throws -> (status: Int32, output: String) {
        let file = work.url("output-\(UUID().uuidString)")
        let status = try ChildProcess.run(argv, outputPath: file.path)
        let output = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: file)
        return (status, output)
    }

    /// A folder of the test's own, removed afterwards.
    final class Scratch {
        let folder: URL

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-install-\(UUID().uuidString.prefix(8))")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        func url(_ name: String) -> URL { folder.appendingPathComponent(name) }

        deinit { try? FileManager.default.removeItem(at: folder) }
    }
}
