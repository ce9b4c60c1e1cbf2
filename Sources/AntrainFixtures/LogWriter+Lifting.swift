extension LogWriter {
    /// A lifting entry: header, leading properties, the session's exercises, trailing properties.
    mutating func writeLifting(_ session: Session, minute: Int?, durationMinutes: Int) {
        let mistake = drawMistake(for: .lifting)
        athlete.returnFromBreakIfNeeded()
        athlete.daysSinceLifting = 0
        writeLiftingHeader(session, minute: minute, durationMinutes: durationMinutes, mistake: mistake)
        for (position, lift) in chosenLifts(for: session).enumerated() {
            if writesComments, position > 0, random.chance(percent: 3) {
                startBodyLine("# ")
                text.append(random.element(of: FixtureVocabulary.bodyComments))
                text.endLine()
            }
            let sets = athlete.sets(for: lift, isMain: position == 0, random: &random)
            var planned: [SetSpec] = []
            if position == 0, isInFinalWeek, options.features.contains(.plannedSets), random.chance(percent: 40) {
                planned = Array(athlete.plannedSets(for: lift).prefix(1))
            }
            writeExercise(lift.name, sets: sets, planned: planned)
            if position == 0, let mistake { writeMistake(mistake, after: lift) }
        }
        if writesComments, random.chance(percent: 12) {
            startBodyLine("note: ")
            text.append(random.element(of: FixtureVocabulary.workoutNotes))
            text.endLine()
        }
        if random.chance(percent: 12) {
            startBodyLine("rpe: ")
            text.append(number: random.int(in: 6...9))
            text.endLine()
        }
    }

    /// `DATE [TIME] lifting [TITLE] [DURATION] [# note]`, then `template:` and `duration:`
    /// when they are written as properties instead.
    mutating func writeLiftingHeader(_ session: Session, minute: Int?, durationMinutes: Int?, mistake: LogGenerator.Mistake?) {
        indent = random.chance(percent: 8) ? 4 : 2
        if mistake == .unknownEntryKind { record(.unknownEntryKind) }
        writeDateAndTime(minute: minute)
        let keywordForm = random.chance(percent: 6)
        text.append(mistake == .unknownEntryKind ? " liftng" : keywordForm ? " lift" : " lifting")
        let linksTemplate = options.includeDefinitions && session.hasTemplate
        var writesTemplateProperty = false
        let titleForm = random.next(below: 100)
        if titleForm < 70 {
            text.append(byte: 0x20)
            text.append(session.title)
        } else if titleForm < 78 {
            text.append(" \"")
            text.append(session.title)
            text.append("\"")
        } else if titleForm < 88 {
            writesTemplateProperty = linksTemplate
        } else {
            text.append(byte: 0x20)
            text.append(random.element(of: FixtureVocabulary.workoutTitles))
            writesTemplateProperty = linksTemplate
        }
        let durationForm = random.next(below: 100)
        if let durationMinutes, durationForm < 55 {
            text.append(byte: 0x20)
            appendWorkoutDuration(minutes: durationMinutes)
        }
        if writesComments, random.chance(percent: 8) { writeTrailingNote(random.element(of: FixtureVocabulary.workoutNotes)) }
        text.endLine()
        if writesTemplateProperty {
            startBodyLine("template: ")
            text.append(session.title)
            text.endLine()
        }
        if let durationMinutes, durationForm >= 55, durationForm < 70 {
            startBodyLine("duration: ")
            appendWorkoutDuration(minutes: durationMinutes)
            text.endLine()
        }
    }

    /// The main lift, the core lifts, and some of the optional ones, in program order.
    mutating func chosenLifts(for session: Session) -> [Lift] {
        let plan = session.lifts
        var lifts = [plan.main] + plan.core
        for lift in plan.optional where lifts.count < plan.core.count + 4 && random.chance(percent: 55) {
            if options.includeDefinitions || !lift.isCustom { lifts.append(lift) }
        }
        return lifts
    }

    /// The planned session's exercise: the name, then every set as a `[ ]` line.
    mutating func writePlannedExercise(_ lift: Lift) {
        text.append(spaces: indent)
        text.append(lift.name)
        text.endLine()
        for set in athlete.plannedSets(for: lift) {
            writeSetLine([set], box: "[ ] ")
        }
    }

    /// `55min`, `1h05min`, `1h05`, `1:05:00`, `1h`.
    private mutating func appendWorkoutDuration(minutes: Int) {
        let form = random.next(below: 100)
        let style: DurationStyle
        if minutes < 60 || form < 35 {
            style = .minutes
        } else if form < 85 {
            style = .hoursAndMinutes
        } else if form < 93 {
            style = .compactHours
        } else {
            style = .clock
        }
        text.append(duration: minutes * 60, style: style)
    }

    /// The mistake that goes on a line of its own under the main lift.
    private mutating func writeMistake(_ mistake: LogGenerator.Mistake, after lift: Lift) {
        let work = athlete.lifts[lift.rawValue].work
        switch mistake {
        case .zeroReps, .rpeOutOfRange:
            record(mistake)
            text.append(spaces: indent * 2)
            text.append(tenths: work)
            text.append(mistake == .zeroReps ? "x0" : "x5 @11")
            text.endLine()
        case .unknownExercise:
            record(mistake)
            startBodyLine("Bench Pres: ")
            text.append(tenths: athlete.lifts[Lift.benchPress.rawValue].work)
            text.append("x5x3 @8")
            text.endLine()
        default:
            break
        }
    }
}
