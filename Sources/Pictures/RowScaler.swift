/// Scales a picture down while it is decoded, row by row, so a large PNG or GIF never exists
/// at full size: each target pixel is the average of the source pixels that fall in it (a box
/// filter), weighted by their opacity so transparent pixels do not darken the edges. Rows may
/// come in any order (interlaced GIFs) and parts of rows (a GIF frame smaller than its canvas);
/// what never comes stays transparent.
struct RowScaler {
    let source: PixelSize
    let target: PixelSize
    /// Per target pixel: red, green and blue premultiplied by alpha, and alpha, each /255.
    private var sums: [UInt32]
    /// The target column of each source column.
    private let columnOf: [Int32]
    private let columnCounts: [UInt32]
    private let rowCounts: [UInt32]

    /// At most this many source columns (and rows) fall in one target pixel, so a pixel's sums
    /// (at most 255 per source pixel) stay below 4096² × 255, inside 32 bits.
    static let maximumReduction = 4096

    /// `target` is raised where needed so no target pixel covers more than
    /// `maximumReduction` source pixels either way (only for a huge picture in a tiny box).
    init(source: PixelSize, target wanted: PixelSize) {
        let target = PixelSize(
            width: min(source.width, max(1, wanted.width, (source.width + Self.maximumReduction - 1) / Self.maximumReduction)),
            height: min(source.height, max(1, wanted.height, (source.height + Self.maximumReduction - 1) / Self.maximumReduction)))
        self.source = source
        self.target = target
        sums = [UInt32](repeating: 0, count: target.width * target.height * 4)
        var columnOf = [Int32](repeating: 0, count: source.width)
        var columnCounts = [UInt32](repeating: 0, count: target.width)
        for x in 0..<source.width {
            let column = x * target.width / source.width
            columnOf[x] = Int32(column)
            columnCounts[column] += 1
        }
        var rowCounts = [UInt32](repeating: 0, count: target.height)
        for y in 0..<source.height { rowCounts[y * target.height / source.height] += 1 }
        self.columnOf = columnOf
        self.columnCounts = columnCounts
        self.rowCounts = rowCounts
    }

    /// Adds `count` RGBA pixels of source row `y`, starting at source column `x`.
    mutating func add(row y: Int, x: Int = 0, count: Int, pixels: UnsafePointer<UInt8>) {
        guard y >= 0, y < source.height else { return }
        let start = max(0, x)
        let end = min(source.width, x + count)
        guard start < end else { return }
        let base = (y * target.height / source.height) * target.width * 4
        columnOf.withUnsafeBufferPointer { columnOf in
            sums.withUnsafeMutableBufferPointer { sums in
                var from = pixels + (start - x) * 4
                for column in start..<end {
                    let alpha = UInt32(from[3])
                    let to = base + Int(columnOf[column]) * 4
                    if alpha == 255 {
                        sums[to] &+= UInt32(from[0])
                        sums[to + 1] &+= UInt32(from[1])
                        sums[to + 2] &+= UInt32(from[2])
                        sums[to + 3] &+= 255
                    } else if alpha != 0 {
                        sums[to] &+= Self.times(UInt32(from[0]), alpha)
                        sums[to + 1] &+= Self.times(UInt32(from[1]), alpha)
                        sums[to + 2] &+= Self.times(UInt32(from[2]), alpha)
                        sums[to + 3] &+= alpha
                    }
                    from += 4
                }
            }
        }
    }

    /// value × alpha / 255, rounded, without a division.
    @inline(__always)
    private static func times(_ value: UInt32, _ alpha: UInt32) -> UInt32 {
        let product = value * alpha + 128
        return (product + (product >> 8)) >> 8
    }

    /// The scaled picture.
    func finish() -> RGBAImage {
        var pixels = [UInt8](repeating: 0, count: sums.count)
        for row in 0..<target.height {
            for column in 0..<target.width {
                let index = (row * target.width + column) * 4
                let count = UInt64(rowCounts[row]) * UInt64(columnCounts[column])
                let alpha = UInt64(sums[index + 3])
                guard alpha > 0, count > 0 else { continue }
                // Colour: the opacity-weighted mean; alpha: the plain mean over the area.
                for channel in 0..<3 {
                    pixels[index + channel] = UInt8(min(255, (UInt64(sums[index + channel]) * 255 + alpha / 2) / alpha))
                }
                pixels[index + 3] = UInt8(min(255, (alpha + count / 2) / count))
            }
        }
        return RGBAImage(width: target.width, height: target.height, pixels: pixels)
    }
}
