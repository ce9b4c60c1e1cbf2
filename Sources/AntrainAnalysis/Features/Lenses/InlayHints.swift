import AntrainBasics
import AntrainModel
import AntrainSyntax

/// A figure shown after the text it is about, like a type after a variable in code.
public struct InlayHintItem: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case foodEnergy, dayEnergy, dayNutrient, pace, e1RM }
    /// Where the hint goes: the end of the text it is about.
    public var offset: Int
    public var label: String
    public var kind: Kind
}

/// Inlay hints (TOOLING.md §2): kcal after each food line, the day's running total after a
/// meal's last food (with the running fibre, sugar, saturated fat and sodium the profile sets a
/// goal for), the pace after a cardio header, the e1RM after each exercise's top set.
///
/// Only the requested range is read: an editor asks for what is on screen, and lowered
/// workouts and meals are in file order, so the first one in range is a binary search away.
public enum InlayHints {
    public static func hints(in range: TextRange, snapshot: WorkspaceSnapshot, fileIndex: Int, language: Language = .en) -> [InlayHintItem] {
        let file = snapshot.files[fileIndex]
        var hints: [InlayHintItem] = []
        func add(_ offset: Int, _ label: String, _ kind: InlayHintItem.Kind) {
            if offset >= range.lowerBound, offset <= range.upperBound { hints.append(InlayHintItem(offset: offset, label: label, kind: kind)) }
        }
        func kcal(_ key: MessageKey, _ value: Double) -> String {
            LocalizedText(key, ["kcal": .text(Format.number(value, decimals: 0, language: language))]).text(in: language)
        }
        let history = snapshot.history(ofFile: fileIndex)
        let unit = snapshot.displayUnit(ofFile: fileIndex)
        let formula = snapshot.oneRepMaxFormula(ofFile: fileIndex)
        let workouts = file.lowered.workouts
        let setRanges = file.lowered.setRanges
        var index = workouts.firstIndex(endingAfter: range.lowerBound) { $0.entryRange }
        while index < workouts.count, workouts[index].entryRange.lowerBound <= range.upperBound {
            let lowered = workouts[index]
            let workout = lowered.workout
            if workout.type == .cardio, let pace = workout.quickLog?.derivedPace, !writesPace(lowered, in: file.tree) {
                add(lowered.headerRange.upperBound, Format.pace(minutesPerKm: pace), .pace)
            }
            if workout.type == .lifting {
                let bodyweight = history.bodyweight(on: workout.date)
                for (exerciseIndex, exercise) in workout.exercises.enumerated() where exerciseIndex < lowered.exercises.count {
                    guard let top = topSetIndex(exercise.sets, bodyweight: bodyweight),
                          let load = exercise.sets[top].effectiveLoad(bodyweight: bodyweight),
                          let e1rm = formula.estimate(exercise.sets[top], load: load),
                          top < lowered.exercises[exerciseIndex].setRanges.count else { continue }
                    let label = LocalizedText(InlayMessages.e1RM, ["e1rm": .text(Format.load(e1rm, unit: unit, language: language))])
                    add(setRanges[lowered.exercises[exerciseIndex].setRanges.lowerBound + top].upperBound, label.text(in: language), .e1RM)
                }
            }
            index += 1
        }
        let meals = file.lowered.meals
        var mealIndex = meals.firstIndex(endingAfter: range.lowerBound) { $0.entryRange }
        var running = RunningDayEnergy(snapshot: snapshot, athlete: file.athlete)
        var runningNutrients = RunningDayNutrients(snapshot: snapshot, athlete: file.athlete)
        let goals = snapshot.profile(ofFile: fileIndex).nutrientGoals
        while mealIndex < meals.count, meals[mealIndex].entryRange.lowerBound <= range.upperBound {
            let meal = meals[mealIndex]
            let ranges = meal.foods
            for (foodIndex, food) in meal.meal.foods.enumerated() where foodIndex < ranges.count {
                add(ranges[foodIndex].upperBound, kcal(InlayMessages.foodEnergy, food.macros.calories), .foodEnergy)
            }
            if let last = ranges.last {
                let total = running.total(through: meal, fileIndex: fileIndex)
                add(last.upperBound, kcal(InlayMessages.dayEnergy, total), .dayEnergy)
                if let goals, !goals.isEmpty {
                    let totals = runningNutrients.totals(through: meal, fileIndex: fileIndex)
                    for label in nutrientLabels(totals, goals: goals, language: language) { add(last.upperBound, label, .dayNutrient) }
                }
            }
            mealIndex += 1
        }
        hints.sort { $0.offset < $1.offset }
        return hints
    }

    /// Whether the cardio header gives its pace itself (then a hint would repeat it).
    private static func writesPace(_ workout: LoweredWorkout, in tree: SyntaxTree) -> Bool {
        guard let entry = tree.entry(at: workout.entryRange.lowerBound), case .cardio(_, _, _, let pace) = entry.header else { return false }
        return pace != nil
    }

    /// The set ``ExerciseStatistics/summary`` calls the top set: the heaviest completed working
    /// set with reps, more reps breaking a tie; the first of equals.
    static func topSetIndex(_ sets: [WorkoutSet], bodyweight: Double?) -> Int? {
        var best: (index: Int, load: Double, reps: Int)?
        for (index, set) in sets.enumerated() where set.isWorkingSet && set.reps > 0 {
            guard let load = set.effectiveLoad(bodyweight: bodyweight) else { continue }
            if best == nil || load > best!.load || (load == best!.load && set.reps > best!.reps) { best = (index, load, set.reps) }
        }
        return best?.index
    }
}

/// The kcal eaten on a day up to and including one meal: the athlete's meals of that day in
/// the workspace's file order, then text order. Each day's meals are gathered once per request.
struct RunningDayEnergy {
    let snapshot: WorkspaceSnapshot
    let athlete: Int
    private var days: [LocalDate: [(fileIndex: Int, start: Int, kcal: Double)]] = [:]

    init(snapshot: WorkspaceSnapshot, athlete: Int) {
        self.snapshot = snapshot
        self.athlete = athlete
    }

    mutating func total(through meal: LoweredMeal, fileIndex: Int) -> Double {
        if days[meal.date] == nil {
            var meals: [(Int, Int, Double)] = []
            for (index, file) in snapshot.files.enumerated() where file.athlete == athlete && file.figures.mealTotalsByDay[meal.date] != nil {
                for other in file.lowered.meals where other.date == meal.date {
                    meals.append((index, other.entryRange.lowerBound, other.meal.totals.calories))
                }
            }
            days[meal.date] = meals
        }
        let position = (fileIndex, meal.entryRange.lowerBound)
        return days[meal.date]!.reduce(0) { $0 + (($1.fileIndex, $1.start) <= position ? $1.kcal : 0) }
    }
}

extension Array {
    /// The index of the first element whose range ends after `offset` (elements in file
    /// order), or `count`.
    func firstIndex(endingAfter offset: Int, by range: (Element) -> TextRange) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if range(self[mid]).upperBound <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
