import AntrainAnalysis
import AntrainBasics
import AntrainModel

/// The phrases of the report's program page (issue #26).
extension Phrases {
    func programHeading(_ page: ProgramPage) -> String {
        let arguments = ["name": page.name, "start": "\(page.startDate)", "weeks": "\(page.weeks.count)"]
        if let week = page.currentWeek { return say(ReportMessages.programRunning, arguments.merging(["week": "\(week)"]) { first, _ in first }) }
        return say(page.isFinished ? ReportMessages.programDone : ReportMessages.programAhead, arguments)
    }

    /// "week 2 (2026-10-12): 27 of 27 sets · done", "… to come".
    func programWeek(_ week: ProgramPage.Week) -> String {
        say(ReportMessages.programWeekSets,
            ["week": "\(week.number)", "start": "\(week.starts)", "done": "\(week.doneSets)", "planned": "\(week.plannedSets)"])
            + (week.isDone ? "" : say(ReportMessages.programWeekToCome))
    }

    /// "failed 2 of 3", or nothing without a streak.
    func programStreak(_ exercise: ProgramPage.Exercise) -> String? {
        guard let stall = exercise.stall, exercise.failures > 0 else { return nil }
        return say(ReportMessages.programStreak, ["failures": "\(exercise.failures)", "stall": "\(stall)"])
    }

    var programColumns: [String] { ReportMessages.programColumns.map { say($0) } }

    var programNote: String { say(ReportMessages.programNote) }
}
