/// Calendar arithmetic without Foundation's `Calendar` (fast, and the same everywhere).
///
/// In the leaf target so the parser (a log's dates) and the model (dates given to a command or
/// a tool) hold one rule for how many days a month has.
public enum CalendarMath {
    public static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
