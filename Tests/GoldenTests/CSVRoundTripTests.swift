@testable import AntrainCLI
import AntrainModel
import Foundation
import Testing

/// `export --format csv` → `import --from antrain` → `export --format csv` gives the same set
/// rows, for every set form the language has: the golden corpus, the examples and a log
/// that writes each form once (sides of reps and of time, loads on bodyweight exercises,
/// `BW±`, ranges, AMRAP, RIR, tags, rest, supersets, planned sets).
@Suite struct CSVRoundTripTests {
    /// Every set form of LANGUAGE.md §5 and §8.2, on the exercises a lifter writes them on.
    static let everySetForm = """
        profile
          unit: kg

        2026-11-19 bodyweight 80kg

        2026-11-20 07:30 lifting Legs
          Split Squat: 20x10|9, 22.5x8|8 @8
          Bulgarian Split Squat: 15x10, 17.5x8|7 RIR2
          Plank: 45s|40s, 60s x2
            [ ] 90s
          Side Plank: BW+10 30s|25s
          Pull Up: BW+10x5, BW-20x8 failure
          Push Up: 10x20, BW x15
          Barbell Back Squat: 60x5 warmup, 100x5x3 @8 rest 2:30, 80x8 drop
            [ ] 100x5+
          Barbell Bench Press: 80x8-12
          + Barbell Row: 70x10 # paused
          Dumbbell Curl: 225lb x 5 @8.5

        """

    static var corpus: URL { GoldenCorpusTests.corpus }

