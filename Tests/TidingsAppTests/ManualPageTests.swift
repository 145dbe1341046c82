import Screens
import Testing
@testable import TidingsApp

/// tidings(1) as `tidings --manual` writes it: everything the tables hold, and nothing that
/// roff would read as a request or an escape.
@Suite struct ManualPageTests {
    let page = ManualPage.render()

    @Test func itNamesEverySourceActionSettingAndVariable() {
        for source in SourceCatalog.all {
            #expect(page.contains(Roff.bold(source.id)), "\(source.id)")
            for list in source.lists { #expect(page.contains(Roff.text(list)), "\(source.id)'s \(list)") }
            if let credential = source.credential {
                #expect(page.contains(Roff.text(credential.heading)), "how to set up \(source.title)")
            }
        }
        for action in SourceCatalog.keymap.actions {
            #expect(page.contains(Roff.bold(action.rawValue)), "the action \(action.rawValue)")
        }
        for setting in AppSettings.keys + SourceCatalog.settings {
            #expect(page.contains(Roff.bold(setting.key)), "\(setting.key)")
            if let variable = setting.environment { #expect(page.contains(Roff.bold(variable)), "\(variable)") }
        }
    }

    @Test func aSourcesOwnKeysHaveASectionOfTheirOwn() throws {
        let til = try #require(SourceCatalog.descriptor(id: "til"))
        let section = try #require(page.range(of: ".SS \"In the TIL tab\""))
        for binding in til.bindings {
            let line = try #require(page.range(of: Roff.bold(binding.action.rawValue)))
            #expect(line.lowerBound > section.lowerBound, "\(binding.action.rawValue) is under the TIL tab")
        }
    }

    @Test func itShowsTheDefaultKeysNotTheUsersOwn() {
        var rebound = SourceCatalog.keymap
        rebound.rebind(.openArticle, to: [.character("O")])
        #expect(ManualPage.render().contains(Roff.bold("open_article") + " \\(em " + Roff.bold("o")))
        #expect(ManualPage.render(keymap: rebound).contains(Roff.bold("open_article") + " \\(em " + Roff.bold("O")))
    }

    @Test func everyLineIsARequestOrTextThatCannotStartOne() {
        let requests: Set<String> = [".TH", ".SH", ".SS", ".PP", ".TP", ".RS", ".RE", ".br", ".if"]
        for line in page.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line.hasPrefix(".") {
                #expect(requests.contains(String(line.prefix { $0 != " " })), "an unexpected request: \(line)")
            } else {
                #expect(!line.hasPrefix("'"), "\(line)")
                #expect(!line.isEmpty, "an empty line is a blank line in roff")
            }
            let ascii = line.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(ascii, "non-ASCII is written as \\[uXXXX]: \(line)")
        }
    }

    @Test func textIsEscapedForRoff() {
        #expect(Roff.text(".SH not a request") == "\\&.SH not a request")
        #expect(Roff.text("'quoted") == "\\&'quoted")
        #expect(Roff.text("a\\fBb") == "a\\efBb", "a backslash is a backslash, never an escape")
        #expect(Roff.text("--list") == "\\-\\-list")
        #expect(Roff.text("save (★) — now…") == "save (\\[u2605]) \\[u2014] now\\[u2026]")
        #expect(Roff.text("one\ntwo\u{7}") == "one two", "a line break cannot start a request, controls go")
        #expect(Roff.text("\u{1F600}") == "\\[u1F600]")
        #expect(Roff.argument("In \"a\"") == "\"In \\(dqa\\(dq\"")
    }

    @Test func aCharacterADeviceLacksGetsAStandIn() {
        #expect(Roff.fallbacks(for: ["a \\[u2605] b \\[u2605]", "\\[u2014]"]) == [
            ".if !c\\[u2605] .char \\[u2605] *", ".if !c\\[u2014] .char \\[u2014] ?",
        ])
        let standIns = page.split(separator: "\n").filter { $0.hasPrefix(".if !c") }
        #expect(standIns.contains(".if !c\\[u2605] .char \\[u2605] *"), "the save key's ★")
    }
}
