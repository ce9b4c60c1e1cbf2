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

    public var zone: FITZone

    public init(zone: FITZone) {
        self.zone = zone
    }

    public init(timeZone: TimeZone) {
        self.init(zone: FITZone(timeZone))
    }

    /// The FIT timestamp of `time` (or noon) on `date` in the clock's zone. The offset is the
    /// zone's at that wall-clock time: found from the offset an hour-exact guess gives, then
    /// checked once more, so a time inside a daylight-saving change lands on one side of it.
    public func timestamp(_ date: LocalDate, _ time: LocalTime?) -> UInt32 {
        let time = time ?? Self.defaultTime
        let wallClock = Int64(date.dayNumber) * 86_400 + Int64(time.hour * 3_600 + time.minute * 60)
        let guess = wallClock - Int64(zone.offset(atUnixSeconds: wallClock))
        let instant = wallClock - Int64(zone.offset(atUnixSeconds: guess))
        return Self.clamped(instant - Self.epochInUnixSeconds)
    }

    /// `timestamp` shifted by the zone's offset at that instant: FIT's `local_date_time`.
    public func localTimestamp(of timestamp: UInt32) -> UInt32 {
        Self.clamped(Int64(timestamp) + Int64(zone.offset(atUnixSeconds: Int64(timestamp) + Self.epochInUnixSeconds)))
    }

    /// FIT cannot write instants before its epoch; a log's dates before 1990 become the epoch.
    static func clamped(_ seconds: Int64) -> UInt32 {
        UInt32(clamping: max(0, seconds))
    }
}
