/// Where a discussion still arriving shows what has come so far: a source that can read its
/// answer as it arrives (a long thread) calls it with growing partial discussions before
/// returning the whole one. It answers whether it took the partial (false: try again with the
/// next piece).
public typealias DiscussionProgress = @Sendable (Discussion) -> Bool
