import Dispatch
import Networking
import Synchronization

/// Identifies one fetch so its owner can cancel it.
public struct FetchToken: Hashable, Sendable {
    let value: UInt64
}

/// What finished work tells the screens beyond the state it changed (a form was saved, a change
/// was refused): the browser's update hands it to every screen, and each acts on its own.
public protocol News {}

/// A finished fetch (or a step of one) on its way to the run loop, to be applied there with
/// `FetchScheduler.apply` — by the browser's update, the one place where results land.
public struct Message: Sendable {
    fileprivate let id: UInt64
    fileprivate let content: any Sendable
}

/// Runs fetches in the background and hands their results back on the run-loop thread.
///
/// ncurses and the view models are single-threaded, so a finished fetch never touches them
/// directly: it drops its result in a mailbox as a `Message` and calls `wake`, which makes the
/// run loop return from poll() and hand the messages to the browser's update. Applying a
/// message runs the requester's completion (its own state changes there) and returns its news,
/// if any, for the screens. A cancelled fetch's completion is forgotten, so a result for a
/// screen the user has left is dropped even if the network answered anyway.
public final class FetchScheduler {
    private let mailbox: Mailbox
    private var completions: [UInt64: (any Sendable) -> (any News)?] = [:]
    private var updates: [UInt64: (any Sendable) -> Void] = [:]
    private var tasks: [UInt64: Task<Void, Never>] = [:]
    private var nextID: UInt64 = 0
    /// Fetches nobody is waiting for (prefetching): they neither turn the spinner nor count as
    /// the user's own request.
    private var background: Set<UInt64> = []

    public init(wake: @escaping @Sendable () -> Void) {
        mailbox = Mailbox(wake: wake)
    }

    /// Starts `operation` on the cooperative pool; `completion` later runs inside `deliver()`.
    @discardableResult
    public func start<Value: Sendable>(
        inBackground: Bool = false,
        _ operation: @escaping @Sendable () async throws(FetchError) -> Value,
        completion: @escaping (Result<Value, FetchError>) -> Void
    ) -> FetchToken {
        launch(id: nextIdentifier(), inBackground: inBackground, operation) { result in
            completion(result)
            return nil
        }
    }

