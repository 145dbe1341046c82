import Dispatch
import Synchronization

/// Runs async work to completion from a command's synchronous `main`, which has no run loop to
/// return to (`tidings read`, `saved`, the feed commands).
func runToCompletion<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let box = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let value = await work()
        box.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return box.withLock { $0! }
}
