import AntrainAnalysis
import AntrainBasics
import AntrainModel

/// The phrases of the report's program page (issue #26).
extension Phrases {
    func programHeading(_ page: ProgramPage) -> String {
        let arguments = ["name": page.name, "start": "\(page.startDate)", "weeks": "\(page.weeks.count)"]
        if let week = page.currentWeek { return say(ReportMessages.programRunning, arguments.merging(["week": "\(week)"]) { first, _ in first }) }
        let oneWeek = page.weeks.count == 1
        if page.isFinished { return say(oneWeek ? ReportMessages.programDoneOneWeek : ReportMessages.programDone, arguments) }
        return say(oneWeek ? ReportMessages.programAheadOneWeek : ReportMessages.programAhead, arguments)
    }

    /// "week 1 (2026-10-05): 3 of 6 sets · missed 2026-10-05", "… to come".
    func programWeek(_ week: ProgramPage.Week) -> String {
        say(ReportMessages.programWeekSets,
            ["week": "\(week.number)", "start": "\(week.starts)", "done": "\(week.doneSets)", "planned": "\(week.plannedSets)"])
            + (week.missedDays.isEmpty ? "" : say(ReportMessages.programWeekMissed, ["days": week.missedDays.map(\.description).joined(separator: ", ")]))
            + (week.isDone ? "" : say(ReportMessages.programWeekToCome))
    }

    /// "failed 2 of 3", "failed 3 in a row: deload to 92.5 kg", or nothing without a streak.
    func programStreak(_ exercise: ProgramPage.Exercise, unit: WeightUnit) -> String? {
        guard let stall = exercise.stall else { return nil }
        if exercise.isDeloadDue, let next = exercise.nextLoad {
            return say(ReportMessages.programDeloadDue, ["stall": "\(stall)", "load": load(next, unit: unit)])
        }
        guard exercise.failures > 0 else { return nil }
        return say(ReportMessages.programStreak, ["failures": "\(exercise.failures)", "stall": "\(stall)"])
    }

    var programColumns: [String] { ReportMessages.programColumns.map { say($0) } }

    var programNote: String { say(ReportMessages.programNote) }
}
