import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The line above an entry: a lifting entry's "14 sets · volume 6,250 kg · new PR: Bench
/// Press (e1RM)", a program's "4 weeks · you are in week 2 (since 2026-11-16)".
public struct EntryLens: Sendable, Hashable {
    /// The entry's header line.
    public var range: TextRange
    public var title: String
}

/// Code lenses (TOOLING.md §2): one per lifting entry, with the figures hover gives in full.
/// Sets and volume are ``WorkoutTotals``; records are ``ExerciseStatistics/newRecords``.
public enum WorkoutLenses {
    /// Every lifting entry of the file, in order.
    public static func lenses(snapshot: WorkspaceSnapshot, fileIndex: Int, language: Language = .en) -> [EntryLens] {
        snapshot.files[fileIndex].lowered.workouts.indices.compactMap {
            lens(snapshot: snapshot, fileIndex: fileIndex, workoutIndex: $0, language: language)
        }
    }

    /// Only the ranges, for a client that resolves each lens's title when it is shown.
    public static func ranges(snapshot: WorkspaceSnapshot, fileIndex: Int) -> [TextRange] {
        // By index, not `filter`: a long log's workouts are not copied to read one field each.
        let workouts = snapshot.files[fileIndex].lowered.workouts
        return workouts.indices.compactMap { workouts[$0].workout.type == .lifting ? workouts[$0].headerRange : nil }
    }

    /// The lens of the lifting entry whose header is at `offset`.
    public static func lens(at offset: Int, snapshot: WorkspaceSnapshot, fileIndex: Int, language: Language = .en) -> EntryLens? {
        let workouts = snapshot.files[fileIndex].lowered.workouts
        guard let index = workouts.index(startingAt: offset, by: { $0.headerRange }) else { return nil }
        return lens(snapshot: snapshot, fileIndex: fileIndex, workoutIndex: index, language: language)
    }

    static func lens(snapshot: WorkspaceSnapshot, fileIndex: Int, workoutIndex: Int, language: Language) -> EntryLens? {
        let lowered = snapshot.files[fileIndex].lowered.workouts[workoutIndex]
        let workout = lowered.workout
        guard workout.type == .lifting else { return nil }
        let history = snapshot.history(ofFile: fileIndex)
        let unit = snapshot.displayUnit(ofFile: fileIndex)
        let bodyweight = history.bodyweight(on: workout.date)
        let totals = WorkoutTotals(workout, bodyweight: bodyweight)
        func say(_ key: MessageKey, _ arguments: [String: MessageArgument]) -> String { LocalizedText(key, arguments).text(in: language) }
        var parts = [LocalizedText.count(totals.completedSets, one: LensMessages.setsOne, other: LensMessages.setsOther).text(in: language)]
        if totals.plannedSets > 0 { parts[0] = say(LensMessages.planned, ["sets": .text(parts[0]), "planned": .text(String(totals.plannedSets))]) }
        parts.append(say(LensMessages.volume, ["volume": .text(Format.load(totals.volume, unit: unit, language: language))]))
        var records: [String] = []
        if let order = history.order(of: WorkoutReference(file: fileIndex, index: workoutIndex)) {
            for exercise in workout.exercises where !exercise.exercise.isPlaceholder {
                let summary = ExerciseStatistics.summary(exercise, on: workout.date, bodyweight: bodyweight,
                                                         formula: snapshot.oneRepMaxFormula(ofFile: fileIndex), unit: unit, describingSets: false)
                guard summary.sets > 0 else { continue }
                let before = ExerciseStatistics.records(of: exercise.exercise, in: snapshot, ofFile: fileIndex, before: order)
                let kinds = ExerciseStatistics.newRecords(summary, over: before)
                if !kinds.isEmpty {
                    // The heaviest set as written (`BW+5 kg × 8 (84 kg)`), as hover, summary and report write it.
                    let words = kinds.map { kind -> String in
                        let word = DomainWords.record(kind, in: language)
                        guard kind == .heaviestSet, let top = summary.topSet else { return word }
                        let lift = Format.lift(top.load, reps: top.reps, bodyweightOffset: top.bodyweightOffset, unit: unit, language: language)
                        return say(LensMessages.heaviestSet, ["kind": .text(word), "lift": .text(lift)])
                    }
                    records.append("\(exercise.exercise.name) (\(words.joined(separator: ", ")))")
                }
            }
        }
        if !records.isEmpty { parts.append(say(LensMessages.newRecords, ["records": .text(records.joined(separator: "; "))])) }
        return EntryLens(range: lowered.headerRange, title: parts.joined(separator: " · "))
    }
}
