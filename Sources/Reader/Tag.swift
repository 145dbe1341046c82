/// The elements the reader treats differently; everything else is `.other`. Parsing maps a
/// name to a tag once, so scoring and rendering compare small integers instead of strings.
enum Tag: UInt8, Sendable {
    case text, other
    case html, head, body, title, meta, link, base, script, style, noscript, template
    case svg, math, iframe, object, embed, canvas, video, audio, picture, source
    case form, input, button, select, textarea, label, option, dialog
    case nav, header, footer, aside, main, article, section, div, span, p, br, hr
    case h1, h2, h3, h4, h5, h6
    case ul, ol, li, dl, dt, dd, menu
    case blockquote, pre, code, kbd, samp, tt
    case table, thead, tbody, tfoot, tr, td, th, caption
    case figure, figcaption, img, a
    case em, i, strong, b, u, s, sub, sup, small, mark, time, abbr, cite, q, font, center
    case address, details, summary
    /// MathML's alternative forms of a formula (TeX, or other markup).
    case annotation, annotationXML

    private static let byName: [String: Tag] = {
        var table: [String: Tag] = [:]
        for raw in UInt8(Tag.html.rawValue)...UInt8(Tag.annotation.rawValue) {
            if let tag = Tag(rawValue: raw) { table["\(tag)"] = tag }
        }
        table["annotation-xml"] = .annotationXML
        return table
    }()

    init(name: String) {
        self = Self.byName[name] ?? .other
    }

    /// Never part of an article's text.
    var isNeverContent: Bool {
        switch self {
        case .head, .title, .meta, .link, .base, .script, .style, .noscript, .template, .svg,
             .iframe, .object, .embed, .canvas, .video, .audio, .source, .input, .button, .select,
             .textarea, .option, .dialog:
            true
        default: false
        }
    }

    /// What a document's head holds; anything else there starts its body.
    var belongsInHead: Bool {
        switch self {
        case .title, .meta, .link, .base, .script, .style, .noscript, .template: true
        default: false
        }
    }

    /// Starts a new block of text (a line break in the output) rather than flowing inline.
    var isBlock: Bool {
        switch self {
        case .html, .body, .main, .article, .section, .div, .p, .nav, .header, .footer, .aside, .form,
             .h1, .h2, .h3, .h4, .h5, .h6, .ul, .ol, .li, .dl, .dt, .dd, .menu, .blockquote, .pre,
             .table, .thead, .tbody, .tfoot, .tr, .td, .th, .caption, .figure, .figcaption, .hr,
             .address, .details, .summary, .center, .label:
            true
        default: false
        }
    }

    /// A box whose text, inside a heading left open around the story, is the story's paragraphs.
    var holdsParagraphs: Bool {
        switch self {
        case .p, .div, .section, .article, .main, .header, .footer, .aside, .form, .figure, .figcaption,
             .address, .details, .center, .blockquote, .dd:
            true
        default: false
        }
    }

    /// The page's frame and its article: never left out for what their class says.
    var isLandmark: Bool {
        self == .html || self == .body || self == .main || self == .article
    }

    /// Phrasing content: part of the sentence around it, never a block of its own.
    var isInline: Bool {
        switch self {
        case .a, .span, .em, .i, .strong, .b, .u, .s, .sub, .sup, .small, .mark, .time, .abbr, .cite, .q, .font,
             .code, .kbd, .samp, .tt, .br, .img:
            true
        default: false
        }
    }

    /// Part of the sentence around it, whatever its name says: phrasing content, or an element
    /// HTML does not have (a citation's `<hl-source>`), inside an element with text of its own
    /// or inside another phrase.
    func isPhrase(inside parent: Tag, parentHasText: Bool) -> Bool {
        (isInline || self == .other) && (parentHasText || parent.isInline)
    }

    /// A table's own parts below the table: its bodies, rows and cells.
    var isTablePart: Bool {
        switch self {
        case .tbody, .thead, .tfoot, .tr, .td, .th: true
        default: false
        }
    }

    /// What names a table's columns or the table itself: a caption, a header row, a header cell.
    var namesTableColumns: Bool {
        self == .caption || self == .thead || self == .th
    }

    var headingLevel: Int? {
        switch self {
        case .h1: 1
        case .h2: 2
        case .h3: 3
        case .h4: 4
        case .h5: 5
        case .h6: 6
        default: nil
        }
    }
}
