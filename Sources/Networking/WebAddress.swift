import FoundationEssentials

extension URL {
    /// An address on the web: http or https, with a host. The only kind Tidings fetches, follows
    /// a redirect to, or opens; `file:`, `javascript:` and the like never are.
    public var isWebAddress: Bool {
        guard let scheme = scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return !(host ?? "").isEmpty
    }

    /// The address as a web address, its scheme in lower case ("hTtps:" is "https:", as every
    /// reader of it expects); nil for any other kind.
    public var asWebAddress: URL? {
        guard isWebAddress, let scheme else { return nil }
        let lowered = scheme.lowercased()
        guard lowered != scheme else { return self }
        return URL(string: lowered + absoluteString.dropFirst(scheme.count))
    }
}
