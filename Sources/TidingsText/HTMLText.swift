/// Turns the HTML subset comment boards emit (paragraphs, italics, links, code) into `RichText`.
public enum HTMLText {
    /// Parses comment HTML: text, `<p>` (HN leaves the first one out and never closes them; newer
    /// payloads use `<p>…</p>`), `<i>`/`<em>`, `<b>`/`<strong>`, `<a href>`, `<code>`, `<br>` and
    /// `<pre><code>` blocks. Unknown tags are dropped and their text kept; `<script>` and `<style>`
    /// lose their content. Entities are decoded exactly once, then every text node and URL is
    /// neutralized. Never fails: broken markup degrades to text.
    public static func parse(_ html: String) -> RichText {
        var tokenizer = HTMLTokenizer(html)
        var builder = HTMLRichTextBuilder()
        while let token = tokenizer.next() { builder.handle(token) }
        return builder.finish()
    }
}
