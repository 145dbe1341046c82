import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// The session's one delegate, routing callbacks to each task's `Transfer`. A delegate rather
/// than completion handlers because only a delegate sees the body while it streams (to stop an
/// endless or inflating one) and decides about redirects (to keep credentials at their origin).
final class SessionDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let transfers = Mutex([Int: Transfer]())

    func register(_ transfer: Transfer, for task: URLSessionTask) {
        transfers.withLock { $0[task.taskIdentifier] = transfer }
    }

    private func transfer(for task: URLSessionTask) -> Transfer? {
        transfers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        transfer(for: dataTask)?.receive(data, response: dataTask.response)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let transfer = transfer(for: task) else { return completionHandler(nil) }
        completionHandler(RedirectPolicy.next(
            original: transfer.request, proposed: request, status: response.statusCode,
            redirectsSoFar: transfer.countRedirect()))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let transfer = transfers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        transfer?.complete(response: task.response, error: error)
    }
}
