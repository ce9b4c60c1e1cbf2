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
    public static func hover(in snapshot: WorkspaceSnapshot, fileIndex: Int, offset: Int) -> HoverResult? {
        let file = snapshot.files[fileIndex]
        guard let entry = file.tree.entry(at: min(max(0, offset), file.tree.source.count)) else { return nil }
        let writer = HoverWriter(snapshot: snapshot, fileIndex: fileIndex, entry: entry)
        if entry.headerRange.touches(offset) { return writer.header() }
        for line in entry.body where line.range.contains(offset) || line.range.upperBound == offset {
            switch line.content {
            case .exercise(let item):
                if item.name.range.touches(offset) { return writer.exercise(item) }
                return writer.set(at: offset)
            case .food(let item):
                return writer.food(item, line: line)
            case .property(let property):
                if entry.kind == .profile { return writer.profileGoals(range: property.range) }
                return nil
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

    var file: FileAnalysis { snapshot.files[fileIndex] }
    var unit: WeightUnit { snapshot.displayUnit(ofFile: fileIndex) }
    /// The history of this file's athlete: figures never mix two athletes.
    var history: TrainingHistory { snapshot.history(ofFile: fileIndex) }
    var profile: UserProfile { snapshot.profile(ofFile: fileIndex) }
    var formula: OneRepMaxFormula { snapshot.settings.oneRepMaxFormula }

    func load(_ kilograms: Double) -> String { Format.load(kilograms, unit: unit) }

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
        case .exerciseDefinition(let name?):
            guard let exercise = snapshot.definitions.exercises.exercise(named: file.tree.source.text(name.textRange)) else { return nil }
            return HoverResult(markdown: libraryLine(exercise), range: range)
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
        var lines = ["**\(workout.title ?? "Lifting") — \(workout.date)\(workout.time.map { " \($0)" } ?? "")**"]
        if workout.duration > 0 { lines.append("Duration: \(Format.duration(workout.duration))") }
        lines.append("\(workout.exercises.count) exercise\(workout.exercises.count == 1 ? "" : "s") · \(completed) set\(completed == 1 ? "" : "s") done\(planned > 0 ? " · \(planned) planned" : "") · \(totals.reps) reps · volume \(load(totals.volume))")
        if !totals.setsPerMuscle.isEmpty {
            let muscles = totals.setsPerMuscle.sorted { ($1.value, $0.key.rawValue) < ($0.value, $1.key.rawValue) }
            lines.append("Working sets per muscle: " + muscles.map { "\($0.key.displayName) \($0.value)" }.joined(separator: ", "))
        }
        if let template = workout.templateName { lines.append("Template: \(template)") }
        if let notes = workout.notes { lines.append("Note: \(notes)") }
        return lines.joined(separator: "\n\n")
    }

    private func quickLogSummary(_ workout: Workout) -> String {
        guard let log = workout.quickLog else { return "" }
        var lines: [String] = []
        if workout.type == .cardio {
            lines.append("**Cardio: \(log.cardioType?.rawValue ?? "?") — \(workout.date)**")
            var figures: [String] = []
            if let distance = log.distanceKm { figures.append("distance \(Format.number(distance, decimals: 2)) km") }
            if let duration = log.duration { figures.append("duration \(Format.duration(duration))") }
            if let pace = log.paceMinPerKm { figures.append("pace \(Format.pace(minutesPerKm: pace))") }
            if let speed = log.speedKmPerHour { figures.append("speed \(Format.number(speed)) km/h") }
            lines.append(figures.joined(separator: " · "))
        } else {
            lines.append("**Metcon: \(log.metconType?.rawValue ?? "?") — \(workout.date)**")
            var figures: [String] = []
            if let duration = log.duration { figures.append("\(log.metconType == .fortime ? "time" : "duration") \(Format.duration(duration))") }
            if let rounds = log.rounds { figures.append("\(rounds) round\(rounds == 1 ? "" : "s")") }
            if !workout.exercises.isEmpty { figures.append("\(workout.exercises.count) movement\(workout.exercises.count == 1 ? "" : "s")") }
            lines.append(figures.joined(separator: " · "))
            if let result = log.result { lines.append("Result: \(result)") }
        }
        if let notes = workout.notes { lines.append("Note: \(notes)") }
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
