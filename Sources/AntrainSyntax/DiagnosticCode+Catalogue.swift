/// Every diagnostic code of LANGUAGE.md §6, sorted. Syntax emits a few; the analysis
/// layer's validation emits the rest.
extension DiagnosticCode {
    public static let amountWithoutUnit = DiagnosticCode(rawValue: "amount-without-unit")
    public static let cardioTypeMissing = DiagnosticCode(rawValue: "cardio-type-missing")
    public static let duplicateDefinition = DiagnosticCode(rawValue: "duplicate-definition")
    public static let duplicateProfile = DiagnosticCode(rawValue: "duplicate-profile")
    public static let emptyMeal = DiagnosticCode(rawValue: "empty-meal")
    public static let energyMismatch = DiagnosticCode(rawValue: "energy-mismatch")
    public static let exerciseWithoutSets = DiagnosticCode(rawValue: "exercise-without-sets")
    public static let futureDate = DiagnosticCode(rawValue: "future-date")
    public static let invalidDate = DiagnosticCode(rawValue: "invalid-date")
    public static let invalidTime = DiagnosticCode(rawValue: "invalid-time")
    public static let liftingWithoutExercises = DiagnosticCode(rawValue: "lifting-without-exercises")
    public static let macrosExceed100g = DiagnosticCode(rawValue: "macros-exceed-100g")
    public static let metconTypeMissing = DiagnosticCode(rawValue: "metcon-type-missing")
    public static let missingProperty = DiagnosticCode(rawValue: "missing-property")
    public static let negativeWeight = DiagnosticCode(rawValue: "negative-weight")
    public static let noCompletedSets = DiagnosticCode(rawValue: "no-completed-sets")
    public static let notPositive = DiagnosticCode(rawValue: "not-positive")
    public static let overlappingWorkouts = DiagnosticCode(rawValue: "overlapping-workouts")
    public static let paceMismatch = DiagnosticCode(rawValue: "pace-mismatch")
    public static let redefinesPreset = DiagnosticCode(rawValue: "redefines-preset")
    public static let repsNotPositive = DiagnosticCode(rawValue: "reps-not-positive")
    public static let rpeOutOfRange = DiagnosticCode(rawValue: "rpe-out-of-range")
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
    public static let unknownProperty = DiagnosticCode(rawValue: "unknown-property")

    /// All codes, for documentation and for tests that every code is covered.
    public static let all: [DiagnosticCode] = [
        .amountWithoutUnit, .cardioTypeMissing, .duplicateDefinition, .duplicateProfile, .emptyMeal,
        .energyMismatch, .exerciseWithoutSets, .futureDate, .invalidDate, .invalidTime,
        .liftingWithoutExercises, .macrosExceed100g, .metconTypeMissing, .missingProperty,
        .negativeWeight, .noCompletedSets, .notPositive, .overlappingWorkouts, .paceMismatch,
        .redefinesPreset, .repsNotPositive, .rpeOutOfRange, .suspiciousLoad, .syntax,
        .tabIndentation, .tooLong, .unknownCardioType, .unknownEntryKind, .unknownEnumValue,
        .unknownExercise, .unknownFood, .unknownMetconType, .unknownProperty,
    ]
}
