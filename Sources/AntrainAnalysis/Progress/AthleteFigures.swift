import AntrainModel

/// The figures of one athlete that hover, `antrain summary` and `antrain report` all show,
/// computed here once: a day's nutrition against the goals, the bodyweight trend, and each
/// exercise's records (through ``ExerciseStatistics``).
public struct AthleteFigures: Sendable {
    public let snapshot: WorkspaceSnapshot
    public let athlete: Int

    public init(snapshot: WorkspaceSnapshot, athlete: Int) {
        self.snapshot = snapshot
        self.athlete = athlete
    }

    public var profile: UserProfile { snapshot.athletes[athlete].profile }
    public var history: TrainingHistory { snapshot.histories[athlete] }

    /// A file of the athlete (records and units are asked through one), if any.
    public var anyFile: Int? { snapshot.files.indices.first { snapshot.files[$0].athlete == athlete } }

    /// Everything eaten on `date` in the athlete's files, and in how many meals.
    public func dayNutrition(on date: LocalDate) -> DayTotals {
        var day = DayTotals()
        for file in snapshot.files where file.athlete == athlete {
            guard let totals = file.lowered.mealTotalsByDay[date] else { continue }
            day.macros = day.macros + totals.macros
            day.meals += totals.meals
        }
        return day
    }

    /// Every day with a meal, in order.
    public var daysWithMeals: [LocalDate] {
        var days = Set<LocalDate>()
        for file in snapshot.files where file.athlete == athlete { days.formUnion(file.lowered.mealTotalsByDay.keys) }
        return days.sorted()
    }

    /// The mean of the bodyweights in the seven days that end on `date`, and how many there were.
    public static func sevenDayAverage(_ weights: [BodyweightEntry], through date: LocalDate) -> (kilograms: Double, entries: Int)? {
        let window = weights.filter { $0.date <= date && $0.date.dayNumber > date.dayNumber - 7 }
        guard !window.isEmpty else { return nil }
        return (window.reduce(0) { $0 + $1.weightKg } / Double(window.count), window.count)
    }

    /// The athlete's BMI at a bodyweight, when the profile has a height.
    public func bodyMassIndex(weightKg: Double) -> BodyMassIndex? {
        profile.heightCm.flatMap { BodyMassIndex(weightKg: weightKg, heightCm: $0) }
    }

    /// The workouts in time order, each once.
    public var workouts: [Workout] { history.workouts.map { snapshot.workout($0).workout } }

    /// Each exercise the athlete trained (on `dates`, when given), with its records and its
    /// number of sessions; placeholders (unknown names) left out.
    public func exerciseRecords(dates: ClosedRange<LocalDate>? = nil) -> [ExerciseRecord] {
        guard let file = anyFile else { return [] }
        var records: [ExerciseRecord] = []
        for sessions in history.sessionsByExercise.values {
            let inPeriod = dates.map { period in sessions.filter { period.contains($0.date) } } ?? sessions
            guard let first = inPeriod.first else { continue }
            let exercise = snapshot.workout(first.workout).workout.exercises[first.exerciseIndex].exercise
            guard !exercise.isPlaceholder else { continue }
            let best = ExerciseStatistics.records(of: exercise, in: snapshot, ofFile: file, before: Int.max, including: true, dates: dates)
            records.append(ExerciseRecord(exercise: exercise, records: best, sessions: inPeriod.count))
        }
        return records.sorted { $0.exercise.name < $1.exercise.name }
    }
}

/// One exercise's records and how often it was trained.
public struct ExerciseRecord: Sendable {
    public var exercise: Exercise
    public var records: PersonalRecords
    public var sessions: Int
}
