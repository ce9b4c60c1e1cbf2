import AntrainBasics
import AntrainModel

/// The lines `export --format fit` prints on stderr: what was written, what was kept, and
/// what was left out or assumed.
struct FITExportSummary {
    var written: [Workout]
    var kept: Int
    var plannedOnly: Int
    var folder: String

    func print(in context: CommandContext, language: Language) {
        let M = CommandMessages.self
        let count = { (type: WorkoutType) in MessageArgument.integer(written.filter { $0.type == type }.count) }
        context.printError(LocalizedText(M.fitWrote, [
            "files": M.count(written.count, one: M.fitFileOne, other: M.fitFileOther), "folder": .text(folder),
            "lifting": count(.lifting), "cardio": count(.cardio), "metcon": count(.metcon),
        ]), in: language)
        if kept > 0 {
            context.printError(LocalizedText(M.fitKept, ["files": M.count(kept, one: M.fitFileOne, other: M.fitFileOther)]), in: language)
        }
        if plannedOnly > 0 {
            context.printError(LocalizedText(M.fitPlannedOnly, ["workouts": M.count(plannedOnly, one: M.fitWorkoutOne, other: M.fitWorkoutOther)]),
                               in: language)
        }
        let untimed = written.filter { $0.time == nil }.count
        if untimed > 0 {
            context.printError(LocalizedText(M.fitNoonStart, ["workouts": M.count(untimed, one: M.fitWorkoutOne, other: M.fitWorkoutOther)]),
                               in: language)
        }
    }
}