    /// Like `start`, for work whose end the screens need to hear of: what `completion` returns
    /// is the news the browser's update hands to them.
    @discardableResult
    public func startAnnouncing<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws(FetchError) -> Value,
        completion: @escaping (Result<Value, FetchError>) -> (any News)?
    ) -> FetchToken {
        launch(id: nextIdentifier(), inBackground: false, operation, completion: completion)
    }

    private func nextIdentifier() -> UInt64 {
        nextID += 1
        return nextID
    }

    private func launch<Value: Sendable>(
        id: UInt64, inBackground: Bool,
        _ operation: @escaping @Sendable () async throws(FetchError) -> Value,
        completion: @escaping (Result<Value, FetchError>) -> (any News)?
    ) -> FetchToken {
        if inBackground { background.insert(id) }
        completions[id] = { boxed in
            guard let result = boxed as? Result<Value, FetchError> else { return nil }
            return completion(result)
        }
        let mailbox = self.mailbox
        tasks[id] = Task(priority: inBackground ? .background : nil) {
            let result: Result<Value, FetchError>
            do throws(FetchError) { result = .success(try await operation()) } catch { result = .failure(error) }
            mailbox.post(id: id, result: result)
        }
        return FetchToken(value: id)
    }

    /// Like `start`, for a fetch that shows its progress: each value `operation` passes to its
    /// `update` argument later reaches `update` inside `deliver()`, in order and before the
    /// result, unless the fetch was cancelled (or finished) first.
    @discardableResult
    public func start<Value: Sendable, Update: Sendable>(
        inBackground: Bool = false,
        reporting operation: @escaping @Sendable (_ update: @escaping @Sendable (Update) -> Void) async throws(FetchError) -> Value,
        update: @escaping (Update) -> Void,
        completion: @escaping (Result<Value, FetchError>) -> Void
    ) -> FetchToken {
        let id = nextIdentifier()
        updates[id] = { boxed in
            if let value = boxed as? Update { update(value) }
        }
        let mailbox = self.mailbox
        return launch(id: id, inBackground: inBackground, { () async throws(FetchError) -> Value in
            try await operation { value in mailbox.post(id: id, result: Progress(value: value)) }
        }, completion: { result in
            completion(result)
            return nil
        })
    }

    /// Stops a fetch; its result, if it still arrives, is dropped.
    public func cancel(_ token: FetchToken?) {
        guard let token else { return }
        completions[token.value] = nil
        updates[token.value] = nil
        background.remove(token.value)
        tasks.removeValue(forKey: token.value)?.cancel()
    }

    /// Whether any fetch is still running.
    public var isBusy: Bool { !completions.isEmpty }

    /// Whether a fetch someone waits for is running (background prefetching pauses meanwhile).
    public var hasForegroundWork: Bool { completions.count > background.count }

    /// What has finished (or progressed) since the last call, in the order it happened.
    public func takeMessages() -> [Message] {
        mailbox.takeAll().map { Message(id: $0.0, content: $0.1) }
    }

    /// What applying a message did: whether anyone still wanted it, and its news.
    public struct Applied {
        public var ran: Bool
        public var news: (any News)?
    }

    /// Applies one message on the run-loop thread: the requester's update or completion runs
    /// (unless the fetch was cancelled meanwhile), and its news, if any, comes back.
    @discardableResult
    public func apply(_ message: Message) -> Applied {
        let id = message.id
        if let progress = message.content as? Progress {
            guard let update = updates[id] else { return Applied(ran: false) }
            update(progress.value)
            return Applied(ran: true)
        }
        tasks[id] = nil
        updates[id] = nil
        background.remove(id)
        guard let completion = completions.removeValue(forKey: id) else { return Applied(ran: false) }
        return Applied(ran: true, news: completion(message.content))
    }

    /// Applies every message waiting, dropping their news: for callers with no screens to tell
    /// (the benchmark, view-model tests). The app's run loop hands messages to the browser.
    @discardableResult
    public func deliver() -> Int {
        takeMessages().reduce(0) { $0 + (apply($1).ran ? 1 : 0) }
    }

    /// Blocks until at least one result has arrived (or the timeout passes), then delivers.
    /// For callers without a run loop on a thread of their own (the benchmark's main thread).
    /// Never call it from a task: blocking a cooperative thread can starve the fetch it waits for.
    @discardableResult
    public func waitAndDeliver(timeout: Duration = .seconds(10)) -> Int {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let delivered = deliver()
            if delivered > 0 || !isBusy { return delivered }
            let remaining = deadline - ContinuousClock.now
            let nanoseconds = max(0, remaining.components.seconds * 1_000_000_000 + remaining.components.attoseconds / 1_000_000_000)
            _ = mailbox.arrival.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
        }
        return deliver()
    }
}

extension FetchScheduler {
    /// Suspends until a message has arrived, nothing is running, or `timeout` has passed (for
    /// async callers that apply the messages themselves: tests driving a browser).
    public func arrival(timeout: Duration = .seconds(10)) async {
        let deadline = ContinuousClock.now + timeout
        while !mailbox.hasMessages, isBusy, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Like `waitAndDeliver`, for async callers (tests): suspends instead of blocking, so the
    /// fetches it waits for can run on the cooperative pool.
    @discardableResult
    public func deliverNext(timeout: Duration = .seconds(10)) async -> Int {
        let deadline = ContinuousClock.now + timeout
        while true {
            let delivered = deliver()
            if delivered > 0 || !isBusy || ContinuousClock.now >= deadline { return delivered }
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}

/// A fetch's progress on its way through the mailbox (told apart from its result).
private struct Progress: Sendable {
    let value: any Sendable
}

/// The thread-safe hand-off between background fetches and the run loop.
private final class Mailbox: Sendable {
    private let pending = Mutex<[(UInt64, any Sendable)]>([])
    private let wake: @Sendable () -> Void
    let arrival = DispatchSemaphore(value: 0)

    init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    func post(id: UInt64, result: any Sendable) {
        pending.withLock { $0.append((id, result)) }
        arrival.signal()
        wake()
    }

    var hasMessages: Bool { pending.withLock { !$0.isEmpty } }

    func takeAll() -> [(UInt64, any Sendable)] {
        pending.withLock { items in
            defer { items.removeAll(keepingCapacity: true) }
            return items
        }
    }
}
