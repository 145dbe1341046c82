import Canvas

/// A picture ready to draw, at the size of the box it was asked for (it may take fewer cells
/// than the box when their shapes differ; it never takes more).
public enum Picture: Sendable {
    case symbols(SymbolPicture)
    case terminal(TerminalImage)

    public var columns: Int {
        switch self {
        case .symbols(let picture): picture.columns
        case .terminal(let image): image.columns
        }
    }

    public var rows: Int {
        switch self {
        case .symbols(let picture): picture.rows
        case .terminal(let image): image.rows
        }
    }

    /// What it costs to keep, for the cache's bound.
    var byteCount: Int {
        switch self {
        case .symbols(let picture): picture.cells.count * MemoryLayout<Cell>.stride + 64
        case .terminal(let image): image.payload.count + 64
        }
    }
}

/// Where a picture stands for a screen: the box is drawn the same size in every state, so
/// nothing moves when the picture arrives.
public enum PictureState: Sendable {
    /// Asked for and not there yet: a quiet placeholder.
    case loading
    /// Will not be shown: the placeholder stays (with the alt text).
    case failed(PictureFailure)
    case ready(Picture)
}
