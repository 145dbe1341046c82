import Canvas
import Foundation
import Networking
import Pictures
import Screens
#if canImport(Glibc)
import Glibc
#endif

/// `tidings-bench --pictures`: decoding and rendering pictures, a box drawn from the cache, and
/// what the cache holds. Medians of many runs, and the fastest run in process CPU time (what the
/// code costs on this shared machine, whatever else runs; libchafa works on threads of its own).
enum PictureBench {
    /// Handles the picture flags; false when none is given.
    static func run(_ arguments: [String]) -> Bool {
        if let flag = arguments.firstIndex(of: "--picture-memory-probe"), flag + 1 < arguments.count {
            memoryProbe(Int(arguments[flag + 1]) ?? 0)
            return true
        }
        if let flag = arguments.firstIndex(of: "--write-large-jpeg"), flag + 1 < arguments.count {
            try? BenchJPEG.photo(width: 6000, height: 4000).write(to: URL(fileURLWithPath: arguments[flag + 1]))
            return true
        }
        if let flag = arguments.firstIndex(of: "--large-jpeg-probe"), flag + 1 < arguments.count {
            largeProbe(path: arguments[flag + 1])
            return true
        }
        guard arguments.contains("--pictures") else { return false }
        report()
        return true
    }

    /// Serves a prepared body for any address.
    struct Server: HTTPTransport {
        let body: Data
        func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
            HTTPResponse(status: 200, headers: ["content-type": "image/jpeg"], body: body)
        }
    }

    static let box = BoxSize(columns: 60, rows: 20)

    static func report() {
        // Memory first, each in a fresh process: on Linux a child inherits its parent's
        // high-water mark, so the parent must not have made anything large yet.
        let probes = [0, 200].map { count in probe(count) }
        let largeFile = FileManager.default.temporaryDirectory.appendingPathComponent("tidings-bench-\(UUID().uuidString).jpg")
        _ = probeMemory(["--write-large-jpeg", largeFile.path])
        let large = probeMemory(["--large-jpeg-probe", largeFile.path]).split(separator: " ").compactMap { Double($0) }
        try? FileManager.default.removeItem(at: largeFile)

        let photo = BenchJPEG.photo(width: 1200, height: 800)
        print("tidings-bench --pictures — \(ProcessInfo.processInfo.activeProcessorCount) cores")
        print("a 1200×800 JPEG (\(photo.count / 1024) KiB, baseline 4:2:0) into a 60×20 box, decode + render, on one thread:")
        let renderer = PictureRenderer()
        let modes: [(String, PictureMode)] = [
            ("symbols, 240 colours", PictureMode(.symbols(.indexed256))),
            ("symbols, direct colour", PictureMode(.symbols(.direct))),
            ("symbols, 8 colours", PictureMode(.symbols(.eight))),
            ("kitty (10×20-pixel cells)", PictureMode(.pixels(.kitty), cell: PixelSize(width: 10, height: 20))),
            ("sixel (10×20-pixel cells)", PictureMode(.pixels(.sixel), cell: PixelSize(width: 10, height: 20))),
            ("iTerm2 (10×20-pixel cells)", PictureMode(.pixels(.iterm2), cell: PixelSize(width: 10, height: 20))),
        ]
        for (name, mode) in modes {
            let (median, fastest) = time(runs: 41) { try? renderer.picture(from: photo, in: box, mode: mode) }
            let size = (try? renderer.picture(from: photo, in: box, mode: mode)).map(describe) ?? "failed"
            print("  \(name.padding(toLength: 28, withPad: " ", startingAt: 0)) \(format(median)) median, \(format(fastest)) CPU (fastest)   \(size)")
        }

        let largePhoto = BenchJPEG.photo(width: 6000, height: 4000)
        let (largeMedian, largeFastest) = time(runs: 11) { try? renderer.picture(from: largePhoto, in: box, mode: PictureMode(.symbols(.indexed256))) }
        print("a 6000×4000 JPEG (\(largePhoto.count / 1024) KiB) into the same box (DCT-scaled to 750×500): \(format(largeMedian)) median, \(format(largeFastest)) CPU fastest")

        // Through the loader, as a screen will: the first load decodes on the picture thread;
        // then a frame draws the box from memory.
        let loader = PictureLoader(transport: Server(body: photo), store: nil, mode: PictureMode(.symbols(.indexed256)))
        let url = URL(string: "https://img.example/photo.jpg")!
        let first = measureAsync(runs: 15) { index in
            _ = await loader.load(URL(string: "https://img.example/\(index).jpg")!, box: box)
        }
        print("through the loader (a new address each run: worker thread, decode, render, cache): \(format(first)) median")
        _ = waitFor { await loader.load(url, box: box) }
        var grid = CellGrid(rows: 40, columns: 120)
        let pane = Rect(row: 0, column: 0, height: 40, width: 120)
        let (cachedMedian, cachedFastest) = time(runs: 2001) { () -> Int in
            let state = loader.cached(url, box: box)
            PictureBox.draw(state, alt: "A photo", in: Rect(row: 5, column: 10, height: 20, width: 60), clip: pane, into: &grid, style: .plain)
            return grid.columns
        }
        print("a cached box: look it up and draw its 60×20 cells into the grid: \(format(cachedMedian)) median, \(format(cachedFastest)) CPU fastest")

        // A feed frame with a 6×3 thumbnail in each of 12 rows, all from memory.
        let thumbs = PictureLoader(transport: Server(body: photo), store: nil, mode: PictureMode(.symbols(.indexed256)))
        let thumbnail = BoxSize(columns: 6, rows: 3)
        for index in 0..<12 { _ = waitFor { await thumbs.load(URL(string: "https://img.example/t\(index).jpg")!, box: thumbnail) } }
        let (feedMedian, _) = time(runs: 1001) { () -> Int in
            grid.clear()
            for index in 0..<12 {
                let state = thumbs.cached(URL(string: "https://img.example/t\(index).jpg")!, box: thumbnail)
                PictureBox.draw(state, alt: "", in: Rect(row: index * 3, column: 0, height: 3, width: 6), clip: pane, into: &grid, style: .plain)
                grid.putTruncated("A story title that fills the rest of the row, as feed rows do", row: index * 3, column: 8, width: 110)
            }
            return grid.rows
        }
        print("a 120×40 feed frame with twelve 6×3 thumbnails from memory (clear, boxes, titles): \(format(feedMedian)) median")
        ThumbnailScrollBench.report()

        if probes.count == 2, let before = probes[0], let after = probes[1] {
            print(String(format: "memory: 200 different pictures loaded into 60×20 boxes: cache %.1f MB (bound %.1f MB); peak RSS %.1f MB against %.1f MB with none loaded",
                         after.cache, Double(PictureMemory.defaultMaximumBytes) / 1_048_576, after.peak, before.peak))
        }
        if large.count == 2 {
            print(String(format: "memory: decoding + rendering the 6000×4000 JPEG raised peak RSS by %.1f MB (its RGBA at full size would be %.0f MB)",
                         large[1] - large[0], 6000.0 * 4000 * 4 / 1_048_576))
        }
    }

    /// In a fresh process: read the large JPEG, then decode and render it; prints the peak RSS
    /// before and after.
    static func largeProbe(path: String) {
        guard let body = FileManager.default.contents(atPath: path) else { return }
        let before = peakMemoryMB()
        let picture = try? PictureRenderer().picture(from: body, in: box, mode: PictureMode(.symbols(.indexed256)))
        withExtendedLifetime(picture) {}
        print(String(format: "%.1f %.1f", before, peakMemoryMB()))
    }

    private static func describe(_ picture: Picture) -> String {
        switch picture {
        case .symbols(let cells): return "\(cells.columns)×\(cells.rows) cells"
        case .terminal(let image): return "\(image.columns)×\(image.rows) cells, \(image.payload.count / 1024) KiB sequence"
        }
    }

    /// In a fresh process (peak memory is a high-water mark): load `count` pictures through a
    /// loader and print the cache's size and the peak RSS.
    static func memoryProbe(_ count: Int) {
        let photo = BenchJPEG.photo(width: 1200, height: 800)
        let loader = PictureLoader(transport: Server(body: photo), store: nil, mode: PictureMode(.symbols(.indexed256)))
        for index in 0..<count { _ = waitFor { await loader.load(URL(string: "https://img.example/m\(index).jpg")!, box: box) } }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        print(String(format: "%.2f %.1f", Double(loader.memory.totalBytes) / 1_048_576, Double(usage.ru_maxrss) / 1024))
    }

    private static func probe(_ count: Int) -> (cache: Double, peak: Double)? {
        let fields = probeMemory(["--picture-memory-probe", String(count)]).split(separator: " ").compactMap { Double($0) }
        return fields.count == 2 ? (fields[0], fields[1]) : nil
    }

    /// CPU time of every thread of the process: libchafa renders on threads of its own.
    private static func processCPUMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) / 1e6
    }

    /// Median wall-clock milliseconds and the fastest run's process CPU time.
    private static func time<T>(runs: Int, _ body: () -> T) -> (Double, Double) {
        var fastest = Double.infinity
        var results: [T] = []
        results.reserveCapacity(runs)
        let median = measure(repeat: runs) { () -> Int in
            let start = processCPUMilliseconds()
            results.append(body())
            fastest = min(fastest, processCPUMilliseconds() - start)
            return 0
        }
        return (median, fastest)
    }

    private static func measureAsync(runs: Int, _ body: @escaping @Sendable (Int) async -> Void) -> Double {
        var samples: [Double] = []
        for index in 0..<runs {
            let start = ContinuousClock.now
            _ = waitFor { await body(index); return 0 }
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        }
        return median(samples)
    }

    /// Runs async work to its end from synchronous code.
    private static func waitFor<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = Box<T>()
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
