import AntrainFIT
import AntrainModel

/// Apple Health's dates: `2024-01-15 07:12:34 +0300`, the wall-clock time where the phone was
/// and its offset from UTC.
struct AppleHealthDate: Equatable {
    var date: LocalDate
    var time: LocalTime
    var seconds: Int
    /// Seconds east of UTC.
    var offset: Int

    init?(_ text: String) {
        let parts = text.split(separator: " ")
        guard parts.count >= 2, let day = LocalDate(String(parts[0])) else { return nil }
        let clock = parts[1].split(separator: ":").compactMap { Int($0) }
        guard clock.count >= 2, (0..<24).contains(clock[0]), (0..<60).contains(clock[1]) else { return nil }
        date = day
        time = LocalTime(hour: clock[0], minute: clock[1])
        seconds = clock.count > 2 ? clock[2] : 0
        offset = 0
        if parts.count > 2, let zone = Self.offset(String(parts[2])) { offset = zone }
    }

    /// `+0300`, `-0500`, `+03:00`.
    private static func offset(_ text: String) -> Int? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter(\.isNumber)
        guard digits.count == 4, let hours = Int(digits.prefix(2)), let minutes = Int(digits.suffix(2)) else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    /// Seconds since 1970 UTC.
    var unixSeconds: Int64 {
        Int64(date.dayNumber) * 86_400 + Int64(time.minutes * 60 + seconds) - Int64(offset)
    }

    /// The date and time in `zone` (`--tz`), or as written when there is none.
    func local(in zone: FITZone?) -> (LocalDate, LocalTime) {
        guard let zone else { return (date, time) }
        let local = unixSeconds + Int64(zone.offset(atUnixSeconds: unixSeconds))
        let day = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let rest = Int(local - day * 86_400)
        return (LocalDate(dayNumber: Int(day)), LocalTime(hour: rest / 3600, minute: rest / 60 % 60))
    }
}
