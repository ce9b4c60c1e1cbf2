import AntrainModel

/// What `antrain report` shows for one athlete over a period: records per exercise, e1RM over
/// time for the main lifts, weekly sets and volume per muscle group, weekly cardio, weekly
/// nutrition against the goals, and the bodyweight trend. Loads in kilograms; the writers
/// convert to the athlete's unit.
public struct ProgressReport: Sendable, Encodable {
    public struct Lift: Sendable, Encodable {
        public var loadKg: Double
        public var reps: Int
        public var date: LocalDate
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
    public var training: [TrainingWeek]
    public var cardio: [CardioWeek]
    public var goals: Macros
    public var nutrition: [NutritionWeek]
    public var bodyweight: [BodyweightPoint]
    public var bmi: BMI?
    /// Measurements and body fat in the period (LANGUAGE.md §9.1), when there are any.
    public var body: BodyReport?
    /// Fibre, sugar, saturated fat and sodium per logged day by week, and their goals
    /// (LANGUAGE.md §9.2); empty when no food eaten has a figure.
    public var nutrients: [NutrientWeek] = []
    public var nutrientGoals: Nutrients?

    /// How many lifts the e1RM chart follows: the most trained, at least two sessions each.
    public static let mainLiftCount = 4

    public init(figures: AthleteFigures, from: LocalDate?, to: LocalDate?, unit: WeightUnit) {
        let snapshot = figures.snapshot
        let profile = figures.profile
        name = profile.name
        self.unit = unit
        self.from = from
        self.to = to
        formula = snapshot.settings.oneRepMaxFormula
        goals = profile.goals
        func inPeriod(_ date: LocalDate) -> Bool { (from.map { date >= $0 } ?? true) && (to.map { date <= $0 } ?? true) }
        let period: ClosedRange<LocalDate>? = (from != nil || to != nil)
            ? (from ?? LocalDate(year: 1, month: 1, day: 1))...(to ?? LocalDate(year: 9999, month: 12, day: 31)) : nil
        let workouts = figures.workouts.filter { inPeriod($0.date) }
        self.workouts = workouts.count
        let history = figures.history

        let exerciseRecords = figures.exerciseRecords(dates: period)
        records = exerciseRecords.map { record in
            ExerciseRecords(
                exercise: record.exercise.name, muscle: record.exercise.muscleGroups.first, sessions: record.sessions,
                heaviest: record.records.heaviest.map { Lift(loadKg: $0.load, reps: $0.reps, date: $0.date) },
                bestE1RM: record.records.bestE1RM.map { Figure(kilograms: $0.value, date: $0.date) },
                bestVolume: record.records.bestVolume.map { Figure(kilograms: $0.value, date: $0.date) })
        }
        .sorted { ($0.bestE1RM?.kilograms ?? 0, $1.exercise) > ($1.bestE1RM?.kilograms ?? 0, $0.exercise) }

        // e1RM per session of the main lifts.
        let main = exerciseRecords.filter { $0.sessions >= 2 && $0.records.bestE1RM != nil }
            .sorted { ($0.sessions, $1.exercise.name) > ($1.sessions, $0.exercise.name) }
            .prefix(Self.mainLiftCount)
        e1rm = main.map { record in
            let sessions = history.sessions(of: record.exercise).filter { inPeriod($0.date) }
            let points = sessions.compactMap { session -> Point? in
                let workout = snapshot.workout(session.workout).workout
                let summary = ExerciseStatistics.summary(
                    workout.exercises[session.exerciseIndex], on: workout.date, bodyweight: history.bodyweight(on: workout.date),
                    formula: snapshot.settings.oneRepMaxFormula, unit: unit)
                return summary.bestE1RM.map { Point(date: workout.date, kilograms: $0) }
            }
            return Series(exercise: record.exercise.name, points: points)
        }

        training = Self.trainingWeeks(workouts, history: history)
        cardio = Self.cardioWeeks(workouts)
        nutrition = Self.nutritionWeeks(figures, inPeriod: inPeriod)
        let weights = history.bodyweights
        bodyweight = weights.filter { inPeriod($0.date) }.map { entry in
            BodyweightPoint(date: entry.date, kilograms: entry.weightKg,
                            sevenDayAverage: AthleteFigures.sevenDayAverage(weights, through: entry.date)?.kilograms ?? entry.weightKg)
        }
        body = BodyReport(BodyComposition(snapshot: snapshot, athlete: figures.athlete), inPeriod: inPeriod)
        nutrients = NutrientWeek.weeks(figures, inPeriod: inPeriod)
        nutrientGoals = profile.nutrientGoals
        if let latest = bodyweight.last, let index = figures.bodyMassIndex(weightKg: latest.kilograms) {
            bmi = BMI(value: index.value, category: index.category.rawValue)
        }
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
