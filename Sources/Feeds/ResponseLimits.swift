/// How large a decoded answer may grow before the transport gives up. A feed page of 30 items is
/// tens of kilobytes; threads keep the transport's generous default (one can be many megabytes).
enum ResponseLimits {
    static let feedPageBytes = 8 << 20
    /// A thread fetched ahead, nobody waiting: the largest real threads are a few megabytes; a
    /// larger one is left for the reader to open.
    static let backgroundThreadBytes = 16 << 20
}
