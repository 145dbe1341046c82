import Foundation
import Networking
import TidingsText
@testable import Feeds

// Product Hunt (GraphQL) answers: errors first, then posts and threads; never trap, never
// carry the token.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let response = FuzzResponse.make(data, size) else { return 0 }
    let secret = "phFUZZtoken1234567890"
    let token = ProductHuntToken(secret)
    if let error = ProductHuntFailure.error(in: response, host: "h", token: token) {
        // Everything the error carries, which is all any sentence about it can say.
        guard !String(describing: error).contains(secret) else { fatalError("the token reached an error") }
        return 0
    }
    if let payload = try? response.decodeJSON(PHResponse<PHPostsData>.self, host: "h"), let posts = payload.data?.posts {
        _ = ProductHuntClient.page(from: posts)
    }
    if let payload = try? response.decodeJSON(PHResponse<PHPostData>.self, host: "h"), let post = payload.data?.post {
        let discussion = ProductHuntClient.discussion(from: post, fallback: FeedItem(id: "1", title: "t"))
        _ = discussion.comments.count
    }
    return 0
}
