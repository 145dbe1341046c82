import Canvas
import FoundationEssentials
import Glibc
import Glibc
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

    /// The system's time zone, read once: `localtime_r` need not read it, and reading it again
    /// for every layout would ask the file system each time.
    private static let localTimeRead: Void = tzset()

    /// "Sun 29 Nov 2026, 21:00 (3h ago)" in `timeZone`, else in the system's local time (TZ,
    /// /etc/localtime: libc's reading of it, daylight saving time included).
    static func published(_ date: Date, now: Date, timeZone: TimeZone?) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        if let timeZone {
            seconds += time_t(timeZone.secondsFromGMT(for: date))
            gmtime_r(&seconds, &parts)
        } else {
            _ = localTimeRead
            localtime_r(&seconds, &parts)
        }
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let text = "\(days[Int(parts.tm_wday) % 7]) \(parts.tm_mday) \(months[Int(parts.tm_mon) % 12]) \(parts.tm_year + 1900), "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min))"
        let age = RelativeAge.describe(date, now: now)
        let relative = age.isEmpty ? "" : age == "now" ? " (just now)" : " (\(age) ago)"
        return text + relative
    }
}
