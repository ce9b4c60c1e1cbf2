import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover on planning (LANGUAGE.md §7): training maxes, programs and their starts, the
/// program day a workout carries out, and `%` sets.
extension HoverWriter {
    /// `2026-11-01 max Bench Press 120kg`: the exercise's training maxes up to this one.
    func trainingMaxHistory(_ name: NameSyntax) -> String? {
        guard let exercise = snapshot.definitions.exercises.exercise(named: file.tree.source.text(name.textRange)) else { return nil }
        let key = SearchText.key(exercise.name)
        let maxes = history.trainingMaxes.filter { SearchText.key($0.exercise) == key }
        guard !maxes.isEmpty else { return nil }
        var lines = [say(HoverMessages.trainingMaxTitle, ["exercise": .text(exercise.name)])]
        lines.append(maxes.map { "\($0.date): \(load($0.weight))" }.joined(separator: " · "))
        if let current = maxes.last(where: { $0.date <= snapshot.settings.today }) {
            lines.append(say(HoverMessages.trainingMaxCurrent, ["date": .text(current.date.description), "load": .text(load(current.weight))]))
        }
        return lines.joined(separator: "\n\n")
    }

    /// A program's weeks, and where the athlete of this file is in it today.
    func programSummary(_ program: TrainingProgram) -> String {
        let weeks = count(program.durationWeeks, HoverMessages.weeksOne, HoverMessages.weeksOther)
        var lines = [say(HoverMessages.programTitle, ["name": .text(program.name), "weeks": .text(weeks)])
            + [program.category?.rawValue, program.difficulty?.rawValue, program.progression?.rawValue].compactMap { $0 }.map { " · \($0)" }.joined()]
        for week in program.weeks {
            var text = say(HoverMessages.programWeek, ["number": .text(String(week.weekNumber))])
                + (week.name.map { " \"\($0)\"" } ?? "") + (week.phaseTag.map { " \($0.rawValue)" } ?? "")
            if week.intensityModifier != 1 {
                text += " · " + say(HoverMessages.programIntensity, ["percent": .text(percent(week.intensityModifier * 100, decimals: 1))])
            }
            if week.volumeModifier != 1 {
                text += " · " + say(HoverMessages.programVolume, ["percent": .text(percent(week.volumeModifier * 100, decimals: 1))])
            }
            text += ": " + week.days.map { "\(DomainWords.weekday($0.weekday, in: language)) \($0.templateName)" }.joined(separator: ", ")
            lines.append(text)
        }
        lines.append(programStatus(program))
        if let note = program.note { lines.append(say(HoverMessages.note, ["note": .text(note)])) }
        return lines.joined(separator: "\n\n")
    }

    /// "You are in week 2 of 4 (started 2026-11-16)", "finished", or not started.
    private func programStatus(_ program: TrainingProgram) -> String {
        let weeks = MessageArgument.text(String(program.durationWeeks))
        switch ProgramProgress(program, snapshot: snapshot, fileIndex: fileIndex) {
        case .notFollowed:
            return say(HoverMessages.programNotFollowed, ["today": .text(snapshot.settings.today.description), "name": .text(program.name)])
        case .inWeek(let week, let start):
            return say(HoverMessages.programInWeek, ["week": .text(String(week)), "weeks": weeks, "date": .text(start.description)])
        case .finished(let start):
            return say(program.durationWeeks == 1 ? HoverMessages.programFinishedOneWeek : HoverMessages.programFinished,
                       ["weeks": weeks, "date": .text(start.description)])
        }
    }

    /// "Program Wave 5-3-1 — week 2 of 4 · thu · Lower A", planned against done (`done`, the
    /// workout's totals), each line followed by a blank line; nothing for a workout of no
    /// program day.
    ///
    /// Figures and words are written where their placeholders are, with no string made for
    /// each: a full analysis hovers every workout of a program.
    func appendProgramDay(_ workout: borrowing Workout, done: WorkoutTotals, to text: inout TextBuilder) {
        guard let day = snapshot.programDay(of: workout, inFile: fileIndex) else { return }
        let language = language
        text.append(HoverMessages.programDay, in: language) { name, buffer in
            switch name {
            case "program": buffer.append(day.program.name)
            case "week": Format.appendInteger(day.weekNumber, to: &buffer)
            case "weeks": Format.appendInteger(day.program.durationWeeks, to: &buffer)
            case "weekday": buffer.append(Self.weekdayWords[day.day.weekday.index].template(in: language))
            case "template": buffer.append(day.day.templateName)
            default: return false
            }
            return true
        }
        text += "\n\n"
        if let planned = SuggestedLoads.plannedFigures(for: day, in: snapshot, ofFile: fileIndex) {
            let unit = unit
            text.append(HoverMessages.programDayFigures, in: language) { name, buffer in
                switch name {
                case "plannedSets": appendSets(planned.sets, to: &buffer)
                case "plannedVolume": Format.appendLoad(planned.volume, unit: unit, language: language, to: &buffer)
                case "doneSets": appendSets(done.completedSets, to: &buffer)
                case "doneVolume": Format.appendLoad(done.volume, unit: unit, language: language, to: &buffer)
                default: return false
                }
                return true
            }
            text += "\n\n"
        }
    }

    /// Each weekday's word by ``Weekday/index``: found by place, not by hashing the weekday.
    static let weekdayWords: [MessageKey] = Weekday.allCases.map { DomainWords.weekdayKeys[$0]! }

    /// "1 set", "3 sets" (``count(_:_:_:)`` of ``HoverMessages/setsOne``) written into `buffer`.
    private func appendSets(_ count: Int, to buffer: inout UTF8Buffer) {
        (count == 1 ? HoverMessages.setsOne : HoverMessages.setsOther).append(in: language, to: &buffer) { name, buffer in
            guard name == "count" else { return false }
            Format.appendInteger(count, to: &buffer)
            return true
        }
    }

    /// "75 % of your training max 120 kg (2026-11-01) = 90 kg".
    func percentLine(_ set: WorkoutSet, exercise: Exercise, on date: LocalDate) -> String? {
        guard let percent = set.percentOfMax else { return nil }
        guard let max = snapshot.trainingMax(of: exercise, on: date, ofFile: fileIndex) else {
            return say(HoverMessages.percentNoMax, ["percent": .text(self.percent(percent, decimals: 1)), "exercise": .text(exercise.name),
                                                    "date": .text(date.description)])
        }
        return say(HoverMessages.percentOfMax, ["percent": .text(self.percent(percent, decimals: 1)), "max": .text(load(max.weight)),
                                                "date": .text(max.date.description), "load": .text(load(set.weight))])
    }
}
