import AntrainBasics

/// What `antrain import` says of the rows it read, as keys of the catalogue: the summary on
/// stderr and the reason a row did not read. Column names and values are quoted as the
/// export wrote them, in any language.
public enum ImportMessages {
    // MARK: The summary
    static let read = MessageKey("import.read", en: "Read {rows} of {source} ({format} export): {sets}, {foods}, {restTimers}, {notes}, {emptySets}, {malformed}",
        tr: "{source} okundu ({format} dışa aktarımı), {rows}: {sets}, {foods}, {restTimers}, {notes}, {emptySets}, {malformed}")
    static let wrote = MessageKey("import.wrote", en: "Wrote {workouts} with {sets} in all",
        tr: "{workouts} yazıldı, toplam {sets}")
    static let wroteWithCardio = MessageKey("import.wrote.cardio", en: "Wrote {workouts}, {cardio} with {sets} in all",
        tr: "{workouts} ve {cardio} yazıldı, toplam {sets}")
    static let wroteMeals = MessageKey("import.wrote.meals", en: "{wrote}, {meals} with {foods}",
        tr: "{wrote}; {meals}, içinde {foods}")
    static let duplicates = MessageKey("import.duplicates", en: "Left out {workouts} the log already holds (same date and exercises, and the same start time or none)",
        tr: "Günlükte zaten olan {workouts} alınmadı (tarihi ve egzersizleri aynı, başlangıç saati aynı ya da yazılmamış)")
    static let mapped = MessageKey("import.mapped", en: "Mapped {names} to the library: {pairs}",
        tr: "{names} kütüphanedeki adlarla eşleştirildi: {pairs}")
    static let defined = MessageKey("import.defined", en: "Defined {exercises} the library lacks (check their category and muscles): {names}",
        tr: "Kütüphanede olmayan {exercises} tanımlandı (kategorilerini ve kaslarını gözden geçirin): {names}")
    static let restTimers = MessageKey("import.rest-timers", en: "Rest timer rows are not sets: their time is the rest after the set above",
        tr: "Dinlenme sayacı satırları set değildir: süreleri, üstteki setten sonraki dinlenme olarak yazıldı")
    static let noteRows = MessageKey("import.note-rows", en: "Note rows are not sets: their text is the exercise's note",
        tr: "Not satırları set değildir: metinleri egzersizin notu olarak yazıldı")
    static let emptySets = MessageKey("import.empty-sets", en: "Empty sets (no reps, time or distance) were not written",
        tr: "Boş setler (tekrarı, süresi ya da mesafesi olmayan) yazılmadı")
    static let skipped = MessageKey("import.skipped", en: "Skipped {rows} that did not read:",
        tr: "Okunamayan {rows} atlandı:")
    static let skippedLine = MessageKey("import.skipped.line", en: "  line {line}: {reason}",
        tr: "  satır {line}: {reason}")
    static let skippedMore = MessageKey("import.skipped.more", en: "  … and {count} more",
        tr: "  … ve {count} satır daha")

    // MARK: What a set row kept without a value that did not read
    static let durationLeftOut = MessageKey("import.warning.duration-left-out", en: "line {line}: {reason}: the workout is written without a duration",
        tr: "satır {line}: {reason}: antrenman süresiz yazıldı")
    static let setTypeOne = MessageKey("import.warning.set-type.one", en: "line {line}: {reason}: the set is imported as a working set",
        tr: "satır {line}: {reason}: set, normal set olarak alındı")
    static let setTypeOther = MessageKey("import.warning.set-type.other", en: "line {line} and {more} more: {reason}: the sets are imported as working sets",
        tr: "satır {line} ve {more} satır daha: {reason}: setler normal set olarak alındı")

