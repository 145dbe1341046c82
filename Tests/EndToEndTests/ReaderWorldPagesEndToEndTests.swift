import Foundation
import Testing
import TestThreads

/// The reader's sixteenth round as a person meets it, on pages of the kinds a fresh corpus of
/// the world's sites turned up: a WeChat-style story whose box the page's script would reveal,
/// a Japanese blog post written a phrase to a line, an Arabic story whose paragraphs a quote
/// sharing plugin names, beside a cookie dialog longer than it.
@Suite(.serialized, .ownThread) struct ReaderWorldPagesEndToEndTests {
    static let revealedStory: String = {
        let paragraphs = [
            "记者从县退役军人事务局获悉，今年的表彰大会于七月二十九日上午在县消防救援大队举行，三十三名退役军人受到表彰。",
            "会议指出，拥军优属是当地的优良传统，近年来县里把关爱退役军人的工作向企业拓展，让军人家庭得到实惠。",
            "最后，县文化馆的演员为官兵们送上了具有地方特色的文艺节目，表达了节日的祝福和诚挚的问候。",
        ].map { "<p style=\"visibility: visible;\"><span style=\"visibility: visible;\">\($0)</span></p>" }.joined()
        return """
            <!DOCTYPE html><html lang="zh"><head><meta charset="utf-8"><title>县里表彰三十三名退役军人</title></head><body>
            <div id="page-content"><h1 class="rich_media_title">县里表彰三十三名退役军人</h1>
            <div class="rich_media_content" id="js_content" style="visibility: hidden;">正在加载\(paragraphs)</div>
            <div class="qr_code_pc" style="display:none"><p>微信扫一扫关注该公众号</p></div></div></body></html>
            """
    }()

    static let phrasePost: String = {
        let lines = ["ご訪問ありがとうございます♡", "今日は", "ついについに", "話題の", "ワンピースを", "買ってしまいました🥹", "袖を通した瞬間に", "「イイ！！」と",
                     "鏡の前で", "叫んでしまいました", "合わせたのは", "いつもの", "デニムです", "またご訪問いただけると嬉しいです♡"]
        return """
            <!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>話題のワンピース | エミのおしゃれ日記</title></head><body>
            <article class="skin-entry"><h1 class="skin-entryTitle">話題のワンピース</h1>
            <div class="skin-entryBody">\(lines.map { "<p>\($0)</p><p><br></p>" }.joined())</div></article>
            <div class="skin-entryFoot"><a href="/reblog">リブログ</a> <a href="/share">シェア</a></div></body></html>
            """
    }()

    static let sharedParagraphs: String = {
        let paragraphs = [
            "أعلنت وزارة النقل أنها ستبدأ تشغيل عشر سيارات أجرة كهربائية في المدينة الجديدة الأسبوع المقبل، كمرحلة أولى من خطة تشمل مئة وخمسين سيارة، لخدمة الموظفين والزوار",
            "وقال المتحدث باسم الوزارة إن الحجز سيكون عبر تطبيق للهاتف المحمول يطلق مع أول يوم تشغيل، وإن الدفع سيكون نقدا أو بالبطاقة، وإن كل سيارة مزودة بكاميرات",
            "وتخدم المدينة الجديدة الآن عدة وسائل نقل صديقة للبيئة منها حافلات كهربائية وأخرى تعمل بالغاز الطبيعي، ويتبعها لاحقا قطار معلق يمر على ثماني محطات",
        ].map { "<p dir=\"RTL\" class=\"selectionShareable\">\($0) .</p>" }.joined()
        let policy = (1...12).map { "<p>Section \($0) of this notice explains how we and our partners place small files on your device and how you can refuse them.</p>" }.joined()
        return """
            <!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>سيارات أجرة كهربائية - صحيفة الوادي</title></head><body>
            <article class="container"><h1>سيارات أجرة كهربائية</h1><div id="articleBody">\(paragraphs)<p class="selectionShareable">مشاركة</p></div></article>
            <div id="consent-sdk"><div role="alertdialog" aria-modal="true"><h2>Cookie notice</h2>\(policy)</div></div></body></html>
            """
    }()

    @Test func aStoryWhoseBoxTheScriptWouldRevealReadsThenOffline() throws {
        let site = try FeedStorySite(item: "Veterans honoured", story: Self.revealedStory)
        defer { site.server.stop() }
        let shown = try site.read(until: "受到表彰。")
        #expect(shown.contains("拥军优属是当地的优良传统"), "\(shown)")
        #expect(!shown.contains("正在加载"), "the hidden box's own words: \(shown)")
        #expect(!shown.contains("No article"), "\(shown)")
        try site.goOfflineAndQuit(stillShown: "受到表彰。")
    }

    @Test func aPostWrittenAPhraseToALineReadsToItsLastLineUnderItsOwnTitle() throws {
        let site = try FeedStorySite(item: "A dress", story: Self.phrasePost)
        defer { site.server.stop() }
        _ = try site.read(until: "ついについに")
        #expect(try site.session.screen().contains("› 話題のワンピース"), "the title without the blog's name")
        let end = try site.readToTheEnd(until: "嬉しいです♡")
        #expect(end.contains("いつもの") && end.contains("デニムです"), "\(end)")
        #expect(!end.contains("シェア"), "\(end)")
        try site.session.send("Escape", "q")
        try site.session.waitFor(text: "EXIT=0")
    }

    @Test func readKeepsParagraphsNamedForSharingAndLeavesTheCookieDialog() throws {
        let output = try ReaderEndToEndTests.read("/shared", ["--width", "40"]).output
        #expect(output.contains("لخدمة الموظفين"), "\(output)")
        #expect(output.contains("مزودة بكاميرات"), "\(output)")
        #expect(output.contains("ثماني محطات"), "\(output)")
        #expect(!output.contains("مشاركة"), "the share button's word: \(output)")
        #expect(!output.contains("small files"), "the cookie dialog: \(output)")
    }
}
