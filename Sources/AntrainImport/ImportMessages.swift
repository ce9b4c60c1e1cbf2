import AntrainBasics

/// What `antrain import` says of the rows it read, as keys of the catalogue: the summary on
/// stderr and the reason a row did not read. Column names and values are quoted as the
/// export wrote them, in any language.
public enum ImportMessages {
    // MARK: The summary
    static let read = MessageKey("import.read", "Read {rows} of {source} ({format} export): {sets}, {foods}, {restTimers}, {notes}, {emptySets}, {malformed}")
    static let wrote = MessageKey("import.wrote", "Wrote {workouts} with {sets} in all")
    static let wroteWithCardio = MessageKey("import.wrote.cardio", "Wrote {workouts}, {cardio} with {sets} in all")
    static let wroteMeals = MessageKey("import.wrote.meals", "{wrote}, {meals} with {foods}")
    static let duplicates = MessageKey("import.duplicates", "Left out {workouts} the log already holds (same date, start time and exercises)")
    static let mapped = MessageKey("import.mapped", "Mapped {names} to the library: {pairs}")
    static let defined = MessageKey("import.defined", "Defined {exercises} the library lacks (check their category and muscles): {names}")
    static let restTimers = MessageKey("import.rest-timers", "Rest timer rows are not sets: their time is the rest after the set above")
    static let noteRows = MessageKey("import.note-rows", "Note rows are not sets: their text is the exercise's note")
    static let emptySets = MessageKey("import.empty-sets", "Empty sets (no reps, time or distance) were not written")
    static let skipped = MessageKey("import.skipped", "Skipped {rows} that did not read:")
    static let skippedLine = MessageKey("import.skipped.line", "  line {line}: {reason}")
    static let skippedMore = MessageKey("import.skipped.more", "  … and {count} more")

    // MARK: Counted nouns
    static let rowOne = MessageKey("import.count.row.one", "{count} row")
    static let rowOther = MessageKey("import.count.row.other", "{count} rows")
    static let setRowOne = MessageKey("import.count.set-row.one", "{count} set row")
    static let setRowOther = MessageKey("import.count.set-row.other", "{count} set rows")
    static let foodRowOne = MessageKey("import.count.food-row.one", "{count} food row")
    static let foodRowOther = MessageKey("import.count.food-row.other", "{count} food rows")
    static let restTimerOne = MessageKey("import.count.rest-timer.one", "{count} rest timer")
    static let restTimerOther = MessageKey("import.count.rest-timer.other", "{count} rest timers")
    static let noteRowOne = MessageKey("import.count.note-row.one", "{count} note row")
    static let noteRowOther = MessageKey("import.count.note-row.other", "{count} note rows")
    static let emptySetOne = MessageKey("import.count.empty-set.one", "{count} empty set")
    static let emptySetOther = MessageKey("import.count.empty-set.other", "{count} empty sets")
    static let malformedRowOne = MessageKey("import.count.malformed-row.one", "{count} malformed row")
    static let malformedRowOther = MessageKey("import.count.malformed-row.other", "{count} malformed rows")
    static let liftingWorkoutOne = MessageKey("import.count.lifting-workout.one", "{count} lifting workout")
    static let liftingWorkoutOther = MessageKey("import.count.lifting-workout.other", "{count} lifting workouts")
    static let cardioEntryOne = MessageKey("import.count.cardio-entry.one", "{count} cardio entry")
    static let cardioEntryOther = MessageKey("import.count.cardio-entry.other", "{count} cardio entries")
    static let setOne = MessageKey("import.count.set.one", "{count} set")
    static let setOther = MessageKey("import.count.set.other", "{count} sets")
    static let mealOne = MessageKey("import.count.meal.one", "{count} meal")
    static let mealOther = MessageKey("import.count.meal.other", "{count} meals")
    static let foodOne = MessageKey("import.count.food.one", "{count} food")
    static let foodOther = MessageKey("import.count.food.other", "{count} foods")
    static let workoutOne = MessageKey("import.count.workout.one", "{count} workout")
    static let workoutOther = MessageKey("import.count.workout.other", "{count} workouts")
    static let exerciseNameOne = MessageKey("import.count.exercise-name.one", "{count} exercise name")
    static let exerciseNameOther = MessageKey("import.count.exercise-name.other", "{count} exercise names")
    static let exerciseOne = MessageKey("import.count.exercise.one", "{count} exercise")
    static let exerciseOther = MessageKey("import.count.exercise.other", "{count} exercises")
    static let fieldOne = MessageKey("import.count.field.one", "{count} field")
    static let fieldOther = MessageKey("import.count.field.other", "{count} fields")

