import AntrainBasics
import AntrainModel
import AntrainSyntax

/// Hover content in plain terms: markdown and the range it is about.
public struct HoverResult: Sendable, Hashable {
    public var markdown: String
    public var range: TextRange
}

/// Hover by what is under the cursor (TOOLING.md §2): sets, exercises, headers, meals,
/// foods, bodyweight and profile goals, figures in the user's unit.
public enum HoverEngine {
    /// - Parameter language: the language to write in (``WorkspaceSnapshot/language(ofFile:fallback:)``).
    public static func hover(in snapshot: WorkspaceSnapshot, fileIndex: Int, offset: Int, language: Language = .en) -> HoverResult? {
        let file = snapshot.files[fileIndex]
        guard let entry = file.tree.entry(at: min(max(0, offset), file.tree.source.count)) else { return nil }
        let writer = HoverWriter(snapshot: snapshot, fileIndex: fileIndex, entry: entry, language: language)
        if entry.headerRange.touches(offset) { return writer.header() }
        for line in entry.body where line.range.contains(offset) || line.range.upperBound == offset {
            switch line.content {
            case .exercise(let item):
                if item.name.range.touches(offset), entry.kind == .template, let hover = writer.templateItem(item) { return hover }
                if item.name.range.touches(offset) { return writer.exercise(item) }
                return writer.set(at: offset)
            case .food(let item):
                return writer.food(item, line: line)
            case .measurements:
                return writer.measureSummary(range: line.contentRange)
            case .property(let property):
                if entry.kind == .profile { return writer.profileGoals(range: property.range) }
                return nil
            case .programDay(let day):
                return writer.programDayRules(day, range: day.range)
            default:
                return nil
            }
        }
        return nil
    }
}

/// Builds the markdown for one entry.
struct HoverWriter {
    let snapshot: WorkspaceSnapshot
    let fileIndex: Int
    let entry: EntrySyntax
    let language: Language

    var file: FileAnalysis { snapshot.files[fileIndex] }
    var unit: WeightUnit { snapshot.displayUnit(ofFile: fileIndex) }
    /// The history of this file's athlete: figures never mix two athletes.
    var history: TrainingHistory { snapshot.history(ofFile: fileIndex) }
    var profile: UserProfile { snapshot.profile(ofFile: fileIndex) }
    var formula: OneRepMaxFormula { snapshot.oneRepMaxFormula(ofFile: fileIndex) }

    func load(_ kilograms: Double) -> String { Format.load(kilograms, unit: unit, language: language) }
    /// A set as written: `105 kg × 5`, `BW+5 kg × 8 (84 kg)` (``Format/lift``).
    func lift(_ kilograms: Double, reps: Int, bodyweightOffset: Double?) -> String {
        Format.lift(kilograms, reps: reps, bodyweightOffset: bodyweightOffset, unit: unit, language: language)
    }
    func number(_ value: Double, decimals: Int = 1) -> String { Format.number(value, decimals: decimals, language: language) }
    func percent(_ value: Double, decimals: Int = 0) -> String { DomainWords.percent(value, decimals: decimals, in: language) }

    /// A message of ``HoverMessages`` in the hover's language.
    func say(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
        LocalizedText(key, arguments).text(in: language)
    }

    /// "1 set", "3 sets": the form of a count.
    func count(_ count: Int, _ one: MessageKey, _ other: MessageKey) -> String {
        LocalizedText.count(count, one: one, other: other).text(in: language)
    }

    /// The lowered workout of this entry and its place in the history.
    var workout: (lowered: LoweredWorkout, reference: WorkoutReference)? {
        guard let index = file.lowered.workouts.index(startingAt: entry.range.lowerBound, by: { $0.entryRange }) else {
            return nil
        }
        return (file.lowered.workouts[index], WorkoutReference(file: fileIndex, index: index))
    }

    func header() -> HoverResult? {
        let range = entry.headerRange
        switch entry.header {
        case .lifting:
            return workout.map { found in
                let program = programDayLines(found.lowered, reference: found.reference)
                return HoverResult(markdown: (program + [liftingSummary(found.lowered)]).joined(separator: "\n\n"), range: range)
            }
        case .trainingMax(let name?, _):
            return trainingMaxHistory(name).map { HoverResult(markdown: $0, range: range) }
        case .programDefinition(let name?):
            return snapshot.definitions.program(named: file.tree.source.text(name.textRange)).map { HoverResult(markdown: programSummary($0), range: range) }
        case .programStart(.program(let name)?):
            return snapshot.definitions.program(named: file.tree.source.text(name.textRange)).map { HoverResult(markdown: programSummary($0), range: range) }
        case .cardio, .metcon: return workout.map { HoverResult(markdown: quickLogSummary($0.lowered.workout), range: range) }
        case .meal: return mealSummary().map { HoverResult(markdown: $0, range: range) }
        case .bodyweight: return bodyweightSummary().map { HoverResult(markdown: $0, range: range) }
        case .profile: return profileGoals(range: range)
        case .measure: return measureSummary(range: range)
        case .exerciseDefinition(let name?):
            guard let exercise = snapshot.definitions.exercises.exercise(named: file.tree.source.text(name.textRange)) else { return nil }
            return HoverResult(markdown: libraryLine(exercise), range: range)
        case .recipeDefinition(let name?):
            return recipeSummary(file.tree.source.text(name.textRange)).map { HoverResult(markdown: $0, range: range) }
        case .foodDefinition(let name?):
            guard let food = snapshot.definitions.foods.food(named: file.tree.source.text(name.textRange)) else { return nil }
            return HoverResult(markdown: foodFacts(food), range: range)
        default: return nil
        }
    }

