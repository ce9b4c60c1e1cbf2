import AntrainBasics
import AntrainModel
import AntrainSyntax

/// The rules of LANGUAGE.md §6 that need an athlete's whole history: overlapping workouts,
/// loads far above the previous best, assistance heavier than the lifter. Each athlete's
/// history is checked on its own: two athletes training at the same hour do not overlap.
struct WorkspaceRules {
    let files: [LoweredFile]
    let histories: [TrainingHistory]
    let definitions: WorkspaceDefinitions
    let sources: [SourceFile]
    var diagnostics: [[Diagnostic]]

    /// A working set above this multiple of the previous best is flagged as a likely typo.
    static let suspiciousFactor = 1.5

    /// The smallest jump over the previous best that can be a typo, in the athlete's unit.
    ///
    /// The ratio alone flags light weights: 11 kg → 17 kg dumbbells is a 1.55 × step that
    /// every imported history holds. A typo such as `1000x5` jumps by far more than a plate.
    static func suspiciousJumpFloor(in unit: WeightUnit) -> Double {
        unit == .kg ? 20 : unit.toKilograms(45)
    }

    /// Whether `kilograms` is far enough above `previousBest` (both in kilograms) to be a typo:
    /// more than 1.5 × it, and more than 20 kg (45 lb) above it.
    static func isSuspicious(_ kilograms: Double, after previousBest: Double, unit: WeightUnit) -> Bool {
        previousBest > 0 && kilograms > previousBest * suspiciousFactor
            && kilograms - previousBest > suspiciousJumpFloor(in: unit)
    }

    init(files: [LoweredFile], histories: [TrainingHistory], definitions: WorkspaceDefinitions, sources: [SourceFile]) {
        self.files = files
        self.histories = histories
        self.definitions = definitions
        self.sources = sources
        self.diagnostics = Array(repeating: [], count: files.count)
    }

    mutating func check() -> [[Diagnostic]] {
        for (athlete, history) in histories.enumerated() {
            checkLoads(history, unit: definitions.athletes[athlete].profile.unit)
            checkOverlaps(history)
            checkBodyFatEstimates(ofAthlete: athlete)
        }
        return diagnostics
    }

    func workout(_ reference: WorkoutReference) -> LoweredWorkout {
        files[reference.file].workouts[reference.index]
    }

    /// Walks each exercise's sessions in time order, keeping its best working load; the
    /// sessions come grouped by exercise from the history, so nothing is hashed per set.
    private mutating func checkLoads(_ history: TrainingHistory, unit: WeightUnit) {
        for sessions in history.sessionsByExercise.values {
            var best = 0.0
            var index = 0
            while index < sessions.count {
                // Every item of one workout compares with the workouts before it.
                let order = sessions[index].order
                var sessionBest = best
                while index < sessions.count, sessions[index].order == order {
                    sessionBest = max(sessionBest, checkLoads(of: sessions[index], previousBest: best, history: history, unit: unit))
                    index += 1
                }
                best = sessionBest
            }
        }
    }

    /// Checks one exercise item's sets; returns its heaviest working load.
    ///
    /// The item's summary (heaviest working load, largest assistance) decides whether any
    /// set can be flagged; only then are its sets walked to find which.
    private mutating func checkLoads(of session: ExerciseSession, previousBest: Double, history: TrainingHistory, unit: WeightUnit) -> Double {
        let reference = session.workout
        // The two figures read in place: a copy of the item's summary retains its arrays, and
        // this runs for every session of the athlete on each keystroke.
        let heaviest = files[reference.file].workouts[reference.index].exercises[session.exerciseIndex].heaviestWorkingLoad
        let largestAssistance = files[reference.file].workouts[reference.index].exercises[session.exerciseIndex].largestAssistance
        let mayBeSuspicious = Self.isSuspicious(heaviest, after: previousBest, unit: unit)
        var assistanceBeyond: Double?
        if largestAssistance > 0, let bodyweight = history.bodyweight(on: session.date),
           largestAssistance > bodyweight {
            assistanceBeyond = bodyweight
        }
        if mayBeSuspicious || assistanceBeyond != nil {
            reportLoads(of: session, previousBest: mayBeSuspicious ? previousBest : nil, bodyweight: assistanceBeyond, unit: unit)
        }
        return heaviest
    }

    /// Reports each written set of a session that is far above `previousBest`, or whose
    /// assistance is more than `bodyweight`.
    private mutating func reportLoads(of session: ExerciseSession, previousBest: Double?, bodyweight: Double?, unit: WeightUnit) {
        let reference = session.workout
        let loads = files[reference.file].workouts[reference.index].exercises[session.exerciseIndex].writtenLoads
        for load in files[reference.file].writtenLoads[loads] {
            if load.isBodyweight {
                guard let bodyweight, load.kilograms < 0, -load.kilograms > bodyweight else { continue }
                diagnostics[reference.file].append(AnalysisDiagnostics.assistanceOverBodyweight(
                    -load.kilograms, bodyweight: bodyweight, unit: unit, load.range))
                continue
            }
            guard let previousBest, load.kilograms > 0, load.isWorking,
                  Self.isSuspicious(load.kilograms, after: previousBest, unit: unit) else { continue }
            diagnostics[reference.file].append(AnalysisDiagnostics.suspiciousLoad(
                load.kilograms, best: previousBest, unit: unit, load.range))
        }
    }

    /// Two workouts of one day whose [time, time + duration) intersect.
    private mutating func checkOverlaps(_ history: TrainingHistory) {
        var index = 0
        let ordered = history.workouts
        while index < ordered.count {
            let date = workout(ordered[index]).workout.date
            var end = index
            while end < ordered.count, workout(ordered[end]).workout.date == date { end += 1 }
            if end - index > 1 { checkOverlaps(Array(ordered[index..<end])) }
            index = end
        }
    }

    private mutating func checkOverlaps(_ sameDay: [WorkoutReference]) {
        checkSameStart(sameDay)
        var intervals: [(start: Int, end: Int, reference: WorkoutReference)] = []
        for reference in sameDay {
            let model = workout(reference).workout
            guard let time = model.time, model.duration > 0 else { continue }
            // A day is the most a workout can overlap; longer durations are clamped, not trapped.
            intervals.append((time.minutes * 60, time.minutes * 60 + Int(min(model.duration, 86_400)), reference))
        }
        for later in intervals.indices {
            for earlier in intervals.indices where earlier < later {
                let a = intervals[earlier]
                let b = intervals[later]
                guard a.start < b.end, b.start < a.end else { continue }
                let other = workout(a.reference)
                let otherSource = sources[a.reference.file]
                let otherLine = otherSource.firstLine + otherSource.tree.source.lineIndex.line(containing: other.headerRange.lowerBound) + 1
                let place = AnalysisDiagnostics.place(file: otherSource.name == sources[b.reference.file].name ? nil : otherSource.name, line: otherLine)
                let time = other.workout.time.map { " \($0)" } ?? ""
                diagnostics[b.reference.file].append(AnalysisDiagnostics.overlappingWorkouts(
                    other: place, when: "\(other.workout.date)\(time)", workout(b.reference).keywordRange))
                break
            }
        }
    }
}
