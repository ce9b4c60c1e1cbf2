import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Today's date and the time in the local time zone: the only place the tools read the clock.
public enum SystemClock {
    public static func today() -> LocalDate {
        let components = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return LocalDate(year: components.year ?? 1970, month: components.month ?? 1, day: components.day ?? 1)
    }

    public static func now() -> LocalTime {
        let components = Calendar.current.dateComponents([.hour, .minute], from: Date())
        return LocalTime(hour: components.hour ?? 12, minute: components.minute ?? 0)
    }
}
