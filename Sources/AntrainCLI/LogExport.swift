import AntrainAnalysis
import AntrainModel

/// The shape of `antrain export --format json` (documented in docs/EXPORT.md).
struct LogExport: Encodable {
    var formatVersion = 1
    var profile: UserProfile
    var workouts: [Workout]
    var nutritionLogs: [NutritionLog]
    var bodyweights: [BodyweightEntry]
    var customExercises: [Exercise]
    var customFoods: [FoodItem]
    var templates: [WorkoutTemplate]

    init(snapshot: WorkspaceSnapshot) {
        profile = snapshot.definitions.profile
        workouts = snapshot.history.workouts.map { snapshot.workout($0).workout }
        var mealsByDate: [LocalDate: [Meal]] = [:]
        for file in snapshot.files {
            for lowered in file.lowered.meals { mealsByDate[lowered.date, default: []].append(lowered.meal) }
        }
        nutritionLogs = mealsByDate.keys.sorted().map { date in
            NutritionLog(date: date, meals: mealsByDate[date]!.sorted { ($0.time?.minutes ?? -1) < ($1.time?.minutes ?? -1) })
        }
        bodyweights = snapshot.history.bodyweights
        customExercises = snapshot.definitions.exercises.customExercises
        customFoods = snapshot.definitions.foods.customFoods
        templates = snapshot.files.flatMap { $0.lowered.templates.map(\.template) }
    }

    /// One row per set and per food entry, with a header row (RFC 4180 quoting).
    func csv() -> String {
        var rows = [["kind", "date", "time", "entry", "item", "set", "reps", "weight_kg", "bodyweight", "rpe", "completed",
                     "duration_s", "grams", "kcal", "protein_g", "carbs_g", "fat_g", "notes"]]
        for workout in workouts {
            let entry = workout.title ?? workout.type.rawValue
            for exercise in workout.exercises {
                for set in exercise.sets {
                    rows.append(["set", "\(workout.date)", workout.time?.description ?? "", entry, exercise.exercise.name,
                                 "\(set.orderIndex + 1)", "\(set.reps)", plain(set.weight, decimals: 3),
                                 set.isBodyweight ? "BW\(set.bodyweightOffset == 0 ? "" : (set.bodyweightOffset > 0 ? "+" : "") + plain(set.bodyweightOffset, decimals: 3))" : "",
                                 set.rpe.map { plain($0) } ?? "", set.isCompleted ? "true" : "false",
                                 set.duration.map { plain($0, decimals: 0) } ?? "", "", "", "", "", "", set.notes ?? ""])
                }
            }
        }
        for log in nutritionLogs {
            for meal in log.meals {
                for food in meal.foods {
                    let macros = food.macros
                    rows.append(["food", "\(log.date)", meal.time?.description ?? "", meal.name, food.food.displayName, "", "", "",
                                 "", "", "", "", plain(food.grams), plain(macros.calories, decimals: 0),
                                 plain(macros.protein), plain(macros.carbs), plain(macros.fat), food.notes ?? ""])
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
