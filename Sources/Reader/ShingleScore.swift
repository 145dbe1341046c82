/// How close an extracted text is to the hand-checked truth, counted in word 4-grams
/// ("shingles") as the public article-extraction benchmarks count it: words are runs of
/// letters, digits and underscores; every shingle found in both texts (as many times as in
/// both) is a true positive. Precision, recall and F1 are per page.
public struct ShingleScore: Sendable, Equatable {
    public var precision: Double
    public var recall: Double

    public var f1: Double {
        precision + recall > 0 ? 2 * precision * recall / (precision + recall) : 0
    }

    public init(extracted: String, truth: String, size: Int = 4) {
        let predicted = Self.shingles(extracted, size: size)
        let expected = Self.shingles(truth, size: size)
        var truePositives = 0
        for (shingle, count) in predicted { truePositives += min(count, expected[shingle] ?? 0) }
        let predictedCount = predicted.values.reduce(0, +)
        let expectedCount = expected.values.reduce(0, +)
        // Both empty is a perfect answer; one empty is a complete miss.
        if predictedCount == 0 && expectedCount == 0 {
            precision = 1
            recall = 1
            return
        }
        precision = predictedCount > 0 ? Double(truePositives) / Double(predictedCount) : 0
        recall = expectedCount > 0 ? Double(truePositives) / Double(expectedCount) : 0
    }

    static func words(_ text: String) -> [Substring] {
        text.split { character in
            !character.unicodeScalars.contains { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
    }

    static func shingles(_ text: String, size: Int) -> [String: Int] {
        let words = words(text)
        var counts: [String: Int] = [:]
        guard !words.isEmpty else { return counts }
        // A text shorter than one shingle is one shingle of what it has.
        let last = max(0, words.count - size)
        for start in 0...last {
            let key = words[start..<min(words.count, start + size)].joined(separator: " ")
            counts[key, default: 0] += 1
        }
        return counts
    }
}
