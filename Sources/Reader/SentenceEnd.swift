/// How a line ends as a sentence: its last mark once closing quotes and brackets are passed
/// over, so „Ok.“ and “he said.” end with their full stops as "Ok." does.
enum SentenceEnd {
    static let closers: Set<Character> = ["\"", "'", "”", "“", "’", "‘", "»", "«", "›", "‹", ")", "]", "」", "』"]

    private static func lastMark(of text: some StringProtocol) -> Character? {
        text.last { !closers.contains($0) }
    }

    /// Ends with a full stop, a question or exclamation mark or an ellipsis (Western, CJK or Arabic).
    static func endsSentence(_ text: some StringProtocol) -> Bool {
        lastMark(of: text).map { ".!?…。！？؟".contains($0) } ?? false
    }
}
