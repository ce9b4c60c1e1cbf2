import AntrainAnalysis
import AntrainModel
import AntrainBasics
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes an imported log as `.antrain` text in canonical form (what `antrain fmt` writes):
/// definitions first, then workouts and meals in time order.
///
/// Every set is kept: identical consecutive sets are written once with a count
/// (`100x5x3`), a set's time or distance that no set form holds goes into its note, and a
/// note too long for a `note:` stays as comment lines.
struct ImportWriter {
    /// The unit plain loads mean in the destination log; loads in the other unit carry it.
    let logUnit: WeightUnit
    var output = ""
    var counts = WrittenCounts()

    init(logUnit: WeightUnit) { self.logUnit = logUnit }

    mutating func writeComment(_ text: String) {
        output += "# \(text)\n"
    }

    mutating func writeDefinition(_ exercise: Exercise, comment: String? = nil) {
        separate()
        if let comment { output += "# \(comment)\n" }
        output += "exercise \(exercise.name)\n"
        output += "  category: \(exercise.category.rawValue)\n"
        output += "  muscles: \(exercise.muscleGroups.map(\.rawValue).joined(separator: ", "))\n"
        output += "  equipment: \(exercise.equipment.rawValue)\n"
        let aliases = exercise.aliases.filter { !$0.contains(",") && !$0.contains("#") }
        if !aliases.isEmpty { output += "  aliases: \(aliases.joined(separator: ", "))\n" }
        counts.definitions += 1
    }

    /// One entry per workout, so an import keeps the number of workouts: a `cardio` entry
    /// for a workout of one cardio set (a run, a ride), else a lifting entry, where cardio
    /// sets are time sets with their distance in the note (`Cycling: 10:00 # 3 km`).
    mutating func write(_ workout: ImportedWorkout, exercises: [MappedExercise]) {
        if let type = Self.cardioType(of: workout, exercises) {
            writeCardio(workout.items[0].sets[0], workout: workout, type: type, appName: workout.items[0].writtenName)
        } else {
            writeLifting(workout, items: Array(workout.items.indices), exercises: exercises)
        }
    }

    /// The cardio type when the workout is written as a `cardio` entry: one item of a cardio
    /// exercise, with one set of distance or time and neither reps nor load.
    static func cardioType(of workout: ImportedWorkout, _ exercises: [MappedExercise]) -> CardioType? {
        guard workout.items.count == 1, workout.items[0].sets.count == 1, let type = exercises[0].cardioType else { return nil }
        let set = workout.items[0].sets[0]
        return (set.reps ?? 0) == 0 && set.load == nil ? type : nil
    }

    private mutating func writeLifting(_ workout: ImportedWorkout, items: [Int], exercises: [MappedExercise]) {
        separate()
        var header = "\(workout.key.date)"
        if let time = workout.key.time { header += " \(time)" }
        header += " lifting"
        if let title = workout.key.title { header += " " + Self.title(title) }
        var notes = workout.notes
        if let duration = workout.duration, LongDurations.isImplausible(duration) {
            notes = [LongDurations.note(duration), notes].compactMap { $0 }.joined(separator: "; ")
            counts.longDurations += 1
        } else if let duration = workout.duration, duration.rounded() >= 1 {
            // A header's duration takes seconds (`45s`, `1:02:05`): a short session keeps its figure.
            header += " " + Self.workoutDuration(duration)
        }
        output += header + "\n"
        if let notes { writeNote(notes, property: "note", limit: 500, indent: "  ") }
        var previousSuperset: String?
        for index in items {
            let item = workout.items[index]
            let joins = item.superset != nil && item.superset == previousSuperset
            previousSuperset = item.superset
            writeItem(item, exercise: exercises[index], joinsSuperset: joins)
        }
        counts.workouts += 1
    }

