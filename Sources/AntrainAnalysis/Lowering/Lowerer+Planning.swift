import AntrainModel
import AntrainSyntax

/// Training maxes and program starts (LANGUAGE.md §7.2, §7.4); program definitions are
/// read by ``DefinitionCollector``, since every file may follow them.
extension Lowerer {
    /// `DATE max EXERCISE LOAD`: the exercise resolves as a set's does (unknown names warn).
    mutating func lowerTrainingMax(_ entry: EntrySyntax, exercise name: NameSyntax?, load: QuantitySyntax?) {
        reportUnknownProperties(entry)
        guard let name, let load else { return }
        let exercise = resolveExercise(name).value
        let loadUnit = load.unit.flatMap(WeightUnit.init(written:)) ?? unit
        guard load.number.value > 0 else {
            report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.trainingMax, found: text(load.range), load.range))
            return
        }
        let kilograms = loadUnit.toKilograms(load.number.value)
        guard checkPlausible(kilograms, .load, what: AnalysisMessages.Subject.trainingMax, range: load.range, unit: loadUnit),
              let date = modelDate(entry) else { return }
        output.trainingMaxes.append(LoweredTrainingMax(
            trainingMax: TrainingMax(date: date, exercise: exercise.name, weight: kilograms,
                                     source: location(entry)),
            fileIndex: fileIndex, entryRange: entry.range))
    }

    /// `DATE program NAME` (the name must be a program's) or `DATE program none`.
    mutating func lowerProgramStart(_ entry: EntrySyntax, target: ProgramStartTarget?) {
        reportUnknownProperties(entry)
        guard let target else { return }
        var programName: String?
        if case .program(let name) = target {
            let written = text(name.textRange)
            if let program = definitions.program(named: written) {
                programName = program.name
            } else {
                let nearest = Suggestions.nearest(to: written, in: definitions.programs.map(\.name))
                report(AnalysisDiagnostics.unknownProgram(written, nearest: nearest, name.range))
                programName = written
            }
        }
        guard let date = modelDate(entry) else { return }
        output.programStarts.append(LoweredProgramStart(
            start: ProgramStart(date: date, programName: programName, source: location(entry)),
            fileIndex: fileIndex, entryRange: entry.range))
    }

    /// `template: NAME` in a lifting entry must name a template (LANGUAGE.md §7.6).
    mutating func checkTemplateProperty(_ property: PropertySyntax?) {
        guard let property, case .text(let range) = property.value else { return }
        let written = text(range)
        guard definitions.template(named: written) == nil else { return }
        let nearest = Suggestions.nearest(to: written, in: definitions.templateNames)
        report(AnalysisDiagnostics.unknownTemplate(written, nearest: nearest, range))
    }
}
