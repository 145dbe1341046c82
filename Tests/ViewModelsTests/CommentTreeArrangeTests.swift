import Feeds
import FeedFixtures
import Testing
@testable import ViewModels

@Suite struct CommentTreeArrangeTests {
    /// The tree as flat nodes rebuilt into (id, depth, end) so a wrong `end` shows.
    func shape(_ tree: CommentTree) -> [String] {
        tree.nodes.map { "\($0.id)@\($0.depth)<\($0.end)" }
    }

    @Test func repliesMoveWithTheirSubtrees() {
        var tree = CommentTree(comments: Samples.smallThread)
        let moved = tree.arrangeReplies(of: 0, order: ["a2", "a1"], adding: [])
        #expect(moved)
        #expect(shape(tree) == ["a@0<4", "a2@1<2", "a1@1<4", "a1x@2<4", "b@0<6", "b1@1<6", "c@0<7"])
        #expect(tree.visible == Array(0..<7))
        #expect(tree.nodes[0].replyIDs == ["a2", "a1"])
    }

    @Test func newRepliesAreInsertedWhereTheOrderPutsThemAndLaterNodesShift() {
        var tree = CommentTree(comments: Samples.smallThread)
        let fresh = Samples.comment("a3", "Just posted", replies: [Samples.comment("a3x", "And its reply")])
        let added = tree.arrangeReplies(of: 0, order: ["a1", "a3", "a2"], adding: [fresh])
        #expect(added)
        #expect(shape(tree) == ["a@0<6", "a1@1<3", "a1x@2<3", "a3@1<5", "a3x@2<5", "a2@1<6", "b@0<8", "b1@1<8", "c@0<9"])
        #expect(tree.descendantCount(of: 6) == 1, "b still has its reply")
    }

    @Test func collapsedStateTravelsWithTheComment() {
        var tree = CommentTree(comments: Samples.smallThread)
        tree.toggle(1)  // collapse a1
        tree.arrangeReplies(of: 0, order: ["a2", "a1"], adding: [])
        #expect(tree.isCollapsed(2) && !tree.isCollapsed(1))
        #expect(tree.visible == [0, 1, 2, 4, 5, 6], "a1x stays hidden under a1")
    }

    @Test func repliesTheOrderLeavesOutStayAfterTheOthers() {
        var tree = CommentTree(comments: Samples.smallThread)
        let moved = tree.arrangeReplies(of: 0, order: ["a2"], adding: [])
        #expect(moved)
        #expect(tree.nodes.map(\.id).prefix(4) == ["a", "a2", "a1", "a1x"])
        let again = tree.arrangeReplies(of: 0, order: ["a2", "a1"], adding: [])
        #expect(!again, "already in that order")
    }

    @Test func aDeepReplyAddsToEveryAncestor() {
        var tree = CommentTree(comments: Samples.smallThread)
        tree.arrangeReplies(of: 2, order: ["new"], adding: [Samples.comment("new", "Deep")])
        #expect(shape(tree) == ["a@0<5", "a1@1<4", "a1x@2<4", "new@3<4", "a2@1<5", "b@0<7", "b1@1<7", "c@0<8"])
        #expect(tree.visibleEntry(of: 3) == 4)
    }
}
