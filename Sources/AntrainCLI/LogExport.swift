import AntrainBasics
import AntrainAnalysis
import AntrainModel

/// The shape of `antrain export --format json` (documented in Docs/EXPORT.md): one object
/// per athlete (LANGUAGE.md §4), and the definitions the athletes share.
struct LogExport: Encodable {
    var formatVersion = 2
    var athletes: [AthleteExport]
    var customExercises: [Exercise]
    var customFoods: [FoodItem]
    var templates: [WorkoutTemplate]
    /// The programs (LANGUAGE.md §7.4); left out when there are none, so logs without
    /// planning export as they always have.
    var programs: [TrainingProgram]

    private enum CodingKeys: String, CodingKey {
        case formatVersion, athletes, customExercises, customFoods, templates, programs
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(athletes, forKey: .athletes)
        try container.encode(customExercises, forKey: .customExercises)
        try container.encode(customFoods, forKey: .customFoods)
        try container.encode(templates, forKey: .templates)
        if !programs.isEmpty { try container.encode(programs, forKey: .programs) }
    }

    /// One athlete's profile and logs.
    struct AthleteExport: Encodable {
        /// Where the profile is written; `null` for logs no profile governs.
        var profileSource: LogLocation?
        var profile: UserProfile
        var workouts: [Workout]
        var nutritionLogs: [NutritionLog]
        var bodyweights: [BodyweightEntry]
        /// The athlete's training maxes (LANGUAGE.md §7.2), by date; left out when none.
        var trainingMaxes: [TrainingMax]
        /// `program` lines by date, and the program followed on the export's day (finished
        /// or not), with its start date; both left out when there are none.
        var programStarts: [ProgramStart]
        var activeProgram: ActiveProgramExport?
        /// Body measurements and body fat by date (LANGUAGE.md §9.1); left out when none.
        var measurements: [BodyMeasurement] = []
        var bodyFat: [BodyComposition.BodyFat] = []

        private enum CodingKeys: String, CodingKey {
            case profileSource, profile, workouts, nutritionLogs, bodyweights, trainingMaxes, programStarts, activeProgram
            case measurements, bodyFat
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(profileSource, forKey: .profileSource)
            try container.encode(profile, forKey: .profile)
            try container.encode(workouts, forKey: .workouts)
            try container.encode(nutritionLogs, forKey: .nutritionLogs)
            try container.encode(bodyweights, forKey: .bodyweights)
            if !trainingMaxes.isEmpty { try container.encode(trainingMaxes, forKey: .trainingMaxes) }
            if !programStarts.isEmpty { try container.encode(programStarts, forKey: .programStarts) }
            try container.encodeIfPresent(activeProgram, forKey: .activeProgram)
            if !measurements.isEmpty { try container.encode(measurements, forKey: .measurements) }
            if !bodyFat.isEmpty { try container.encode(bodyFat, forKey: .bodyFat) }
        }
    }

    /// The program an athlete follows: its name, start date, and where it stands today.
    struct ActiveProgramExport: Encodable {
        var name: String
        var startDate: LocalDate
        var durationWeeks: Int
        /// The week of the program today is in; absent before the start and once finished.
        var currentWeek: Int?
        var isFinished: Bool
    }

    /// The given files' entries, each athlete's from the analysis of that athlete; the
    /// definitions are the workspace's (every analysis holds them all).
    init(logs: ExportedLogs) {
        athletes = logs.analyses.compactMap { analysis in
            Self.athlete(of: analysis, files: logs.files(of: analysis), isOnly: logs.analyses.count == 1)
        }
        let snapshot = logs.analyses.first?.snapshot
        customExercises = snapshot?.definitions.exercises.customExercises ?? []
        customFoods = snapshot?.definitions.foods.customFoods ?? []
        templates = logs.analyses.flatMap { analysis in
            logs.files(of: analysis).flatMap { analysis.templates(ofFile: $0).map(\.template) }
        }
        programs = snapshot?.definitions.programs ?? []
    }

