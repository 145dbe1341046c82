/// A size in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var pixels: Int { width.multipliedReportingOverflow(by: height).overflow ? .max : width * height }
    public var description: String { "\(width)×\(height)" }
}

/// The box a screen reserves for a picture, in cells, at its final size.
public struct BoxSize: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    public var isEmpty: Bool { columns == 0 || rows == 0 }
    public var description: String { "\(columns)×\(rows) cells" }
}
