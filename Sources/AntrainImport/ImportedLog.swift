import AntrainBasics
import AntrainModel

/// An exercise item of an imported workout: consecutive rows of one exercise.
struct ImportedItem {
    var writtenName: String
    var superset: String?
    var notes: [String] = []
    var category: String?
    var sets: [ImportedSet] = []
}

/// One workout of the export, its items in the order the app listed them.
struct ImportedWorkout {
    var key: WorkoutKey
    var duration: Double?
    var notes: String?
    var items: [ImportedItem] = []
}

/// One meal of Antrain's own CSV.
struct ImportedMeal {
    var date: LocalDate
    var time: LocalTime?
    var name: String
    var foods: [ImportedFood] = []
}

/// The rows of an export grouped into workouts and meals, and what became of each row.
struct ImportedLog {
    var workouts: [ImportedWorkout] = []
    var meals: [ImportedMeal] = []
    /// Body measurements, one group per date and time (one `measure` entry each), in time order.
    var measurements: [[ImportedMeasurement]] = []
    /// Bodyweight readings, in time order.
    var bodyweights: [ImportedBodyweight] = []
    var counts = RowCounts()
    /// Exercises the export names exactly (FIT's table, a session's sport), by written name:
    /// they skip the name matching that app names go through.
    var fixedExercises: [String: FixedExercise] = [:]

    /// Groups rows in file order: a workout is every row with its key; an item is a run of
    /// rows of one exercise (an exercise the app lists twice stays two items). Rest-timer
    /// rows give the set above them its rest; note rows give the item its note.
    init(outcomes: [(line: Int, outcome: RowOutcome)]) {
        var workoutIndex: [WorkoutKey: Int] = [:]
        var mealIndex: [MealKey: Int] = [:]
        var warningIndex: [WarningKey: Int] = [:]
        for (line, outcome) in outcomes {
            counts.rows += 1
            switch outcome {
            case .set(let set):
                counts.sets += 1
                for warning in set.warnings {
                    let key = WarningKey(warning: warning, workout: warning.scope(of: set))
                    if let known = warningIndex[key] {
                        counts.warnings[known].sets += 1
                    } else {
                        warningIndex[key] = counts.warnings.count
                        counts.warnings.append((line, warning, 1))
                    }
                }
                let index = workout(for: set, in: &workoutIndex)
                Self.appendSet(set, to: &workouts[index])
            case .restTimer(let set):
                counts.restTimers += 1
                if let index = workoutIndex[set.workout], let item = workouts[index].items.indices.last,
                   workouts[index].items[item].writtenName == set.exercise, let last = workouts[index].items[item].sets.indices.last {
                    workouts[index].items[item].sets[last].restSeconds = set.restSeconds
                }
            case .note(let set):
                counts.notes += 1
                guard let text = set.notes else { continue }
                let index = workout(for: set, in: &workoutIndex)
                if workouts[index].items.last?.writtenName != set.exercise {
                    workouts[index].items.append(ImportedItem(writtenName: set.exercise, superset: set.superset, category: set.category))
                }
                workouts[index].items[workouts[index].items.count - 1].notes.append(text)
            case .food(let food):
                counts.foods += 1
                let key = MealKey(date: food.date, time: food.time, name: food.meal)
                if mealIndex[key] == nil {
                    mealIndex[key] = meals.count
                    meals.append(ImportedMeal(date: food.date, time: food.time, name: food.meal))
                }
                meals[mealIndex[key]!].foods.append(food)
            case .measurement(let measurement):
                counts.measurements += 1
                if let group = measurements.firstIndex(where: { $0[0].date == measurement.date && $0[0].time == measurement.time }) {
                    measurements[group].append(measurement)
                } else {
                    measurements.append([measurement])
                }
            case .bodyweight(let reading):
                counts.bodyweights += 1
                bodyweights.append(reading)
            case .emptySet:
                counts.emptySets += 1
            case .malformed(let reason):
                counts.malformed.append((line, reason))
            }
        }
        // Stable: workouts of one moment keep the file's order.
        workouts = workouts.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.key.date, lhs.element.key.time?.minutes ?? -1)
            let right = (rhs.element.key.date, rhs.element.key.time?.minutes ?? -1)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        meals = meals.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.date, lhs.element.time?.minutes ?? -1)
            let right = (rhs.element.date, rhs.element.time?.minutes ?? -1)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        bodyweights = bodyweights.enumerated().sorted { lhs, rhs in
            let left = (lhs.element.date, lhs.element.time?.minutes ?? -1)
            let right = (rhs.element.date, rhs.element.time?.minutes ?? -1)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        measurements = measurements.enumerated().sorted { lhs, rhs in
            let left = (lhs.element[0].date, lhs.element[0].time?.minutes ?? -1)
            let right = (rhs.element[0].date, rhs.element[0].time?.minutes ?? -1)
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    private struct WarningKey: Hashable {
        var warning: RowWarning
        var workout: WorkoutKey?
    }

    private struct MealKey: Hashable {
        var date: LocalDate
        var time: LocalTime?
        var name: String
    }

    private mutating func workout(for set: ImportedSet, in index: inout [WorkoutKey: Int]) -> Int {
        if let known = index[set.workout] { return known }
        index[set.workout] = workouts.count
        workouts.append(ImportedWorkout(key: set.workout))
        return workouts.count - 1
    }

    private static func appendSet(_ set: ImportedSet, to workout: inout ImportedWorkout) {
        if workout.duration == nil { workout.duration = set.workoutDuration }
        if workout.notes == nil { workout.notes = set.workoutNotes }
        if let last = workout.items.last, last.writtenName == set.exercise, last.superset == set.superset {
            workout.items[workout.items.count - 1].sets.append(set)
        } else {
            var item = ImportedItem(writtenName: set.exercise, superset: set.superset, category: set.category)
            item.sets = [set]
            workout.items.append(item)
        }
        if let notes = set.exerciseNotes, !workout.items[workout.items.count - 1].notes.contains(notes) {
            workout.items[workout.items.count - 1].notes.append(notes)
        }
    }
}

/// What became of the rows, for the summary: every row is counted once.
struct RowCounts {
    var rows = 0
    var sets = 0
    var foods = 0
    var measurements = 0
    var bodyweights = 0
    var restTimers = 0
    var notes = 0
    var emptySets = 0
    /// Rows that did not read: line and reason.
    var malformed: [(line: Int, reason: LocalizedText)] = []
    /// What set rows held that the log could not take: each warning once in its scope
    /// (``RowWarning/scope(of:)``), with its first line and the number of sets it was said of.
    var warnings: [(line: Int, warning: RowWarning, sets: Int)] = []
}

/// An exercise whose meaning the export states rather than names.
enum FixedExercise: Equatable {
    /// A cardio session of this type (a FIT session's sport).
    case cardio(CardioType)
    /// An exercise the library lacks: defined under its written name with this category and
    /// muscles, `comment` (what the export called it) above the definition.
    case definition(category: ExerciseCategory, muscles: [MuscleGroup], comment: String)
}
