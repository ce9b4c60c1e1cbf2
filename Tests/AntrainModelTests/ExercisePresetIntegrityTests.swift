import Foundation
import Testing

@testable import AntrainModel

/// Integrity checks on the preset exercise data.
///
/// The data is hand-written Swift, so these tests stand in for a schema: the library is big
/// enough, every category is covered, and every name a lifter types resolves to exactly one
/// exercise under the lookup key (case and diacritics folded, spaces and hyphens dropped).
@Suite struct ExercisePresetIntegrityTests {
    @Test func libraryHasAtLeast250Exercises() {
        #expect(PresetExercises.all.count >= 250)
    }

    @Test func allJoinsEveryCategoryFile() {
        let files: [[ExerciseDTO]] = [
            PresetExercises.barbell, PresetExercises.dumbbell, PresetExercises.bodyweight,
            PresetExercises.machine, PresetExercises.cable, PresetExercises.cardio,
            PresetExercises.metcon, PresetExercises.kettlebell, PresetExercises.band,
        ]
        #expect(PresetExercises.all.count == files.map(\.count).reduce(0, +))
        #expect(PresetExercises.version >= 1)
    }

    @Test(arguments: ExerciseCategory.allCases)
    func categoryHasAtLeastFiveExercises(_ category: ExerciseCategory) {
        let count = PresetExercises.all.count { $0.category == category }
        #expect(count >= 5, "category \(category) has only \(count) exercises")
    }

    @Test(arguments: [Equipment.kettlebell, .band])
    func equipmentHasAtLeastFiveExercises(_ equipment: Equipment) {
        let count = PresetExercises.all.count { $0.equipment == equipment }
        #expect(count >= 5, "equipment \(equipment) has only \(count) exercises")
    }

    @Test func kettlebellAndBandWorkBorrowSeedCategories() {
        for exercise in PresetExercises.kettlebell {
            #expect(exercise.category == .dumbbell, "\(exercise.name) is not in .dumbbell")
            #expect(exercise.equipment == .kettlebell, "\(exercise.name) is not a kettlebell")
        }
        for exercise in PresetExercises.band {
            #expect([.bodyweight, .cable].contains(exercise.category), "\(exercise.name)")
            #expect(exercise.equipment == .band, "\(exercise.name) is not a band exercise")
        }
    }

    @Test func everyExerciseTrainsAMuscleGroup() {
        for exercise in PresetExercises.all {
            #expect(!exercise.muscles.isEmpty, "\(exercise.name) has no muscle group")
            #expect(
                Set(exercise.muscles).count == exercise.muscles.count,
                "\(exercise.name) lists a muscle group twice"
            )
        }
    }

    @Test func namesAndAliasesAreTidyAndShort() {
        for exercise in PresetExercises.all {
            for text in [exercise.name] + exercise.aliases {
                #expect(!text.isEmpty && text.count <= 100, "\"\(text)\" of \(exercise.name)")
                #expect(
                    text == text.trimmingCharacters(in: .whitespaces) && !text.contains("  "),
                    "\"\(text)\" of \(exercise.name) has stray spaces"
                )
            }
        }
    }

    /// A name written without a colon ends at the first word that starts a set (LANGUAGE.md
    /// §3.1), and `:`, `,`, `#`, `@` and `"` mean something on an exercise line, so no preset
    /// may contain them.
    @Test func namesAndAliasesReadAsNamesInALog() {
        for exercise in PresetExercises.all {
            for text in [exercise.name] + exercise.aliases {
                #expect(!text.contains { ":,#@\"[]".contains($0) }, "\"\(text)\" has a marker")
                let words = text.lowercased().split(separator: " ")
                for word in words {
                    #expect(!startsASet(word), "\"\(text)\" has the set-like word \"\(word)\"")
                }
            }
        }
    }

    @Test func noAliasRepeatsItsOwnNameOrAnotherAlias() {
        for exercise in PresetExercises.all {
            var seen: Set<String> = [exercise.name.lowercased()]
            for alias in exercise.aliases {
                #expect(
                    seen.insert(alias.lowercased()).inserted,
                    "\"\(alias)\" is listed twice on \(exercise.name)"
                )
            }
        }
    }

    @Test func noLookupKeyBelongsToTwoExercises() {
        var owners: [String: LibraryEntry] = [:]
        for (index, exercise) in PresetExercises.all.enumerated() {
            for entry in LibraryEntry.entries(of: exercise, at: index) {
                let key = lookupKey(entry.text)
                if let earlier = owners[key], earlier.exerciseIndex != entry.exerciseIndex {
                    Issue.record("\(earlier) and \(entry) share the lookup key \"\(key)\"")
                } else {
                    owners[key] = entry
                }
            }
        }
    }

    /// The example log defines `Landmine Press` (alias `landmine`) as a custom exercise, and a
    /// custom definition may not reuse a preset's name or alias.
    @Test(arguments: ["Landmine Press", "Landmine"])
    func customExerciseOfTheExampleIsNoPreset(_ name: String) {
        let owners = exercises(matching: name).map(\.name)
        #expect(owners.isEmpty, "\"\(name)\" must stay free for the example log, not \(owners)")
    }

    @Test(arguments: [
        ("Bench Press", "Barbell Bench Press"), ("Bench", "Barbell Bench Press"),
        ("BP", "Barbell Bench Press"), ("Flat Bench", "Barbell Bench Press"),
        ("OHP", "Barbell Overhead Press"), ("Overhead Press", "Barbell Overhead Press"),
        ("Military Press", "Barbell Overhead Press"),
        ("RDL", "Barbell Romanian Deadlift"), ("Romanian Deadlift", "Barbell Romanian Deadlift"),
        ("Pullup", "Pull Up"), ("Pull-up", "Pull Up"), ("Pull Up", "Pull Up"),
        ("Chin Up", "Chin Up"), ("Chinup", "Chin Up"), ("Chin-up", "Chin Up"),
        ("Squat", "Barbell Back Squat"), ("Back Squat", "Barbell Back Squat"),
        ("Barbell Squat", "Barbell Back Squat"), ("Front Squat", "Barbell Front Squat"),
        ("Deadlift", "Barbell Deadlift"),
        ("Barbell Row", "Barbell Row"), ("Bent Over Row", "Barbell Row"),
        ("Incline Dumbbell Press", "Incline Dumbbell Press"),
        ("Incline DB Press", "Incline Dumbbell Press"),
        ("Plank", "Plank"), ("Lat Pulldown", "Lat Pulldown"), ("Leg Press", "Leg Press"),
        ("Dumbbell Curl", "Dumbbell Curl"), ("DB Curl", "Dumbbell Curl"),
        ("Tricep Pushdown", "Tricep Pushdown"), ("Triceps Pushdown", "Tricep Pushdown"),
        ("Dip", "Dip"), ("Dips", "Dip"),
        ("Push Up", "Push Up"), ("Push-up", "Push Up"), ("Pushup", "Push Up"),
        ("Hip Thrust", "Barbell Hip Thrust"), ("Lunge", "Lunge"), ("Face Pull", "Face Pull"),
        ("Leg Curl", "Lying Leg Curl"), ("Leg Extension", "Leg Extension"),
        ("Calf Raise", "Standing Calf Raise"), ("Lateral Raise", "Dumbbell Lateral Raise"),
        ("45 Degree Back Extension", "45 Degree Back Extension"),
        ("Running", "Running"), ("Cycling", "Cycling"), ("Rowing Machine", "Rowing Machine"),
        ("Burpee", "Burpee"), ("Box Jump", "Box Jump"), ("Kettlebell Swing", "Kettlebell Swing"),
    ])
    func requiredNameResolvesToOneExercise(_ typed: String, _ expectedName: String) {
        checkResolves(typed, to: expectedName)
    }

    /// The names the seed app and the example logs use must be in the data exactly as
    /// written, not only through key folding.
    @Test(arguments: [
        "Bench Press", "Barbell Row", "Pull Up", "Barbell Squat", "Romanian Deadlift", "Plank",
        "Overhead Press", "Incline Dumbbell Press", "Deadlift", "Lat Pulldown", "Leg Press",
        "Dumbbell Curl", "Tricep Pushdown", "Dips", "Push Up", "Hip Thrust", "Front Squat",
        "Chin Up", "Face Pull", "Leg Curl", "Leg Extension", "Calf Raise", "Lateral Raise",
        "Running", "Cycling", "Rowing Machine", "Burpee", "Box Jump", "Kettlebell Swing",
    ])
    func seedNameIsWrittenVerbatim(_ name: String) {
        let isPresent = PresetExercises.all.contains {
            $0.name == name || $0.aliases.contains(name)
        }
        #expect(isPresent, "\"\(name)\" is neither a preset name nor an alias")
    }
}

