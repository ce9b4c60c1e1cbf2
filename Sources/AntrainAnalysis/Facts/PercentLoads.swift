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
    ///
    /// - Parameter models: a file's full models (its sets), for the declaration a missing max
    ///   suggests: the files themselves when they hold every model, else built on demand.
    static func resolve(
        _ files: inout [LoweredFile], histories: [TrainingHistory], definitions: WorkspaceDefinitions, sources: [SourceFile],
        models: (Int) -> LoweredFile
    ) -> [[Diagnostic]] {
        var diagnostics = [[Diagnostic]](repeating: [], count: files.count)
        for fileIndex in files.indices where hasPercentLoads(files[fileIndex]) {
            let athlete = fileIndex < definitions.athleteOfFile.count ? definitions.athleteOfFile[fileIndex] : 0
            let history = histories[athlete]
            let profile = definitions.athletes[athlete].profile
            let step = profile.loadStep(in: profile.unit)
            for workout in files[fileIndex].workouts where !workout.percentLoads.isEmpty {
                let date = workout.workout.date
                for load in workout.percentLoads where history.trainingMax(of: load.exercise, on: date) == nil {
                    let source = sources[fileIndex]
                    let declaration = bestEstimate(of: load.exercise, before: date, history: history, models: models,
                                                   formula: profile.oneRepMaxFormula).map {
                        let rounded = (profile.unit.fromKilograms($0) / step).rounded() * step
                        return "\(date) max \(load.exercise) \(Format.number(rounded, decimals: 2, grouping: false))\(profile.unit.rawValue)\n"
                    }
                    diagnostics[fileIndex].append(AnalysisDiagnostics.noTrainingMax(
                        source.tree.source.text(load.range), exercise: load.exercise, date: date, declaration: declaration,
                        insertAt: workout.entryRange.lowerBound, load.range))
                }
            }
            resolveWeights(&files[fileIndex], history: history, profile: profile)
        }
        return diagnostics
    }

    /// Whether some workout of `file` has a `%` load.
    static func hasPercentLoads(_ file: LoweredFile) -> Bool {
        file.workouts.contains { !$0.percentLoads.isEmpty }
    }

    /// Writes the resolved weight of every `%` load of one file (0 without a training max):
    /// what ``resolve(_:histories:definitions:sources:models:)`` does to each file, and what
    /// full models built on demand get from their analysis's history.
    static func resolveWeights(_ file: inout LoweredFile, history: TrainingHistory, profile: UserProfile) {
        let step = profile.loadStep(in: profile.unit)
        for workoutIndex in file.workouts.indices where !file.workouts[workoutIndex].percentLoads.isEmpty {
            let date = file.workouts[workoutIndex].workout.date
            var touched: Set<Int> = []
            for load in file.workouts[workoutIndex].percentLoads {
                var kilograms = 0.0
                if let max = history.trainingMax(of: load.exercise, on: date) {
                    kilograms = TrainingMax.load(percent: load.percent, of: max.weight, step: step, unit: profile.unit)
                }
                for set in load.sets {
                    file.workouts[workoutIndex].workout.exercises[load.exerciseIndex].sets[set].weight = kilograms
                }
                file.writtenLoads[load.writtenLoad].kilograms = kilograms
                touched.insert(load.exerciseIndex)
            }
            for exerciseIndex in touched {
                let loads = file.workouts[workoutIndex].exercises[exerciseIndex].writtenLoads
                let heaviest = file.writtenLoads[loads].filter { $0.isWorking && !$0.isBodyweight }.map(\.kilograms).max() ?? 0
                file.workouts[workoutIndex].exercises[exerciseIndex].heaviestWorkingLoad = max(0, heaviest)
            }
        }
    }

    /// The best estimated 1RM (by the athlete's `e1rm:` formula) of `exercise`'s completed
    /// working sets before `date`, in kg; nil when there are none (or the models were not kept).
    static func bestEstimate(
        of exercise: String, before date: LocalDate, history: TrainingHistory, models: (Int) -> LoweredFile, formula: OneRepMaxFormula
    ) -> Double? {
        var best: Double?
        for session in history.sessionsByExercise[SearchText.key(exercise)] ?? [] where session.date < date {
            let workout = models(session.workout.file).workouts[session.workout.index].workout
            guard session.exerciseIndex < workout.exercises.count else { continue }
            for set in workout.exercises[session.exerciseIndex].sets where set.isWorkingSet && !set.isBodyweight {
                guard let estimate = formula.estimate(set, load: set.weight) else { continue }
                best = Swift.max(best ?? 0, estimate)
            }
        }
        return best
    }
}
