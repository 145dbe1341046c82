@testable import Screens
import Testing

@Suite("Scrolling a pane of lines")
struct LineScrollTests {
    @Test("Lines, pages and the ends, never past the last page")
    func moves() {
        var scroll = LineScroll()
        scroll.viewport = 10
        scroll.count = 25
        #expect(scroll.position == "40%")
        #expect(scroll.perform(.down) && scroll.top == 1)
        #expect(scroll.perform(.pageDown) && scroll.top == 10)
        #expect(scroll.perform(.pageDown) && scroll.top == 15, "the last page ends at the last line")
        #expect(scroll.position == "100%")
        #expect(scroll.perform(.top) && scroll.top == 0)
        #expect(scroll.perform(.bottom) && scroll.top == 15)
        #expect(!scroll.perform(.openArticle))
        scroll.count = 12
        #expect(scroll.top == 2, "fewer lines pull the top back")
        scroll.count = 5
        #expect(scroll.top == 0 && scroll.position == "all")
        scroll.count = 0
        #expect(scroll.position == nil)
    }
}
