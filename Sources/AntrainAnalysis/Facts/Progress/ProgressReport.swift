import AntrainModel

/// What `antrain report` shows for one athlete over a period: records per exercise, e1RM over
/// time for the main lifts, weekly sets and volume per muscle group, weekly cardio, weekly
/// nutrition against the goals, and the bodyweight trend. Loads in kilograms; the writers
/// convert to the athlete's unit.
public struct ProgressReport: Sendable, Encodable {
    public struct Lift: Sendable, Encodable {
        /// The load lifted; for a bodyweight set, the day's bodyweight plus what was written after `BW`.
        public var loadKg: Double
        public var reps: Int
        public var date: LocalDate
        /// For a bodyweight set, what was written after `BW` in kg (`BW+5` → 5, `BW` → 0); absent for a weight.
        public var bodyweightOffsetKg: Double?
    }

    public struct Figure: Sendable, Encodable {
        public var kilograms: Double
        public var date: LocalDate
    }

    public struct ExerciseRecords: Sendable, Encodable {
        public var exercise: String
        public var muscle: MuscleGroup?
        public var sessions: Int
        public var heaviest: Lift?
        public var bestE1RM: Figure?
        public var bestVolume: Figure?
    }

    public struct Point: Sendable, Encodable {
        public var date: LocalDate
        public var kilograms: Double
    }

    public struct Series: Sendable, Encodable {
        public var exercise: String
        public var points: [Point]
    }

    /// What one point of an e1RM series stands for: a session, or the best of a week or a
    /// month, so a long period is drawn with about a hundred points per lift, not thousands.
    public enum Resolution: String, Sendable, Encodable {
        case session, week, month

        /// Sessions up to half a year apart are drawn each; up to three years, by week; longer, by month.
        public static func of(days: Int) -> Resolution {
            days <= 183 ? .session : days <= 3 * 365 ? .week : .month
        }

        /// The first day of the point a date belongs to (the date itself for a session).
        public func bucket(of date: LocalDate) -> LocalDate {
            switch self {
            case .session: date
            case .week: ProgressReport.week(of: date)
            case .month: LocalDate(year: date.year, month: date.month, day: 1)
            }
        }
    }

    /// How the e1RM chart picks its lifts: the heaviest compound lifts, or the ones asked for.
    public enum LiftChoice: String, Sendable, Encodable { case heaviestCompound, asked, mostTrained }

    public struct MuscleWeek: Sendable, Encodable {
        public var muscle: MuscleGroup
        public var sets: Int
        public var volumeKg: Double
    }

    public struct TrainingWeek: Sendable, Encodable {
        /// The Monday the week starts on.
        public var week: LocalDate
        public var workouts: Int
        public var muscles: [MuscleWeek]
    }

    public struct CardioWeek: Sendable, Encodable {
        public var week: LocalDate
        public var sessions: Int
        public var distanceKm: Double
        public var durationSeconds: Double
        /// Minutes per km over the sessions with both distance and time.
        public var paceMinPerKm: Double?
    }

    public struct NutritionWeek: Sendable, Encodable {
        public var week: LocalDate
        /// Days with at least one meal; the averages are per such day.
        public var days: Int
        public var average: Macros
    }

    public struct BodyweightPoint: Sendable, Encodable {
        public var date: LocalDate
        public var kilograms: Double
        public var sevenDayAverage: Double
    }

    public struct BMI: Sendable, Encodable {
        public var value: Double
        public var category: String
    }

    public var name: String?
    public var unit: WeightUnit
    public var from: LocalDate?
    public var to: LocalDate?
    public var formula: OneRepMaxFormula
    public var workouts: Int
    public var records: [ExerciseRecords]
    public var e1rm: [Series]
    /// What each e1RM point stands for over this period.
    public var e1rmResolution: Resolution
    /// How the e1RM chart's lifts were picked.
    public var e1rmLifts: LiftChoice
    public var training: [TrainingWeek]
    public var cardio: [CardioWeek]
    public var goals: Macros
    public var nutrition: [NutritionWeek]
    public var bodyweight: [BodyweightPoint]
    public var bmi: BMI?
    /// The page of the program the athlete follows (LANGUAGE.md §7.4, §8.1); nil without one.
    public var program: ProgramPage?
    /// Measurements and body fat in the period (LANGUAGE.md §9.1), when there are any.
    public var body: BodyReport?
    /// Fibre, sugar, saturated fat and sodium per logged day by week, and their goals
    /// (LANGUAGE.md §9.2); empty when no food eaten has a figure.
    public var nutrients: [NutrientWeek] = []
    public var nutrientGoals: Nutrients?

    /// How many lifts the e1RM chart follows, unless they are asked for.
    public static let mainLiftCount = 4

