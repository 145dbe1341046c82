// The error part of an answer. Product Hunt mixes its own keys (`error`, `error_description`,
// `details`) with GraphQL's (`message`, `locations`, `path`), so every key is optional.

struct PHErrorEnvelope: Decodable {
    var errors: [PHError]?
    /// Some OAuth failures put the code at the top level instead of in `errors`.
    var error: String?
    var error_description: String?
}

struct PHError: Decodable {
    var error: String?
    var error_description: String?
    var message: String?
    var details: PHErrorDetails?
}

struct PHErrorDetails: Decodable {
    var limit: Double?
    var remaining: Double?
    /// Seconds until the budget refills. Double so "102" and "102.5" both decode.
    var reset_in: Double?
}
