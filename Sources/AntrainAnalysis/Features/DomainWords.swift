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

    public static func bodyMassIndex(_ category: BodyMassIndex.Category, in language: Language) -> String {
        LocalizedText(bodyMassIndexKeys[category]!).text(in: language)
    }

    /// A measured site with its side: `waist`, `left thigh`, `sol uyluk`.
    public static func site(_ site: BodyMeasurement.Site, side: BodyMeasurement.Side?, in language: Language) -> String {
        let name = LocalizedText(BodyMessages.siteNames[site.rawValue]!).text(in: language)
        switch side {
        case .left: return "\(LocalizedText(BodyMessages.sideLeft).text(in: language)) \(name)"
        case .right: return "\(LocalizedText(BodyMessages.sideRight).text(in: language)) \(name)"
        case nil: return name
        }
    }

    /// A meal's name as a title: the four meals of the day in the language, a name of the
    /// athlete's own (`meal "Pre-workout"`) title-cased as written.
    static func mealTitle(_ name: String, in language: Language) -> String {
        guard let key = mealKey(name) else { return Format.titleCased(name) }
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
        var buffer = UTF8Buffer(capacity: 16)
        appendPercent(value, decimals: decimals, in: language, to: &buffer)
        return buffer.text
    }

    /// Appends ``percent(_:decimals:in:)``: a meal's hover writes several per day, with no
    /// string made for each.
    static func appendPercent(_ value: Double, decimals: Int = 0, in language: Language, to buffer: inout UTF8Buffer) {
        preparedPercent.append(in: language, to: &buffer) { _, buffer in
            NumberText.append(value, decimals: decimals, grouping: true, language: language, to: &buffer)
            return true
        }
    }

    /// ``percentKey`` with its one argument, `percent`, matched once.
    private static let preparedPercent = PreparedMessage(percentKey, arguments: ["percent"])

    static let listKey = MessageKey("word.list", en: "{items} and {last}",
        tr: "{items} ve {last}")
    static let percentKey = MessageKey("word.percent", en: "{percent} %",
        tr: "%{percent}")

    static let muscleKeys: [MuscleGroup: MessageKey] = [
        .chest: MessageKey("word.muscle.chest", en: "chest",
            tr: "göğüs"),
        .back: MessageKey("word.muscle.back", en: "back",
            tr: "sırt"),
        .shoulders: MessageKey("word.muscle.shoulders", en: "shoulders",
            tr: "omuz"),
        .biceps: MessageKey("word.muscle.biceps", en: "biceps",
            tr: "biseps"),
        .triceps: MessageKey("word.muscle.triceps", en: "triceps",
            tr: "triseps"),
        .quads: MessageKey("word.muscle.quads", en: "quads",
            tr: "ön bacak"),
        .hamstrings: MessageKey("word.muscle.hamstrings", en: "hamstrings",
            tr: "arka bacak"),
        .glutes: MessageKey("word.muscle.glutes", en: "glutes",
            tr: "kalça"),
        .calves: MessageKey("word.muscle.calves", en: "calves",
            tr: "kalf"),
        .core: MessageKey("word.muscle.core", en: "core",
            tr: "karın"),
        .fullBody: MessageKey("word.muscle.fullBody", en: "full body",
            tr: "tüm vücut"),
        .forearms: MessageKey("word.muscle.forearms", en: "forearms",
            tr: "ön kol"),
        .neck: MessageKey("word.muscle.neck", en: "neck",
            tr: "boyun"),
    ]

    static let equipmentKeys: [Equipment: MessageKey] = [
        .barbell: MessageKey("word.equipment.barbell", en: "barbell",
            tr: "halter"),
        .dumbbell: MessageKey("word.equipment.dumbbell", en: "dumbbell",
            tr: "dambıl"),
        .none: MessageKey("word.equipment.none", en: "none",
            tr: "ekipmansız"),
        .machine: MessageKey("word.equipment.machine", en: "machine",
            tr: "makine"),
        .cable: MessageKey("word.equipment.cable", en: "cable",
            tr: "kablo"),
        .kettlebell: MessageKey("word.equipment.kettlebell", en: "kettlebell",
            tr: "kettlebell"),
        .plate: MessageKey("word.equipment.plate", en: "plate",
            tr: "plaka"),
        .band: MessageKey("word.equipment.band", en: "band",
            tr: "direnç bandı"),
    ]

    static let categoryKeys: [ExerciseCategory: MessageKey] = [
        .barbell: MessageKey("word.category.barbell", en: "barbell",
            tr: "halter"),
        .dumbbell: MessageKey("word.category.dumbbell", en: "dumbbell",
            tr: "dambıl"),
        .bodyweight: MessageKey("word.category.bodyweight", en: "bodyweight",
            tr: "vücut ağırlığı"),
        .machine: MessageKey("word.category.machine", en: "machine",
            tr: "makine"),
        .cable: MessageKey("word.category.cable", en: "cable",
            tr: "kablo"),
        .cardio: MessageKey("word.category.cardio", en: "cardio",
            tr: "kardiyo"),
        .metcon: MessageKey("word.category.metcon", en: "metcon",
            tr: "metcon"),
    ]

    static let foodCategoryKeys: [FoodCategory: MessageKey] = [
        .protein: MessageKey("word.food.protein", en: "protein",
            tr: "protein"),
        .carb: MessageKey("word.food.carb", en: "carb",
            tr: "karbonhidrat"),
        .fat: MessageKey("word.food.fat", en: "fat",
            tr: "yağ"),
        .vegetable: MessageKey("word.food.vegetable", en: "vegetable",
            tr: "sebze"),
        .fruit: MessageKey("word.food.fruit", en: "fruit",
            tr: "meyve"),
        .dairy: MessageKey("word.food.dairy", en: "dairy",
            tr: "süt ürünü"),
        .other: MessageKey("word.food.other", en: "other",
            tr: "diğer"),
    ]

    static let weekdayKeys: [Weekday: MessageKey] = [
        .mon: MessageKey("word.weekday.mon", en: "mon",
            tr: "pzt"),
        .tue: MessageKey("word.weekday.tue", en: "tue",
            tr: "sal"),
        .wed: MessageKey("word.weekday.wed", en: "wed",
            tr: "çar"),
        .thu: MessageKey("word.weekday.thu", en: "thu",
            tr: "per"),
        .fri: MessageKey("word.weekday.fri", en: "fri",
            tr: "cum"),
        .sat: MessageKey("word.weekday.sat", en: "sat",
            tr: "cmt"),
        .sun: MessageKey("word.weekday.sun", en: "sun",
            tr: "paz"),
    ]

    static let recordKeys: [RecordKind: MessageKey] = [
        .heaviestSet: MessageKey("word.record.heaviestSet", en: "heaviest set",
            tr: "en ağır set"),
        .e1RM: MessageKey("word.record.e1RM", en: "e1RM",
            tr: "e1RM"),
        .volume: MessageKey("word.record.volume", en: "volume",
            tr: "hacim"),
    ]

    static let bodyMassIndexKeys: [BodyMassIndex.Category: MessageKey] = [
        .underweight: MessageKey("word.bmi.underweight", en: "underweight",
            tr: "zayıf"),
        .normal: MessageKey("word.bmi.normal", en: "normal",
            tr: "normal"),
        .overweight: MessageKey("word.bmi.overweight", en: "overweight",
            tr: "fazla kilolu"),
        .obese: MessageKey("word.bmi.obese", en: "obese",
            tr: "obez"),
    ]

    static let breakfastKey = MessageKey("word.meal.breakfast", en: "Breakfast",
        tr: "Kahvaltı")
    static let lunchKey = MessageKey("word.meal.lunch", en: "Lunch",
        tr: "Öğle yemeği")
    static let dinnerKey = MessageKey("word.meal.dinner", en: "Dinner",
        tr: "Akşam yemeği")
    static let snackKey = MessageKey("word.meal.snack", en: "Snack",
        tr: "Ara öğün")

    static let mealKeys: [String: MessageKey] = ["breakfast": breakfastKey, "lunch": lunchKey, "dinner": dinnerKey, "snack": snackKey]

    /// ``mealKeys``'s key for `name`: four names compared cost less than hashing one, and a
    /// full analysis titles every meal of a long log.
    static func mealKey(_ name: String) -> MessageKey? {
        switch name {
        case "breakfast": breakfastKey
        case "lunch": lunchKey
        case "dinner": dinnerKey
        case "snack": snackKey
        default: nil
        }
    }

    static let all: [MessageKey] = [listKey, percentKey] + Array(muscleKeys.values) + Array(equipmentKeys.values)
        + Array(categoryKeys.values) + Array(foodCategoryKeys.values) + Array(weekdayKeys.values) + Array(recordKeys.values)
        + Array(bodyMassIndexKeys.values) + Array(mealKeys.values)
}
