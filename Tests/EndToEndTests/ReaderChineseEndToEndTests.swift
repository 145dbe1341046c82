import Foundation
import Testing
import TestThreads

/// The reader's twentieth round as a person meets it: a Chinese blog post as WeChat and
/// Chinese newsrooms write one — paragraphs indented by ideographic spaces, short lines
/// ("因为"), a line that ends in a colon before its picture, code whose lines end in `<br>`,
/// and a script written self-closed inside the post. Read on the command line at 40
/// columns, and in the reader: saved, read ahead, read offline in the next run.
@Suite(.serialized, .ownThread) struct ReaderChineseEndToEndTests {
    static let page = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>用 ExitStack 实现延迟调用</title></head>
        <body><div class="top_bar"><a href="/">首页</a> <a href="/python">Python</a></div>
        <div class="rich_media_content" id="js_content"><section>
        <p>\u{3000}\u{3000}熟悉 Go 的同学都知道，Go 里面有一个关键词叫做defer，它可以实现延迟调用。</p>
        <p>\u{3000}\u{3000}实际上在 Python 里面也有相关的语法。</p>
        <script type="text/javascript"/>var isVueModule = false; window.readerConfig = {"share": true};</script>
        <p>\u{3000}\u{3000}我们来看这样一个场景：</p>
        <p class="f_center">\u{3000}\u{3000}<img src="/frame.png"><br></p>
        <p>\u{3000}\u{3000}我有一个函数parse，它的作用是从 Redis 中持续读入数据，并写入到数据库中，每读一条就写一条，直到读完为止。示例代码如下：</p>
        <pre><code><span>import</span> json<br><span>import</span> redis<br><br>client = redis.Redis()<br><span>def</span> parse():<br>    data = client.lpop(<span>'test'</span>)<br>    <span>if</span> <span>not</span> data:<br>        <span>return</span><br></code></pre>
        <p>\u{3000}\u{3000}可以看到，代码变得很难看了。现在我们可以使用延迟调用来让代码变得更好看，它可以注册多个回调函数，在退出上下文时执行。</p>
        <p>\u{3000}\u{3000}因为</p>
        <p>\u{3000}\u{3000}回调函数会在结束缩进的时候被调用。</p>
        </section></div><div class="footer">版权所有</div></body></html>
        """

    @Test func aChinesePostReadsWholeItsCodeLineByLine() throws {
        let output = try ReaderEndToEndTests.read("/defer", ["--width", "40"]).output
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in ["  import json", "  import redis", "  client = redis.Redis()", "  def parse():", "      data = client.lpop('test')", "          return"] {
            #expect(lines.contains(line), "\(line): \(output)")
        }
        for said in ["我们来看这样一个场景：", "\u{3000}\u{3000}因为", "回调函数会在结束缩进的时候被调用。"] {
            #expect(output.contains(said), "\(said): \(output)")
        }
        #expect(!output.contains("isVueModule") && !output.contains("readerConfig"), "the script's code: \(output)")
        // The picture's paragraph, its indent and nothing else, is no paragraph of its own.
        #expect(!lines.contains { $0.contains("\u{3000}") && $0.allSatisfy { $0 == "\u{3000}" || $0 == " " } }, "\(output)")
    }

    @Test func aChinesePostSavedIsReadAheadAndReadOffline() throws {
        let site = try FeedStorySite(item: "延迟调用", story: Self.page)
        defer { site.server.stop() }
        _ = try site.read(until: "我们来看这样一个场景：")
        let end = try site.readToTheEnd(until: "回调函数会在结束缩进的时候被调用")
        #expect(end.contains("因为") && end.contains("if not data:"), "\(end)")
        try site.backToTheList()
        try site.saveThenReadOfflineInTheNextRun(shown: "我们来看这样一个场景：")
    }
}
