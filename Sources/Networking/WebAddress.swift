import FoundationEssentials

extension URL {
    /// An address on the web: http or https, with a host. The only kind Tidings fetches, follows
    /// a redirect to, or opens; `file:`, `javascript:` and the like never are.
    public var isWebAddress: Bool {
        guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !(host ?? "").isEmpty
    }
}
