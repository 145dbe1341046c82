import LoopbackServer
import Networking
import Testing

@Suite("Redacting a credential in any disguise")
struct SecretRedactionTests {
    static let secret = "Ab12Cd34Ef56Gh78Ij90"

    @Test("Each echo form is hidden", arguments: HostileReply.echoes(of: secret))
    func echo(form: String) {
        let redacted = SecretRedaction.redact("invalid key \(form) supplied", secret: Self.secret)
        #expect(redacted == "invalid key (hidden) supplied")
    }

    @Test("Forms built here as well: fullwidth, mixed case, partly encoded, with combining marks")
    func moreForms() {
        let forms = [
            "Ａｂ１２Ｃｄ３４Ｅｆ５６",
            "aB12cD34eF56gH78iJ90",
            "Ab12%43d34Ef56Gh78Ij90",
            "Ab12Cd34\u{FEFF}Ef56\u{200C}Gh78\u{200D}Ij90",
            "A\u{0301}b12Cd34Ef56Gh78Ij90",
            "%41%62%31%32%43%64%33%34",
        ]
        for form in forms {
            #expect(SecretRedaction.redact("x \(form) y", secret: Self.secret) == "x (hidden) y", "\(form)")
        }
    }

    @Test("Pieces shorter than eight characters and unrelated text stay")
    func shortPiecesStay() {
        let text = "Ab12Cd3 and 34Ef56G are too short; ordinary words stay put."
        #expect(SecretRedaction.redact(text, secret: Self.secret) == text)
        #expect(SecretRedaction.redact("", secret: Self.secret) == "")
        #expect(SecretRedaction.redact("anything", secret: "") == "anything")
    }

    @Test("A short secret is hidden whole, in any case")
    func shortSecret() {
        #expect(SecretRedaction.redact("key=abcde!", secret: "ABCDE") == "key=(hidden)!")
    }

    @Test("A secret under four characters is hidden only where it stands whole")
    func tinySecret() {
        #expect(SecretRedaction.redact("abc", secret: "abc") == "(hidden)")
        #expect(SecretRedaction.redact("password 'Q7' is too short", secret: "q7") == "password '(hidden)' is too short")
        #expect(SecretRedaction.redact("abcdef and xabc stay", secret: "abc") == "abcdef and xabc stay", "pieces of words are not hunted for")
        #expect(SecretRedaction.redact("a b", secret: "b") == "a (hidden)")
    }

    @Test("Two echoes, and text around them, survive intact")
    func twoEchoes() {
        let text = "first \(Self.secret), then \(Self.secret.lowercased())."
        #expect(SecretRedaction.redact(text, secret: Self.secret) == "first (hidden), then (hidden).")
        #expect(SecretRedaction.redact("é\(Self.secret)ü", secret: Self.secret, placeholder: "*") == "é*ü")
    }
}
