@testable import AntrainCLI
import Foundation
import Testing

/// A coach's repository through the command line: `anna/` and `burak/`, each with a profile,
/// and custom exercises shared from `common/` (LANGUAGE.md §4).
@Suite struct AthletesCommandTests {
    func coachFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("common/exercises.antrain", "exercise Landmine Press\n  category: barbell\n  muscles: shoulders\n")
        try folder.write("anna/profile.antrain", "profile\n  name: Anna\n  calories: 1800\n")
        try folder.write("anna/log.antrain", """
            2026-11-10 07:30 lifting 1h
              Barbell Squat: 60x5
            2026-11-20 07:30 lifting 1h
              Barbell Squat: 65x5
              Landmine Press: 20x10
            2026-11-20 bodyweight 60kg

            """)
        try folder.write("burak/profile.antrain", "profile\n  name: Burak\n  unit: lb\n  calories: 0\n")
        try folder.write("burak/log.antrain", """
            2026-11-10 07:30 lifting 1h
              Barbell Squat: 300x5
            2026-11-20 07:30 lifting 1h
              Barbell Squat: 315x5

            """)
        return folder
    }

    @Test func checkReportsEachAthletesOwnMistakesOnly() throws {
        let folder = try coachFolder()
        let run = folder.run(["check", "."])
        // No duplicate profile, no overlap at 07:30, no suspicious load for Anna's 65 after Burak's
        // 300 lb (or the other way round); Burak's calorie goal of 0 is reported.
        #expect(run.output == "burak/profile.antrain:4:13: error: The calorie goal must be more than 0 (found 0) [not-positive]\n")
        #expect(run.exit == .problemsFound)
    }

    @Test func exportWritesOneObjectPerAthlete() throws {
        let folder = try coachFolder()
        try folder.write("burak/profile.antrain", "profile\n  name: Burak\n  unit: lb\n")
        let run = folder.run(["export", "."])
        #expect(run.exit == .success)
        let root = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any] ?? [:]
        let athletes = root["athletes"] as? [[String: Any]] ?? []
        // The definitions-only file in `common/` makes no athlete of its own.
        #expect(athletes.compactMap { ($0["profile"] as? [String: Any])?["name"] as? String } == ["Anna", "Burak"])
        #expect(athletes.compactMap { ($0["profileSource"] as? [String: Any])?["file"] as? String }
                == ["anna/profile.antrain", "burak/profile.antrain"])
        let workouts = athletes.map { ($0["workouts"] as? [[String: Any]] ?? []).count }
        #expect(workouts == [2, 2])
        let burakSet = ((((athletes.last?["workouts"] as? [[String: Any]])?.last?["exercises"] as? [[String: Any]])?.first?["sets"]
            as? [[String: Any]])?.first?["weight"] as? Double) ?? 0
        // 315 lb × 0.45359237 = 142.88 kg: read in Burak's unit.
        #expect(abs(burakSet - 142.8816) < 0.001)
        #expect((root["customExercises"] as? [Any])?.count == 1)
    }
}
