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

    /// One athlete's profile and logs.
    struct AthleteExport: Encodable {
        /// Where the profile is written; `null` for logs no profile governs.
        var profileSource: LogLocation?
        var profile: UserProfile
        var workouts: [Workout]
        var nutritionLogs: [NutritionLog]
        var bodyweights: [BodyweightEntry]
    }

    init(snapshot: WorkspaceSnapshot) {
        athletes = snapshot.athletes.indices.compactMap { index in
            let files = snapshot.fileIndices(ofAthlete: index)
            let athlete = snapshot.athletes[index]
            // Logs no profile governs appear only when they hold something (not definitions alone).
            let holdsLogs = files.contains { !snapshot.files[$0].lowered.meals.isEmpty || !snapshot.files[$0].lowered.mealTotalsByDay.isEmpty }
                || !snapshot.histories[index].workouts.isEmpty || !snapshot.histories[index].bodyweights.isEmpty
            guard athlete.hasProfile || holdsLogs || snapshot.athletes.count == 1 else { return nil }
            var mealsByDate: [LocalDate: [Meal]] = [:]
            for fileIndex in files {
                for lowered in snapshot.files[fileIndex].lowered.meals { mealsByDate[lowered.date, default: []].append(lowered.meal) }
            }
            let source = athlete.site.map { site in
                LogLocation(file: snapshot.files[site.fileIndex].name,
                            line: snapshot.files[site.fileIndex].firstLine
                                + snapshot.files[site.fileIndex].tree.source.lineIndex.line(containing: site.entryRange.lowerBound) + 1)
            }
            return AthleteExport(
                profileSource: source, profile: athlete.profile,
                workouts: snapshot.histories[index].workouts.map { snapshot.workout($0).workout },
                nutritionLogs: mealsByDate.keys.sorted().map { date in
                    NutritionLog(date: date, meals: mealsByDate[date]!.sorted { ($0.time?.minutes ?? -1) < ($1.time?.minutes ?? -1) })
                },
                bodyweights: snapshot.histories[index].bodyweights)
        }
        customExercises = snapshot.definitions.exercises.customExercises
        customFoods = snapshot.definitions.foods.customFoods
        templates = snapshot.files.flatMap { $0.lowered.templates.map(\.template) }
    }

    private var workouts: [Workout] { athletes.flatMap(\.workouts) }
    private var nutritionLogs: [NutritionLog] { athletes.flatMap(\.nutritionLogs) }

    /// One row per set and per food entry, with a header row (RFC 4180 quoting).
    func csv() -> String {
        var rows = [["kind", "date", "time", "entry", "item", "set", "reps", "weight_kg", "bodyweight", "rpe", "completed",
                     "duration_s", "grams", "kcal", "protein_g", "carbs_g", "fat_g", "notes", "tags", "rest_s", "superset"]]
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
                                 exercise.supersetGroup.map(String.init) ?? ""])
                }
            }
        }
        for log in nutritionLogs {
            for meal in log.meals {
                for food in meal.foods {
                    let macros = food.macros
                    rows.append(["food", "\(log.date)", meal.time?.description ?? "", meal.name, food.food.displayName, "", "", "",
                                 "", "", "", "", plain(food.grams), plain(macros.calories, decimals: 0),
                                 plain(macros.protein), plain(macros.carbs), plain(macros.fat), food.notes ?? "", "", "", ""])
                }
            }
        }
        return rows.map { $0.map(Self.quote).joined(separator: ",") }.joined(separator: "\n")
    }

    private func plain(_ value: Double, decimals: Int = 1) -> String {
        Format.number(value, decimals: decimals, grouping: false)
    }

    private static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
