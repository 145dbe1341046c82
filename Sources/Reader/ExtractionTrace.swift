import FoundationEssentials
import TidingsText

extension ArticleExtractor {
    /// For tuning on a corpus (`tidings-bench --reader-why`): each element around the first
    /// text that contains `needle`, innermost first, with what the first pass made of it (or,
    /// `byStructure`, the second, which reads no class or id).
    public static func trace(html: some Collection<UInt8>, url: URL, needle: String, byStructure: Bool = false) -> [String] {
        let meter = WorkMeter(limits: ExtractionLimits(seconds: .infinity))
        guard let tree = try? HTMLParser.parse(bytes: Charset.decode(Array(html), contentType: nil), meter: meter),
              let stats = try? PageStatistics(tree: tree, judgeNames: !byStructure, readsNoscript: byStructure, meter: meter),
              let (score, candidates) = try? ContentScorer(tree: tree, stats: stats).scores(meter: meter),
              let roots = try? ContentScorer(tree: tree, stats: stats).chooseContent(score: score, candidates: candidates, meter: meter),
              let text = tree.nodes.indices.first(where: { tree.nodes[$0].tag == .text && tree.nodes[Int(tree.nodes[$0].parent)].tag != .script && tree.nodes[$0].text.contains(needle) })
        else { return ["not found"] }
        var lines: [String] = []
        var index = Int(tree.nodes[text].parent)
        while index >= 0 {
            let node = tree.nodes[index]
            let names = BoilerplateHints.names(node).prefix(60)
            let verdict = stats.verdicts[index]
            let density = Decimals.text(Double(stats.linkDensity(index)), places: 2)
            lines.append("\(index) \(node.tag) [\(names)] text \(stats.textLength[index]) links \(density)"
                + " sentences \(stats.sentences[index])" + (score[index] != 0 ? " score \(Decimals.text(Double(score[index]), places: 1))" : "") + (stats.excluded[index] ? " EXCLUDED" : "")
                + (verdict.soundsLikeChrome ? " chrome" : verdict.soundsLikeJunk ? " neighbour" : "") + (verdict.soundsLikeArticle ? " article" : "")
                + (roots.contains(index) ? " ROOT" : ""))
            index = Int(node.parent)
        }
        let best = candidates.sorted { score[$0] > score[$1] }.prefix(8)
        lines.append("best: " + best.map { "\($0) \(tree.nodes[$0].tag) [\(BoilerplateHints.names(tree.nodes[$0]).prefix(30))] \(Decimals.text(Double(score[$0]), places: 1))" }.joined(separator: ", "))
        lines.append("roots: " + roots.map { "\($0) \(tree.nodes[$0].tag) [\(BoilerplateHints.names(tree.nodes[$0]).prefix(40))]" }.joined(separator: ", "))
        return lines
    }
}
