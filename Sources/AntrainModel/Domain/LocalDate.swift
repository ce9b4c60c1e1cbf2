import AntrainBasics

/// A calendar day with no time zone, as written in a log (`2026-11-20`).
///
/// Logs are about days a person lived, not instants: Foundation's `Date` would drag a time
/// zone into every comparison. `dayNumber` (days since 1970-01-01) makes ordering and
/// "7 days before" plain integer arithmetic.
public struct LocalDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    public var dayNumber: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    public func adding(days: Int) -> LocalDate { LocalDate(dayNumber: dayNumber + days) }

    /// Monday-based weekday, 0 = Monday.
    public var weekdayIndex: Int { ((dayNumber % 7) + 7 + 3) % 7 }

    public var description: String {
        let m = month < 10 ? "0\(month)" : "\(month)"
        let d = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(m)-\(d)"
    }

    /// Parses `YYYY-MM-DD`, a day that is on the calendar (not `2026-11-31`).
    public init?(_ text: String) {
        guard case .date(let date) = Self.reading(text) else { return nil }
        self = date
    }

    /// What a text given as a date is: a day, or why it is not one.
    public enum Reading: Equatable, Sendable {
        case date(LocalDate)
        /// Not four digits, two and two between dashes (`tomorrow`, `2026/11/20`).
        case notInTheForm
        /// A month past 12 or 0 (`2026-13-01`).
        case noSuchMonth(Int)
        /// A day the month does not have (`2026-11-31`, `2026-02-30`): `daysInMonth` says how many it has.
        case noSuchDay(day: Int, daysInMonth: Int)
    }

    /// Reads `YYYY-MM-DD` and says why it is not a date when it is not.
    ///
    /// A date past the month's end is refused rather than carried into the next month, so
    /// `2026-13-45` is never read as 2027-02-14: a typo in a date names a day nobody meant.
    public static func reading(_ text: String) -> Reading {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let isDigits = { (part: Substring) in part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2, parts.allSatisfy(isDigits),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) else { return .notInTheForm }
        guard (1...12).contains(month) else { return .noSuchMonth(month) }
        let daysInMonth = CalendarMath.daysIn(month: month, year: year)
        guard (1...daysInMonth).contains(day) else { return .noSuchDay(day: day, daysInMonth: daysInMonth) }
        return .date(LocalDate(year: year, month: month, day: day))
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let date = LocalDate(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Expected YYYY-MM-DD"))
        }
        self = date
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// A time of day (`07:30`), in minutes since midnight.
public struct LocalTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let minutes: Int

    public init(hour: Int, minute: Int) { self.minutes = hour * 60 + minute }

    /// `HH:MM` on the clock (`07:30`); nil for anything else (`24:00`, `7:60`, `noon`).
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, let hour = parts[0], let minute = parts[1], (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    public var hour: Int { minutes / 60 }
    public var minute: Int { minutes % 60 }

    public var description: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool { lhs.minutes < rhs.minutes }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count == 2 else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "Expected HH:MM"))
        }
        self.init(hour: parts[0], minute: parts[1])
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
