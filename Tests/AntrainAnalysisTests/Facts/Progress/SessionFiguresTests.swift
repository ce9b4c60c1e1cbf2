import AntrainFixtures
import AntrainModel
import AntrainTestSupport
import Testing

@testable import AntrainAnalysis

/// Records read from the figures a snapshot keeps per exercise are the records summed session
/// by session from the full models, before every session of generated years of logs, with and
/// without the session itself and within a report's period.
@Suite struct SessionFiguresTests {
    /// The records as they were computed before the figures were kept: every earlier session's
    /// summary, from its file's models.
    static func summedRecords(of exercise: Exercise, in snapshot: WorkspaceSnapshot, before order: Int, including: Bool,
                              dates: ClosedRange<LocalDate>?) -> [String] {
        let history = snapshot.histories[0]
        var heaviest: (Double, Int, LocalDate)?, e1rm: (Double, LocalDate)?, volume: (Double, LocalDate)?
        for session in history.sessions(of: exercise) where session.order < order || (including && session.order == order) {
            if let dates, !dates.contains(session.date) { continue }
            let workout = snapshot.workout(session.workout).workout
            let summary = ExerciseStatistics.summary(workout.exercises[session.exerciseIndex], on: workout.date,
                                                     bodyweight: history.bodyweight(on: workout.date), formula: snapshot.oneRepMaxFormula(ofFile: 0),
                                                     unit: .kg, describingSets: false)
            if let top = summary.topSet, heaviest == nil || top.load > heaviest!.0 { heaviest = (top.load, top.reps, workout.date) }
            if let best = summary.bestE1RM, e1rm == nil || best > e1rm!.0 { e1rm = (best, workout.date) }
            if summary.volume > 0, volume == nil || summary.volume > volume!.0 { volume = (summary.volume, workout.date) }
        }
        return ["\(String(describing: heaviest))", "\(String(describing: e1rm))", "\(String(describing: volume))"]
    }

    static func described(_ records: PersonalRecords) -> [String] {
        ["\(String(describing: records.heaviest.map { ($0.load, $0.reps, $0.date) }))",
         "\(String(describing: records.bestE1RM.map { ($0.value, $0.date) }))",
         "\(String(describing: records.bestVolume.map { ($0.value, $0.date) }))"]
    }

    @Test func keptFiguresGiveTheRecordsOfEverySessionSummed() {
        let text = LogGenerator(seed: 11).generate(days: 400)
        let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: text)], settings: testSettings)
        let history = snapshot.histories[0]
        // The log starts on 2020-01-06 and runs 400 days: a period in its middle.
        let period = LocalDate(year: 2020, month: 3, day: 1)...LocalDate(year: 2020, month: 9, day: 30)
        var compared = 0
        var withinPeriod = 0
        for key in history.sessionsByExercise.keys.sorted() {
            guard let first = history.sessionsByExercise[key]?.first else { continue }
            let exercise = snapshot.workout(first.workout).workout.exercises[first.exerciseIndex].exercise
            for session in history.sessions(of: exercise) {
                for including in [false, true] {
                    for dates in [nil, period] {
                        let kept = ExerciseStatistics.records(of: exercise, in: snapshot, ofFile: 0, before: session.order, including: including, dates: dates)
                        let summed = Self.summedRecords(of: exercise, in: snapshot, before: session.order, including: including, dates: dates)
                        compared += 1
                        if dates != nil, kept.heaviest != nil { withinPeriod += 1 }
                        guard Self.described(kept) == summed else {
                            Issue.record("\(exercise.name) before \(session.order): \(Self.described(kept)) ≠ \(summed)")
                            return
                        }
                    }
                }
            }
        }
        #expect(compared > 1_000)
        #expect(withinPeriod > 100)
    }
}
