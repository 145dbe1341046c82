import FoundationEssentials

/// How many fetches may run at once: in all, and against one host (a server with many
/// subscriptions is not hammered, and one slow host cannot hold every slot).
public struct FetchLimits: Sendable, Hashable {
    public var total: Int
    public var perHost: Int

    public init(total: Int = 8, perHost: Int = 2) {
        self.total = max(1, total)
        self.perHost = max(1, perHost)
    }
}

/// Runs one piece of work per address, within `FetchLimits`, starting them in the order given
/// as far as the limits allow, and hands each result over as it finishes. No polling: a slot
/// is filled the moment one frees.
public enum HostLimitedQueue {
    public static func run<Result: Sendable>(
        _ addresses: [URL], limits: FetchLimits = FetchLimits(),
        work: @escaping @Sendable (Int, URL) async -> Result,
        finished: (Int, Result) async -> Void
    ) async {
        var waiting = Array(addresses.indices)
        var perHost: [String: Int] = [:]
        var running = 0
        func host(_ index: Int) -> String {
            let url = addresses[index]
            return (url.host?.lowercased() ?? "") + ":" + String(url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80))
        }
        await withTaskGroup(of: (Int, Result).self) { group in
            func startWhatFits() {
                var position = 0
                while running < limits.total, position < waiting.count {
                    let index = waiting[position]
                    let key = host(index)
                    guard perHost[key, default: 0] < limits.perHost else {
                        position += 1
                        continue
                    }
                    waiting.remove(at: position)
                    perHost[key, default: 0] += 1
                    running += 1
                    let url = addresses[index]
                    group.addTask { (index, await work(index, url)) }
                }
            }
            startWhatFits()
            while let (index, result) = await group.next() {
                running -= 1
                perHost[host(index), default: 1] -= 1
                startWhatFits()
                await finished(index, result)
            }
        }
    }
}
