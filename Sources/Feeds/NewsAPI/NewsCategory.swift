/// NewsAPI's top-headline categories, in the order the list key cycles through them.
public enum NewsCategory: String, Sendable, CaseIterable {
    case business, entertainment, general, health, science, sports, technology

    /// The list name shown in the title bar ("Technology").
    public var title: String {
        switch self {
        case .business: "Business"
        case .entertainment: "Entertainment"
        case .general: "General"
        case .health: "Health"
        case .science: "Science"
        case .sports: "Sports"
        case .technology: "Technology"
        }
    }

    /// The category after this one, or nil after the last (back to all top headlines).
    var next: NewsCategory? {
        let all = Self.allCases
        guard let index = all.firstIndex(of: self), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}