    // MARK: Counted nouns
    static let rowOne = MessageKey("import.count.row.one", en: "{count} row",
        tr: "{count} satır")
    static let rowOther = MessageKey("import.count.row.other", en: "{count} rows",
        tr: "{count} satır")
    static let setRowOne = MessageKey("import.count.set-row.one", en: "{count} set row",
        tr: "{count} set satırı")
    static let setRowOther = MessageKey("import.count.set-row.other", en: "{count} set rows",
        tr: "{count} set satırı")
    static let foodRowOne = MessageKey("import.count.food-row.one", en: "{count} food row",
        tr: "{count} besin satırı")
    static let foodRowOther = MessageKey("import.count.food-row.other", en: "{count} food rows",
        tr: "{count} besin satırı")
    static let restTimerOne = MessageKey("import.count.rest-timer.one", en: "{count} rest timer",
        tr: "{count} dinlenme sayacı")
    static let restTimerOther = MessageKey("import.count.rest-timer.other", en: "{count} rest timers",
        tr: "{count} dinlenme sayacı")
    static let noteRowOne = MessageKey("import.count.note-row.one", en: "{count} note row",
        tr: "{count} not satırı")
    static let noteRowOther = MessageKey("import.count.note-row.other", en: "{count} note rows",
        tr: "{count} not satırı")
    static let emptySetOne = MessageKey("import.count.empty-set.one", en: "{count} empty set",
        tr: "{count} boş set")
    static let emptySetOther = MessageKey("import.count.empty-set.other", en: "{count} empty sets",
        tr: "{count} boş set")
    static let malformedRowOne = MessageKey("import.count.malformed-row.one", en: "{count} malformed row",
        tr: "{count} bozuk satır")
    static let malformedRowOther = MessageKey("import.count.malformed-row.other", en: "{count} malformed rows",
        tr: "{count} bozuk satır")
    static let liftingWorkoutOne = MessageKey("import.count.lifting-workout.one", en: "{count} lifting workout",
        tr: "{count} ağırlık antrenmanı")
    static let liftingWorkoutOther = MessageKey("import.count.lifting-workout.other", en: "{count} lifting workouts",
        tr: "{count} ağırlık antrenmanı")
    static let cardioEntryOne = MessageKey("import.count.cardio-entry.one", en: "{count} cardio entry",
        tr: "{count} kardiyo kaydı")
    static let cardioEntryOther = MessageKey("import.count.cardio-entry.other", en: "{count} cardio entries",
        tr: "{count} kardiyo kaydı")
    static let setOne = MessageKey("import.count.set.one", en: "{count} set",
        tr: "{count} set")
    static let setOther = MessageKey("import.count.set.other", en: "{count} sets",
        tr: "{count} set")
    static let mealOne = MessageKey("import.count.meal.one", en: "{count} meal",
        tr: "{count} öğün")
    static let mealOther = MessageKey("import.count.meal.other", en: "{count} meals",
        tr: "{count} öğün")
    static let foodOne = MessageKey("import.count.food.one", en: "{count} food",
        tr: "{count} besin")
    static let foodOther = MessageKey("import.count.food.other", en: "{count} foods",
        tr: "{count} besin")
    static let workoutOne = MessageKey("import.count.workout.one", en: "{count} workout",
        tr: "{count} antrenman")
    static let workoutOther = MessageKey("import.count.workout.other", en: "{count} workouts",
        tr: "{count} antrenman")
    static let exerciseNameOne = MessageKey("import.count.exercise-name.one", en: "{count} exercise name",
        tr: "{count} egzersiz adı")
    static let exerciseNameOther = MessageKey("import.count.exercise-name.other", en: "{count} exercise names",
        tr: "{count} egzersiz adı")
    static let exerciseOne = MessageKey("import.count.exercise.one", en: "{count} exercise",
        tr: "{count} egzersiz")
    static let exerciseOther = MessageKey("import.count.exercise.other", en: "{count} exercises",
        tr: "{count} egzersiz")
    static let fieldOne = MessageKey("import.count.field.one", en: "{count} field",
        tr: "{count} alan")
    static let fieldOther = MessageKey("import.count.field.other", en: "{count} fields",
        tr: "{count} alan")

