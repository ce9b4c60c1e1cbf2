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
        // The tree alone, read from the file's tree holder: going through `FileAnalysis.tree`
        // copied the whole file's analysis (every array retained and released), and a full
        // analysis hovers every header.
        let tree = snapshot.files[fileIndex].trees.tree
        guard let entry = tree.entry(at: min(max(0, offset), tree.source.count)) else { return nil }
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
    /// "85 %" in English, "%85" in Turkish (``DomainWords/percent(_:decimals:in:)``).
    func percent(_ value: Double, decimals: Int = 0) -> String {
        DomainWords.percentKey.text(in: language, ["percent": .number(value, decimals: decimals)])
    }

    func appendPercent(_ value: Double, decimals: Int = 0, to text: inout TextBuilder) {
        text.append(percent: value, decimals: decimals, in: language)
    }

    /// A message of ``HoverMessages`` in the hover's language: the arguments are looked up in
    /// the order written, with no dictionary made for them (a hover says dozens of messages).
    func say(_ key: MessageKey, _ arguments: KeyValuePairs<String, MessageArgument> = [:]) -> String {
        key.text(in: language, arguments)
    }

    /// "1 set", "3 sets": the form of a count (``LocalizedText/count(_:one:other:)``).
    func count(_ count: Int, _ one: MessageKey, _ other: MessageKey) -> String {
        say(count == 1 ? one : other, ["count": .text(String(count))])
    }

    /// The lowered workout of this entry and its place in the history.
    var workout: (lowered: LoweredWorkout, reference: WorkoutReference)? {
        // Through the models' box: reading `lowered` copies the file's analysis, every array in it.
        let models = snapshot.files[fileIndex].models.boxed
        guard let index = models.file.workouts.index(startingAt: entry.range.lowerBound, by: { $0.entryRange }) else { return nil }
        return (models.file.workouts[index], WorkoutReference(file: fileIndex, index: index))
    }

    func header() -> HoverResult? {
        let range = entry.headerRange
        switch entry.header {
        case .lifting:
            return liftingSummary().map { HoverResult(markdown: $0, range: range) }
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

    /// The summary of this entry's workout, nil when it was not lowered.
    private func liftingSummary() -> String? {
        // The workout read where the models' box holds it: a copy (``workout``) retained and
        // released every field of it.
        let models = snapshot.files[fileIndex].models.boxed
        guard let index = models.file.workouts.index(startingAt: entry.range.lowerBound, by: { $0.entryRange }) else { return nil }
        return models.file.workouts.withUnsafeBufferPointer { liftingSummary(of: $0[index].workout) }
    }

    /// The program day a workout carries out, if any, then its totals: written into one
    /// ``TextBuilder`` (a full analysis hovers every workout of a long log). Figures and words
    /// are written where their placeholders are, with no string made for each.
    private func liftingSummary(of workout: borrowing Workout) -> String {
        let totals = WorkoutTotals(workout, bodyweight: history.bodyweight(on: workout.date))
        let language = language
        var text = TextBuilder(capacity: 512)
        appendProgramDay(workout, done: totals, to: &text)
        text += "**"
        if let title = workout.title { text += title } else { text.append(HoverMessages.untitledWorkout, in: language) }
        text += " — "
        text.append(workout.date)
        if let time = workout.time {
            text += " "
            text.append(time)
        }
        text += "**"
        if workout.duration > 0 {
            text += "\n\n"
            let duration = workout.duration
            text.append(HoverMessages.duration, in: language) { name, buffer in
                guard name == "duration" else { return false }
                Format.appendDuration(duration, to: &buffer)
                return true
            }
        }
        text += "\n\n"
        appendCount(workout.exercises.count, HoverMessages.exercisesOne, HoverMessages.exercisesOther, to: &text)
        text += " · "
        appendCount(totals.completedSets, HoverMessages.setsDoneOne, HoverMessages.setsDoneOther, to: &text)
        if totals.plannedSets > 0 {
            text += " · "
            appendCounted(HoverMessages.planned, count: totals.plannedSets, to: &text)
        }
        text += " · "
        appendCounted(HoverMessages.reps, count: totals.reps, to: &text)
        text += " · "
        let unit = unit
        text.append(HoverMessages.volume, in: language) { name, buffer in
            guard name == "volume" else { return false }
            Format.appendLoad(totals.volume, unit: unit, language: language, to: &buffer)
            return true
        }
        if !totals.muscles.isEmpty {
            text += "\n\n"
            // The list written where its placeholder is, with no string made for it; each
            // muscle's word is its template (it has no placeholder).
            let words = Self.muscleWords
            text.append(HoverMessages.setsPerMuscle, in: language) { name, buffer in
                guard name == "muscles" else { return false }
                for (index, muscle) in totals.muscles.enumerated() {
                    if index > 0 { buffer.append(", " as StaticString) }
                    buffer.append(words[muscle.muscle.position].template(in: language))
                    buffer.append(UInt8(ascii: " "))
                    Format.appendInteger(muscle.sets, to: &buffer)
                }
                return true
            }
        }
        if let template = workout.templateName {
            text += "\n\n"
            appendText(template, as: "name", of: HoverMessages.template, to: &text)
        }
        if let notes = workout.notes {
            text += "\n\n"
            appendText(notes, as: "note", of: HoverMessages.note, to: &text)
        }
        return text.text
    }

    /// Each muscle's word by ``MuscleGroup/position``: found by index, not by hashing the
    /// muscle's name, as a hover names every muscle a workout trains.
    static let muscleWords: [MessageKey] = MuscleGroup.allCases.map { DomainWords.muscleKeys[$0]! }

    /// `key` with its one placeholder, `placeholder`, filled with `value` as written.
    func appendText(_ value: String, as placeholder: String, of key: MessageKey, to text: inout TextBuilder) {
        text.append(key, in: language) { name, buffer in
            guard name == placeholder else { return false }
            buffer.append(value)
            return true
        }
    }

    /// ``count(_:_:_:)`` written into `text`.
    func appendCount(_ count: Int, _ one: MessageKey, _ other: MessageKey, to text: inout TextBuilder) {
        appendCounted(count == 1 ? one : other, count: count, to: &text)
    }

    /// `key` with its `{count}` placeholder written in place (no string made for the count).
    func appendCounted(_ key: MessageKey, count: Int, to text: inout TextBuilder) {
        text.append(key, in: language) { name, buffer in
            guard name == "count" else { return false }
            Format.appendInteger(count, to: &buffer)
            return true
        }
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
        // Through the buffer, so each probe reads one field in place instead of copying the
        // element (a lowered meal or workout, with every array in it retained).
        withUnsafeBufferPointer { buffer -> Int? in
            var low = 0
            var high = buffer.count - 1
            while low <= high {
                let mid = (low + high) / 2
                let found = start(buffer[mid]).lowerBound
                if found == offset { return mid }
                if found < offset { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        }
    }
}
