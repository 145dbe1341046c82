/// Pages the reader's unit tests and its end-to-end tests both read: one page, written once.
public enum ReaderFixtures {
    /// A question-and-answer page: the question's body short of a sentence, beside its tags and
    /// menu; five answers alike, each a sentence of commas, that win as parts of the answers' box.
    public static let questionWithAnswers: String = {
        let answers = [
            "Cast it explicitly, as the compiler asks, since a decimal holds digits a double cannot, and the conversion may round them.",
            "Divide by a double constant instead, such as 5000.0, and the whole expression is a double, with no cast needed at all.",
            "Use Convert.ToDouble, which does the same cast, reads better to some, and works on objects whose type you do not know.",
            "Keep the decimal for money, where every cent counts, and convert only at the edge, where the window wants its opacity.",
            "The other language casts for you, silently, while this one makes you say it, because the conversion loses precision.",
        ].enumerated().map { number, text in
            "<div class=\"answer\" id=\"answer-\(number)\"><div class=\"votecell\">\(40 - number)</div><div class=\"answercell post-layout--right\"><div class=\"s-prose js-post-body\"><p>\(text)</p></div>"
                + "<div class=\"user-info\"><a href=\"/users/\(number)\">writer\(number)</a> answered Aug \(number + 1), 2008</div></div></div>"
        }.joined()
        return """
            <!DOCTYPE html><html><head><meta charset="utf-8"><title>How do I convert a decimal to a double? - Answers</title></head><body>
            <header><a href="/">Answers</a> <a href="/questions">Questions</a> <a href="/tags">Tags</a></header>
            <div id="content"><div id="mainbar"><div class="question"><div class="votecell">815</div><div class="postcell post-layout--right"><div class="s-prose js-post-body">
            <p>I want to assign the decimal variable trans to the double variable this.Opacity.</p>
            <pre><code>decimal trans = trackBar1.Value / 5000;
            this.Opacity = trans;</code></pre><p>When I build the app it gives the following error:</p></div>
            <div class="post-taglist"><a href="/tags/c%23">c#</a> <a href="/tags/floating-point">floating-point</a> <a href="/tags/type-conversion">type-conversion</a> <a href="/tags/double">double</a> <a href="/tags/decimal">decimal</a></div>
            <div class="post-menu"><a href="/q/4/share">Share</a> <a href="/posts/4/edit">Edit</a> <a href="/q/4/follow">Follow</a></div><div class="user-info">asked Jul 31, 2008 <a href="/users/8">Eve Marsh</a></div></div></div>
            <div id="answers"><h2>5 Answers</h2>\(answers)</div></div></div>
            <footer><p>Answers. <a href="/privacy">Privacy</a></p></footer>
            </body></html>
            """
    }()
}
