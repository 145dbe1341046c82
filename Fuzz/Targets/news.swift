import Foundation
import Networking
import TidingsText
@testable import Feeds

// NewsAPI answers: error bodies (with the key possibly echoed) and article pages; never trap,
// never show the key.

private let key = "fuzzKEY0123456789abcdef"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let response = FuzzResponse.make(data, size) else { return 0 }
    let page = Int(data[0] >> 4)
    if let payload = try? response.decodeJSON(NewsAPIResponse.self, host: "h") {
        if case .error(let error)? = NewsAPIFailure.outcome(for: payload, response: response, page: page, host: "h", secret: key) {
            // Everything the error carries, which is all any sentence about it can say.
            guard !String(describing: error).contains(key) else { fatalError("the key reached an error") }
        }
        _ = NewsAPIClient.page(from: payload, page: max(1, page))
    }
    if case .error(let error)? = NewsAPIFailure.outcome(forStatus: response, host: "h") {
        guard !String(describing: error).contains(key) else { fatalError("the key reached an error") }
    }
    return 0
}
