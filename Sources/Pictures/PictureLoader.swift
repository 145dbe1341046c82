import FoundationEssentials
import Networking
import Store
import Synchronization

/// What screens ask for pictures: a box of cells at its final size and an address. `cached`
/// answers at once from memory (for drawing); `load` fetches or reads the kept copy, decodes
/// and renders off the run loop, and remembers the result. Loads of the same picture share
/// one piece of work, and one address is downloaded once whatever the boxes.
///
/// Bytes come from the image store while fresh, else from the network; a stale copy is shown at
/// once and revalidated behind it (ETag, Last-Modified); when the network fails, any kept copy
/// is shown. A slow or failing server delays only its own picture.
public final class PictureLoader: Sendable {
    public let mode: PictureMode
    public let memory: PictureMemory
    private let fetcher: ImageFetcher
    private let store: ImageStore?
    private let limits: DecodeLimits
    private let renderer = PictureRenderer()
    private let worker = PictureWorker()
    private let clock: @Sendable () -> Date
    private let inFlight = Mutex(InFlight())

    private struct InFlight {
        var pictures: [PictureMemory.Key: Shared<Result<Picture, PictureFailure>>] = [:]
        var bodies: [String: Shared<Result<Data, FetchError>>] = [:]
        var revalidating: Set<String> = []
    }

    /// `transport` should be a plain one (not the page cache's): pictures are kept in their
    /// own store.
    public init(
        transport: any HTTPTransport, store: ImageStore?, mode: PictureMode,
        memory: PictureMemory = PictureMemory(), limits: DecodeLimits = .standard,
        maximumBytes: Int = ImageFetcher.maximumBytes, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.mode = mode
        self.memory = memory
        self.fetcher = ImageFetcher(transport: transport, maximumBytes: maximumBytes)
        self.store = store
        self.limits = limits
        self.clock = clock
    }

    /// The picture for `url` in `box` if it is ready (or known not to be); nil when it has not
    /// been loaded. Never waits: safe while drawing.
    public func cached(_ url: URL, box: BoxSize) -> PictureState? {
        switch memory.entry(key(url, box)) {
        case .picture(let picture)?: .ready(picture)
        case .failure(let failure)?: .failed(failure)
        case nil: nil
        }
    }

    /// The picture for `url` rendered for `box`. Cancelling the calling task stops waiting; the
    /// work itself stops when nobody waits for it any more.
    public func load(_ url: URL, box: BoxSize) async -> Result<Picture, PictureFailure> {
        let key = key(url, box)
        switch memory.entry(key) {
        case .picture(let picture)?: return .success(picture)
        case .failure(let failure)?: return .failure(failure)
        case nil: break
        }
        guard !box.isEmpty else { return .failure(.damaged) }
        guard url.isWebAddress else { return .failure(.fetch(.unreachable(host: url.host ?? "the server", reason: "the address is not usable"))) }
        let shared = inFlight.withLock { state in
            if let running = state.pictures[key], !running.isAbandoned { return running }
            let made = Shared<Result<Picture, PictureFailure>> { [self] in await make(url, box: box, key: key) }
            state.pictures[key] = made
            return made
        }
        let result = await shared.value(orCancelled: .failure(.fetch(.cancelled)))
        inFlight.withLock { state in
            if state.pictures[key] === shared, shared.isFinished || shared.isAbandoned { state.pictures[key] = nil }
        }
        return result
    }

    /// How many loads wait for the download of `url` now (one per box being made of it).
    func loadsWaiting(forDownloadOf url: URL) -> Int {
        inFlight.withLock { $0.bodies[url.absoluteString]?.waiterCount ?? 0 }
    }

    private func key(_ url: URL, _ box: BoxSize) -> PictureMemory.Key {
        PictureMemory.Key(url: url.absoluteString, box: box, mode: mode)
    }

