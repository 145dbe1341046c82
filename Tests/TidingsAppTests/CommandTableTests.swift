import Screens
import Testing
@testable import TidingsApp

/// The one table the parser, its errors, `--help`, the man page and the completions read.
@Suite struct CommandTableTests {
    @Test func theInstallsOwnOptionsParseButStayOutOfTheHelp() throws {
        #expect(try CommandLineOptions.parse(["--manual"]).action == .manual)
        #expect(try CommandLineOptions.parse(["--completions", "zsh"]).action == .completions(.zsh))
        #expect(try CommandLineOptions.parse(["--completions=fish"]).action == .completions(.fish))
        let help = HelpText.render()
        #expect(!help.contains("--manual"))
        #expect(!help.contains("--completions"))
        #expect(!CommandLineOptions.usage.contains("--manual"))
    }

    @Test func errorsAreWrittenFromTheTable() {
        func message(_ arguments: [String]) -> String? {
            do {
                _ = try CommandLineOptions.parse(arguments)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message(["--list"]) == "--list needs a list, such as front, new, best, ask, show or jobs")
        #expect(message(["--completions"]) == "--completions needs a shell: bash, zsh or fish")
        #expect(message(["--completions", "tcsh"]) == "--completions needs a shell: bash, zsh or fish, not 'tcsh'")
        #expect(message(["--demo=yes"]) == "--demo takes no value")
        #expect(message(["read", "--width"]) == "--width needs a number of columns")
        #expect(message(["read", "--pdf", "https://e.org/"]) == "unknown option '--pdf' for read")
        #expect(message(["saved", "extra"]) == "saved takes no arguments, not 'extra'")
        #expect(message(["saved", "--demo"]) == "unknown option '--demo' for saved")
        #expect(message(["hn", "ph"]) == "only one source can be given")
        #expect(message(["hn", "saved"]) == "unknown source 'saved' (available: hn, ph, news, til, feeds)", "a command is only ever the first argument")
    }

    @Test func helpAndVersionWorkAfterAnyCommandTheLaterWinning() throws {
        #expect(try CommandLineOptions.parse(["read", "--help"]).action == .help, "no address needed to ask for help")
        #expect(try CommandLineOptions.parse(["saved", "-V"]).action == .version)
        #expect(try CommandLineOptions.parse(["--help", "--version"]).action == .version)
        #expect(try CommandLineOptions.parse(["--version", "-h"]).action == .help)
    }

    @Test func theUsageHelpAndManualNameEveryCommandAndVisibleOption() {
        let help = HelpText.render()
        let manual = ManualPage.render()
        for command in CommandTable.all {
            #expect(CommandLineOptions.usage.contains(command.synopsis), "\(command.synopsis)")
            if let name = command.name {
                #expect(help.contains("\n  \(name)"), "--help lists \(name) under Commands")
                #expect(manual.contains(Roff.bold("tidings " + name)), "the man page lists \(name)")
            }
            for option in command.visibleOptions {
                #expect(help.contains(HelpText.forms(option)), "\(option.name) in --help")
                #expect(manual.contains(Roff.bold(option.name)), "\(option.name) in the man page")
                for value in option.choices().flatMap(\.words) {
                    #expect(help.contains(value.word), "\(value.word) in --help")
                    #expect(manual.contains(Roff.text(value.word)), "\(value.word) in the man page")
                }
            }
        }
    }
}
