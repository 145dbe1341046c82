/// Helpers for raw terminfo strings.
enum Terminfo {
    /// Removes `$<5>`-style padding markers. `tputs` turns them into delays; the crash rescue
    /// writes strings with plain write(2), where they would show up as literal text.
    static func withoutPadding(_ value: String) -> String {
        var result = ""
        var characters = value[...]
        while let dollar = characters.firstIndex(of: "$") {
            result += characters[..<dollar]
            let afterDollar = characters.index(after: dollar)
            if afterDollar < characters.endIndex, characters[afterDollar] == "<",
               let close = characters[afterDollar...].firstIndex(of: ">") {
                characters = characters[characters.index(after: close)...]
            } else {
                result.append("$")
                characters = characters[afterDollar...]
            }
        }
        return result + characters
    }
}
