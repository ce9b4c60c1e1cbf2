import AntrainModel

/// Apple Health's identifiers the import reads, and what each becomes.
enum AppleHealthTypes {
    enum BodyKind: String {
        case bodyMass, bodyFat, waist, height
    }

    static let body: [String: BodyKind] = [
        "HKQuantityTypeIdentifierBodyMass": .bodyMass,
        "HKQuantityTypeIdentifierBodyFatPercentage": .bodyFat,
        "HKQuantityTypeIdentifierWaistCircumference": .waist,
        "HKQuantityTypeIdentifierHeight": .height,
    ]

    enum WorkoutKind: Equatable {
        case cardio(CardioType)
        case strength
    }

    /// `HKWorkoutActivityTypeRunning` → a run; strength training → lifting; others nil.
    static func workout(_ activity: String) -> WorkoutKind? {
        switch shortName(activity) {
        case "Running": .cardio(.run)
        case "Cycling", "HandCycling": .cardio(.bike)
        case "Rowing": .cardio(.row)
        case "Swimming": .cardio(.swim)
        case "Walking", "Hiking": .cardio(.walk)
        case "Elliptical": .cardio(.elliptical)
        case "CrossCountrySkiing": .cardio(.ski)
        case "TraditionalStrengthTraining", "FunctionalStrengthTraining": .strength
        default: nil
        }
    }

    /// `HKWorkoutActivityTypeRunning` → `Running`.
    static func shortName(_ activity: String) -> String {
        let prefix = "HKWorkoutActivityType"
        return activity.hasPrefix(prefix) ? String(activity.dropFirst(prefix.count)) : activity
    }

    /// `TraditionalStrengthTraining` → `Traditional strength training`.
    static func words(of name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += " " + character.lowercased() } else { result.append(character) }
        }
        return result
    }

    /// The exercise a strength workout is written under: Apple's export holds no sets.
    static let strengthExercise = "Strength Training"
    static let strengthComment = "Apple Health's strength workouts hold no exercises or sets: each is one time set as long as the workout"

    /// A body mass in its unit: `kg`, `lb`, `g`, `st`.
    static func load(_ value: Double, unit: String) -> WrittenLoad? {
        switch unit.lowercased() {
        case "kg", "": WrittenLoad(value: value, unit: .kg)
        case "lb", "lbs": WrittenLoad(value: value, unit: .lb)
        case "g": WrittenLoad(value: value / 1000, unit: .kg)
        case "st": WrittenLoad(value: value * 14, unit: .lb)
        default: nil
        }
    }

    /// A length in centimetres from `cm`, `m`, `in`, `ft`, `mm`.
    static func centimetres(_ value: Double, unit: String) -> Double? {
        switch unit.lowercased() {
        case "cm": value
        case "m": value * 100
        case "mm": value / 10
        case "in": value * BodyMeasurement.centimetresPerInch
        case "ft": value * 12 * BodyMeasurement.centimetresPerInch
        default: nil
        }
    }
}

/// A workout's time, distance, energy and heart rate, from its attributes (older exports)
/// or its `WorkoutStatistics` (newer ones, where the attributes are gone).
struct AppleHealthWorkoutFigures {
    var seconds: Double?
    var distance: WrittenDistance?
    var kilocalories: Double?
    var heartRate: Double?

    init(_ attributes: [String: String], statistics: [[String: String]], start: AppleHealthDate) {
        if let duration = attributes["duration"].flatMap(Double.init) {
            switch (attributes["durationUnit"] ?? "min").lowercased() {
            case "s", "sec": seconds = duration
            case "hr", "h": seconds = duration * 3600
            default: seconds = duration * 60
            }
        } else if let end = attributes["endDate"].flatMap(AppleHealthDate.init) {
            seconds = Double(end.unixSeconds - start.unixSeconds)
        }
        if let value = attributes["totalDistance"].flatMap(Double.init), value > 0 {
            distance = Self.distance(value, unit: attributes["totalDistanceUnit"] ?? "km")
        }
        if let value = attributes["totalEnergyBurned"].flatMap(Double.init), value > 0 {
            kilocalories = Self.kilocalories(value, unit: attributes["totalEnergyBurnedUnit"] ?? "kcal")
        }
        for statistic in statistics {
            let type = statistic["type"] ?? ""
            if distance == nil, type.hasPrefix("HKQuantityTypeIdentifierDistance"), let sum = statistic["sum"].flatMap(Double.init), sum > 0 {
                distance = Self.distance(sum, unit: statistic["unit"] ?? "km")
            } else if kilocalories == nil, type == "HKQuantityTypeIdentifierActiveEnergyBurned", let sum = statistic["sum"].flatMap(Double.init) {
                kilocalories = Self.kilocalories(sum, unit: statistic["unit"] ?? "kcal")
            } else if type == "HKQuantityTypeIdentifierHeartRate", let average = statistic["average"].flatMap(Double.init) {
                heartRate = average
            }
        }
    }

    /// `320 kcal`, `avg HR 152 bpm`.
    var noteParts: [String] {
        var parts: [String] = []
        if let kilocalories { parts.append("\(Int(kilocalories.rounded())) kcal") }
        if let heartRate { parts.append("avg HR \(Int(heartRate.rounded())) bpm") }
        return parts
    }

    /// Kilometres and miles to two decimals, metres whole.
    static func distance(_ value: Double, unit: String) -> WrittenDistance? {
        switch unit.lowercased() {
        case "km": WrittenDistance(value: (value * 100).rounded() / 100, unit: .km)
        case "mi": WrittenDistance(value: (value * 100).rounded() / 100, unit: .mi)
        case "m": WrittenDistance(value: value.rounded(), unit: .m)
        case "yd": WrittenDistance(value: (value * 0.9144).rounded(), unit: .m)
        default: nil
        }
    }

    static func kilocalories(_ value: Double, unit: String) -> Double {
        unit.lowercased() == "kj" ? value / 4.184 : value
    }
}