    // MARK: Why a row did not read
    static let notANumber = MessageKey("import.reason.not-number", en: "{column} \"{value}\" is not a number",
        tr: "{column} \"{value}\" bir sayı değil")
    static let notAWholeNumber = MessageKey("import.reason.not-whole", en: "{column} \"{value}\" is not a whole number",
        tr: "{column} \"{value}\" bir tam sayı değil")
    static let notADuration = MessageKey("import.reason.not-duration", en: "{column} \"{value}\" is not a duration",
        tr: "{column} \"{value}\" bir süre değil")
    static let notADate = MessageKey("import.reason.not-date", en: "{column} \"{value}\" is not a date",
        tr: "{column} \"{value}\" bir tarih değil")
    /// `{choices}` is an ``or`` list of the values the column takes.
    static let notOneOf = MessageKey("import.reason.not-one-of", en: "{column} \"{value}\" is not {choices}",
        tr: "{column} \"{value}\" geçersiz: {choices} olmalı")
    static let or = MessageKey("import.or", en: "{items} or {last}",
        tr: "{items} ya da {last}")
    static let notASetOrder = MessageKey("import.reason.set-order", en: "Set Order \"{value}\" is not a set number, W, D, F, Rest Timer or Note",
        tr: "Set Order \"{value}\" geçersiz: bir set numarası, W, D, F, Rest Timer ya da Note olmalı")
    static let noExerciseName = MessageKey("import.reason.no-exercise-name", en: "the exercise name is empty",
        tr: "egzersiz adı boş")
    static let emptyColumn = MessageKey("import.reason.empty-column", en: "{column} is empty",
        tr: "{column} boş")
    static let endsInsideQuotes = MessageKey("import.reason.ends-inside-quotes", en: "the file ends inside a quoted field",
        tr: "dosya, tırnak içindeki bir alanın ortasında bitiyor")
    static let fieldCount = MessageKey("import.reason.field-count", en: "the row has {fields}; the header has {columns}",
        tr: "satırda {fields} var, başlıkta {columns}")

    public static let all: [MessageKey] = [
        read, wrote, wroteWithCardio, wroteMeals, duplicates, mapped, defined, restTimers, noteRows, emptySets, skipped, skippedLine,
        skippedMore, durationLeftOut, setTypeOne, setTypeOther,
        rowOne, rowOther, setRowOne, setRowOther, foodRowOne, foodRowOther, restTimerOne, restTimerOther, noteRowOne, noteRowOther,
        emptySetOne, emptySetOther, malformedRowOne, malformedRowOther, liftingWorkoutOne, liftingWorkoutOther, cardioEntryOne,
        cardioEntryOther, setOne, setOther, mealOne, mealOther, foodOne, foodOther, workoutOne, workoutOther, exerciseNameOne,
        exerciseNameOther, exerciseOne, exerciseOther, fieldOne, fieldOther,
        notANumber, notAWholeNumber, notADuration, notADate, notOneOf, or, notASetOrder, noExerciseName, emptyColumn, endsInsideQuotes,
        fieldCount,
    ] + ImportMeasureMessages.all + ImportDurationMessages.all + FITImportMessages.all + FoodImportMessages.all + CronometerMessages.all
        + AppleHealthMessages.all

    /// "`Weight Unit` "st" is not kg or lbs": a column's value outside the values it takes.
    static func notOneOf(_ column: String, _ value: String, choices: [String]) -> LocalizedText {
        let list = LocalizedText(or, ["items": .text(choices.dropLast().joined(separator: ", ")), "last": .text(choices.last ?? "")])
        return LocalizedText(notOneOf, ["column": .text(column), "value": .text(value), "choices": .message(list)])
    }

    static func value(_ key: MessageKey, column: String, _ value: String) -> LocalizedText {
        LocalizedText(key, ["column": .text(column), "value": .text(value)])
    }

    /// The summary's line for a warning said of `sets` set rows, the first on `line`.
    static func warning(_ warning: RowWarning, line: Int, sets: Int) -> LocalizedText {
        switch warning {
        case .unreadableDuration(let column, let value):
            return LocalizedText(durationLeftOut, ["line": .text(String(line)), "reason": .message(Self.value(notADuration, column: column, value))])
        case .unknownSetType(let value):
            let reason = notOneOf("set_type", value, choices: HevyReader.setTypes)
            if sets == 1 { return LocalizedText(setTypeOne, ["line": .text(String(line)), "reason": .message(reason)]) }
            return LocalizedText(setTypeOther, ["line": .text(String(line)), "more": .integer(sets - 1), "reason": .message(reason)])
        }
    }
}

