/// The entries of one day with their times, planned before any of them is written.
///
/// A validator warns when two workouts overlap, so workouts are placed here first: each one
/// moves later until its [start, start + duration) meets no other. Meals are then fitted
/// around them (breakfast after a morning session, dinner after an evening one), and the day
/// is written in time order.
struct DaySchedule {
    enum Kind {
        case bodyweight
        case lifting(Session, durationMinutes: Int)
        case cardio(CardioPlan)
        case metcon(MetconPlan)
        case meal(MealKind, isTurkish: Bool)
    }

    struct Entry {
        var minute: Int
        var isTimed: Bool
        var kind: Kind
        /// Insertion order, which breaks ties between entries of the same minute.
        var order: Int
    }

    private var entries: [Entry] = []
    /// Workout intervals in minutes of the day, and their entries' positions.
    private var workouts: [(start: Int, end: Int, entry: Int)] = []

    /// The latest minute a workout may end.
    static let endOfDay = 23 * 60

    mutating func add(_ kind: Kind, at minute: Int, isTimed: Bool) {
        entries.append(Entry(minute: minute, isTimed: isTimed, kind: kind, order: entries.count))
    }

    /// Places a workout at the first start from `minute` on that overlaps no other workout,
    /// leaving `gap` minutes after the one it would collide with.
    ///
    /// - Returns: the end minute, or nil when the workout no longer fits into the day.
    @discardableResult
    mutating func addWorkout(_ kind: Kind, at minute: Int, lasting duration: Int, gap: Int) -> Int? {
        var start = minute
        var moved = true
        while moved {
            moved = false
            for workout in workouts where start < workout.end && workout.start < start + duration {
                start = workout.end + gap
                moved = true
            }
        }
        guard start + duration <= Self.endOfDay else { return nil }
        workouts.append((start, start + duration, entries.count))
        add(kind, at: start, isTimed: true)
        return start + duration
    }

    var workoutCount: Int { workouts.count }

    /// The end of the last workout that starts before `minute`, if any.
    func lastWorkoutEnd(startingBefore minute: Int) -> Int? {
        workouts.filter { $0.start < minute }.map(\.end).max()
    }

    /// The first workout that starts at or after `minute`, if any.
    func firstWorkout(startingFrom minute: Int) -> (start: Int, end: Int)? {
        workouts.filter { $0.start >= minute }.min { $0.start < $1.start }.map { ($0.start, $0.end) }
    }

    /// Leaves the time off the day's only workout: one without a time can overlap nothing.
    mutating func untimeSoleWorkout() {
        guard workouts.count == 1 else { return }
        entries[workouts[0].entry].isTimed = false
    }

    func entriesInTimeOrder() -> [Entry] {
        entries.sorted { ($0.minute, $0.order) < ($1.minute, $1.order) }
    }
}

/// The meals of a day; each has an English keyword and most a Turkish one.
enum MealKind {
    case breakfast, lunch, dinner, snack, preWorkout
}