    private mutating func writeItem(_ item: ImportedItem, exercise: MappedExercise, joinsSuperset: Bool) {
        var line = "  " + (joinsSuperset ? "+ " : "") + exercise.name + ":"
        let note = Self.oneLine(item.notes.joined(separator: "; "))
        if !note.isEmpty, note.count <= 200 {
            line += " # " + note
        } else if !note.isEmpty {
            output += "  # " + note + "\n"
        }
        output += line + "\n"
        var index = 0
        let sets = item.sets
        while index < sets.count {
            let written = setText(sets[index], exercise: exercise)
            var count = 1
            if written.note.isEmpty {
                while index + count < sets.count, count < 100 {
                    let next = setText(sets[index + count], exercise: exercise)
                    guard next == written else { break }
                    count += 1
                }
            }
            var text = "    " + written.base
            if count > 1 { text += written.isTimed ? " x\(count)" : "x\(count)" }
            text += written.suffix
            if !written.note.isEmpty {
                if written.note.count <= 200 { text += " # " + written.note } else { output += "    # " + written.note + "\n" }
            }
            output += text + "\n"
            counts.sets += count
            index += count
        }
    }

    private mutating func writeCardio(_ set: ImportedSet, workout: ImportedWorkout, type: CardioType, appName: String) {
        separate()
        var header = "\(workout.key.date)"
        if let time = workout.key.time { header += " \(time)" }
        header += " cardio \(type.rawValue)"
        if let distance = set.distance { header += " " + number(distance.value) + distance.unit.rawValue }
        if let seconds = set.seconds { header += " " + Self.clock(seconds) }
        var notes = [appName]
        if let title = workout.key.title, title.lowercased() != appName.lowercased() { notes.append(Self.oneLine(title)) }
        if let note = set.notes { notes.append(Self.oneLine(note)) }
        header += " # " + notes.joined(separator: "; ")
        output += header + "\n"
        if let notes = workout.notes { writeNote(notes, property: "note", limit: 500, indent: "  ") }
        counts.cardio += 1
        counts.sets += 1
    }

    private mutating func writeNote(_ text: String, property: String, limit: Int, indent: String) {
        let note = Self.oneLine(text)
        if note.count <= limit, !note.contains("#") {
            output += "\(indent)\(property): \(note)\n"
        } else {
            output += "\(indent)# \(note)\n"
        }
    }

    /// A blank line between entries.
    mutating func separate() {
        if !output.isEmpty, !output.hasSuffix("\n\n"), !output.hasSuffix("#\n") { output += "\n" }
    }

    func loadText(_ load: WrittenLoad) -> String {
        number(load.value) + (load.unit == logUnit ? "" : load.unit.rawValue)
    }

    func number(_ value: Double) -> String { Format.number(value, decimals: 3, grouping: false) }

    /// A title as written, quoted when a word of it could read as a duration or a note.
    static func title(_ title: String) -> String {
        let text = oneLine(title)
        let risky = text.split(separator: " ").contains { word in
            word.contains(":") || word.contains("#") || word.contains("\"")
                || (word.first?.isNumber == true && word.contains { $0.isLetter })
        }
        return risky ? "\"" + text.replacingScalar("\"", with: "'") + "\"" : text
    }

    /// `45s`, `1:30`, `1:02:03`: how sets and cardio write a duration.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole)s" }
        let (hours, minutes, rest) = (whole / 3600, whole / 60 % 60, whole % 60)
        let pad = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
    }

    /// `60s`, `90s`, `2:30`: a set's time as lifters write holds.
    static func setDuration(_ seconds: Double) -> String {
        seconds.rounded() <= 90 ? "\(Int(seconds.rounded()))s" : clock(seconds)
    }

    /// `45min`, `1h`, `1h14`; a duration with seconds as a clock.
    static func workoutDuration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        guard whole % 60 == 0 else { return clock(seconds) }
        let minutes = whole / 60
        if minutes < 60 { return "\(minutes)min" }
        let rest = minutes % 60
        return "\(minutes / 60)h" + (rest == 0 ? "" : rest < 10 ? "0\(rest)" : "\(rest)")
    }

    /// Line breaks and tabs become ` / ` and spaces: a note is one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            .joined(separator: " / ").replacingScalar("\t", with: " ")
    }
}

/// What the import wrote, for the summary.
struct WrittenCounts {
    var workouts = 0
    var cardio = 0
    var sets = 0
    var meals = 0
    var foods = 0
    var definitions = 0
    var measureEntries = 0
    var measurements = 0
    /// Workouts whose recorded duration (over a day) went into their note (``LongDurations``).
    var longDurations = 0
    var bodyweights = 0
}

/// A food's figures per 100 g as `import` writes its definition.
struct ImportedFoodFigures {
    var kcal: Double
    var protein: Double
    var carbs: Double
    var fat: Double
    var nutrients = Nutrients()
}