    private func make(_ url: URL, box: BoxSize, key: PictureMemory.Key) async -> Result<Picture, PictureFailure> {
        let body: Data
        switch await bytes(url) {
        case .success(let data): body = data
        case .failure(let error): return .failure(.fetch(error))
        }
        let (limits, renderer, mode) = (self.limits, self.renderer, self.mode)
        // Decoded pixels live only inside this job: once rendered they are gone.
        let rendered = await worker.run { () -> Result<Picture, PictureFailure> in
            do throws(PictureFailure) {
                return .success(try renderer.picture(from: body, in: box, mode: mode, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        guard let rendered else { return .failure(.fetch(.cancelled)) }
        switch rendered {
        case .success(let picture): memory.store(.picture(picture), for: key)
        case .failure(let failure): memory.store(.failure(failure), for: key)
        }
        return rendered
    }

    /// The body for `url`, fetched at most once at a time whatever the boxes.
    private func bytes(_ url: URL) async -> Result<Data, FetchError> {
        let address = url.absoluteString
        let shared = inFlight.withLock { state in
            if let running = state.bodies[address], !running.isAbandoned { return running }
            let made = Shared<Result<Data, FetchError>> { [self] in await body(url) }
            state.bodies[address] = made
            return made
        }
        let result = await shared.value(orCancelled: .failure(.cancelled))
        inFlight.withLock { state in
            if state.bodies[address] === shared, shared.isFinished || shared.isAbandoned { state.bodies[address] = nil }
        }
        return result
    }

    private func body(_ url: URL) async -> Result<Data, FetchError> {
        let address = url.absoluteString
        let now = clock()
        let kept = await store?.image(for: address, now: now)
        if let kept {
            if kept.freshUntil <= now { revalidate(url, kept: kept) }
            return .success(kept.body)
        }
        do throws(FetchError) {
            switch try await fetcher.fetch(url, revalidating: nil, now: now) {
            case .fetched(let image, let keep):
                if keep { await store?.store(image, for: address, now: now) }
                return .success(image.body)
            case .unchanged:
                return .failure(.unexpectedAnswer(host: url.host ?? "the server"))
            }
        } catch {
            return .failure(error)
        }
    }

    /// Asks the server whether a stale copy still stands, behind the picture already shown. A
    /// new picture replaces the kept one and what memory holds of it; a failure changes nothing.
    private func revalidate(_ url: URL, kept: StoredImage) {
        let address = url.absoluteString
        let start = inFlight.withLock { $0.revalidating.insert(address).inserted }
        guard start else { return }
        let (fetcher, store, memory, clock) = (self.fetcher, self.store, self.memory, self.clock)
        Task(priority: .background) { [self] in
            defer { _ = inFlight.withLock { $0.revalidating.remove(address) } }
            let now = clock()
            guard let outcome = try? await fetcher.fetch(url, revalidating: kept, now: now) else { return }
            switch outcome {
            case .unchanged(let freshUntil):
                await store?.refresh(address, freshUntil: freshUntil, now: now)
            case .fetched(let image, let keep):
                if keep { await store?.store(image, for: address, now: now) } else { await store?.remove(address) }
                if image.body != kept.body { memory.forget(url: address) }
            }
        }
    }
}

/// One piece of async work awaited by any number of callers. When every caller has been
/// cancelled, the work is cancelled too.
final class Shared<Value: Sendable>: Sendable {
    private struct State {
        var result: Value?
        var waiters: [UInt64: CheckedContinuation<Value?, Never>] = [:]
        var nextWaiter: UInt64 = 0
        var task: Task<Void, Never>?
        var abandoned = false
    }

    private let state = Mutex(State())

    init(_ work: @escaping @Sendable () async -> Value) {
        let task = Task(priority: .utility) { [self] in
            let value = await work()
            let waiters = state.withLock { state -> [CheckedContinuation<Value?, Never>] in
                state.result = value
                defer { state.waiters.removeAll() }
                return Array(state.waiters.values)
            }
            for waiter in waiters { waiter.resume(returning: value) }
        }
        state.withLock { $0.task = task }
    }

    var isFinished: Bool { state.withLock { $0.result != nil } }
    var waiterCount: Int { state.withLock { $0.waiters.count } }
    var isAbandoned: Bool { state.withLock { $0.abandoned } }

    /// The work's result, or `cancelled` when the calling task is cancelled first.
    func value(orCancelled cancelled: Value) async -> Value {
        let id = state.withLock { state -> UInt64 in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        let result: Value? = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
                var unwanted: Task<Void, Never>?
                let ready = state.withLock { state -> Value?? in
                    if let result = state.result { return .some(result) }
                    if Task.isCancelled {
                        // Cancelled before it could wait: if nobody else waits either, nobody
                        // ever will (a box scrolled away before its load reached the download).
                        if state.waiters.isEmpty {
                            state.abandoned = true
                            unwanted = state.task
                        }
                        return .some(nil)
                    }
                    state.waiters[id] = continuation
                    return nil
                }
                unwanted?.cancel()
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: { [self] in
            let (waiter, task) = state.withLock { state -> (CheckedContinuation<Value?, Never>?, Task<Void, Never>?) in
                let waiter = state.waiters.removeValue(forKey: id)
                if state.waiters.isEmpty, state.result == nil, waiter != nil {
                    state.abandoned = true
                    return (waiter, state.task)
                }
                return (waiter, nil)
            }
            task?.cancel()
            waiter?.resume(returning: nil)
        }
        return result ?? cancelled
    }
}
