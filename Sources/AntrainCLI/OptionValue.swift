import AntrainBasics
import AntrainImport
import AntrainModel

/// The closed set of values an option takes (`--format text|json`), as an enum: a command
/// reads a case, never a string it compares by hand; the option's table entry takes its
/// choices from the enum (``ValueKind/choices(of:)``), so the parser refuses any other value
/// with the choices listed ("--format takes text or json, not `xml`").
protocol OptionValue: RawRepresentable, CaseIterable where RawValue == String {}

extension OptionValue {
    /// Every spelling, in case order: the choices an error and the help list.
    static var choices: [String] { allCases.map(\.rawValue) }
}

extension Language: OptionValue {}
extension ImportFormat: OptionValue {}
extension DateOrder: OptionValue {}
extension WeightUnit: OptionValue {}
extension ExerciseCategory: OptionValue {}
extension MuscleGroup: OptionValue {}
extension FoodCategory: OptionValue {}

extension LocalizedText {
    /// The cases of `type`, "a, b, c": the help of an option whose values are names
    /// (`exercises --category`), the same in every language.
    static func choices<Value: OptionValue>(of type: Value.Type) -> LocalizedText { .verbatim(Value.choices.joined(separator: ", ")) }
}

/// `--format` of `check` and `summary`: lines for a person, or JSON for a program.
enum TextOrJSON: String, OptionValue {
    case text, json
}

/// `--format` of `report`.
enum ReportFormat: String, OptionValue {
    case text, json, html
}

/// `--format` of `export`: the models as JSON or CSV, or each workout as a FIT file.
enum ExportFormat: String, OptionValue {
    case json, csv, fit

    /// The formats written to stdout; `fit` writes files in a folder.
    static var toStandardOutput: [ExportFormat] { allCases.filter { $0 != .fit } }
}