    // MARK: Why a row did not read
    static let notANumber = MessageKey("import.reason.not-number", "{column} \"{value}\" is not a number")
    static let notAWholeNumber = MessageKey("import.reason.not-whole", "{column} \"{value}\" is not a whole number")
    static let notADuration = MessageKey("import.reason.not-duration", "{column} \"{value}\" is not a duration")
    static let notADate = MessageKey("import.reason.not-date", "{column} \"{value}\" is not a date")
    /// `{choices}` is an ``or`` list of the values the column takes.
    static let notOneOf = MessageKey("import.reason.not-one-of", "{column} \"{value}\" is not {choices}")
    static let or = MessageKey("import.or", "{items} or {last}")
    static let notASetOrder = MessageKey("import.reason.set-order", "Set Order \"{value}\" is not a set number, W, D, F, Rest Timer or Note")
    static let noExerciseName = MessageKey("import.reason.no-exercise-name", "the exercise name is empty")
    static let emptyColumn = MessageKey("import.reason.empty-column", "{column} is empty")
    static let endsInsideQuotes = MessageKey("import.reason.ends-inside-quotes", "the file ends inside a quoted field")
    static let fieldCount = MessageKey("import.reason.field-count", "the row has {fields}; the header has {columns}")

    public static let all: [MessageKey] = [
        read, wrote, wroteWithCardio, wroteMeals, duplicates, mapped, defined, restTimers, noteRows, emptySets, skipped, skippedLine,
        skippedMore,
        rowOne, rowOther, setRowOne, setRowOther, foodRowOne, foodRowOther, restTimerOne, restTimerOther, noteRowOne, noteRowOther,
        emptySetOne, emptySetOther, malformedRowOne, malformedRowOther, liftingWorkoutOne, liftingWorkoutOther, cardioEntryOne,
        cardioEntryOther, setOne, setOther, mealOne, mealOther, foodOne, foodOther, workoutOne, workoutOther, exerciseNameOne,
        exerciseNameOther, exerciseOne, exerciseOther, fieldOne, fieldOther,
        notANumber, notAWholeNumber, notADuration, notADate, notOneOf, or, notASetOrder, noExerciseName, emptyColumn, endsInsideQuotes,
        fieldCount,
    ] + ImportMeasureMessages.all

    /// "`Weight Unit` "st" is not kg or lbs": a column's value outside the values it takes.
    static func notOneOf(_ column: String, _ value: String, choices: [String]) -> LocalizedText {
        let list = LocalizedText(or, ["items": .text(choices.dropLast().joined(separator: ", ")), "last": .text(choices.last ?? "")])
        return LocalizedText(notOneOf, ["column": .text(column), "value": .text(value), "choices": .message(list)])
    }

    static func value(_ key: MessageKey, column: String, _ value: String) -> LocalizedText {
        LocalizedText(key, ["column": .text(column), "value": .text(value)])
    }
}

/// The summary line of the measurement rows of Antrain's own CSV (LANGUAGE.md §9.1); the
/// Turkish is in `TurkishCatalogue.nutrients`.
enum ImportMeasureMessages {
    static let measurements = MessageKey("import.measurements", "Also read {rows}: wrote {entries}")
    static let rowOne = MessageKey("import.count.measure-row.one", "{count} measurement row")
    static let rowOther = MessageKey("import.count.measure-row.other", "{count} measurement rows")
    static let entryOne = MessageKey("import.count.measure-entry.one", "{count} measure entry")
    static let entryOther = MessageKey("import.count.measure-entry.other", "{count} measure entries")

    static let all: [MessageKey] = [measurements, rowOne, rowOther, entryOne, entryOther]
}
