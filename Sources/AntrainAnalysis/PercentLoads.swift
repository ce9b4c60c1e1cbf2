import AntrainModel
import AntrainSyntax

/// Resolves loads written as a share of the training max (`75%x5`, LANGUAGE.md §7.1).
///
/// A file is lowered on its own, but its maxes may be written in any file of the athlete's,
/// so the weights are filled in once every file is lowered: the latest max of the exercise
/// on or before the workout's date, times the share, rounded to the athlete's `rounding:`.
/// It runs on every analysis (a reused file's loads are resolved again, so a changed max
/// elsewhere is seen), before the rules that compare loads.
enum PercentLoads {
    /// Above this share of the training max a set is flagged as a likely typo (`suspicious-load`).
    static let suspiciousPercent = 110.0

    /// Writes the resolved weight of every `%` load into `files` (the sets, the written
    /// loads and each item's heaviest working load), and reports the loads whose exercise
    /// has no training max yet, per file.
    static func resolve(
        _ files: inout [LoweredFile], histories: [TrainingHistory], definitions: WorkspaceDefinitions, sources: [SourceFile]
    ) -> [[Diagnostic]] {
        var diagnostics = [[Diagnostic]](repeating: [], count: files.count)
        for fileIndex in files.indices {
            guard files[fileIndex].workouts.contains(where: { !$0.percentLoads.isEmpty }) else { continue }
            let athlete = fileIndex < definitions.athleteOfFile.count ? definitions.athleteOfFile[fileIndex] : 0
            let history = histories[athlete]
            let profile = definitions.athletes[athlete].profile
            let step = profile.loadStep(in: profile.unit)
            for workoutIndex in files[fileIndex].workouts.indices where !files[fileIndex].workouts[workoutIndex].percentLoads.isEmpty {
                let date = files[fileIndex].workouts[workoutIndex].workout.date
                var touched: Set<Int> = []
                for load in files[fileIndex].workouts[workoutIndex].percentLoads {
                    var kilograms = 0.0
                    if let max = history.trainingMax(of: load.exercise, on: date) {
                        kilograms = TrainingMax.load(percent: load.percent, of: max.weight, step: step, unit: profile.unit)
                    } else {
                        let source = sources[fileIndex]
                        let declaration = bestEstimate(of: load.exercise, before: date, history: history, files: files, formula: profile.oneRepMaxFormula).map {
                            let rounded = (profile.unit.fromKilograms($0) / step).rounded() * step
                            return "\(date) max \(load.exercise) \(Format.number(rounded, decimals: 2, grouping: false))\(profile.unit.rawValue)\n"
                        }
                        diagnostics[fileIndex].append(AnalysisDiagnostics.noTrainingMax(
                            source.tree.source.text(load.range), exercise: load.exercise, date: date, declaration: declaration,
                            insertAt: files[fileIndex].workouts[workoutIndex].entryRange.lowerBound, load.range))
                    }
                    for set in load.sets {
                        files[fileIndex].workouts[workoutIndex].workout.exercises[load.exerciseIndex].sets[set].weight = kilograms
                    }
                    files[fileIndex].writtenLoads[load.writtenLoad].kilograms = kilograms
                    touched.insert(load.exerciseIndex)
                }
                for exerciseIndex in touched {
                    let loads = files[fileIndex].workouts[workoutIndex].exercises[exerciseIndex].writtenLoads
                    let heaviest = files[fileIndex].writtenLoads[loads].filter { $0.isWorking && !$0.isBodyweight }.map(\.kilograms).max() ?? 0
                    files[fileIndex].workouts[workoutIndex].exercises[exerciseIndex].heaviestWorkingLoad = max(0, heaviest)
                }
            }
        }
        return diagnostics
    }

    /// The best estimated 1RM (by the athlete's `e1rm:` formula) of `exercise`'s completed
    /// working sets before `date`, in kg; nil when there are none (or the models were not kept).
    static func bestEstimate(
        of exercise: String, before date: LocalDate, history: TrainingHistory, files: [LoweredFile], formula: OneRepMaxFormula
    ) -> Double? {
        var best: Double?
        for session in history.sessionsByExercise[SearchText.key(exercise)] ?? [] where session.date < date {
            let workout = files[session.workout.file].workouts[session.workout.index].workout
            guard session.exerciseIndex < workout.exercises.count else { continue }
            for set in workout.exercises[session.exerciseIndex].sets where set.isWorkingSet && !set.isBodyweight {
                guard let estimate = formula.estimate(set, load: set.weight) else { continue }
                best = Swift.max(best ?? 0, estimate)
            }
        }
        return best
    }
}
