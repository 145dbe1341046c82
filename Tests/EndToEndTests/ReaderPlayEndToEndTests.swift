import Foundation
import Testing
import TestThreads

/// The reader's twenty-ninth round as a person meets it: a play posted on a blog, each speech
/// in a table of its own beside the speaker's portrait, the speaker's name over it and the
/// speech named "hero-comment"; and a post whose code sits in a highlighter's table, its line
/// numbers in a gutter cell beside the code's, a word over it naming it. Read on the command
/// line at 40 columns, and in the reader: read to its end, saved, read offline.
@Suite(.serialized, .ownThread) struct ReaderPlayEndToEndTests {
    static let speeches = [("Lopakhin", "The train is in at last, thank God. What time is it?"), ("Dunya", "Nearly two. It is light already."),
                           ("Lopakhin", "How late was the train, then? Two hours at least."), ("Dunya", "I thought you had gone away."),
                           ("Lopakhin", "They are coming, I think. Listen to the wheels.")]

    static let play: String = {
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>The Orchard, act one | Plays</title></head><body>"
            + "<nav><a href=\"/\">Plays</a> <a href=\"/about\">About</a></nav><article class=\"hentry\"><h1>The Orchard, act one</h1>"
            + "<div class=\"entry-content\"><p>A room that is still called the nursery. Dawn; the sun will soon rise. It is May and the cherry trees are in flower.</p>"
            + speeches.map { "<div class=\"sentence\"><table><tr><td class=\"speech\"><div class=\"hero-name\"><b>\($0.0)</b></div>"
                + "<div class=\"hero-comment\">\($0.1)</div></td><td class=\"avatar\"><img src=\"/\($0.0).jpg\"></td></tr></table></div>" }.joined()
            + "<p>A pause. The dogs have been awake all night; they know their masters are coming.</p></div></article>"
            + "<footer>Plays on the web</footer></body></html>"
    }()

    static let listing: String = {
        let code = ["sudo dd bs=4M if=harbour.img of=/dev/sdb", "sync", "sudo eject /dev/sdb"]
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Writing the card | Harbour notes</title></head><body>"
            + "<article><h1>Writing the card</h1><div class=\"entry-content\">"
            + "<p>First write the image to the card, then flush what the kernel holds and eject it before pulling it out.</p>"
            + "<p>Commands</p><figure class=\"code\"><table><tr><td class=\"gutter\"><pre class=\"line-numbers\">"
            + (1...3).map { "<span class=\"line-number\">\($0)</span>" }.joined(separator: "\n") + "</pre></td><td class=\"code\"><pre><code>"
            + code.map { "<span class=\"line\">\($0)</span>" }.joined(separator: "\n") + "</code></pre></td></tr></table></figure>"
            + "<p>The card then boots the harbour's gauge at the next power-up, which takes about a minute.</p></div></article></body></html>"
    }()

    @Test func aPlaysSpeakersAndSpeechesReadOnTheCommandLine() throws {
        let output = try ReaderEndToEndTests.readNarrow("/play", shows: Self.speeches.map(\.1) + ["A pause."], hides: ["Plays on the web"])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "Lopakhin" }.count == 3 && lines.filter { $0 == "Dunya" }.count == 2, "\(output)")
    }

    @Test func aListingsLineNumbersStandBesideItsCode() throws {
        let output = try ReaderEndToEndTests.readNarrow("/listing", shows: ["First write the image", "about a minute."])
        #expect(output.contains("Commands\n\n  1  sudo dd bs=4M if=harbour.img of=/dev/sdb\n  2  sync\n  3  sudo eject /dev/sdb"),
                "the word naming the listing over it, the numbers beside the code: \(output)")
    }

    @Test func aPlaySavedIsReadToItsEndAndReadOffline() throws {
        try FeedStorySite.visit(item: "The Orchard, act one", story: Self.play,
                                opening: "A room that is still called the nursery", lacking: ["About"],
                                end: "they know their masters are coming", lacking: ["Plays on the web"])
    }
}