    /// The report of `from`–`to`, read from the log up to `to` only (what the athlete would
    /// have seen on that day).
    /// - Parameter lifts: the exercises the e1RM chart follows (`--lifts`); nil for the
    ///   heaviest compound lifts.
    public init(figures: AthleteFigures, from: LocalDate?, to: LocalDate?, unit: WeightUnit, lifts: [Exercise]? = nil) {
        let figures = to.map(figures.asOf) ?? figures
        let snapshot = figures.snapshot
        let profile = figures.profile
        name = profile.name
        self.unit = unit
        self.from = from
        self.to = to
        let formula = snapshot.settings.oneRepMaxFormula ?? profile.oneRepMaxFormula
        self.formula = formula
        goals = profile.goals
        func inPeriod(_ date: LocalDate) -> Bool { (from.map { date >= $0 } ?? true) && (to.map { date <= $0 } ?? true) }
        let first = from ?? LocalDate(year: 1, month: 1, day: 1)
        // A period that ends before it starts holds no day (the doors refuse one; none crashes).
        let period: ClosedRange<LocalDate>? = (from != nil || to != nil)
            ? first...max(first, to ?? LocalDate(year: 9999, month: 12, day: 31)) : nil
        let workouts = figures.workouts.filter { inPeriod($0.date) }
        self.workouts = workouts.count
        let history = figures.history

        let exerciseRecords = figures.exerciseRecords(dates: period)
        records = exerciseRecords.map { record in
            ExerciseRecords(
                exercise: record.exercise.name, muscle: record.exercise.muscleGroups.first, sessions: record.sessions,
                heaviest: record.records.heaviest.map { Lift(loadKg: $0.load, reps: $0.reps, date: $0.date, bodyweightOffsetKg: $0.bodyweightOffset) },
                bestE1RM: record.records.bestE1RM.map { Figure(kilograms: $0.value, date: $0.date) },
                bestVolume: record.records.bestVolume.map { Figure(kilograms: $0.value, date: $0.date) })
        }
        .sorted { ($0.bestE1RM?.kilograms ?? 0, $1.exercise) > ($1.bestE1RM?.kilograms ?? 0, $0.exercise) }

        // e1RM of the main lifts: per session, or the best of each week or month.
        let (main, choice) = Self.mainLifts(exerciseRecords, asked: lifts)
        e1rmLifts = choice
        var series = main.map { exercise in
            let sessions = history.sessions(of: exercise).filter { inPeriod($0.date) }
            let points = sessions.compactMap { session -> Point? in
                let workout = snapshot.workout(session.workout).workout
                let summary = ExerciseStatistics.summary(
                    workout.exercises[session.exerciseIndex], on: workout.date, bodyweight: history.bodyweight(on: workout.date),
                    formula: formula, unit: unit, describingSets: false)
                return summary.bestE1RM.map { Point(date: workout.date, kilograms: $0) }
            }
            return Series(exercise: exercise.name, points: points)
        }
        let dates = series.flatMap(\.points).map(\.date)
        let resolution = Resolution.of(days: (dates.max()?.dayNumber ?? 0) - (dates.min()?.dayNumber ?? 0))
        if resolution != .session {
            series = series.map { Series(exercise: $0.exercise, points: Self.best($0.points, by: resolution)) }
        }
        e1rmResolution = resolution
        e1rm = series

        training = Self.trainingWeeks(workouts, history: history)
        cardio = Self.cardioWeeks(workouts)
        nutrition = Self.nutritionWeeks(figures, inPeriod: inPeriod)
        let weights = figures.bodyweights
        bodyweight = AthleteFigures.lastOfEachDay(weights).filter { inPeriod($0.date) }.map { entry in
            BodyweightPoint(date: entry.date, kilograms: entry.weightKg,
                            sevenDayAverage: AthleteFigures.sevenDayAverage(weights, through: entry.date)?.kilograms ?? entry.weightKg)
        }
        body = BodyReport(BodyComposition(snapshot: snapshot, athlete: figures.athlete), inPeriod: inPeriod)
        nutrients = NutrientWeek.weeks(figures, inPeriod: inPeriod)
        nutrientGoals = profile.nutrientGoals
        if let latest = bodyweight.last, let index = figures.bodyMassIndex(weightKg: latest.kilograms) {
            bmi = BMI(value: index.value, category: index.category.rawValue)
        }
        program = ProgramPage(figures: figures, today: to ?? snapshot.settings.today)
    }

