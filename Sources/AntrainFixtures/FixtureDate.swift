/// A calendar date (proleptic Gregorian) for fixtures, free of Foundation and time zones.
///
/// The generator walks day by day over as much as fifty years and writes every date as text.
/// A plain day count makes both steps exact and cheap, and keeps the output identical on every
/// platform and in every time zone, which `Date` and `Calendar` do not promise.
public struct FixtureDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before it).
    public let daysSinceEpoch: Int

    /// The date `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch: Int) {
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// The date, or nil when it is not a real date in years 1–9999 (such as `2026-02-30`).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        daysSinceEpoch = Self.daysFromCivil(year: year, month: month, day: day)
    }

    /// Reads `YYYY-MM-DD`, the form a log uses; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.utf8.allSatisfy { $0 >= 48 && $0 <= 57 } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Year, month (1–12) and day (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        Self.civil(fromDays: daysSinceEpoch)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let (year, month, day) = components
        let paddedYear = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
        return paddedYear + (month < 10 ? "-0" : "-") + String(month) + (day < 10 ? "-0" : "-")
            + String(day)
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> FixtureDate {
        FixtureDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// Whole days from `other` to this date.
    public func days(since other: FixtureDate) -> Int {
        daysSinceEpoch - other.daysSinceEpoch
    }

    /// The day of the week, 0 for Monday through 6 for Sunday (1970-01-01 was a Thursday).
    public var weekday: Int {
        ((daysSinceEpoch + 3) % 7 + 7) % 7
    }

    /// Earlier dates come first.
    public static func < (lhs: FixtureDate, rhs: FixtureDate) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }

    /// 2020-01-06, a Monday: the default first day of a generated log.
    public static let defaultStart = FixtureDate(daysSinceEpoch: 18267)

    /// 2026-11-22: the default "today", after which a valid log holds only planned sets.
    public static let defaultToday = FixtureDate(daysSinceEpoch: 20779)

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    // Howard Hinnant's `days_from_civil` and `civil_from_days`: exact for every Gregorian date.
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra =
            (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
