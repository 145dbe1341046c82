import Foundation
import Testing
import ViewModels

@Suite struct RelativeAgeTests {
    private let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func ordinaryAges() {
        #expect(RelativeAge.describe(now.addingTimeInterval(-30), now: now) == "now")
        #expect(RelativeAge.describe(now.addingTimeInterval(-600), now: now) == "10m")
        #expect(RelativeAge.describe(now.addingTimeInterval(-7_200), now: now) == "2h")
        #expect(RelativeAge.describe(now.addingTimeInterval(-3 * 86_400), now: now) == "3d")
        #expect(RelativeAge.describe(now.addingTimeInterval(86_400), now: now) == "now")
        #expect(RelativeAge.describe(nil, now: now) == "")
    }

    /// Int64.min seconds since 1970 (a hostile `created_at_i`) used to trap in `Int(interval)`.
    @Test(arguments: [Double(Int64.min), -1e300, -Double.greatestFiniteMagnitude, -Double.infinity])
    func farPastDoesNotTrap(seconds: Double) {
        #expect(RelativeAge.describe(Date(timeIntervalSince1970: seconds), now: now).hasSuffix("y"))
    }

    @Test(arguments: [Double(Int64.max), 1e300, Double.infinity])
    func farFutureIsNow(seconds: Double) {
        #expect(RelativeAge.describe(Date(timeIntervalSince1970: seconds), now: now) == "now")
    }

    @Test func notANumberIsNoAge() {
        #expect(RelativeAge.describe(Date(timeIntervalSince1970: .nan), now: now) == "")
    }
}
