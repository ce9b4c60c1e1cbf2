import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Cardio and metcon workouts: the quick logs of LANGUAGE.md §3.2–§3.3.
extension Lowerer {
    /// Written pace may differ from distance ÷ duration by this much before it is a warning.
    static let paceTolerance = 0.05

    mutating func lowerCardio(
        _ entry: EntrySyntax, type: TextRange?, distance: DistanceSyntax?, duration: DurationSyntax?, pace: PaceSyntax?
    ) {
        let date = modelDate(entry) ?? LocalDate(year: 1970, month: 1, day: 1)
        let properties = properties(entry)
        reportUnknownProperties(entry)
        var cardioType: CardioType?
        if let type {
            let word = text(type).lowercased()
            cardioType = Keywords.cardioType(named: word).flatMap(CardioType.init(rawValue:))
            if cardioType == nil { report(AnalysisDiagnostics.unknownCardioType(text(type), type)) }
        } else {
            report(AnalysisDiagnostics.cardioTypeMissing(entry.keyword ?? entry.headerRange))
        }
        var distance = distance
        var duration = duration
        var pace = pace
        if case .distance(let written)? = properties[.distance]?.value { distance = written }
        if case .duration(let written)? = properties[.duration]?.value { duration = written }
        if case .pace(let written)? = properties[.pace]?.value { pace = written }
        if let distance, distance.kilometres <= 0 {
            report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.distance, found: text(distance.range), distance.range))
        } else if let distance {
            checkPlausible(distance.kilometres, .distance, what: AnalysisMessages.Subject.distance, range: distance.range)
        }
        let kilometres = distance.map { PlausibleRange.distance.clamped($0.kilometres) }
        let seconds = checkDuration(duration, what: AnalysisMessages.Subject.duration)
        if let pace, pace.secondsPerKilometre <= 0 {
            report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.pace, found: text(pace.range), pace.range))
        }
        var quickLog = QuickLogData(cardioType: cardioType, distanceKm: kilometres, duration: seconds)
        quickLog.paceMinPerKm = pace.map { $0.secondsPerKilometre / 60 } ?? quickLog.derivedPace
        if let pace, let derived = QuickLogData(distanceKm: kilometres, duration: seconds).derivedPace,
           pace.secondsPerKilometre > 0 {
            let written = pace.secondsPerKilometre / 60
            if abs(written - derived) / derived > Self.paceTolerance {
                report(AnalysisDiagnostics.paceMismatch(written: Format.pace(minutesPerKm: written),
                                                        derived: Format.pace(minutesPerKm: derived), pace.range))
            }
        }
        let notes = textValue(properties[.note], what: AnalysisMessages.Subject.workoutNote, limit: 500) ?? noteText(entry.note)
        let workout = Workout(
            date: date, time: modelTime(entry), type: .cardio, duration: seconds ?? 0, notes: notes,
            quickLog: quickLog, source: location(entry)
        )
        guard modelDate(entry) != nil else { return }  // checked, but an entry without a real date has no model
        output.workouts.append(LoweredWorkout(
            workout: workout, fileIndex: fileIndex, entryRange: entry.range, headerRange: entry.headerRange,
            keywordRange: entry.keyword ?? entry.headerRange, exercises: []
        ))
    }

    mutating func lowerMetcon(
        _ entry: EntrySyntax, type: TextRange?, duration: DurationSyntax?, rounds: NumberSyntax?, result: NameSyntax?
    ) {
        let date = modelDate(entry) ?? LocalDate(year: 1970, month: 1, day: 1)
        let properties = properties(entry)
        reportUnknownProperties(entry)
        var metconType: MetconType?
        if let type {
            let word = text(type).lowercased()
            metconType = MetconTypeWord.matching(word).flatMap { MetconType(rawValue: $0.spelling) }
            if metconType == nil { report(AnalysisDiagnostics.unknownMetconType(text(type), type)) }
        } else {
            report(AnalysisDiagnostics.metconTypeMissing(entry.keyword ?? entry.headerRange))
        }
        var duration = duration
        if case .duration(let written)? = properties[.duration]?.value { duration = written }
        let seconds = checkDuration(duration, what: AnalysisMessages.Subject.duration)
        var roundCount = rounds
        if case .quantity(let written)? = properties[.rounds]?.value { roundCount = written.number }
        if let roundCount, roundCount.value <= 0 || !roundCount.isWhole {
            report(AnalysisDiagnostics.notPositive(AnalysisMessages.Subject.rounds, found: text(roundCount.range), roundCount.range))
        }
        var resultText = result.map { text($0.textRange) }
        if let result { checkLength(resultText!, what: AnalysisMessages.Subject.result, limit: 200, range: result.range) }
        if let written = textValue(properties[.result], what: AnalysisMessages.Subject.result, limit: 200) { resultText = written }
        let notes = textValue(properties[.note], what: AnalysisMessages.Subject.workoutNote, limit: 500) ?? noteText(entry.note)
        let items = lowerExerciseItems(entry)
        let quickLog = QuickLogData(
            metconType: metconType, duration: seconds, rounds: roundCount.map { Self.wholeCount($0.value) }, result: resultText
        )
        let workout = Workout(
            date: date, time: modelTime(entry), type: .metcon, duration: seconds ?? 0, notes: notes,
            exercises: items.models, quickLog: quickLog, source: location(entry)
        )
        guard modelDate(entry) != nil else { return }  // checked, but an entry without a real date has no model
        output.workouts.append(LoweredWorkout(
            workout: workout, fileIndex: fileIndex, entryRange: entry.range, headerRange: entry.headerRange,
            keywordRange: entry.keyword ?? entry.headerRange, exercises: items.ranges
        ))
    }
}
