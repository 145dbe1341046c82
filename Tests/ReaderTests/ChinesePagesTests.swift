import Foundation
import Testing
import TestThreads
@testable import Reader

/// The shapes of Chinese newsrooms' and blogs' pages (issue 23, twentieth round: the
/// GeneralNewsExtractor project's test pages), each written for the test from what such a
/// page was seen to lose.
@Suite("Chinese pages", .ownThread)
struct ChinesePagesTests {
    static func text(_ html: String) throws -> String { try ArticleShapeTests.text(html) }

    static func page(_ body: String) -> String {
        "<!DOCTYPE html><html lang=\"zh\"><head><meta charset=\"utf-8\"><title>交通网络</title></head><body>"
            + FailureClassTests.navigation + body + "</body></html>"
    }

    /// A one-sentence news flash: a sentence long with commas, as Chinese writes one.
    static let flash = "据本报9月26日消息，今日从交通运输部新闻发布会获悉，京津冀交通一体化建设各项工作取得积极成效，"
        + "下一步将着力打造三地综合立体交通网络，实现区域内快速铁路覆盖所有地级及以上城市。"

    /// The header a newsroom sets over it, named for the article: its name wins it points
    /// that its few words did not earn.
    static let header = "<div class=\"layout articleName\"><h1>交通运输部：着力打造京津冀区域综合立体交通网络</h1>"
        + "<p class=\"tip\"><span>2019-09-26 10:56:28</span> 来源：<a href=\"/source\">证券时报网</a> 作者：李明</p></div>"

    static let comments = "<div class=\"comments\"><div class=\"tit\"><strong>写评论</strong><span>已有0条评论</span></div><textarea></textarea></div>"

    @Test("A news flash of one long sentence is the story, not the disclaimer of three short ones after the comments")
    func flashOverDisclaimer() throws {
        let disclaimer = "【免责声明】本文仅代表作者本人观点，与本网无关。本网对文中陈述保持中立，不作任何保证。请读者仅作参考，并自行承担全部责任。"
        let html = Self.page(Self.header + "<div class=\"w600\"><div class=\"art_context\"><p>\(Self.flash)</p>"
            + "<div style=\"text-align:right\">（责任编辑：李明）</div></div>" + Self.comments
            + "<div class=\"statement\"><p>\(disclaimer)</p></div></div>")
        let text = try Self.text(html)
        #expect(text.contains(Self.flash), "\(text)")
        #expect(!text.contains("免责声明"))
    }
}
