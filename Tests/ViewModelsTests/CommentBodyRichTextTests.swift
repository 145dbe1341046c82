import Feeds
import Testing
import TidingsText
import ViewModels

@Test func aPreParsedBodyIsDrawnAsIs() {
    let parsed = RichText(blocks: [.paragraph([RichText.Span("<b>kept literally</b>")])])
    #expect(CommentBody.rich(parsed).richText == parsed)
    #expect(CommentBody.html("<i>x</i>").richText == HTMLText.parse("<i>x</i>"))
}
