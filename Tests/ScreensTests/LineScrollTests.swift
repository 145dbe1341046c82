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
        #expect(scroll.hintedMove == .down)
        var moved = scroll.perform(.down)
        #expect(moved && scroll.top == 1)
        moved = scroll.perform(.pageDown)
        #expect(moved && scroll.top == 10)
        _ = scroll.perform(.pageDown)
        #expect(scroll.top == 15, "the last page ends at the last line")
        #expect(scroll.position == "100%")
        #expect(scroll.hintedMove == .top, "down moves nothing at the end")
        _ = scroll.perform(.top)
        #expect(scroll.top == 0)
        _ = scroll.perform(.bottom)
        #expect(scroll.top == 15)
        moved = scroll.perform(.openArticle)
        #expect(!moved)
        scroll.count = 12
        #expect(scroll.top == 2, "fewer lines pull the top back")
        scroll.count = 5
        #expect(scroll.top == 0 && scroll.position == "all")
        scroll.count = 0
        #expect(scroll.position == nil)
    }
}