/// The summary line of the measurement rows of Antrain's own CSV (LANGUAGE.md §9.1), in
/// English and Turkish.
enum ImportMeasureMessages {
    static let measurements = MessageKey("import.measurements", en: "Also read {rows}: wrote {entries}",
        tr: "Ayrıca {rows} okundu: {entries} yazıldı")
    static let rowOne = MessageKey("import.count.measure-row.one", en: "{count} measurement row",
        tr: "{count} ölçü satırı")
    static let rowOther = MessageKey("import.count.measure-row.other", en: "{count} measurement rows",
        tr: "{count} ölçü satırı")
    static let entryOne = MessageKey("import.count.measure-entry.one", en: "{count} measure entry",
        tr: "{count} ölçü kaydı")
    static let entryOther = MessageKey("import.count.measure-entry.other", en: "{count} measure entries",
        tr: "{count} ölçü kaydı")

    static let all: [MessageKey] = [measurements, rowOne, rowOther, entryOne, entryOther]
}

/// The summary's lines on foods: meals the log already holds, and foods defined.
enum FoodImportMessages {
    static let duplicateMeals = MessageKey("import.duplicate-meals", en: "Left out {meals} the log already holds (same date, meal and foods)",
        tr: "Günlükte zaten olan {meals} alınmadı (tarihi, öğünü ve besinleri aynı)")
    static let definedFoods = MessageKey("import.defined-foods", en: "Defined {foods} from the export's figures: {names}",
        tr: "Dışa aktarımın değerlerinden {foods} tanımlandı: {names}")

    static let wroteMealsOnly = MessageKey("import.wrote.meals-only", en: "Wrote {meals} with {foods}",
        tr: "{meals} yazıldı, içinde {foods}")

    static let all: [MessageKey] = [duplicateMeals, definedFoods, wroteMealsOnly]
}

/// Apple Health's lines of the summary.
public enum AppleHealthMessages {
    static let bodyRecords = MessageKey("import.health.body-records", en: "Read {records} body mass, body fat and waist records: kept every weigh-in and the day's first body fat and waist, left out {later} (a later body fat or waist the same day, or a weigh-in recorded twice)",
        tr: "{records} vücut ağırlığı, yağ oranı ve bel kaydı okundu: her tartım ve günün ilk yağ oranı ve bel ölçüsü alındı, {later} kayıt alınmadı (aynı gün daha sonraki yağ oranı ya da bel ölçüsü, ya da iki kez kaydedilmiş bir tartım)")
    static let bodyRecordsAllKept = MessageKey("import.health.body-records.all-kept", en: "Read {records} body mass, body fat and waist records: kept them all",
        tr: "{records} vücut ağırlığı, yağ oranı ve bel kaydı okundu: hepsi alındı")
    static let otherRecords = MessageKey("import.health.other-records", en: "Records of other types (heart rate, steps…) not read, as a log has no entry for them: {count}",
        tr: "Günlükte kayıt türü olmadığından okunmayan başka türden kayıtlar (nabız, adım…): {count}")
    static let height = MessageKey("import.health.height", en: "Latest height {height} cm ({date}): a log keeps height in the profile, as height: {height} cm",
        tr: "En son boy {height} cm ({date}): günlük boyu profilde tutar, height: {height} cm olarak")
    static let leftOutWorkouts = MessageKey("import.health.left-out", en: "Left out {workouts} of a type no entry holds: {types}",
        tr: "Hiçbir kayıt türünün tutmadığı türden {workouts} alınmadı: {types}")
    static let wroteBodyweights = MessageKey("import.health.bodyweights", en: "Wrote {readings}",
        tr: "{readings} yazıldı")
    static let readingOne = MessageKey("import.count.bodyweight.one", en: "{count} bodyweight reading",
        tr: "{count} vücut ağırlığı kaydı")
    static let readingOther = MessageKey("import.count.bodyweight.other", en: "{count} bodyweight readings",
        tr: "{count} vücut ağırlığı kaydı")
    static let duplicateBody = MessageKey("import.health.duplicate-body", en: "Left out {count} bodyweight and measurement readings of days the log already has (one of a kind a day)",
        tr: "Günlükte zaten olan günlerin {count} vücut ağırlığı ve ölçü kaydı alınmadı (her türden günde bir)")
    public static let progress = MessageKey("import.health.progress", en: "Reading {source}: {mebibytes} MiB…",
        tr: "{source} okunuyor: {mebibytes} MiB…")

    static let all: [MessageKey] = [bodyRecords, bodyRecordsAllKept, otherRecords, height, leftOutWorkouts, wroteBodyweights, readingOne, readingOther, duplicateBody, progress]
}
