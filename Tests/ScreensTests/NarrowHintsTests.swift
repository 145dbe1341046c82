import Canvas
import Testing
@testable import Screens

@Suite struct NarrowHintsTests {
    @Test func aNarrowStatusBarKeepsTheHelpHintAndTheFirstHints() async {
        let wide = ScreenHarness(rows: 24, columns: 120)
        await wide.settle()
        let all = wide.draw()[23]
        #expect(all.contains("Enter open") && all.contains("? help") && all.contains("q quit"))
        let narrow = ScreenHarness(rows: 24, columns: 40)
        await narrow.settle()
        let line = narrow.draw()[23]
        #expect(line.contains("? help"), "the help's hint stays, which lists the rest: \\(line)")
        #expect(line.hasPrefix(" Enter open"), "the first hints in their order: \\(line)")
        #expect(!line.contains("q quit"), "what does not fit goes: \\(line)")
        #expect(line.count <= 40)
    }
}
