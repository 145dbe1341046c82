/// A list endpoint's answer (`topstories.json`): ids in the site's order.
struct FirebaseIDList: Decodable, Sendable {
    var ids: [Int]

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Anything but an array (an error object, say) is an unexpected answer, not an empty list.
        ids = try container.decode([LenientInt].self).compactMap(\.value)
    }
}
