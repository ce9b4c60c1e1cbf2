import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns a log's local date and time into FIT's timestamps: seconds since FIT's epoch,
/// 1989-12-31 00:00 UTC, as a `uint32`.
///
/// A log writes the athlete's wall-clock time with no zone, so the zone comes from outside
/// (`--tz`, else the system's). A workout with no time of day starts at `defaultTime`
/// (12:00): FIT needs an instant, and noon keeps the date the same in every zone within
/// twelve hours of the athlete's.
public struct FITClock: Sendable {
    /// 1989-12-31 00:00:00 UTC in Unix seconds.
    public static let epochInUnixSeconds: Int64 = 631_065_600
    public static let defaultTime = LocalTime(hour: 12, minute: 0)

    public var timeZone: TimeZone

    public init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// The FIT timestamp of `time` (or noon) on `date` in the clock's zone. A wall-clock time
    /// that does not exist (skipped by a daylight-saving change) moves forward as Foundation
    /// moves it.
    public func timestamp(_ date: LocalDate, _ time: LocalTime?) -> UInt32 {
        let time = time ?? Self.defaultTime
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute)
        let instant = calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
        return Self.clamped(Int64(instant.timeIntervalSince1970.rounded()) - Self.epochInUnixSeconds)
    }

    /// `timestamp` shifted by the zone's offset at that instant: FIT's `local_date_time`.
    public func localTimestamp(of timestamp: UInt32) -> UInt32 {
        let instant = Date(timeIntervalSince1970: TimeInterval(Int64(timestamp) + Self.epochInUnixSeconds))
        return Self.clamped(Int64(timestamp) + Int64(timeZone.secondsFromGMT(for: instant)))
    }

    /// FIT cannot write instants before its epoch; a log's dates before 1990 become the epoch.
    static func clamped(_ seconds: Int64) -> UInt32 {
        UInt32(clamping: max(0, seconds))
    }
}
