import Feeds
import Foundation
import Networking
import Testing
@testable import ViewModels

@Suite struct FormModelTests {
    let scheduler = FetchScheduler(wake: {})

    func form(answer: @escaping @Sendable ([String: String]) throws(FetchError) -> String) -> FormModel<String> {
        FormModel<String>(title: "New acronym", fields: [
            FormField(key: "short", label: "Short"),
            FormField(key: "long", label: "Long"),
            FormField(key: "note", label: "Note", isRequired: false),
            FormField(key: "password", label: "Password", kind: .secret, isRequired: false),
        ], draftKey: "til-acronym-new", scheduler: scheduler, save: { values async throws(FetchError) in try answer(values) })
    }

    @Test func requiredFieldsAreCheckedBeforeSending() async {
        let sent = SentValues()
        let model = form { values throws(FetchError) in sent.record(values); return "ok" }
        model.setText("TIL", at: 0)
        model.focus = 0
        #expect(!model.submit())
        #expect(model.fields[1].problem == "Required")
        #expect(model.fields[0].problem == nil)
        #expect(model.focus == 1, "the focus goes to what is missing")
        #expect(model.state == .idle, "nothing was sent")
        model.setText("   ", at: 1)
        #expect(!model.submit(), "spaces are not an answer")
        model.setText("Today I Learned ", at: 1)
        #expect(model.fields[1].problem == nil, "typing clears the message")
        #expect(model.submit())
        await scheduler.deliverNext()
        #expect(sent.values == [["short": "TIL", "long": "Today I Learned", "note": "", "password": ""]])
    }

    @Test func aRefusedSaveKeepsEveryCharacterAndEnterTriesAgain() async {
        let attempts = SentValues()
        let model = form(answer: { values throws(FetchError) in
            attempts.record(values)
            if attempts.count == 1 { throw .requestRefused(service: "The TIL server", detail: "No") }
            return "saved"
        })
        model.setText("日本 ✓", at: 0)
        model.setText("long text", at: 1)
        model.submit()
        #expect(model.isSaving)
        model.setText("changed while saving", at: 0)
        #expect(model.fields[0].text == "日本 ✓", "input is frozen while it is sent")
        await scheduler.deliverNext()
        #expect(model.error == .requestRefused(service: "The TIL server", detail: "No"))
        #expect(model.fields.map(\.text).prefix(2) == ["日本 ✓", "long text"])
        #expect(model.hasChanges)
        model.submit()
        await scheduler.deliverNext()
        #expect(model.isSaved)
        #expect(model.saved == "saved")
        #expect(!model.hasChanges, "nothing is unsaved once saved")
    }

    @Test func draftsNeverHoldSecretsAndRestoreChoices() {
        let model = form { _ throws(FetchError) in "x" }
        model.setText("TIL", at: 0)
        model.setText("hunter2", at: 3)
        #expect(model.draftValues["short"] == "TIL")
        #expect(model.draftValues["password"] == nil)
        #expect(!model.draftValues.values.contains("hunter2"))
        let other = form { _ throws(FetchError) in "x" }
        other.restore(["short": "TIL", "long": "Today", "password": "sneaky"])
        #expect(other.fields.map(\.text) == ["TIL", "Today", "", ""])
    }

    @Test func leavingWhileSavingDropsTheAnswer() async {
        let model = form(answer: { _ throws(FetchError) in "x" })
        model.setText("a", at: 0)
        model.setText("b", at: 1)
        model.submit()
        model.cancel()
        #expect(await scheduler.deliverNext(timeout: .milliseconds(200)) == 0)
        #expect(model.saved == nil)
        #expect(!model.isSaving)
    }
}

/// What a save closure was given, from whichever thread it ran on.
final class SentValues: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [[String: String]] = []
    func record(_ values: [String: String]) { lock.withLock { all.append(values) } }
    var values: [[String: String]] { lock.withLock { all } }
    var count: Int { values.count }
}
