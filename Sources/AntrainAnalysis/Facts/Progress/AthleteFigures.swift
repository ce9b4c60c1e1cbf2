import AntrainModel

/// The figures of one athlete that hover, `antrain summary` and `antrain report` all show,
/// computed here once: a day's nutrition against the goals, the bodyweight trend, and each
/// exercise's records (through ``ExerciseStatistics``).
///
/// Figures can be "as of" a day (``asOf(_:)``): then every part reads the log up to that day
/// only, as the athlete saw it then. A record set later is not there to be filtered out
/// afterwards; the record of that day is computed from what was logged by then.
public struct AthleteFigures: Sendable {
    public let snapshot: WorkspaceSnapshot
    public let athlete: Int
    /// The last day of the log these figures read; nil for the whole log.
    public let lastDay: LocalDate?

    public init(snapshot: WorkspaceSnapshot, athlete: Int) {
        self.init(snapshot: snapshot, athlete: athlete, lastDay: nil)
    }

    private init(snapshot: WorkspaceSnapshot, athlete: Int, lastDay: LocalDate?) {
        self.snapshot = snapshot
        self.athlete = athlete
        self.lastDay = lastDay
    }

    /// The same athlete's figures over the log up to `day` (or up to an earlier last day).
    public func asOf(_ day: LocalDate) -> AthleteFigures {
        AthleteFigures(snapshot: snapshot, athlete: athlete, lastDay: lastDay.map { min($0, day) } ?? day)
    }

    /// Whether `date` is in the part of the log these figures read.
    public func isLogged(_ date: LocalDate) -> Bool { lastDay.map { date <= $0 } ?? true }

    public var profile: UserProfile { snapshot.athletes[athlete].profile }
    public var history: TrainingHistory { snapshot.histories[athlete] }

    /// A file of the athlete (records and units are asked through one), if any.
    public var anyFile: Int? { snapshot.files.indices.first { snapshot.files[$0].athlete == athlete } }

    /// Everything eaten on `date` in the athlete's files, and in how many meals.
    public func dayNutrition(on date: LocalDate) -> DayTotals {
        var day = DayTotals()
        guard isLogged(date) else { return day }
        for file in snapshot.files where file.athlete == athlete {
            guard let totals = file.figures.mealTotalsByDay[date] else { continue }
            day.macros = day.macros + totals.macros
            day.meals += totals.meals
        }
        return day
    }

    /// ``dayNutrition(on:)`` with the day's fibre, sugar, saturated fat and sodium
    /// (``DayNutrients``), each file's part looked up once for both: a meal's hover asks for
    /// them together. A day in one file is that file's part as it is, merged with nothing.
    public func dayTotals(on date: LocalDate) -> DayTotals {
        guard isLogged(date) else { return DayTotals() }
        var day: DayTotals?
        for index in snapshot.files.indices where snapshot.files[index].athlete == athlete {
            guard let part = snapshot.files[index].figures.mealTotalsByDay[date] else { continue }
            guard var merged = day else {
                day = part
                continue
            }
            day = nil
            merged.macros = merged.macros + part.macros
            merged.meals += part.meals
            merged.nutrients.merge(part.nutrients)
            day = merged
        }
        return day ?? DayTotals()
    }

    /// Every day with a meal, in order.
    public var daysWithMeals: [LocalDate] {
        var days = Set<LocalDate>()
        for file in snapshot.files where file.athlete == athlete { days.formUnion(file.figures.mealTotalsByDay.keys.filter(isLogged)) }
        return days.sorted()
    }

    /// The mean of the bodyweights in the seven days that end on `date` (a day's last weigh-in
    /// counts, LANGUAGE.md §3.5), and how many days had one.
    public static func sevenDayAverage(_ weights: [BodyweightEntry], through date: LocalDate) -> (kilograms: Double, entries: Int)? {
        let window = lastOfEachDay(weights.filter { $0.date <= date && $0.date.dayNumber > date.dayNumber - 7 })
        guard !window.isEmpty else { return nil }
        return (window.reduce(0) { $0 + $1.weightKg } / Double(window.count), window.count)
    }

    /// The weigh-ins that count, one a day: several on one day are allowed, and the last
    /// counts (LANGUAGE.md §3.5). `weights` in time order; the answer too.
    public static func lastOfEachDay(_ weights: [BodyweightEntry]) -> [BodyweightEntry] {
        var days: [BodyweightEntry] = []
        for entry in weights {
            if let last = days.last, last.date == entry.date { days[days.count - 1] = entry } else { days.append(entry) }
        }
        return days
    }

    /// The athlete's BMI at a bodyweight, when the profile has a height.
    public func bodyMassIndex(weightKg: Double) -> BodyMassIndex? {
        profile.heightCm.flatMap { BodyMassIndex(weightKg: weightKg, heightCm: $0) }
    }

    /// The weigh-ins in time order, up to the last day.
    public var bodyweights: [BodyweightEntry] {
        let weights = history.bodyweights
        guard let lastDay else { return weights }
        return Array(weights[..<weights.partitionPoint { $0.date > lastDay }])
    }

    /// The workouts in time order, each once, up to the last day.
    public var workouts: [Workout] {
        var workouts = history.workouts.map { snapshot.workout($0).workout }
        if let lastDay { workouts = Array(workouts[..<workouts.partitionPoint { $0.date > lastDay }]) }
        return workouts
    }

    /// The days whose sessions count: `dates` within the part of the log these figures read.
    private func readDays(_ dates: ClosedRange<LocalDate>?) -> ClosedRange<LocalDate>? {
        guard let lastDay else { return dates }
        guard let dates else { return LocalDate(year: 1, month: 1, day: 1)...lastDay }
        return dates.lowerBound...max(dates.lowerBound, min(dates.upperBound, lastDay))
    }

    /// Each exercise the athlete trained (on `dates`, when given), with its records and its
    /// number of sessions; placeholders (unknown names) left out.
    public func exerciseRecords(dates: ClosedRange<LocalDate>? = nil) -> [ExerciseRecord] {
        guard let file = anyFile else { return [] }
        if let dates, let lastDay, dates.lowerBound > lastDay { return [] }
        let dates = readDays(dates)
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
