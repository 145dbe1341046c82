/// One terminal cell. A wide character occupies its cell and the next one, which is marked as a
/// continuation so that backends skip it.
public struct Cell: Hashable, Sendable {
    public var character: Character
    public var style: CellStyle
    public var isContinuation: Bool

    public init(_ character: Character = " ", style: CellStyle = .plain, isContinuation: Bool = false) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    public static let blank = Cell()
}
