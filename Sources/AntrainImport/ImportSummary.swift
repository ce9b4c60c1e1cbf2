import AntrainAnalysis
import AntrainBasics

/// The summary `antrain import` prints on stderr: every row of the export is accounted
/// for, as a set written, a row that holds no set, or a row that did not read.
struct ImportSummary {
    var source: String
    var format: ImportFormat
    var rows: RowCounts
    var written: WrittenCounts
    var renamed: [(written: String, name: String)]
    var defined: [String]
    var duplicates: Int
    var duplicateMeals = 0
    var definedFoods: [String] = []
    var duplicateBody = 0

    var lines: [LocalizedText] {
        typealias M = ImportMessages
        var lines = [LocalizedText(M.read, [
            "rows": count(rows.rows, M.rowOne, M.rowOther), "source": .text(source), "format": .text(format.displayName),
            "sets": count(rows.sets, M.setRowOne, M.setRowOther), "foods": count(rows.foods, M.foodRowOne, M.foodRowOther),
            "restTimers": count(rows.restTimers, M.restTimerOne, M.restTimerOther),
            "notes": count(rows.notes, M.noteRowOne, M.noteRowOther), "emptySets": count(rows.emptySets, M.emptySetOne, M.emptySetOther),
            "malformed": count(rows.malformed.count, M.malformedRowOne, M.malformedRowOther),
        ])]
        let workouts = count(written.workouts, M.liftingWorkoutOne, M.liftingWorkoutOther)
        let sets = count(written.sets, M.setOne, M.setOther)
        var wrote = written.cardio > 0
            ? LocalizedText(M.wroteWithCardio, ["workouts": workouts, "cardio": count(written.cardio, M.cardioEntryOne, M.cardioEntryOther), "sets": sets])
            : LocalizedText(M.wrote, ["workouts": workouts, "sets": sets])
        if written.meals > 0, written.workouts + written.cardio == 0 {
            wrote = LocalizedText(FoodImportMessages.wroteMealsOnly, [
                "meals": count(written.meals, M.mealOne, M.mealOther), "foods": count(written.foods, M.foodOne, M.foodOther),
            ])
        } else if written.meals > 0 {
            wrote = LocalizedText(M.wroteMeals, [
                "wrote": .message(wrote), "meals": count(written.meals, M.mealOne, M.mealOther), "foods": count(written.foods, M.foodOne, M.foodOther),
            ])
        }
        // A body-only import (Apple Health's scales) has no workouts or meals to speak of.
        if written.workouts + written.cardio + written.meals > 0 || written.bodyweights + written.measureEntries == 0 { lines.append(wrote) }
        if written.bodyweights > 0 {
            lines.append(LocalizedText(AppleHealthMessages.wroteBodyweights, [
                "readings": count(written.bodyweights, AppleHealthMessages.readingOne, AppleHealthMessages.readingOther),
            ]))
        }
        if duplicateBody > 0 {
            lines.append(LocalizedText(AppleHealthMessages.duplicateBody, ["count": .integer(duplicateBody)]))
        }
        if rows.measurements > 0 {
            lines.append(LocalizedText(ImportMeasureMessages.measurements, [
                "rows": count(rows.measurements, ImportMeasureMessages.rowOne, ImportMeasureMessages.rowOther),
                "entries": count(written.measureEntries, ImportMeasureMessages.entryOne, ImportMeasureMessages.entryOther),
            ]))
        }
        if written.longDurations > 0 {
            lines.append(LocalizedText(ImportDurationMessages.longDurations, [
                "workouts": count(written.longDurations, M.liftingWorkoutOne, M.liftingWorkoutOther),
            ]))
        }
        if duplicates > 0 { lines.append(LocalizedText(M.duplicates, ["workouts": count(duplicates, M.workoutOne, M.workoutOther)])) }
        if duplicateMeals > 0 {
            lines.append(LocalizedText(FoodImportMessages.duplicateMeals, ["meals": count(duplicateMeals, M.mealOne, M.mealOther)]))
        }
        if !definedFoods.isEmpty {
            let shown = definedFoods.prefix(12).joined(separator: ", ") + (definedFoods.count > 12 ? ", …" : "")
            lines.append(LocalizedText(FoodImportMessages.definedFoods, ["foods": count(definedFoods.count, M.foodOne, M.foodOther), "names": .text(shown)]))
        }
        if !renamed.isEmpty {
            let shown = renamed.prefix(12).map { "\($0.written) → \($0.name)" }.joined(separator: "; ") + (renamed.count > 12 ? "; …" : "")
            lines.append(LocalizedText(M.mapped, ["names": count(renamed.count, M.exerciseNameOne, M.exerciseNameOther), "pairs": .text(shown)]))
        }
        if !defined.isEmpty {
            lines.append(LocalizedText(M.defined, [
                "exercises": count(defined.count, M.exerciseOne, M.exerciseOther), "names": .text(defined.joined(separator: ", ")),
            ]))
        }
        if rows.restTimers > 0 { lines.append(LocalizedText(M.restTimers)) }
        if rows.notes > 0 { lines.append(LocalizedText(M.noteRows)) }
        if rows.emptySets > 0 { lines.append(LocalizedText(M.emptySets)) }
        for (line, warning, sets) in rows.warnings.prefix(50) { lines.append(M.warning(warning, line: line, sets: sets)) }
        if rows.warnings.count > 50 { lines.append(LocalizedText(M.skippedMore, ["count": .integer(rows.warnings.count - 50)])) }
        if !rows.malformed.isEmpty {
            lines.append(LocalizedText(M.skipped, ["rows": count(rows.malformed.count, M.rowOne, M.rowOther)]))
            for (line, reason) in rows.malformed.prefix(50) {
                lines.append(LocalizedText(M.skippedLine, ["line": .text(String(line)), "reason": .message(reason)]))
            }
            if rows.malformed.count > 50 { lines.append(LocalizedText(M.skippedMore, ["count": .integer(rows.malformed.count - 50)])) }
        }
        return lines
    }

    /// "3 set rows": the count written as the language groups digits, in its `one` or `other` form.
    private func count(_ value: Int, _ one: MessageKey, _ other: MessageKey) -> MessageArgument {
        .message(LocalizedText(value == 1 ? one : other, ["count": .integer(value)]))
    }
}
