import Foundation
import Networking
import Synchronization

/// Receives an Algolia thread as the transport delivers it, scanning each piece as it comes, and
/// hands the comments so far to `progress` each time their number has doubled (from a screenful),
/// so the first screen can be drawn long before the last byte and the total cost stays linear.
final class AlgoliaThreadReceiver: BodySink {
    /// Comments in hand before the first partial thread is worth showing: about a screen.
    static let firstReport = 16

    typealias Progress = @Sendable ([Comment]) -> Bool

    private struct State {
        var scan: AlgoliaThreadScan?
        var failed = false
        var nextReport = AlgoliaThreadReceiver.firstReport
    }

    private let state = Mutex(State())
    private let progress: Progress?

    init(progress: Progress? = nil) {
        self.progress = progress
    }

    /// A new body: whatever came before (a transfer that broke, replaced by a kept copy) is dropped.
    func begin(expectedLength: Int?) {
        state.withLock { $0 = State(scan: AlgoliaThreadScan(expectedLength: expectedLength)) }
    }

    func receive(_ piece: Data) {
        let partial: (comments: [Comment], count: Int)? = state.withLock { state in
            guard !state.failed else { return nil }
            var scan = state.scan ?? AlgoliaThreadScan(expectedLength: nil)
            state.scan = nil  // held alone while it is scanned, so no copy is made
            let scanned = piece.withUnsafeBytes { raw in Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.append(raw) } }
            state.scan = scan
            guard case .success = scanned else {
                state.failed = true
                return nil
            }
            guard progress != nil, scan.availableComments >= state.nextReport else { return nil }
            return (scan.comments(), scan.availableComments)
        }
        guard let partial, let progress, progress(partial.comments) else { return }
        state.withLock { $0.nextReport = 2 * partial.count }
    }

    /// The whole thread, once the transport has delivered the last piece.
    func finish() throws(AlgoliaThreadScanner.Malformed) -> AlgoliaThreadScanner.Node {
        let result = state.withLock { state -> Result<AlgoliaThreadScanner.Node, AlgoliaThreadScanner.Malformed> in
            guard !state.failed, var scan = state.scan else { return .failure(.init()) }
            state.scan = nil
            return Result { () throws(AlgoliaThreadScanner.Malformed) in try scan.finish() }
        }
        return try result.get()
    }
}
