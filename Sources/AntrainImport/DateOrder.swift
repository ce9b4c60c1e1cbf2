import AntrainModel

/// The order of a date written with the day and the month as numbers (`23/12/2025`,
/// `12/31/2025`): phones write dates in their locale's order, and FitNotes exports them so.
public enum DateOrder: String, CaseIterable, Sendable {
    /// Day first: `23/12/2025` (most of the world).
    case dmy
    /// Month first: `12/31/2025` (the United States).
    case mdy

    /// The order `field` proves, if it is a numeric day-and-month date one order cannot
    /// read: `23/12/2025` is day first, `12/31/2025` month first; `03/04/2025` proves nothing.
    static func evidence(in field: String) -> DateOrder? {
        guard let (first, second, _) = dayAndMonthParts(field) else { return nil }
        if first > 12, second <= 12 { return .dmy }
        if second > 12, first <= 12 { return .mdy }
        return nil
    }

    /// `(first, second, year)` of `23/12/2025`, `12-31-2025`, `23.12.25` (a time may follow);
    /// nil for year-first dates (`2025-12-23`) and for anything else.
    static func dayAndMonthParts(_ field: String) -> (Int, Int, Int)? {
        let text = FieldValues.trimmed(field)
        let date = text.prefix { $0 != " " && $0 != "," && $0 != "T" }
        let parts = date.split(separator: "/", omittingEmptySubsequences: false).count == 3
            ? date.split(separator: "/", omittingEmptySubsequences: false)
            : date.split(separator: ".", omittingEmptySubsequences: false).count == 3
                ? date.split(separator: ".", omittingEmptySubsequences: false)
                : date.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isNumber) }),
              let first = Int(parts[0]), let second = Int(parts[1]), var year = Int(parts[2]),
              parts[0].count <= 2, parts[1].count <= 2 else { return nil }
        // Two-digit years (`23.12.25`) are this century's.
        if parts[2].count == 2 { year += 2000 }
        return (first, second, year)
    }

    /// The file's order from its date fields: the first one that proves an order settles it
    /// (a later row that contradicts it does not read and is reported). `.unsettled` when
    /// numeric day-and-month dates are there but none proves an order.
    static func settle(_ fields: [String]) -> Settlement {
        var sawDayAndMonth: String?
        for field in fields {
            if let order = evidence(in: field) { return .settled(order) }
            if sawDayAndMonth == nil, dayAndMonthParts(field) != nil { sawDayAndMonth = FieldValues.trimmed(field) }
        }
        return sawDayAndMonth.map { .unsettled(example: $0) } ?? .notNeeded
    }

    enum Settlement: Equatable {
        case settled(DateOrder)
        /// Dates like `03/04/2025`, the first of them given, and no row that tells.
        case unsettled(example: String)
        /// No numeric day-and-month date: year-first or month-name dates only.
        case notNeeded
    }
}