    /// The logs of the corpus and of `Examples/`, and the log above, by name.
    static func logs() throws -> [(name: String, text: Data)] {
        var logs: [(String, Data)] = [("every-set-form", Data(everySetForm.utf8))]
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        where name.hasSuffix(".antrain") && !name.hasSuffix(".fmt.antrain") {
            logs.append((name, try Data(contentsOf: corpus.appendingPathComponent(name))))
        }
        let examples = corpus.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()) ?? [] where name.hasSuffix(".antrain") {
            logs.append(("Examples/" + name, try Data(contentsOf: examples.appendingPathComponent(name))))
        }
        return logs
    }

    @Test func everyLogsSetRowsComeBackTheSame() throws {
        let logs = try Self.logs()
        #expect(logs.count >= 8)
        for (name, text) in logs {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-roundtrip-\(getpid())-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("original"), withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try text.write(to: folder.appendingPathComponent("original/log.antrain"))
            let before = run(["export", "original", "--format", "csv"], in: folder).output
            try Data(before.utf8).write(to: folder.appendingPathComponent("export.csv"))
            let imported = run(["import", "export.csv", "--from", "antrain", "-o", "back/log.antrain"], in: folder)
            #expect(imported.exit != .usageError, "\(name): \(imported.errors)")
            let after = run(["export", "back", "--format", "csv"], in: folder).output
            let (was, now) = (Self.setRows(before).map(Self.asImportWritesIt), Self.setRows(after))
            #expect(was.count > 0, "\(name) has no sets")
            #expect(now == was, "\(name): \(zip(was, now).first { $0 != $1 }.map { "\($0.0)\n  became\n\($0.1)" } ?? "\(was.count) rows became \(now.count)")")
        }
    }

    /// The figures: `Split Squat: 20x10|9, 22.5x8|8 @8` is 20 × (10 + 9) + 22.5 × (8 + 8)
    /// = 380 + 360 = 740 kg of volume, both before and after the round trip (not 3540 kg, which
    /// is (80 + 20) × 19 + (80 + 22.5) × 16 with the bodyweight added), and the plank keeps both sides.
    @Test func sidesAndLoadsOnBodyweightExercisesSurvive() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-roundtrip-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("original"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            profile
              unit: kg
            2026-11-19 bodyweight 80kg
            2026-11-20 07:30 lifting Legs
              Split Squat: 20x10|9, 22.5x8|8 @8
              Plank: 45s|40s

            """.utf8).write(to: folder.appendingPathComponent("original/log.antrain"))
        let csv = run(["export", "original", "--format", "csv"], in: folder).output
        #expect(csv.hasPrefix(LogExport.csvColumns.joined(separator: ",") + "\n"))
        #expect(LogExport.csvColumns.suffix(2) == ["duration_left_s", "duration_right_s"])
        try Data(csv.utf8).write(to: folder.appendingPathComponent("export.csv"))
        _ = run(["import", "export.csv", "--from", "antrain", "-o", "back/log.antrain"], in: folder)
        let back = try String(contentsOf: folder.appendingPathComponent("back/log.antrain"), encoding: .utf8)
        // Split Squat is done one side at a time: `22.5x8` is 8 reps each side, as `22.5x8|8` was.
        #expect(back.contains("  Split Squat:\n    20x10|9\n    22.5x8 @8\n"), "\(back)")
        #expect(back.contains("  Plank:\n    45s|40s\n"), "\(back)")
        struct Export: Decodable { var athletes: [Athlete] }
        struct Athlete: Decodable { var workouts: [Workout] }
        for side in ["original", "back"] {
            let json = run(["export", side], in: folder).output
            let workout = try JSONDecoder().decode(Export.self, from: Data(json.utf8)).athletes[0].workouts[0]
            let squat = workout.exercises.first { $0.exercise.name == "Split Squat" }
            let volume = squat?.sets.reduce(0) { $0 + $1.volume(bodyweight: 80) }
            #expect(volume == 740, "\(side)")
            let plank = workout.exercises.first { $0.exercise.name == "Plank" }?.sets.first
            #expect(plank?.durationLeft == 45 && plank?.durationRight == 40, "\(side)")
        }
    }

    /// A food eaten by the ounce comes back as the same food: its row is written rounded
    /// (28.3 g, 57 kcal for 28.35 g and 56.7 kcal), which works out to 201.4 kcal per 100 g, a
    /// difference the rounding alone explains, so no `Alpha 2` is defined beside `Alpha`.
    @Test func aFoodsRoundedRowsComeBackAsTheSameFood() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("antrain-roundtrip-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("original"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("""
            food Alpha
              per 100g: 200 kcal, 12 protein, 20 carbs, 6 fat

            2026-11-20 08:00 breakfast
              Alpha 50g

            2026-11-20 19:00 dinner
              Alpha 1oz

            """.utf8).write(to: folder.appendingPathComponent("original/log.antrain"))
        try Data(run(["export", "original", "--format", "csv"], in: folder).output.utf8).write(to: folder.appendingPathComponent("export.csv"))
        _ = run(["import", "export.csv", "--from", "antrain", "-o", "back/log.antrain"], in: folder)
        let back = try String(contentsOf: folder.appendingPathComponent("back/log.antrain"), encoding: .utf8)
        #expect(!back.contains("food Alpha 2"), "\(back)")
        #expect(back.contains("  Alpha 28.3g\n"), "\(back)")
    }

    /// The `set` rows of a CSV export, with `percent_of_max` left out: a `%` set comes back as
    /// its resolved load (Docs/IMPORT.md), the destination holding no training max.
    static func setRows(_ csv: String) -> [String] {
        let percent = LogExport.csvColumns.firstIndex(of: "percent_of_max")!
        return csv.split(separator: "\n").filter { $0.hasPrefix("set,") }.map { row in
            var fields = fieldsOf(String(row))
            if fields.count > percent { fields[percent] = "" }
            return fields.joined(separator: ",")
        }
    }

    /// A row as the import gives it back by Docs/IMPORT.md's one documented change: an RPE
    /// outside 1–10 in half steps (an error in the original log) goes into the set's note
    /// (`RPE 11`), so the imported log checks clean.
    static func asImportWritesIt(_ row: String) -> String {
        let (rpe, notes) = (LogExport.csvColumns.firstIndex(of: "rpe")!, LogExport.csvColumns.firstIndex(of: "notes")!)
        var fields = fieldsOf(row)
        guard let value = Double(fields[rpe]), !(1...10).contains(value) || (value * 2).rounded() != value * 2 else { return row }
        fields[notes] = (["RPE " + fields[rpe]] + (fields[notes].isEmpty ? [] : [fields[notes]])).joined(separator: "; ")
        fields[rpe] = ""
        return fields.joined(separator: ",")
    }

    /// The fields of one CSV row (RFC 4180 quotes; no line breaks inside a field in a set row).
    static func fieldsOf(_ row: String) -> [String] {
        var fields: [String] = []
        var field = ""
        var quoted = false
        var previous: Character?
        for character in row {
            if character == "\"" {
                quoted.toggle()
                if previous == "\"", quoted { field.append("\"") }
            } else if character == ",", !quoted {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
            previous = character
        }
        fields.append(field)
        return fields
    }

    /// `antrain ARGUMENTS` in `folder` on 2026-11-25.
    private func run(_ arguments: [String], in folder: URL) -> (exit: ExitCode, output: String, errors: String) {
        final class Captured: @unchecked Sendable { var output = "", errors = "" }
        let captured = Captured()
        let context = CommandContext(
            standardOutput: { captured.output += $0 }, standardError: { captured.errors += $0 },
            readStandardInput: { [] }, currentDirectory: folder.path, today: { LocalDate(year: 2026, month: 11, day: 25) })
        let exit = AntrainCommandLine.run(arguments, in: context)
        return (exit, captured.output, captured.errors)
    }
}