    /// One athlete's export: the entries of `files` (the given files that are the athlete's).
    private static func athlete(of analysis: AthleteAnalysis, files: [String], isOnly: Bool) -> AthleteExport? {
        let snapshot = analysis.snapshot
        guard !files.isEmpty else { return nil }
        let index = analysis.athlete
        let names = analysis.names(ofFiles: files)
        let athlete = snapshot.athletes[index]
        let history = snapshot.histories[index]
        let workouts = analysis.historyWorkouts(inFiles: files)
        let bodyweights = history.bodyweights.filter { names.contains($0.source.file) }
        let meals = files.flatMap(analysis.meals(ofFile:))
        // Logs no profile governs appear only when they hold something (not definitions alone).
        let holdsLogs = !meals.isEmpty || !workouts.isEmpty || !bodyweights.isEmpty
        guard athlete.hasProfile || holdsLogs || isOnly else { return nil }
        var mealsByDate: [LocalDate: [Meal]] = [:]
        for lowered in meals { mealsByDate[lowered.date, default: []].append(Self.asWritten(lowered.meal)) }
        let source = athlete.site.map { site in
            let (file, line) = analysis.line(of: site)
            return LogLocation(file: file, line: line)
        }
        let whole = BodyComposition(snapshot: snapshot, athlete: index)
        let body = BodyComposition(measurements: whole.measurements.filter { names.contains($0.source.file) }, profile: athlete.profile,
                                   bodyweights: bodyweights)
        var export = AthleteExport(
            profileSource: source, profile: athlete.profile,
            workouts: workouts.map(\.workout),
            nutritionLogs: mealsByDate.keys.sorted().map { date in
                NutritionLog(date: date, meals: mealsByDate[date]!.sorted { ($0.time?.minutes ?? -1) < ($1.time?.minutes ?? -1) })
            },
            bodyweights: bodyweights,
            trainingMaxes: history.trainingMaxes.filter { names.contains($0.source.file) },
            programStarts: history.programStarts.filter { names.contains($0.source.file) },
            activeProgram: Self.activeProgram(snapshot.programSchedule(ofAthlete: index), today: snapshot.settings.today))
        export.measurements = body.measurements
        export.bodyFat = body.bodyFatHistory
        return export
    }

    /// A meal with each food's amount as written: an implausible amount is exported beside
    /// its diagnostic, not bounded (bounding is for figures and charts).
    private static func asWritten(_ meal: Meal) -> Meal {
        guard meal.foods.contains(where: { $0.writtenGrams != nil }) else { return meal }
        var meal = meal
        for index in meal.foods.indices {
            guard let written = meal.foods[index].writtenGrams else { continue }
            meal.foods[index].grams = written
            meal.foods[index].writtenGrams = nil
        }
        return meal
    }

    private static func activeProgram(_ schedule: ProgramSchedule, today: LocalDate) -> ActiveProgramExport? {
        guard let active = schedule.activeProgram(on: today) else { return nil }
        return ActiveProgramExport(name: active.program.name, startDate: active.startDate,
                                   durationWeeks: active.program.durationWeeks,
                                   currentWeek: active.currentWeekNumber(today: today), isFinished: active.isFinished(on: today))
    }

    private var workouts: [Workout] { athletes.flatMap(\.workouts) }
    private var nutritionLogs: [NutritionLog] { athletes.flatMap(\.nutritionLogs) }

    /// The CSV's columns: the first 21 in the order of the first version (readers that go by
    /// position keep working), then the planning marks of LANGUAGE.md §7.1 the JSON carries.
    static let csvColumns = ["kind", "date", "time", "entry", "item", "set", "reps", "weight_kg", "bodyweight", "rpe", "completed",
                             "duration_s", "grams", "kcal", "protein_g", "carbs_g", "fat_g", "notes", "tags", "rest_s", "superset"]
        + ["reps_max", "amrap", "percent_of_max", "rir"]
        + ["reps_left", "reps_right"]
        + nutrientColumns + ["side", "value", "unit"]
        + sideDurationColumns

    /// A food entry's fibre, sugar and saturated fat in grams and sodium in milligrams, for the
    /// amount eaten (like `kcal`); empty when the food has no figure (unknown, not 0).
    static let nutrientColumns = ["fiber_g", "sugar_g", "satfat_g", "sodium_mg"]

    /// Each side's seconds of a one-side time set (`45s|40s`: 45 and 40), after every older
    /// column so that readers by position keep working; empty on other rows.
    static let sideDurationColumns = ["duration_left_s", "duration_right_s"]

    /// The columns from `fiber_g` to `unit`, empty on a set row.
    private static let emptyAfterSets = Array(repeating: "", count: nutrientColumns.count + 3)

