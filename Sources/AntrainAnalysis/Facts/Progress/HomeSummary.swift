import AntrainModel

/// The seed app's Home screen for one athlete at one moment: a greeting by the time of day,
/// today's nutrition against the goals, the heaviest records, the latest workouts and the
/// latest bodyweight with BMI. Plain figures; `antrain summary` writes them as text or JSON.
public struct HomeSummary: Sendable, Encodable {
    public enum Greeting: String, Sendable, Encodable { case goodMorning, hello, goodEvening }

    public struct NutritionLine: Sendable, Encodable {
        public var name: String
        public var value: Double
        public var goal: Double
        /// Of the goal, in percent; nil when the goal is 0.
        public var percent: Double?
    }

    public struct RecordLine: Sendable, Encodable {
        public var exercise: String
        /// The load lifted; for a bodyweight set, the day's bodyweight plus what was written after `BW`.
        public var loadKg: Double
        /// For a bodyweight set, what was written after `BW` in kg; absent for a weight.
        public var bodyweightOffsetKg: Double?
        public var reps: Int
        public var date: LocalDate
        public var daysAgo: Int
    }

    public struct WorkoutLine: Sendable, Encodable {
        public var date: LocalDate
        public var time: LocalTime?
        public var type: WorkoutType
        public var title: String?
        public var daysAgo: Int
        public var sets: Int
    }

    public struct BodyweightLine: Sendable, Encodable {
        public var date: LocalDate
        public var weightKg: Double
        public var daysAgo: Int
        public var bmi: Double?
        public var bmiCategory: String?
        public var hasHeight: Bool
    }

    public var date: LocalDate
    public var time: LocalTime
    public var name: String?
    public var greeting: Greeting
    public var unit: WeightUnit
    public var meals: Int
    public var nutrition: [NutritionLine]
    public var records: [RecordLine]
    public var workouts: [WorkoutLine]
    public var bodyweight: BodyweightLine?
    /// The program the athlete follows (or has just finished), if any.
    public var program: ProgramLine?
    /// Whether anything (a meal, a workout, a weigh-in) is logged on the day.
    public var loggedOnDay: Bool
    /// The next day the program plans, from the day on (the day itself when it plans it).
    public var nextProgramDay: ProgramDayLine?

    /// A day a program plans: its date, the day's template and the program's week.
    public struct ProgramDayLine: Sendable, Encodable {
        public var date: LocalDate
        public var daysAhead: Int
        public var template: String
        public var program: String
        public var week: Int
    }

    /// How far ahead the next program day is looked for: four weeks, so a program's rest
    /// week is crossed, and the search never depends on what the log writes.
    public static let programLookahead = 28
    /// The latest measurements and body fat (LANGUAGE.md §9.1), when the athlete has any.
    public var body: BodySummary?
    /// The day's fibre, sugar, saturated fat and sodium with a goal or a figure (LANGUAGE.md §9.2).
    public var nutrients: [NutrientLine] = []

    /// Where the athlete is in their program (LANGUAGE.md §7.4): a week of it, or finished.
    public struct ProgramLine: Sendable, Encodable {
        public var name: String
        public var startDate: LocalDate
        public var weeks: Int
        /// The week the day falls in; nil once every week is behind.
        public var week: Int?
        public var isFinished: Bool { week == nil }
    }

    /// The seed's hours: 05–12 good morning, 12–18 hello, 18–22 good evening, else hello.
    public static func greeting(at time: LocalTime) -> Greeting {
        switch time.hour {
        case 5..<12: .goodMorning
        case 18..<22: .goodEvening
        default: .hello
        }
    }

    /// The Home screen on `date`: every part reads the log up to that day, as the athlete saw it then.
    public init(figures: AthleteFigures, date: LocalDate, time: LocalTime, unit: WeightUnit) {
        let figures = figures.asOf(date)
        self.date = date
        self.time = time
        self.unit = unit
        let profile = figures.profile
        name = profile.name
        greeting = Self.greeting(at: time)
        let today = figures.dayNutrition(on: date)
        meals = today.meals
        let goals = profile.goals
        nutrition = [
            ("calories", today.macros.calories, goals.calories), ("protein", today.macros.protein, goals.protein),
            ("carbs", today.macros.carbs, goals.carbs), ("fat", today.macros.fat, goals.fat),
        ].map { NutritionLine(name: $0.0, value: $0.1, goal: $0.2, percent: $0.2 > 0 ? $0.1 / $0.2 * 100 : nil) }
        // The top five by weight.
        records = figures.exerciseRecords().compactMap { record -> RecordLine? in
            guard let heaviest = record.records.heaviest else { return nil }
            return RecordLine(exercise: record.exercise.name, loadKg: heaviest.load, bodyweightOffsetKg: heaviest.bodyweightOffset,
                              reps: heaviest.reps, date: heaviest.date,
                              daysAgo: date.dayNumber - heaviest.date.dayNumber)
        }
        .sorted { ($0.loadKg, $1.exercise) > ($1.loadKg, $0.exercise) }
        .prefix(5).map { $0 }
        workouts = figures.workouts.suffix(5).reversed().map { workout in
            WorkoutLine(date: workout.date, time: workout.time, type: workout.type, title: workout.title,
                        daysAgo: date.dayNumber - workout.date.dayNumber,
                        sets: workout.exercises.reduce(0) { $0 + $1.sets.filter(\.isCompleted).count })
        }
        let schedule = figures.snapshot.programSchedule(ofAthlete: figures.athlete)
        if let active = schedule.activeProgram(on: date) {
            program = ProgramLine(name: active.program.name, startDate: active.startDate, weeks: active.program.durationWeeks,
                                  week: active.currentWeekNumber(today: date))
            nextProgramDay = (0..<Self.programLookahead).lazy.compactMap { ahead -> ProgramDayLine? in
                guard let planned = active.scheduledDay(on: date.adding(days: ahead)) else { return nil }
                return ProgramDayLine(date: planned.date, daysAhead: ahead, template: planned.day.templateName,
                                      program: active.program.name, week: planned.weekNumber)
            }.first
        }
        let composition = BodyComposition(snapshot: figures.snapshot, athlete: figures.athlete)
        // Anything dated that day counts, a `measure` entry too, and on a day before the last
        // workout as well: "nothing logged" is said only of a day with nothing in the logs.
        loggedOnDay = today.meals > 0 || figures.workouts.contains { $0.date == date } || figures.bodyweights.contains { $0.date == date }
            || composition.measurements.contains { $0.date == date }
        body = BodySummary(composition, on: date)
        nutrients = NutrientLine.lines(snapshot: figures.snapshot, athlete: figures.athlete, date: date)
        if let latest = figures.bodyweights.last {
            let bmi = figures.bodyMassIndex(weightKg: latest.weightKg)
            bodyweight = BodyweightLine(date: latest.date, weightKg: latest.weightKg, daysAgo: date.dayNumber - latest.date.dayNumber,
                                        bmi: bmi?.value, bmiCategory: bmi?.category.rawValue, hasHeight: profile.heightCm != nil)
        }
    }
}
