import AntrainBasics
import AntrainImport

/// The closed set of values an option takes (`--format text|json`), as an enum: a command
/// reads a case, never a string it compares by hand, and a value outside the set is refused
/// with the choices listed ("--format must be text or json (found xml)").
protocol OptionValue: RawRepresentable, CaseIterable where RawValue == String {}

extension OptionValue {
    /// Every spelling, in case order: the choices an error and the help list.
    static var choices: [String] { allCases.map(\.rawValue) }
}

extension Arguments {
    /// Removes `--name VALUE` and returns the case `VALUE` spells; throws, listing the
    /// choices, for any other value.
    mutating func option<Value: OptionValue>(_ name: String, as type: Value.Type) throws -> Value? {
        try option(name, choices: Value.choices).flatMap(Value.init(rawValue:))
    }
}

extension Language: OptionValue {}
extension ImportFormat: OptionValue {}
extension DateOrder: OptionValue {}

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
}
