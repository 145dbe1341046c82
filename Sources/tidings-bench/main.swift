import Foundation
import Reader

// Figures for the README: how fast a huge thread becomes readable, draws and scrolls; what the
// stores cost; how fast the reader extracts; pictures. Run with `swift run -c release tidings-bench`
// (flags run one benchmark alone). Each benchmark lives in a file of its own.

if let index = CommandLine.arguments.firstIndex(of: "--open-thread"), index + 2 < CommandLine.arguments.count,
   let algolia = URL(string: CommandLine.arguments[index + 1]), let official = URL(string: CommandLine.arguments[index + 2]) {
    openOverLoopback(
        algolia: algolia, official: official, runs: 15, paced: CommandLine.arguments.contains("--paced"),
        warm: CommandLine.arguments.contains("--warm"))
    exit(0)
}

/// `tidings-bench --decode PATH`: decode + flatten one answer 20 times, for profilers.
if let index = CommandLine.arguments.firstIndex(of: "--decode"), index + 1 < CommandLine.arguments.count,
   let data = FileManager.default.contents(atPath: CommandLine.arguments[index + 1]) {
    for _ in 0..<20 { _ = ready(data) }
    exit(0)
}

if let index = CommandLine.arguments.firstIndex(of: "--fetch-url"), index + 1 < CommandLine.arguments.count,
   let url = URL(string: CommandLine.arguments[index + 1]) {
    fetchOverLoopback(url, runs: 15)
    exit(0)
}

if let index = CommandLine.arguments.firstIndex(of: "--write-thread"), index + 1 < CommandLine.arguments.count {
    writeThread(to: CommandLine.arguments[index + 1])
    exit(0)
}

if CommandLine.arguments.contains("--store-probe") {
    print(String(format: "%.1f", storeMemoryProbe()))
    exit(0)
}

/// Peak memory is a high-water mark, so it is measured in a fresh process that does only what
/// the app does with a 10,000-comment thread: receive it, decode it, show it, scroll it.
if let index = CommandLine.arguments.firstIndex(of: "--memory-probe"), index + 1 < CommandLine.arguments.count {
    probeThreadMemory(path: CommandLine.arguments[index + 1])
    exit(0)
}

if PictureBench.run(CommandLine.arguments) { exit(0) }

if CommandLine.arguments.contains("--feeds") { FeedBench.run(CommandLine.arguments); exit(0) }

if CommandLine.arguments.contains("--reader-only") {
    ReaderBench.report(python: CommandLine.arguments.firstIndex(of: "--trafilatura").map { CommandLine.arguments[$0 + 1] })
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-eval"), flag + 1 < CommandLine.arguments.count {
    let half = CommandLine.arguments.firstIndex(of: "--half").map { CommandLine.arguments[$0 + 1] }
    ReaderBench.evaluate(ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 1])), half: half)
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-why"), flag + 3 < CommandLine.arguments.count {
    let corpus = ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 3]))
    for page in corpus.pages where page.id.hasPrefix(CommandLine.arguments[flag + 1]) {
        let byStructure = CommandLine.arguments.contains("--by-structure")
        print(ArticleExtractor.trace(html: page.html, url: page.url, needle: CommandLine.arguments[flag + 2], byStructure: byStructure).joined(separator: "\n"))
    }
    exit(0)
}

/// `{id: what}` for each page of the corpus named after `flag`, as JSON on standard output, to
/// set beside another extractor's; false when the flag is not given.
func dumpCorpus(after flag: String, _ what: (Article?) -> Any) throws -> Bool {
    guard let index = CommandLine.arguments.firstIndex(of: flag), index + 1 < CommandLine.arguments.count else { return false }
    let corpus = ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[index + 1]))
    var dump: [String: Any] = [:]
    for page in corpus.pages { dump[page.id] = what(ArticleExtractor.extract(html: page.html, url: page.url)) }
    FileHandle.standardOutput.write(try JSONSerialization.data(withJSONObject: dump, options: [.sortedKeys]))
    return true
}

// The text, for scripts/reader-compare.py --ours, so every extractor is scored by one metric.
if try dumpCorpus(after: "--reader-dump", { $0?.text ?? "" }) { exit(0) }
// Title and byline.
if try dumpCorpus(after: "--reader-dump-meta", { ["title": $0?.title ?? "", "byline": $0?.byline ?? ""] }) { exit(0) }

if let flag = CommandLine.arguments.firstIndex(of: "--reader-meta"), flag + 1 < CommandLine.arguments.count {
    ReaderBench.metadataMisses(ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 1])))
    exit(0)
}

if let flag = CommandLine.arguments.firstIndex(of: "--reader-show"), flag + 2 < CommandLine.arguments.count {
    let corpus = ReaderCorpus(directory: URL(fileURLWithPath: CommandLine.arguments[flag + 2]))
    for page in corpus.pages where page.id.hasPrefix(CommandLine.arguments[flag + 1]) {
        let article = ArticleExtractor.extract(html: page.html, url: page.url)
        print("title: \(article?.title ?? "-")\nbyline: \(article?.byline ?? "-")\nsite: \(article?.site ?? "-")\npublished: \(article?.published?.iso8601 ?? "-")\n")
        print(article?.text ?? "(no article)")
        print("\n=== truth ===\n" + page.truth)
    }
    exit(0)
}

// Probe first: on Linux a child spawned later inherits this process's high-water mark.
let threadFile = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-bench-thread-\(UUID().uuidString).json")
// Written by a child too: making it here would raise this process's high-water mark, which the
// probe would then inherit.
_ = probeMemory(["--write-thread", threadFile.path])
let threadBytes = (try? FileManager.default.attributesOfItem(atPath: threadFile.path)[.size] as? Int) ?? 0
let probedMemory = probeMemory(["--memory-probe", threadFile.path]).split(separator: " ").compactMap { Double($0) }
try? FileManager.default.removeItem(at: threadFile)
let probedStoreMemory = probeMemory(["--store-probe"])
print("tidings-bench — medians; \(ProcessInfo.processInfo.activeProcessorCount) cores")
benchThreads()
benchStores(thread: syntheticThread(count: 10_000))
let trafilaturaFlag = CommandLine.arguments.firstIndex(of: "--trafilatura")
ReaderBench.report(python: trafilaturaFlag.flatMap { $0 + 1 < CommandLine.arguments.count ? CommandLine.arguments[$0 + 1] : nil })
if probedMemory.count == 2 {
    let (before, peak) = (probedMemory[0], probedMemory[1])
    let json = Double(threadBytes) / 1_048_576
    print(String(format: "\npeak memory, 10,000-comment thread (%.1f MB of JSON) received, opened and paged to its end: %.1f MB (max RSS);", json, peak))
    print(String(format: "  the process before it: %.1f MB, so the thread costs %.1f MB, %.1fx its JSON", before, peak - before, (peak - before) / json))
}
print("resident memory the stores add (a year of reading, both files open): \(probedStoreMemory) MB")
print(String(format: "peak memory of this benchmark process (all runs above): %.1f MB", peakMemoryMB()))