    /// The e1RM chart's lifts: the ones asked for (in that order), else the heaviest compound
    /// lifts by best e1RM (two muscle groups or more, on a barbell or dumbbells, at least two
    /// sessions, one per primary muscle group: the squat, bench and deadlift a lifter follows, not the most frequent curls,
    /// nor chin-ups whose e1RM counts the bodyweight), else, with no such lift, the most trained.
    static func mainLifts(_ records: [ExerciseRecord], asked: [Exercise]?) -> ([Exercise], LiftChoice) {
        if let asked, !asked.isEmpty { return (asked, .asked) }
        let charted = records.filter { $0.sessions >= 2 && $0.records.bestE1RM != nil }
        let compound = charted.filter { record in
            record.exercise.muscleGroups.count >= 2 && [.barbell, .dumbbell].contains(record.exercise.category)
        }
        if !compound.isEmpty {
            let heaviest = compound.sorted {
                ($0.records.bestE1RM!.value, $1.exercise.name) > ($1.records.bestE1RM!.value, $0.exercise.name)
            }
            // One lift per primary muscle group: a deadlift and a deficit deadlift are one line of progress.
            var muscles = Set<MuscleGroup>()
            let distinct = heaviest.filter { muscles.insert($0.exercise.muscleGroups[0]).inserted }
            return (distinct.prefix(mainLiftCount).map(\.exercise), .heaviestCompound)
        }
        let trained = charted.sorted { ($0.sessions, $1.exercise.name) > ($1.sessions, $0.exercise.name) }
        return (trained.prefix(mainLiftCount).map(\.exercise), .mostTrained)
    }

    /// The best point of each week or month, dated on the day it was set.
    static func best(_ points: [Point], by resolution: Resolution) -> [Point] {
        var best: [Point] = []
        for point in points {
            if let last = best.last, resolution.bucket(of: last.date) == resolution.bucket(of: point.date) {
                if point.kilograms > last.kilograms { best[best.count - 1] = point }
            } else {
                best.append(point)
            }
        }
        return best
    }

    /// The Monday of a date's week.
    public static func week(of date: LocalDate) -> LocalDate { date.adding(days: -date.weekdayIndex) }

    /// Working sets and their volume per week, each to the exercise's first (primary) muscle group.
    private static func trainingWeeks(_ workouts: [Workout], history: TrainingHistory) -> [TrainingWeek] {
        var weeks: [LocalDate: (workouts: Int, muscles: [MuscleGroup: (sets: Int, volume: Double)])] = [:]
        for workout in workouts where workout.type == .lifting {
            let week = week(of: workout.date)
            weeks[week, default: (0, [:])].workouts += 1
            let bodyweight = history.bodyweight(on: workout.date)
            for exercise in workout.exercises where !exercise.exercise.isPlaceholder {
                guard let muscle = exercise.exercise.muscleGroups.first else { continue }
                for set in exercise.sets where set.isWorkingSet {
                    weeks[week]!.muscles[muscle, default: (0, 0)].sets += 1
                    weeks[week]!.muscles[muscle, default: (0, 0)].volume += set.volume(bodyweight: bodyweight)
                }
            }
        }
        return weeks.keys.sorted().map { week in
            let entry = weeks[week]!
            let muscles = MuscleGroup.allCases.compactMap { muscle in
                entry.muscles[muscle].map { MuscleWeek(muscle: muscle, sets: $0.sets, volumeKg: $0.volume) }
            }
            return TrainingWeek(week: week, workouts: entry.workouts, muscles: muscles)
        }
    }

    private static func cardioWeeks(_ workouts: [Workout]) -> [CardioWeek] {
        var weeks: [LocalDate: CardioWeek] = [:]
        var paced: [LocalDate: (km: Double, seconds: Double)] = [:]
        for workout in workouts where workout.type == .cardio {
            let week = week(of: workout.date)
            var entry = weeks[week] ?? CardioWeek(week: week, sessions: 0, distanceKm: 0, durationSeconds: 0, paceMinPerKm: nil)
            entry.sessions += 1
            let distance = workout.quickLog?.distanceKm ?? 0
            let duration = workout.quickLog?.duration ?? workout.duration
            entry.distanceKm += distance
            entry.durationSeconds += duration
            if distance > 0, duration > 0 {
                paced[week, default: (0, 0)].km += distance
                paced[week, default: (0, 0)].seconds += duration
            }
            weeks[week] = entry
        }
        return weeks.keys.sorted().map { week in
            var entry = weeks[week]!
            if let pace = paced[week], pace.km > 0 { entry.paceMinPerKm = pace.seconds / 60 / pace.km }
            return entry
        }
    }

    private static func nutritionWeeks(_ figures: AthleteFigures, inPeriod: (LocalDate) -> Bool) -> [NutritionWeek] {
        var weeks: [LocalDate: (days: Int, total: Macros)] = [:]
        for day in figures.daysWithMeals where inPeriod(day) {
            let totals = figures.dayNutrition(on: day)
            weeks[week(of: day), default: (0, .zero)].days += 1
            weeks[week(of: day), default: (0, .zero)].total = weeks[week(of: day)]!.total + totals.macros
        }
        return weeks.keys.sorted().map { week in
            let entry = weeks[week]!
            let days = Double(entry.days)
            return NutritionWeek(week: week, days: entry.days, average: Macros(
                calories: entry.total.calories / days, protein: entry.total.protein / days,
                carbs: entry.total.carbs / days, fat: entry.total.fat / days))
        }
    }
}
