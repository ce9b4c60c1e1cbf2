import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Completion for planning (LANGUAGE.md §7): the day's workout of the athlete's program
/// after a date, and program names after `program `.
extension CompletionBuilder {
    /// After `DATE `, when the athlete's program has a day on that date: the whole workout
    /// with suggested loads (§7.5), first in the list.
    mutating func addProgramDay(on date: LocalDate, typed: TextRange) {
        guard let day = snapshot.scheduledDay(ofFile: fileIndex, on: date),
              let workout = SuggestedLoads.workout(for: day, in: snapshot, ofFile: fileIndex) else { return }
        let text = SuggestedWorkoutText.entry(workout, unit: unit, lineBreak: file.tree.lineBreak)
        let weeks = day.program.durationWeeks
        var candidate = CompletionCandidate(
            label: "lifting \(workout.templateName)", kind: .snippet,
            detail: say(CompletionMessages.programDay, ["program": .text(day.program.name), "week": .text(String(day.weekNumber)),
                                                        "weeks": .text(String(weeks)), "weekday": .text(DomainWords.weekday(day.day.weekday, in: language))]),
            documentation: say(CompletionMessages.programDayDocumentation, ["date": .text(date.description), "code": .text("\(date) \(text)")]),
            insertText: String(text.dropLast(file.tree.lineBreak.count)), replaceRange: typed)
        candidate.preselect = true
        append(candidate)
    }

    /// After `DATE program `: the workspace's programs, `none` (`yok` once typed), then the preset programs (taking
    /// one adds its definitions at the end of the file).
    mutating func addProgramNames(typed: TextRange) {
        let query = SearchText(typedText(typed))
        let defined = snapshot.definitions.programsByName.values.sorted { $0.name < $1.name }
        for program in defined where FuzzyMatcher.score(query, SearchText(program.name)) != nil {
            append(CompletionCandidate(label: program.name, kind: .value,
                                       detail: LocalizedText.count(program.durationWeeks, one: HoverMessages.weeksOne, other: HoverMessages.weeksOther)
                                        .text(in: language),
                                       replaceRange: typed))
        }
        if FuzzyMatcher.score(query, SearchText(Keywords.noProgram)) != nil {
            append(CompletionCandidate(label: Keywords.noProgram, kind: .keyword, detail: say(CompletionMessages.noProgram), replaceRange: typed))
        }
        if !turkishWords([(Keywords.turkishNoProgram, Keywords.noProgram)], typed: typed).isEmpty {
            append(CompletionCandidate(label: Keywords.turkishNoProgram, kind: .keyword, detail: say(CompletionMessages.noProgram),
                                       replaceRange: typed))
        }
        let source = file.tree.source
        let endsWithNewline = source.count > 0 && source.bytes[source.count - 1] == UInt8(ascii: "\n")
        for preset in ProgramPresets.all where snapshot.definitions.program(named: preset.name) == nil
            && FuzzyMatcher.score(query, SearchText(preset.name)) != nil {
            var candidate = CompletionCandidate(
                label: preset.name, kind: .snippet, detail: say(CompletionMessages.presetProgram, ["summary": .text(preset.summary(in: language))]),
                documentation: say(CompletionMessages.presetProgramDocumentation, ["description": .text(preset.description(in: language))]),
                replaceRange: typed)
            candidate.additionalEdits = [ExerciseFixes.appendAtEnd(preset.text(in: language), fileEnd: source.count, endsWithNewline: endsWithNewline)]
            append(candidate)
        }
    }
}
