import AntrainModel
import JSONRPC

/// The user's settings: `unit` and `e1rmFormula`, from `initializationOptions` or
/// `workspace/didChangeConfiguration` (as `{ antrain: { ... } }` or flat).
struct ServerSettings: Equatable {
    var unit: WeightUnit?
    /// `nil`: the profile's `e1rm:` decides.
    var oneRepMaxFormula: OneRepMaxFormula?

    mutating func update(from value: JSONValue?) {
        guard let value else { return }
        let settings = value["antrain"] ?? value
        if let unit = settings["unit"] {
            self.unit = unit.stringValue.flatMap { WeightUnit(rawValue: $0.lowercased()) }
        }
        if let formula = settings["e1rmFormula"]?.stringValue, let parsed = OneRepMaxFormula(rawValue: formula.lowercased()) {
            oneRepMaxFormula = parsed
        }
    }
}
