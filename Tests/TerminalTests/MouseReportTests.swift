import Canvas
import Testing
@testable import Terminal

@Suite struct MouseReportTests {
    func event(_ code: Int, release: Bool = false) -> MouseEvent? {
        MouseReport(code: code, column: 5, row: 3, isRelease: release).event
    }

    @Test func buttonsWheelAndDrag() {
        #expect(event(0) == MouseEvent(.press(.left), row: 2, column: 4))
        #expect(event(1) == MouseEvent(.press(.middle), row: 2, column: 4))
        #expect(event(2) == MouseEvent(.press(.right), row: 2, column: 4))
        #expect(event(0, release: true) == MouseEvent(.release, row: 2, column: 4))
        #expect(event(64) == MouseEvent(.wheelUp, row: 2, column: 4))
        #expect(event(65) == MouseEvent(.wheelDown, row: 2, column: 4))
        #expect(event(32) == MouseEvent(.drag(.left), row: 2, column: 4))
        #expect(event(35) == nil, "motion without a button")
        #expect(event(66) == nil, "horizontal wheel")
    }

    @Test func modifiers() {
        #expect(event(4)?.modifiers == .shift)
        #expect(event(8)?.modifiers == .alt)
        #expect(event(16)?.modifiers == .control)
        #expect(event(64 + 16)?.modifiers == .control)
    }
}
