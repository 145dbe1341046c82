import Canvas
import Foundation
import TidingsText
import ViewModels

/// How laid-out rich text (a comment, a feed item's content) is drawn: quotes marked, code
/// indented, each run in its style.
enum RichTextDrawing {
    /// `quoteMark`: what stands before a quoted line ("> " in comments, as people quote there).
    static func draw(_ line: LaidOutLine, quoteMark: String, row: Int, column: Int, end: Int, grid: inout CellGrid, theme: Theme) {
        var x = column
        switch line.kind {
        case .quote: x += grid.put(quoteMark, row: row, column: x, maxWidth: end - x, style: theme.quote)
        case .code: x += grid.put("  ", row: row, column: x, maxWidth: end - x, style: theme.code)
        case .body, .blank: break
        }
        for run in line.runs where x < end {
            let style: CellStyle
            switch (line.kind, run.style) {
            case (_, .link): style = theme.link
            case (.quote, _): style = theme.quote
            case (.code, _), (_, .code): style = theme.code
            case (_, .italic): style = theme.emphasis
            case (_, .bold): style = theme.strong
            case (_, .plain): style = theme.body
            }
            x += grid.put(run.text, row: row, column: x, maxWidth: end - x, style: style)
        }
    }

    /// "Sun 29 Nov 2026, 21:00 (3h ago)" in the reader's time zone.
    static func published(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "EEE d MMM yyyy, HH:mm"
        let age = RelativeAge.describe(date, now: now)
        let relative = age.isEmpty ? "" : age == "now" ? " (just now)" : " (\(age) ago)"
        return formatter.string(from: date) + relative
    }
}
