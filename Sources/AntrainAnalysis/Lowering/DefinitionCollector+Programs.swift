import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Program definitions (LANGUAGE.md §7.4): properties, weeks numbered 1, 2, 3 …, each day
/// once per week, and templates that exist.
extension DefinitionCollector {
    mutating func readProgram(_ entry: EntrySyntax, name: NameSyntax, tree: SyntaxTree) {
        let nameText = tree.source.text(name.textRange)
        if nameText.count > 100 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.programName, limit: 100, found: nameText.count, name.range)) }
        guard register(.program, name: nameText, nameRange: name.range, entry: entry) else { return }
        let properties = properties(entry)
        var program = TrainingProgram(
            name: nameText, weeks: [],
            source: LogLocation(file: fileNames[fileIndex],
                                line: firstLines[fileIndex] + entry.line + 1))
        if let property = properties[.category], case .text(let range) = property.value {
            program.category = enumValue(range, tree: tree, what: AnalysisMessages.Subject.programCategory, ProgramCategory.self)
        }
        if let property = properties[.difficulty], case .text(let range) = property.value {
            program.difficulty = enumValue(range, tree: tree, what: AnalysisMessages.Subject.programDifficulty, ProgramDifficulty.self)
        }
        if let property = properties[.progression], case .text(let range) = property.value {
            program.progression = enumValue(range, tree: tree, what: AnalysisMessages.Subject.progression, WeekProgressionPattern.self)
        }
        if let property = properties[.progress] {
            let (rule, problem) = ProgressionProperty.read(property, in: tree.source)
            program.progress = rule
            if let problem { report(problem) }
        }
        if let property = properties[.note], case .text(let range) = property.value {
            let note = tree.source.text(range)
            if note.count > 500 { report(AnalysisDiagnostics.tooLong(AnalysisMessages.Subject.programNote, limit: 500, found: note.count, range)) }
            program.note = note
        }
        // Where each day of the current week is first planned, to report a second one.
        var dayLines: [ProgramWeekday: Int] = [:]
        for line in entry.body {
            switch line.content {
            case .programWeek(let week):
                let expected = program.weeks.count + 1
                let number = week.number.map { Int(min(max($0.value, 0), 1_000_000)) } ?? expected
                if let written = week.number, number != expected || !written.isWhole {
                    report(AnalysisDiagnostics.weekOutOfOrder(found: number, expected: expected, written.range))
                }
                program.weeks.append(ProgramWeek(
                    weekNumber: expected, name: week.name.map { tree.source.text($0.textRange) },
                    phaseTag: week.phase.flatMap { ProgramPhaseTag(rawValue: $0.rawValue) },
                    intensityModifier: week.intensity.map { $0.percent.value / 100 } ?? 1,
                    volumeModifier: week.volume.map { $0.percent.value / 100 } ?? 1))
                dayLines = [:]
            case .programDay(let day):
                guard !program.weeks.isEmpty else {
                    report(AnalysisDiagnostics.dayWithoutWeek(day.dayRange))
                    continue
                }
                let weekNumber = program.weeks.count
                if let first = dayLines[day.day] {
                    let place = AnalysisDiagnostics.place(file: nil, line: firstLines[fileIndex] + first + 1)
                    report(AnalysisDiagnostics.duplicateDay(tree.source.text(day.dayRange), week: weekNumber, first: place, day.dayRange))
                    continue
                }
                dayLines[day.day] = line.line
                guard let template = day.template, let weekday = Weekday(rawValue: day.day.rawValue) else { continue }
                let templateName = tree.source.text(template.textRange)
                programDayTemplates.append((fileIndex, templateName, template.range))
                program.weeks[weekNumber - 1].days.append(ProgramDay(
                    weekday: weekday, templateName: templateName, rpe: day.rpe?.value,
                    intensityModifier: day.intensity.map { $0.percent.value / 100 } ?? 1,
                    volumeModifier: day.volume.map { $0.percent.value / 100 } ?? 1,
                    note: Self.noteText(line.note, tree: tree)))
            default:
                continue
            }
        }
        programs.append(program)
    }

    /// Reports each program day whose template no file defines, suggesting the nearest name.
    mutating func checkProgramTemplates() {
        let names = sites.filter { $0.kind == .template }.map(\.name)
        let defined = Set(names.map(SearchText.key))
        for day in programDayTemplates where !defined.contains(SearchText.key(day.name)) {
            let nearest = Suggestions.nearest(to: day.name, in: names)
            diagnostics[day.fileIndex].append(AnalysisDiagnostics.unknownTemplate(day.name, nearest: nearest, day.range))
        }
    }

    /// A note after `#`, without the `#` and the spaces around it.
    static func noteText(_ range: TextRange?, tree: SyntaxTree) -> String? {
        guard let range else { return nil }
        var value = Substring(tree.source.text(range))
        if value.hasPrefix("#") { value = value.dropFirst() }
        let trimmed = value.trimmingSpaces
        return trimmed.isEmpty ? nil : trimmed
    }
}
