import AntrainAnalysis
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AntrainModel

/// A field that should hold a value of some kind and holds something else: the row is
/// skipped and reported with this reason.
struct FieldError: Error, Equatable {
    var message: LocalizedText
}

/// Reading the values app exports write: numbers with a decimal point or a decimal comma,
/// durations (`1h 14m`, `35m`, `4463`, `1:02:03`), dates and times in the shapes Strong,
/// Hevy and FitNotes use. An empty field is `nil`, never an error.
enum FieldValues {
    /// `12.5`, `12,5`, ` 100 `; `nil` when empty.
    static func number(_ field: String, column: String) throws(FieldError) -> Double? {
        let text = trimmed(field)
        if text.isEmpty { return nil }
        var written = text
        // A decimal comma: one comma and no point (`12,5`); thousands separators are not
        // written by any of the apps.
        if !written.contains("."), written.filter({ $0 == "," }).count == 1 {
            written = written.replacingScalar(",", with: ".")
        }
        guard let value = Double(written), value.isFinite else {
            throw FieldError(message: ImportMessages.value(ImportMessages.notANumber, column: column, text))
        }
        return value
    }

    /// A whole number of reps or an index; `12.0` reads as 12.
    static func whole(_ field: String, column: String) throws(FieldError) -> Int? {
        guard let value = try number(field, column: column) else { return nil }
        guard value == value.rounded(), abs(value) < 1_000_000 else {
            throw FieldError(message: ImportMessages.value(ImportMessages.notAWholeNumber, column: column, trimmed(field)))
        }
        return Int(value)
    }

    /// Seconds from `1h 14m`, `35m`, `45s`, `1h`, `2h 3m 4s`, `1h05`, `1sa 10dk`, `45sn`,
    /// `1 Std. 5 Min.`, `1:14:00`, `14:00` or a plain number of seconds (`4463`).
    static func duration(_ field: String, column: String) throws(FieldError) -> Double? {
        let text = trimmed(field).lowercased()
        if text.isEmpty { return nil }
        if let seconds = Double(text.replacingScalar(",", with: ".")) { return seconds }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
            guard parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { throw invalidDuration(column, text) }
            return parts.reduce(0.0) { $0 * 60 + $1! }
        }
        // Number and unit pairs: `1h 14m`, `1h 5min`, `2 hours 3 minutes`, `45s`.
        var total = 0.0
        var lastUnit: Double?
        var rest = Substring(text)
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            rest = rest[start...]
            let digits = rest.prefix { $0.isNumber || $0 == "." }
            guard let value = Double(digits) else { throw invalidDuration(column, text) }
            rest = rest.dropFirst(digits.count).drop { $0.isWhitespace }
            let unit = rest.prefix { $0.isLetter }
            // German exports abbreviate with a point: `1 Std. 5 Min.`.
            rest = rest.dropFirst(unit.count).drop { $0 == "." }
            // `1h05`, the log's own NhNN: minutes after the hours, last.
            if unit.isEmpty, lastUnit == 3600, rest.allSatisfy(\.isWhitespace) {
                total += value * 60
                lastUnit = 60
                continue
            }
            // The log's own units, Turkish ones included (`1sa 10dk`, `45sn`), and German ones.
            guard let perUnit = DurationWords.seconds(perUnit: String(unit)) ?? germanUnits[String(unit)] else {
                throw invalidDuration(column, text)
            }
            total += value * perUnit
            lastUnit = perUnit
        }
        guard lastUnit != nil else { throw invalidDuration(column, text) }
        return total
    }

    /// The unit words of German exports (Strong in German writes `1 Std. 5 Min.`), lowercase.
    private static let germanUnits: [String: Double] = [
        "std": 3600, "stunde": 3600, "stunden": 3600, "minute": 60, "minuten": 60, "sek": 1, "sekunde": 1, "sekunden": 1,
    ]

    private static func invalidDuration(_ column: String, _ text: String) -> FieldError {
        FieldError(message: ImportMessages.value(ImportMessages.notADuration, column: column, text))
    }

    /// A date and an optional time: `2023-01-02 18:05:23`, `2023-01-02T18:05`, `2023-01-02`,
    /// `2023/01/02`, `15 Sep 2025, 07:48`, `Sep 15, 2025 7:48 AM`.
    ///
    /// A date with the day and the month as numbers (`23/12/2025`, `12/31/2025`) reads in
    /// `order`; without one it does not read (the reader settles the order for the file first).
    static func dateTime(_ field: String, column: String, order: DateOrder? = nil) throws(FieldError) -> (LocalDate, LocalTime?) {
        let text = trimmed(field)
        let invalid = FieldError(message: ImportMessages.value(ImportMessages.notADate, column: column, text))
        // ISO 8601's `T` between date and time, and only there (not in `OCT`).
        var written = Array(text)
        if written.count > 10, written[10] == "T", written[9].isNumber { written[10] = " " }
        let words = String(written).split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard let first = words.first else { throw invalid }
        var date: LocalDate?
        var rest: ArraySlice<String>
        let numericParts = first.split(whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." }).map { Int($0) }
        if numericParts.count == 3, numericParts.allSatisfy({ $0 != nil }), numericParts[0]! > 31 {
            date = validDate(numericParts[0]!, numericParts[1]!, numericParts[2]!)
            rest = words.dropFirst()
        } else if let (first, second, year) = DateOrder.dayAndMonthParts(first) {
            guard let order else { throw invalid }
            date = order == .dmy ? validDate(year, second, first) : validDate(year, first, second)
            rest = words.dropFirst()
        } else if words.count >= 3, let day = Int(words[0]), let month = monthNumber(words[1]), let year = Int(words[2]) {
            date = validDate(year, month, day)
            rest = words.dropFirst(3)
        } else if words.count >= 3, let month = monthNumber(words[0]), let day = Int(words[1]), let year = Int(words[2]) {
            date = validDate(year, month, day)
            rest = words.dropFirst(3)
        } else {
            throw invalid
        }
        guard let date else { throw invalid }
        guard let clock = rest.first else { return (date, nil) }
        let isAfternoon = rest.dropFirst().first?.lowercased() == "pm"
        let isMorning = rest.dropFirst().first?.lowercased() == "am"
        // Hours and minutes; seconds, fractions and a zone (`07:48:00.000Z`, `+02:00`) are dropped.
        let clockParts = clock.split(separator: ":").prefix(2).map { Int($0.prefix { $0.isNumber }) }
        guard clockParts.count == 2, var hour = clockParts[0], let minute = clockParts[1] else { throw invalid }
        if isAfternoon, hour < 12 { hour += 12 }
        if isMorning, hour == 12 { hour = 0 }
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { throw invalid }
        return (date, LocalTime(hour: hour, minute: minute))
    }

    private static func validDate(_ year: Int, _ month: Int, _ day: Int) -> LocalDate? {
        guard (1...12).contains(month), (1...31).contains(day), (1900...9999).contains(year) else { return nil }
        let date = LocalDate(year: year, month: month, day: day)
        // Day numbers round-trip only for days on the calendar (no 31 April).
        return LocalDate(dayNumber: date.dayNumber) == date ? date : nil
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func monthNumber(_ word: String) -> Int? {
        let prefix = String(word.lowercased().prefix(3))
        return months.firstIndex(of: prefix).map { $0 + 1 }
    }

    static func trimmed(_ field: String) -> String {
        field.trimmingWhiteSpaceAndNewlines
    }

    /// A text field, `nil` when blank.
    static func text(_ field: String) -> String? {
        let text = trimmed(field)
        return text.isEmpty ? nil : text
    }
}
