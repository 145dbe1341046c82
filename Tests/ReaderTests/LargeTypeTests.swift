import Foundation
import Testing
import TestThreads
@testable import Reader

/// Prose a page sets in large type: sentences written as a heading (`<h2>`, `<h3>`), which
/// Readability scores as it scores paragraphs, where a headline of a few words scores nothing.
@Suite("Prose in large type", .ownThread)
struct LargeTypeTests {
    typealias Beyond = PagesBeyondNewsTests

    /// A slideshow's page: its only sentences the introduction under the headline, set as an
    /// `<h2>`; the slides a picture, a name and a link each; a rail and a footer of a
    /// magazine's many links (too much to read the page whole).
    static func slideshow(introduction: String) -> String {
        let rail = "<div class=\"rail\"><h3>Most viewed</h3><ul>"
            + (1...30).map { "<li><a href=\"/story/\($0)\">The twenty best winter coats for every budget, part \($0)</a></li>" }.joined()
            + "</ul></div>"
        let slides = (1...12).map {
            "<div class=\"slide\"><a href=\"/autumn/\($0)\"><img src=\"/img/\($0).jpg\" alt=\"\"></a>"
                + "<p class=\"name\"><a href=\"/autumn/\($0)\">Look \($0)</a></p></div>"
        }.joined()
        return "<!DOCTYPE html><html><head><title>Autumn in rust | The Wardrobe</title></head><body>"
            + "<div class=\"menu\"><a href=\"/\">Home</a> <a href=\"/fashion\">Fashion</a> <a href=\"/beauty\">Beauty</a></div>"
            + "<div class=\"content\"><div class=\"main\"><div class=\"headers\"><h1>Autumn in rust</h1>"
            + "<h2 class=\"sub-header\"><span>\(introduction)</span></h2></div><div class=\"slides\">" + slides + "</div></div></div>"
            + rail + "<div class=\"footer\"><a href=\"/about\">About</a> <a href=\"/privacy\">Privacy</a></div></body></html>"
    }

    @Test("Sentences set as a heading are read as the page's prose, where nothing else is")
    func sentencesSetAsAHeading() throws {
        let introduction = "This season the designers took an old colour and cut it new, in coats both tailored and loose. "
            + "The verdict? The easiest way into autumn is all in the shade of rust."
        try Beyond.expect(Self.slideshow(introduction: introduction), holds: ["The easiest way into autumn is all in the shade"],
                          lacks: ["The twenty best winter coats"])
    }
}