    private func liftingSummary(_ lowered: LoweredWorkout) -> String {
        let workout = lowered.workout
        let totals = WorkoutTotals(workout, bodyweight: history.bodyweight(on: workout.date))
        let (completed, planned) = (totals.completedSets, totals.plannedSets)
        var lines = ["**\(workout.title ?? say(HoverMessages.untitledWorkout)) — \(workout.date)\(workout.time.map { " \($0)" } ?? "")**"]
        if workout.duration > 0 { lines.append(say(HoverMessages.duration, ["duration": .text(Format.duration(workout.duration))])) }
        var figures = [count(workout.exercises.count, HoverMessages.exercisesOne, HoverMessages.exercisesOther),
                       count(completed, HoverMessages.setsDoneOne, HoverMessages.setsDoneOther)]
        if planned > 0 { figures.append(say(HoverMessages.planned, ["count": .text(String(planned))])) }
        figures.append(say(HoverMessages.reps, ["count": .text(String(totals.reps))]))
        figures.append(say(HoverMessages.volume, ["volume": .text(load(totals.volume))]))
        lines.append(figures.joined(separator: " · "))
        if !totals.setsPerMuscle.isEmpty {
            let muscles = totals.setsPerMuscle.sorted { ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue) }
            let text = muscles.map { "\(DomainWords.muscle($0.key, in: language)) \($0.value)" }.joined(separator: ", ")
            lines.append(say(HoverMessages.setsPerMuscle, ["muscles": .text(text)]))
        }
        if let template = workout.templateName { lines.append(say(HoverMessages.template, ["name": .text(template)])) }
        if let notes = workout.notes { lines.append(say(HoverMessages.note, ["note": .text(notes)])) }
        return lines.joined(separator: "\n\n")
    }

    private func quickLogSummary(_ workout: Workout) -> String {
        guard let log = workout.quickLog else { return "" }
        var lines: [String] = []
        if workout.type == .cardio {
            lines.append(say(HoverMessages.cardioTitle, ["type": .text(log.cardioType?.rawValue ?? "?"), "date": .text(workout.date.description)]))
            var figures: [String] = []
            if let distance = log.distanceKm { figures.append(say(HoverMessages.distance, ["distance": .text(number(distance, decimals: 2))])) }
            if let duration = log.duration { figures.append(say(HoverMessages.cardioDuration, ["duration": .text(Format.duration(duration))])) }
            if let pace = log.paceMinPerKm { figures.append(say(HoverMessages.pace, ["pace": .text(Format.pace(minutesPerKm: pace))])) }
            if let speed = log.speedKmPerHour { figures.append(say(HoverMessages.speed, ["speed": .text(number(speed))])) }
            lines.append(figures.joined(separator: " · "))
        } else {
            lines.append(say(HoverMessages.metconTitle, ["type": .text(log.metconType?.rawValue ?? "?"), "date": .text(workout.date.description)]))
            var figures: [String] = []
            if let duration = log.duration {
                let key = log.metconType == .fortime ? HoverMessages.metconTime : HoverMessages.cardioDuration
                figures.append(say(key, ["duration": .text(Format.duration(duration))]))
            }
            if let rounds = log.rounds { figures.append(count(rounds, HoverMessages.roundsOne, HoverMessages.roundsOther)) }
            if !workout.exercises.isEmpty { figures.append(count(workout.exercises.count, HoverMessages.movementsOne, HoverMessages.movementsOther)) }
            lines.append(figures.joined(separator: " · "))
            if let result = log.result { lines.append(say(HoverMessages.result, ["result": .text(result)])) }
        }
        if let notes = workout.notes { lines.append(say(HoverMessages.note, ["note": .text(notes)])) }
        return lines.joined(separator: "\n\n")
    }
}

extension Array {
    /// The index of the element whose range (`start`) begins at `offset`, by binary search: lowered
    /// entries are in file order, so hover needs no scan of a long log.
    @inline(__always)
    func index(startingAt offset: Int, by start: (Element) -> TextRange) -> Int? {
        // A closure, not a key path: applying a key path to a generic element costs more than
        // the whole search, and a hover over every header of a large log does this per header.
        var low = 0
        var high = count - 1
        while low <= high {
            let mid = (low + high) / 2
            let found = start(self[mid]).lowerBound
            if found == offset { return mid }
            if found < offset { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }
}
