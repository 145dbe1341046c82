import FoundationEssentials
import TidingsText

extension HTTPResponse {
    /// Decodes the body as JSON. Invalid UTF-8 is repaired first, because one bad byte in a
    /// comment should not cost the whole page. Any other failure (truncated, HTML, wrong shape)
    /// becomes `.unexpectedAnswer`: the decoder's own description names Swift types and coding
    /// paths, which mean nothing to a reader.
    public func decodeJSON<T: Decodable>(
        _ type: T.Type,
        host: String,
        decoder: JSONDecoder = JSONDecoder()
    ) throws(FetchError) -> T {
        do {
            return try decoder.decode(type, from: Self.repairedUTF8(body))
        } catch {
            throw .unexpectedAnswer(host: host)
        }
    }

    /// Valid bodies pass through untouched; others have bad sequences replaced with U+FFFD.
    private static func repairedUTF8(_ bytes: Data) -> Data {
        if Sanitizer.isValidUTF8(bytes) { return bytes }
        return Data(Sanitizer.repairUTF8(bytes).utf8)
    }
}
