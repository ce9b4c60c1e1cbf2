import AntrainAnalysis
import AntrainFixtures
import AntrainModel
import AntrainSyntax
import AntrainTestSupport
import Testing

/// A generated 12-week program followed session by session, with a rule per exercise: before
/// each session the suggested loads (and, for `double`, reps) are asked of the analysis and
/// checked against an independent tracker written here from LANGUAGE.md §8.1 alone; then the
/// athlete lifts exactly that, with reps from a seeded pattern of good and bad days, and the
/// session is appended to the log.
@Suite struct TwelveWeekProgressionTests {
    /// Three days a week for twelve weeks; week 12 at 90 % intensity.
    static let definitions: String = {
        var text = """
            template Strength A
              Barbell Squat: x5x3
                progress: linear +2.5kg stall 3 deload 10%
              Dumbbell Row: x8-12x3
                progress: double 8-12 +2kg
              Barbell Curl: x10x3
                progress: sum 30 +2.5kg

            program Twelve
            """
        for week in 1...12 {
            text += "\n  week \(week)" + (week == 12 ? " intensity 90%" : "")
            text += "\n    mon: Strength A\n    wed: Strength A\n    fri: Strength A"
        }
        return text + "\n\n2026-06-01 program Twelve\n"
    }()

    /// What the tracker knows of one exercise: the last load lifted, the failure streak and,
    /// for `double`, the reps aimed at.
    struct Tracker {
        var load: Double
        var failures = 0
        var reps: Int
    }

    /// Rounds to the default 2.5 kg step, as a lifter loads a bar.
    static func rounded(_ kilograms: Double) -> Double { (kilograms / 2.5).rounded() * 2.5 }

    @Test func suggestedLoadsFollowEachRuleForTwelveWeeks() throws {
        let settings = AnalysisSettings(today: LocalDate(year: 2027, month: 1, day: 1))
        var log = Self.definitions
        var random = SeededRandom(seed: 26)
        // The first session's loads are the athlete's own choice.
        var squat = Tracker(load: 100, reps: 5), row = Tracker(load: 20, reps: 8), curl = Tracker(load: 30, reps: 10)
        var checked = 0
        var deloads = 0
        let start = LocalDate(year: 2026, month: 6, day: 1)
        for week in 0..<12 {
            for dayOffset in [0, 2, 4] {
                let date = start.adding(days: week * 7 + dayOffset)
                let intensity = week == 11 ? 0.9 : 1
                if week > 0 || dayOffset > 0 {
                    let snapshot = WorkspaceSnapshot.analyze([SourceFile(name: "log.antrain", text: log)], settings: settings)
                    let day = try #require(snapshot.scheduledDay(ofFile: 0, on: date), "\(date)")
                    let suggested = try #require(SuggestedLoads.workout(for: day, in: snapshot, ofFile: 0))
                    let sets = suggested.exercises.map(\.sets)
                    // The tracker's next loads, × the week's intensity, rounded once.
                    #expect(sets[0].map(\.weight) == Array(repeating: Self.rounded(squat.load * intensity), count: 3), "squat \(date)")
                    #expect(sets[1].map(\.weight) == Array(repeating: Self.rounded(row.load * intensity), count: 3), "row \(date)")
                    #expect(sets[1].map(\.reps) == Array(repeating: row.reps, count: 3), "row reps \(date)")
                    #expect(sets[2].map(\.weight) == Array(repeating: Self.rounded(curl.load * intensity), count: 3), "curl \(date)")
                    checked += 1
                    squat.load = Self.rounded(squat.load * intensity)
                    row.load = Self.rounded(row.load * intensity)
                    curl.load = Self.rounded(curl.load * intensity)
                }
                // The athlete's day: a bad day on the squat 3 times in 10, and so on.
                let squatReps = random.next(below: 10) < 3 ? [5, 5, 4] : [5, 5, 5]
                let rowReps = random.next(below: 10) < 4 ? [row.reps, row.reps, max(1, row.reps - 1)] : [row.reps, row.reps, row.reps]
                let curlReps = random.next(below: 10) < 5 ? [10, 9, 8] : [11, 10, 9]
                log += "\(date) lifting Strength A\n"
                log += "  Barbell Squat: " + squatReps.map { "\(Format.number(squat.load, decimals: 2, grouping: false))x\($0)" }.joined(separator: ", ") + "\n"
                log += "  Dumbbell Row: " + rowReps.map { "\(Format.number(row.load, decimals: 2, grouping: false))x\($0)" }.joined(separator: ", ") + "\n"
                log += "  Barbell Curl: " + curlReps.map { "\(Format.number(curl.load, decimals: 2, grouping: false))x\($0)" }.joined(separator: ", ") + "\n"

                // The rules, from LANGUAGE.md §8.1, on what was lifted.
                if squatReps.allSatisfy({ $0 >= 5 }) {
                    squat.load += 2.5
                    squat.failures = 0
                } else {
                    squat.failures += 1
                    if squat.failures == 3 {
                        squat.load *= 0.9
                        squat.failures = 0
                        deloads += 1
                    }
                }
                if rowReps.allSatisfy({ $0 >= 12 }) {
                    row.load += 2
                    row.reps = 8
                    row.failures = 0
                } else {
                    row.failures += 1
                    if row.failures == 3 {
                        row.load *= 0.9
                        row.reps = 8
                        row.failures = 0
                        deloads += 1
                    } else {
                        row.reps = min(12, max(8, rowReps.max()! + 1))
                    }
                }
                if curlReps.reduce(0, +) >= 30 {
                    curl.load += 2.5
                    curl.failures = 0
                } else {
                    curl.failures += 1
                    if curl.failures == 3 {
                        curl.load *= 0.9
                        curl.failures = 0
                        deloads += 1
                    }
                }
            }
        }
        // 36 sessions, every one but the first checked; the seed gives some deloads.
        #expect(checked == 35)
        #expect(deloads > 0)
    }
}