// MARK: - Helpers

/// The key a typed exercise name is looked up by: case and diacritics folded, spaces and
/// hyphens removed, so "Pull-up", "Pullup" and "pull up" are one key.
private func lookupKey(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .lowercased()
        .filter { $0 != " " && $0 != "-" }
}

/// Whether a lowercased word would start a set: `bw`, `bw+10`, `x12`, `100x5`, `60s`, `1:30`.
private func startsASet(_ word: Substring) -> Bool {
    word == "bw" || word.hasPrefix("bw+") || word.hasPrefix("bw-")
        || word.wholeMatch(of: #/x\d.*/#) != nil
        || word.wholeMatch(of: #/\d+(\.\d+)?(kg|lbs?)?x\d.*/#) != nil
        || word.wholeMatch(of: #/\d+(\.\d+)?(s|min|h)/#) != nil
        || word.wholeMatch(of: #/\d+:\d\d.*/#) != nil
}

/// The preset exercises whose name or one of whose aliases has the same key as `typed`.
private func exercises(matching typed: String) -> [ExerciseDTO] {
    let key = lookupKey(typed)
    return PresetExercises.all.filter { exercise in
        ([exercise.name] + exercise.aliases).contains { lookupKey($0) == key }
    }
}

/// Checks that `typed` resolves to exactly one preset, the one named `expectedName`.
private func checkResolves(
    _ typed: String,
    to expectedName: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let names = exercises(matching: typed).map(\.name)
    #expect(
        names == [expectedName],
        "\"\(typed)\" resolves to \(names), expected [\"\(expectedName)\"]",
        sourceLocation: sourceLocation
    )
}

/// One name or alias of a preset, described for failure messages.
private struct LibraryEntry: CustomStringConvertible {
    let text: String
    let exerciseName: String
    let exerciseIndex: Int
    let isName: Bool

    var description: String {
        isName ? "\"\(text)\" (name)" : "\"\(text)\" (alias of \(exerciseName))"
    }

    static func entries(of exercise: ExerciseDTO, at index: Int) -> [LibraryEntry] {
        let name = LibraryEntry(
            text: exercise.name, exerciseName: exercise.name, exerciseIndex: index, isName: true
        )
        return [name] + exercise.aliases.map {
            LibraryEntry(text: $0, exerciseName: exercise.name, exerciseIndex: index, isName: false)
        }
    }
}
