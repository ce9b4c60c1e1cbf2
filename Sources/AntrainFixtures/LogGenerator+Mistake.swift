extension LogGenerator {
    /// A realistic mistake the generator can put into a log, each on a line of its own.
    ///
    /// These are the slips people make when typing a log by hand. Tests use them to check that
    /// each draws its diagnostic on the reported line and that one bad line hides nothing else.
    /// Apart from the body under a `liftng` header, which a parser may skip or flag, the lines
    /// around a mistake are valid, so the diagnostics of such a log are those of its mistakes.
    public enum Mistake: CaseIterable, Sendable, Hashable {
        /// A set with zero reps, alone on an indented set line: `    100x0`.
        case zeroReps
        /// An RPE above 10, on an indented set line: `    100x5 @11`.
        case rpeOutOfRange
        /// A misspelt exercise on its own item line: `  Bench Pres: 100x5x3 @8`.
        case unknownExercise
        /// A food amount without a unit: `  Rice 150`.
        case amountWithoutUnit
        /// A date that does not exist, on a bodyweight header: `2024-02-30 bodyweight 78.1kg`.
        case invalidDate
        /// A misspelt entry kind on a lifting header (its body follows): `2024-03-04 liftng`.
        case unknownEntryKind
        /// A food line indented with a tab instead of spaces.
        case tabIndentation
        /// A line of garbage between entries: `%%%`.
        case garbageLine
        /// A meal name whose closing quote is missing: `2024-03-04 17:00 meal "Pre-workout`.
        case unterminatedString

        /// The diagnostic code (LANGUAGE.md §6) a validator reports on the mistake's line.
        public var expectedCode: String {
            switch self {
            case .zeroReps: "reps-not-positive"
            case .rpeOutOfRange: "rpe-out-of-range"
            case .unknownExercise: "unknown-exercise"
            case .amountWithoutUnit: "amount-without-unit"
            case .invalidDate: "invalid-date"
            case .unknownEntryKind: "unknown-entry-kind"
            case .tabIndentation: "tab-indentation"
            case .garbageLine, .unterminatedString: "syntax"
            }
        }
    }
}

/// The kind of entry a mistake is being chosen for; each mistake fits some of them.
enum MistakeSite {
    case lifting, meal, bodyweight, other

    /// The mistakes that fit this kind of entry.
    var candidates: [LogGenerator.Mistake] {
        switch self {
        case .lifting: [.zeroReps, .rpeOutOfRange, .unknownExercise, .unknownEntryKind]
        case .meal: [.amountWithoutUnit, .tabIndentation, .unterminatedString]
        case .bodyweight: [.invalidDate]
        case .other: [.garbageLine]
        }
    }
}
