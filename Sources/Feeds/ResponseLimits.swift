/// How large a decoded answer may grow before the transport gives up. A feed page of 30 items is
/// tens of kilobytes; threads keep the transport's generous default (one can be many megabytes).
enum ResponseLimits {
    static let feedPageBytes = 8 << 20
}
