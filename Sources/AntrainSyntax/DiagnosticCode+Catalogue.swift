/// Every diagnostic code of LANGUAGE.md §6 and §7.6, sorted. Syntax emits a few; the analysis
/// layer's validation emits the rest.
extension DiagnosticCode {
    public static let amountWithoutUnit = DiagnosticCode(rawValue: "amount-without-unit")
    public static let cardioTypeMissing = DiagnosticCode(rawValue: "cardio-type-missing")
    public static let duplicateDay = DiagnosticCode(rawValue: "duplicate-day")
    public static let duplicateDefinition = DiagnosticCode(rawValue: "duplicate-definition")
    public static let duplicateProfile = DiagnosticCode(rawValue: "duplicate-profile")
    public static let emptyMeal = DiagnosticCode(rawValue: "empty-meal")
    public static let energyMismatch = DiagnosticCode(rawValue: "energy-mismatch")
    public static let exerciseWithoutSets = DiagnosticCode(rawValue: "exercise-without-sets")
    public static let futureDate = DiagnosticCode(rawValue: "future-date")
    public static let implausibleValue = DiagnosticCode(rawValue: "implausible-value")
    public static let invalidDate = DiagnosticCode(rawValue: "invalid-date")
    public static let invalidTime = DiagnosticCode(rawValue: "invalid-time")
    public static let liftingWithoutExercises = DiagnosticCode(rawValue: "lifting-without-exercises")
    public static let macrosExceed100g = DiagnosticCode(rawValue: "macros-exceed-100g")
    public static let metconTypeMissing = DiagnosticCode(rawValue: "metcon-type-missing")
    public static let missingProperty = DiagnosticCode(rawValue: "missing-property")
    public static let negativeWeight = DiagnosticCode(rawValue: "negative-weight")
    public static let noCompletedSets = DiagnosticCode(rawValue: "no-completed-sets")
    public static let noTrainingMax = DiagnosticCode(rawValue: "no-training-max")
    public static let notPositive = DiagnosticCode(rawValue: "not-positive")
    public static let overlappingWorkouts = DiagnosticCode(rawValue: "overlapping-workouts")
    public static let paceMismatch = DiagnosticCode(rawValue: "pace-mismatch")
    public static let rangeInCompletedSet = DiagnosticCode(rawValue: "range-in-completed-set")
    public static let redefinesPreset = DiagnosticCode(rawValue: "redefines-preset")
    public static let repsNotPositive = DiagnosticCode(rawValue: "reps-not-positive")
    public static let rpeOutOfRange = DiagnosticCode(rawValue: "rpe-out-of-range")
    public static let sameStartTime = DiagnosticCode(rawValue: "same-start-time")
    public static let suspiciousLoad = DiagnosticCode(rawValue: "suspicious-load")
    public static let syntax = DiagnosticCode(rawValue: "syntax")
    public static let tabIndentation = DiagnosticCode(rawValue: "tab-indentation")
    public static let tooLong = DiagnosticCode(rawValue: "too-long")
    public static let unknownCardioType = DiagnosticCode(rawValue: "unknown-cardio-type")
    public static let unknownEntryKind = DiagnosticCode(rawValue: "unknown-entry-kind")
    public static let unknownEnumValue = DiagnosticCode(rawValue: "unknown-enum-value")
    public static let unknownExercise = DiagnosticCode(rawValue: "unknown-exercise")
    public static let unknownFood = DiagnosticCode(rawValue: "unknown-food")
    public static let unknownMetconType = DiagnosticCode(rawValue: "unknown-metcon-type")
    public static let unknownProgram = DiagnosticCode(rawValue: "unknown-program")
    public static let unknownProperty = DiagnosticCode(rawValue: "unknown-property")
    public static let unknownTemplate = DiagnosticCode(rawValue: "unknown-template")
    public static let weekOutOfOrder = DiagnosticCode(rawValue: "week-out-of-order")
    /// Body and food in detail (LANGUAGE.md §9.4).
    public static let unknownMeasurementSite = DiagnosticCode(rawValue: "unknown-measurement-site")
    public static let implausibleMeasurement = DiagnosticCode(rawValue: "implausible-measurement")
    public static let recipeCycle = DiagnosticCode(rawValue: "recipe-cycle")
    public static let emptyRecipe = DiagnosticCode(rawValue: "empty-recipe")

    /// All codes, for documentation and for tests that every code is covered.
    public static let all: [DiagnosticCode] = [
        .amountWithoutUnit, .cardioTypeMissing, .duplicateDay, .duplicateDefinition, .duplicateProfile, .emptyMeal,
        .energyMismatch, .exerciseWithoutSets, .futureDate, .implausibleValue, .invalidDate, .invalidTime, .liftingWithoutExercises,
        .macrosExceed100g, .metconTypeMissing, .missingProperty, .negativeWeight, .noCompletedSets, .noTrainingMax,
        .notPositive, .overlappingWorkouts, .paceMismatch, .rangeInCompletedSet, .redefinesPreset, .repsNotPositive,
        .rpeOutOfRange, .sameStartTime, .suspiciousLoad, .syntax, .tabIndentation, .tooLong, .unknownCardioType, .unknownEntryKind,
        .unknownEnumValue, .unknownExercise, .unknownFood, .unknownMetconType, .unknownProgram, .unknownProperty,
        .unknownTemplate, .weekOutOfOrder,
        .unknownMeasurementSite, .implausibleMeasurement, .recipeCycle, .emptyRecipe,
    ] + coachingCodes
}
