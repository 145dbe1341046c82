import Foundation
import Networking

/// Both Hacker News APIs answered from memory: the official API's story (its `kids` give the
/// top-level order) for `item/ID.json`, the Algolia thread for everything else. Network time
/// is left out on purpose: the two requests run in parallel, so the wall-clock cost of the
/// extra one is whatever it takes beyond Algolia's, which no benchmark here can know.
struct BenchTransport: HTTPTransport {
    let thread: Data
    let story: Data

    func send(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        let body = request.url.path.hasSuffix(".json") ? story : thread
        return HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }
}
