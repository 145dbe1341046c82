import Pictures

/// The boxes screens reserve for pictures. A box is sized before its picture is known, from
/// the pane alone, so nothing moves when the picture arrives; the picture is fitted inside,
/// its shape kept.
enum PictureSizes {
    /// The widest an article's picture gets: wider costs rows of text for little more detail.
    static let articleColumns = 64

    /// An article's picture (the news pane's image, the reader's): a 16:9 box in cells about
    /// twice as tall as wide, as wide as the text up to `articleColumns`, and never taller than
    /// half the pane, so text always shows beside it on screen.
    static func article(width: Int, viewport: Int) -> BoxSize {
        let widest = min(max(1, width), articleColumns)
        let rows = max(3, min(widest * 9 / 32, viewport / 2))
        return BoxSize(columns: min(widest, max(1, rows * 32 / 9)), rows: rows)
    }

    /// A post's thumbnail beside its header: square in cells about twice as tall as wide.
    static let postThumbnail = BoxSize(columns: 12, rows: 6)

    /// A feed row's thumbnail, three lines tall like the row.
    static let rowThumbnail = BoxSize(columns: 6, rows: 3)
}