    /// The side duration columns, empty on a food or measurement row.
    private static let emptySideDurations = Array(repeating: "", count: sideDurationColumns.count)

    /// One row per set, per food entry and per body measurement, with a header row (RFC 4180
    /// quoting).
    func csv() -> String {
        var rows = [Self.csvColumns]
        for workout in workouts {
            let entry = workout.title ?? workout.type.rawValue
            for exercise in workout.exercises {
                for set in exercise.sets {
                    rows.append(["set", "\(workout.date)", workout.time?.description ?? "", entry, exercise.exercise.name,
                                 "\(set.orderIndex + 1)", "\(set.reps)", plain(set.weight, decimals: 3),
                                 set.isBodyweight ? "BW\(set.bodyweightOffset == 0 ? "" : (set.bodyweightOffset > 0 ? "+" : "") + plain(set.bodyweightOffset, decimals: 3))" : "",
                                 set.rpe.map { plain($0) } ?? "", set.isCompleted ? "true" : "false",
                                 set.duration.map { plain($0, decimals: 0) } ?? "", "", "", "", "", "", set.notes ?? "",
                                 set.tags.map(\.rawValue).joined(separator: " "), set.restTime.map { plain($0, decimals: 0) } ?? "",
                                 exercise.supersetGroup.map(String.init) ?? ""] + planningFields(of: set)
                                 + [set.repsLeft.map(String.init) ?? "", set.repsRight.map(String.init) ?? ""] + Self.emptyAfterSets
                                 + [set.durationLeft.map { plain($0, decimals: 0) } ?? "", set.durationRight.map { plain($0, decimals: 0) } ?? ""])
                }
            }
        }
        for log in nutritionLogs {
            for meal in log.meals {
                for food in meal.foods {
                    let macros = food.macros
                    let fields = ["food", "\(log.date)", meal.time?.description ?? "", meal.name, food.food.displayName, "", "", "",
                                  "", "", "", "", plain(food.grams), plain(macros.calories, decimals: 0),
                                  plain(macros.protein), plain(macros.carbs), plain(macros.fat), food.notes ?? ""]
                    // The set columns after `notes` are empty for a food, and so are the measurement's.
                    let setColumns = Array(repeating: "", count: Self.csvColumns.count - fields.count - Self.emptyAfterSets.count
                                               - Self.emptySideDurations.count)
                    rows.append(fields + setColumns + nutrientFields(of: food) + ["", "", ""] + Self.emptySideDurations)
                }
            }
        }
        for measurement in athletes.flatMap(\.measurements) {
            let fields = ["measure", "\(measurement.date)", measurement.time?.description ?? "", "measure", measurement.site.rawValue]
            let between = Array(repeating: "", count: Self.csvColumns.count - fields.count - 3 - Self.emptySideDurations.count)
            rows.append(fields + between + [measurement.side?.rawValue ?? "", plain(measurement.value, decimals: 2),
                                            measurement.site.isLength ? "cm" : "%"] + Self.emptySideDurations)
        }
        return rows.map { $0.map(Self.quote).joined(separator: ",") }.joined(separator: "\n")
    }

    /// `fiber_g`, `sugar_g`, `satfat_g`, `sodium_mg` of the amount eaten; a gram figure to three
    /// decimals and sodium to two, so `import` finds the same figures per 100 g again.
    private func nutrientFields(of food: FoodEntry) -> [String] {
        Nutrients.Kind.allCases.map { kind in
            guard let per100g = food.food.nutrientsPer100g?[kind] else { return "" }
            return plain(per100g * food.grams / 100, decimals: kind == .sodium ? 2 : 3)
        }
    }

    /// `reps_max`, `amrap`, `percent_of_max`, `rir`: empty when the set has no such mark, so a
    /// plain log's rows only grow by empty fields.
    private func planningFields(of set: WorkoutSet) -> [String] {
        [set.repsMax.map(String.init) ?? "", set.isAMRAP ? "true" : "", set.percentOfMax.map { plain($0, decimals: 2) } ?? "",
         set.rir.map(String.init) ?? ""]
    }

    private func plain(_ value: Double, decimals: Int = 1) -> String {
        Format.number(value, decimals: decimals, grouping: false)
    }

    private static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingScalar("\"", with: "\"\"") + "\""
    }
}
