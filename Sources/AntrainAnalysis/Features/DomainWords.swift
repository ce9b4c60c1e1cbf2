import AntrainBasics
import AntrainModel

/// The domain's words as the editor shows them in running text: muscles, equipment, weekdays,
/// meals, record kinds. What the log itself holds (`muscles: chest`) stays a keyword; these
/// are the words a lifter reads in a hover, a lens or a completion's detail.
public enum DomainWords {
    public static func muscle(_ muscle: MuscleGroup, in language: Language) -> String {
        LocalizedText(muscleKeys[muscle]!).text(in: language)
    }

    static func equipment(_ equipment: Equipment, in language: Language) -> String {
        LocalizedText(equipmentKeys[equipment]!).text(in: language)
    }

    static func category(_ category: ExerciseCategory, in language: Language) -> String {
        LocalizedText(categoryKeys[category]!).text(in: language)
    }

    static func category(_ category: FoodCategory, in language: Language) -> String {
        LocalizedText(foodCategoryKeys[category]!).text(in: language)
    }

    static func weekday(_ weekday: Weekday, in language: Language) -> String {
        LocalizedText(weekdayKeys[weekday]!).text(in: language)
    }

    static func record(_ kind: RecordKind, in language: Language) -> String {
        LocalizedText(recordKeys[kind]!).text(in: language)
    }

    static func bodyMassIndex(_ category: BodyMassIndex.Category, in language: Language) -> String {
        LocalizedText(bodyMassIndexKeys[category]!).text(in: language)
    }

    /// A meal's name as a title: the four meals of the day in the language, a name of the
    /// athlete's own (`meal "Pre-workout"`) title-cased as written.
    static func mealTitle(_ name: String, in language: Language) -> String {
        guard let key = mealKeys[name] else { return Format.titleCased(name) }
        return LocalizedText(key).text(in: language)
    }

    /// "A", "A and B", "A, B and C" in the language.
    static func list(_ items: [String], in language: Language) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return LocalizedText(listKey, ["items": .text(items.dropLast().joined(separator: ", ")), "last": .text(items.last!)]).text(in: language)
    }

    /// Between the numbers of a list: a comma in English, a semicolon in Turkish, where the
    /// comma is the decimal point (`20; 2,5`).
    static func numberSeparator(in language: Language) -> String {
        language == .tr ? "; " : ", "
    }

    /// "85 %" in English, "%85" in Turkish.
    static func percent(_ value: Double, decimals: Int = 0, in language: Language) -> String {
        LocalizedText(percentKey, ["percent": .text(Format.number(value, decimals: decimals, language: language))]).text(in: language)
    }

    static let listKey = MessageKey("word.list", "{items} and {last}")
    static let percentKey = MessageKey("word.percent", "{percent} %")

    static let muscleKeys: [MuscleGroup: MessageKey] = [
        .chest: MessageKey("word.muscle.chest", "chest"),
        .back: MessageKey("word.muscle.back", "back"),
        .shoulders: MessageKey("word.muscle.shoulders", "shoulders"),
        .biceps: MessageKey("word.muscle.biceps", "biceps"),
        .triceps: MessageKey("word.muscle.triceps", "triceps"),
        .quads: MessageKey("word.muscle.quads", "quads"),
        .hamstrings: MessageKey("word.muscle.hamstrings", "hamstrings"),
        .glutes: MessageKey("word.muscle.glutes", "glutes"),
        .calves: MessageKey("word.muscle.calves", "calves"),
        .core: MessageKey("word.muscle.core", "core"),
        .fullBody: MessageKey("word.muscle.fullBody", "full body"),
        .forearms: MessageKey("word.muscle.forearms", "forearms"),
        .neck: MessageKey("word.muscle.neck", "neck"),
    ]

    static let equipmentKeys: [Equipment: MessageKey] = [
        .barbell: MessageKey("word.equipment.barbell", "barbell"),
        .dumbbell: MessageKey("word.equipment.dumbbell", "dumbbell"),
        .none: MessageKey("word.equipment.none", "none"),
        .machine: MessageKey("word.equipment.machine", "machine"),
        .cable: MessageKey("word.equipment.cable", "cable"),
        .kettlebell: MessageKey("word.equipment.kettlebell", "kettlebell"),
        .plate: MessageKey("word.equipment.plate", "plate"),
        .band: MessageKey("word.equipment.band", "band"),
    ]

    static let categoryKeys: [ExerciseCategory: MessageKey] = [
        .barbell: MessageKey("word.category.barbell", "barbell"),
        .dumbbell: MessageKey("word.category.dumbbell", "dumbbell"),
        .bodyweight: MessageKey("word.category.bodyweight", "bodyweight"),
        .machine: MessageKey("word.category.machine", "machine"),
        .cable: MessageKey("word.category.cable", "cable"),
        .cardio: MessageKey("word.category.cardio", "cardio"),
        .metcon: MessageKey("word.category.metcon", "metcon"),
    ]

    static let foodCategoryKeys: [FoodCategory: MessageKey] = [
        .protein: MessageKey("word.food.protein", "protein"),
        .carb: MessageKey("word.food.carb", "carb"),
        .fat: MessageKey("word.food.fat", "fat"),
        .vegetable: MessageKey("word.food.vegetable", "vegetable"),
        .fruit: MessageKey("word.food.fruit", "fruit"),
        .dairy: MessageKey("word.food.dairy", "dairy"),
        .other: MessageKey("word.food.other", "other"),
    ]

    static let weekdayKeys: [Weekday: MessageKey] = [
        .mon: MessageKey("word.weekday.mon", "mon"),
        .tue: MessageKey("word.weekday.tue", "tue"),
        .wed: MessageKey("word.weekday.wed", "wed"),
        .thu: MessageKey("word.weekday.thu", "thu"),
        .fri: MessageKey("word.weekday.fri", "fri"),
        .sat: MessageKey("word.weekday.sat", "sat"),
        .sun: MessageKey("word.weekday.sun", "sun"),
    ]

    static let recordKeys: [RecordKind: MessageKey] = [
        .heaviestSet: MessageKey("word.record.heaviestSet", "heaviest set"),
        .e1RM: MessageKey("word.record.e1RM", "e1RM"),
        .volume: MessageKey("word.record.volume", "volume"),
    ]

    static let bodyMassIndexKeys: [BodyMassIndex.Category: MessageKey] = [
        .underweight: MessageKey("word.bmi.underweight", "underweight"),
        .normal: MessageKey("word.bmi.normal", "normal"),
        .overweight: MessageKey("word.bmi.overweight", "overweight"),
        .obese: MessageKey("word.bmi.obese", "obese"),
    ]

    static let mealKeys: [String: MessageKey] = [
        "breakfast": MessageKey("word.meal.breakfast", "Breakfast"),
        "lunch": MessageKey("word.meal.lunch", "Lunch"),
        "dinner": MessageKey("word.meal.dinner", "Dinner"),
        "snack": MessageKey("word.meal.snack", "Snack"),
    ]

    static let all: [MessageKey] = [listKey, percentKey] + Array(muscleKeys.values) + Array(equipmentKeys.values)
        + Array(categoryKeys.values) + Array(foodCategoryKeys.values) + Array(weekdayKeys.values) + Array(recordKeys.values)
        + Array(bodyMassIndexKeys.values) + Array(mealKeys.values)
}
