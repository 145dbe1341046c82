import FoundationEssentials
import TidingsText

/// "5m", "3h", "2d": how long ago, compact as feed readers show it.
public enum RelativeAge {
    public static func describe(_ date: Date?, now: Date) -> String {
        guard let date else { return "" }
        // Dates come from the network: any interval is possible, including ±infinity and NaN.
        let interval = now.timeIntervalSince(date)
        guard !interval.isNaN else { return "" }
        guard interval >= 60 else { return "now" }
        let seconds = Int(saturating: interval)
        if seconds < 3_600 { return "\(seconds / 60)m" }
        if seconds < 86_400 { return "\(seconds / 3_600)h" }
        if seconds < 86_400 * 30 { return "\(seconds / 86_400)d" }
        if seconds < 86_400 * 365 { return "\(seconds / (86_400 * 30))mo" }
        return "\(seconds / (86_400 * 365))y"
    }
}
