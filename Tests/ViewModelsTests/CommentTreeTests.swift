import Feeds
import FeedFixtures
import Testing
@testable import ViewModels

@Suite struct CommentTreeTests {
    @Test func flattensInPreOrderWithDepths() async {
        let tree = CommentTree(comments: Samples.smallThread)
        #expect(tree.nodes.map(\.id) == ["a", "a1", "a1x", "a2", "b", "b1", "c"])
        #expect(tree.nodes.map(\.depth) == [0, 1, 2, 1, 0, 1, 0])
        #expect(tree.nodes.map(\.end) == [4, 3, 3, 4, 6, 6, 7])
        #expect(tree.visible == Array(0..<7))
    }

    @Test func deletedCommentsKeepTheirReplies() async {
        let tree = CommentTree(comments: Samples.smallThread)
        #expect(tree.nodes[4].isDeleted)
        #expect(tree.nodes[4].author == nil)
        #expect(tree.descendantCount(of: 4) == 1)
        #expect(tree.nodes[5].id == "b1")
    }

    @Test func collapsingHidesTheWholeSubtreeAndExpandingRestoresIt() async {
        var tree = CommentTree(comments: Samples.smallThread)
        let collapsed = tree.toggle(0)
        #expect(collapsed)
        #expect(tree.visible == [0, 4, 5, 6])
        #expect(tree.isCollapsed(0))
        let collapsedB = tree.toggle(4)
        #expect(collapsedB)
        #expect(tree.visible == [0, 4, 6])
        let expanded = tree.toggle(0)
        #expect(expanded)
        #expect(tree.visible == [0, 1, 2, 3, 4, 6])
    }

    @Test func aCommentWithoutRepliesDoesNotCollapse() async {
        var tree = CommentTree(comments: Samples.smallThread)
        let toggled = tree.toggle(6)
        #expect(!toggled)
        #expect(!tree.isCollapsed(6))
    }

    @Test func appendingAPageKeepsEarlierNodes() async {
        var tree = CommentTree(comments: Array(Samples.smallThread.prefix(1)))
        tree.append(Array(Samples.smallThread.dropFirst()))
        #expect(tree.nodes.map(\.id) == ["a", "a1", "a1x", "a2", "b", "b1", "c"])
        #expect(tree.nodes[0].end == 4)
        #expect(tree.nodes[4].end == 6)
    }

    @Test func veryDeepChainsFlattenWithoutRecursion() async {
        var node = Samples.comment("1999", "leaf")
        for id in stride(from: 1998, through: 0, by: -1) {
            node = Samples.comment(String(id), "x", replies: [node])
        }
        let tree = CommentTree(comments: [node])
        #expect(tree.count == 2_000)
        #expect(tree.nodes.last?.depth == 1_999)
        #expect(tree.nodes[0].end == 2_000)
    }
}

