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

    /// A traffic notice told a phrase to a line, as Chinese news accounts write one, every
    /// paragraph indented by two ideographic spaces, its pictures in paragraphs of their own.
    static let notice = ["下周一，", "京沪高速施工就将进入第二阶段，", "也是对无锡市民出行影响最大的一段。", "什么？", "你还不知道？",
                         "5月20日至31日，", "无锡枢纽至广陵枢纽（含江阴大桥）", "将进行封闭施工！！！", "为什么说此次施工",
                         "对无锡市民出行影响最大？", "因为", "第二阶段的沥青路面专项维修工程，", "将从无锡收费站往北直至广陵枢纽，",
                         "全！封！闭！", "简单说就是", "锡澄高速无锡往江阴方向全封闭，", "01", "相关路段强制分流，听从交警指挥疏导"]
    static let prose = "5月20日至31日，无锡枢纽、峭岐枢纽转京沪高速往北京方向匝道，璜塘、江阴南、江阴、江阴北4个收费站，"
        + "江阴大桥东匝道桥及靖江互通通往京沪高速往北京方向的入口，将利用隔离设施进行封闭。"

    @Test("A story told a phrase to a line keeps its lines without an ending, long before its first paragraph of prose")
    func storyInShortLines() throws {
        let picture = "<p class=\"f_center\">\u{3000}\u{3000}<img src=\"/road.jpg\"><br></p>"
        let lines = Self.notice.enumerated().map { "<p>\u{3000}\u{3000}\($1)</p>" + ($0 % 6 == 5 ? picture : "") }.joined()
        let html = Self.page("<div class=\"article_box\"><div class=\"content\">" + lines + "<p>\u{3000}\u{3000}\(Self.prose)</p>"
            + picture + "<p>\u{3000}\u{3000}请大家听从现场民警指挥，关注道路电子显示屏、交通广播、指示牌诱导进行绕行。</p></div></div>")
        let article = try #require(FailureClassTests.read(html))
        let paragraphs = article.blocks.filter { $0.kind == .paragraph }.map(\.text)
        #expect(paragraphs.prefix(Self.notice.count) == Self.notice.map { "\u{3000}\u{3000}" + $0 }[...], "\(paragraphs)")
        // A picture's paragraph holds the indent and nothing else: no paragraph of it.
        #expect(!paragraphs.contains { $0.allSatisfy { $0 == "\u{3000}" } })
    }

    @Test("A recipe's quantities before its method are read, as Readability reads them")
    func quantitiesBeforeTheMethod() throws {
        // Three sentences first, then more lines without an ending than with.
        let lead = ["Ein Kuchen für Gäste.", "Er ist schnell gemacht.", "Und er schmeckt allen."]
        let quantities = ["Kühlen & Ruhen", "135 g", "150 g", "2 gestr. TL", "Back-Kakao", "155 g", "4", "Eier (Größe M)", "250 g"]
        let body = "<article>" + (lead + quantities).map { "<p>\($0)</p>" }.joined() + FailureClassTests.paragraphs(1...4) + "</article>"
        let text = try ArticleShapeTests.text(ArticleShapeTests.bare(body))
        #expect(text.contains("Und er schmeckt allen."))
        #expect(text.contains("Back-Kakao\n\n155 g"), "\(text)")
    }
}
