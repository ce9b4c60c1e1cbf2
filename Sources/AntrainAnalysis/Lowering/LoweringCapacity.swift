import AntrainSyntax

/// How many models a file's lowering will add to each of its lists, counted from the
/// entries' kinds and dates before any is lowered.
///
/// A long log appends thousands of workouts and meals and a day's totals for every day it
/// logs: sized once, the lists and the dictionary of day totals are allocated once instead of
/// being grown (and, for the dictionary, rehashed) by doubling. The counts are an upper bound:
/// an entry that does not lower (an unreadable header) leaves room unused.
struct LoweringCapacity {
    /// Dated lifting, cardio and metcon entries: each lowers to at most one workout.
    private(set) var workouts = 0
    /// Dated meals, and the days they fall on (a day counted again when its meals are not
    /// written together, which only leaves room).
    private(set) var meals = 0
    private(set) var mealDays = 0
    private(set) var bodyweights = 0

    init(_ entries: Entries) {
        var lastMealDay = -1
        for entry in entries {
            guard let kind = entry.kind, let date = entry.date, date.isValid else { continue }
            switch kind {
            case .lifting, .cardio, .metcon:
                workouts += 1
            case .meal:
                meals += 1
                let day = Self.dayNumber(date)
                if day != lastMealDay {
                    mealDays += 1
                    lastMealDay = day
                }
            case .bodyweight:
                bodyweights += 1
            default:
                break
            }
        }
    }

    /// A number for the date's day, equal for equal dates (only compared, never read back).
    private static func dayNumber(_ date: DateSyntax) -> Int {
        (date.year * 13 + date.month) * 32 + date.day
    }
}
