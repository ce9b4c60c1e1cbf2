import Foundation
import Testing

@testable import AntrainModel

/// Integrity checks on the preset programs (`ProgramPresets`).
///
/// The parser of `program` definitions lives in another layer; these checks read the preset
/// text line by line, which its fixed canonical layout allows: definitions at the left
/// margin, template items and program weeks indented by two spaces, days by four.
@Suite struct ProgramPresetTests {
    @Test func thereAreAtLeastFivePresetsWithDistinctNames() {
        let names = ProgramPresets.all.map { $0.name.lowercased() }
        #expect(names.count >= 5)
        #expect(Set(names).count == names.count)
    }

    @Test func weeksAndDaysPerWeekAreReadFromTheProgram() {
        let shapes = ProgramPresets.all.map { "\($0.name): \($0.daysPerWeek) days, \($0.weekCount) weeks" }
        #expect(shapes == [
            "Novice Linear: 3 days, 4 weeks",
            "Beginner Full Body: 3 days, 4 weeks",
            "Push Pull Legs: 6 days, 4 weeks",
            "Three Tier: 3 days, 4 weeks",
            "Four Week Wave: 4 days, 4 weeks",
        ])
    }

    @Test(arguments: ProgramPresets.all.map(\.name))
    func textIsTheDescriptionThenTemplatesThenOneProgram(_ name: String) throws {
        let preset = try #require(ProgramPresets.all.first { $0.name == name })
        let heads = definitionLines(of: preset)
        #expect(heads.last == "program \(preset.name)")
        #expect(heads.dropLast().allSatisfy { $0.hasPrefix("template ") }, "\(heads)")
        let comment = preset.text.split(separator: "\n").prefix { $0.hasPrefix("#") }
        #expect(comment.joined(separator: " ").replacingOccurrences(of: "# ", with: "") == preset.description)
        #expect(comment.allSatisfy { $0.count <= 92 })
        #expect(!preset.summary.isEmpty && !preset.summary.contains("\n"))
        #expect(!preset.text.contains("\t") && !preset.text.hasSuffix("\n"))
    }

    @Test func templateNamesAreDistinctAcrossPresets() {
        let names = ProgramPresets.all.flatMap { templateNames(of: $0) }.map { $0.lowercased() }
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test(arguments: ProgramPresets.all.map(\.name))
    func everyDayNamesATemplateOfItsPresetAndEveryTemplateIsUsed(_ name: String) throws {
        let preset = try #require(ProgramPresets.all.first { $0.name == name })
        let defined = Set(templateNames(of: preset))
        let used = Set(dayTemplates(of: preset))
        #expect(used == defined)
    }

    @Test(arguments: ProgramPresets.all.map(\.name))
    func everyExerciseIsAPresetExerciseByItsOwnName(_ name: String) throws {
        let preset = try #require(ProgramPresets.all.first { $0.name == name })
        for line in itemLines(of: preset) {
            let exercise = String(line.dropFirst(2).prefix { $0 != ":" })
            let found = PresetExerciseLibrary.shared.exercise(named: exercise)
            #expect(found?.name == exercise, "\(preset.name): \(exercise)")
        }
    }

    @Test func descriptionWrapsIntoCommentLines() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = ProgramPreset.commentLines(words)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { $0.hasPrefix("# ") && $0.count <= 92 })
        #expect(lines[0].count == 91)
    }

    // MARK: - Reading the preset text

    private func definitionLines(of preset: ProgramPreset) -> [Substring] {
        preset.text.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.hasPrefix("#") }
    }

    private func templateNames(of preset: ProgramPreset) -> [String] {
        definitionLines(of: preset).filter { $0.hasPrefix("template ") }.map { String($0.dropFirst("template ".count)) }
    }

    /// The template each program day names, without the day's `@RPE` and modifiers (a
    /// template item's `progress:` line is as deep as a day, and is no day).
    private func dayTemplates(of preset: ProgramPreset) -> [String] {
        preset.text.split(separator: "\n").filter { $0.hasPrefix("    ") && !$0.hasPrefix("    progress:") }.map { line in
            let template = line.split(separator: ":", maxSplits: 1)[1].split(separator: "@")[0]
            return String(template.trimmingCharacters(in: .whitespaces))
        }
    }

    /// The exercise lines of the templates (not the lines under them).
    private func itemLines(of preset: ProgramPreset) -> [Substring] {
        var isInTemplate = false
        var lines: [Substring] = []
        for line in preset.text.split(separator: "\n") {
            if !line.hasPrefix(" ") { isInTemplate = line.hasPrefix("template ") } else if isInTemplate, !line.hasPrefix("    ") { lines.append(line) }
        }
        return lines
    }
}
