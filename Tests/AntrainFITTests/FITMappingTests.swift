@testable import AntrainFIT
import AntrainModel
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tables from the library to FIT: every preset has its exercise, sports, file names,
/// and the clock.
@Suite struct FITMappingTests {
    @Test func everyPresetHasExactlyOneRowAndEveryRowIsAPreset() {
        let presets = PresetExercises.all.map(\.name)
        let rows = FITExerciseMapping.rows.map(\.preset)
        #expect(rows == presets, "the rows follow the library, one each, in its order")
        #expect(Set(rows).count == rows.count)
    }

    @Test func aRowWithANameHasItsProfileName() {
        for row in FITExerciseMapping.rows {
            #expect((row.exercise.name == nil) == (row.exercise.profileName == nil), "\(row.preset)")
        }
    }

    @Test func presetsByNameAndCustomExercisesByTheirMuscles() {
        let squat = Exercise(name: "Barbell Back Squat", category: .barbell, muscleGroups: [.quads], equipment: .barbell, isCustom: false, version: 2)
        #expect(FITExerciseMapping.exercise(for: squat) == FITExercise(.squat, 6, "barbell_back_squat"))
        let landmine = Exercise(name: "Landmine Press", category: .barbell, muscleGroups: [.shoulders, .triceps], equipment: .barbell, isCustom: true, version: 0)
        #expect(FITExerciseMapping.exercise(for: landmine) == FITExercise(.shoulderPress))
        let bare = Exercise(name: "Thing", category: .machine, muscleGroups: [], equipment: .machine, isCustom: true, version: 0)
        #expect(FITExerciseMapping.exercise(for: bare) == .unknown)
        #expect(FITExerciseMapping.exercise(for: .placeholder(named: "Bench Presss")) == .unknown)
        #expect(FITExerciseMapping.custom(category: .metcon, muscles: [.chest]) == FITExercise(.totalBody))
    }

    @Test func sportsOfCardioTypes() {
        #expect(FITSportKind.of(.elliptical) == FITSportKind(.fitnessEquipment, .elliptical))
        #expect(FITSportKind.of(.ski) == FITSportKind(.crossCountrySkiing))
        #expect(FITSportKind.of(.row) == FITSportKind(.rowing))
        #expect(CardioType.allCases.map { FITSportKind.of($0).sport } == [.running, .cycling, .rowing, .swimming, .walking, .fitnessEquipment, .crossCountrySkiing])
    }

    @Test func fileNames() {
        let workout = Workout(date: LocalDate(year: 2026, month: 3, day: 4), time: LocalTime(hour: 6, minute: 5), type: .lifting,
                              title: "Göğüs / Push: A!", source: LogLocation(file: "a", line: 1))
        #expect(FITFileName.name(for: workout) == "2026-03-04-0605-Göğüs-Push-A.fit")
        let run = Workout(date: LocalDate(year: 2026, month: 3, day: 4), time: nil, type: .cardio,
                          quickLog: QuickLogData(cardioType: .run), source: LogLocation(file: "a", line: 1))
        #expect(FITFileName.name(for: run) == "2026-03-04-1200-run.fit")
        #expect(FITFileName.unique("a.fit", among: ["a.fit", "a-2.fit"]) == "a-3.fit")
        #expect(FITFileName.unique("b.fit", among: ["a.fit"]) == "b.fit")
    }

    @Test func theClockTurnsLocalTimeIntoFITSeconds() {
        let istanbul = FITClock(timeZone: TimeZone(identifier: "Europe/Istanbul")!)
        // 07:30 in Istanbul (UTC+3) is 04:30 UTC: Unix 1793593800 − 631065600.
        let start = istanbul.timestamp(LocalDate(year: 2026, month: 11, day: 2), LocalTime(hour: 7, minute: 30))
        #expect(start == 1_162_528_200)
        #expect(istanbul.localTimestamp(of: start) == 1_162_528_200 + 3 * 3600)
        let berlin = FITClock(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        // Summer time: 12:00 in Berlin in July is 10:00 UTC.
        #expect(berlin.timestamp(LocalDate(year: 2026, month: 7, day: 1), nil) == 1_151_834_400)
    }

    /// `--tz` reads the system's zone database through the C library, as the self-contained
    /// executable must (a named Foundation `TimeZone` needs ICU, which it leaves out).
    @Test func zonesNamedForTheExportComeFromTheSystemsDatabase() throws {
        #expect(FITZone.named("Nowhere/Atlantis") == nil)
        #expect(FITZone.named("../etc/passwd") == nil)
        let istanbul = FITClock(zone: try #require(FITZone.named("Europe/Istanbul")))
        #expect(istanbul.timestamp(LocalDate(year: 2026, month: 11, day: 2), LocalTime(hour: 7, minute: 30)) == 1_162_528_200)
        let berlin = FITClock(zone: try #require(FITZone.named("Europe/Berlin")))
        #expect(berlin.timestamp(LocalDate(year: 2026, month: 7, day: 1), nil) == 1_151_834_400)
        // Winter: 12:00 in Berlin in January is 11:00 UTC (Unix 1767265200 − 631065600).
        #expect(berlin.timestamp(LocalDate(year: 2026, month: 1, day: 1), nil) == 1_136_199_600)
    }
}

/// Docs/EXPORT.md's table of preset exercises is the code's table, row for row.
@Suite struct FITDocumentationTests {
    @Test func theDocumentedTableIsTheCodesTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Docs/EXPORT.md"), encoding: .utf8)
        let start = try #require(text.range(of: "<!-- fit-exercise-table -->\n"))
        let end = try #require(text.range(of: "<!-- /fit-exercise-table -->"))
        let documented = text[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst(2).map(String.init)
        let expected = FITExerciseMapping.rows.map { row in
            let name = row.exercise.profileName.map { "`\($0)` (\(row.exercise.name!))" } ?? "(the category alone)"
            return "| \(row.preset) | `\(row.exercise.category.profileName)` | \(name) |"
        }
        #expect(documented == expected)
    }
}
