import AntrainModel
import JSONRPC

/// The `arguments` of a `tools/call`, read against what the tool declared: each getter names
/// the argument and what it should have been when the value is of the wrong kind, and an
/// argument the tool does not take is refused rather than silently ignored.
struct ToolArguments {
    let values: [String: JSONValue]

    init(_ values: [String: JSONValue], allowed: Set<String>) throws(ToolFailure) {
        for name in values.keys.sorted() where !allowed.contains(name) {
            throw ToolFailure("Unknown argument ‘\(name)’; this tool takes \(allowed.sorted().map { "‘\($0)’" }.joined(separator: ", ")).")
        }
        self.values = values
    }

    func string(_ name: String) throws(ToolFailure) -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let string = value.stringValue else { throw ToolFailure("‘\(name)’ must be a string.") }
        return string
    }

    func requiredString(_ name: String) throws(ToolFailure) -> String {
        guard let string = try string(name) else { throw ToolFailure("‘\(name)’ is required.") }
        return string
    }

    func bool(_ name: String) throws(ToolFailure) -> Bool? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let bool = value.boolValue else { throw ToolFailure("‘\(name)’ must be true or false.") }
        return bool
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws(ToolFailure) -> Int? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let number = value.intValue ?? value.doubleValue.flatMap({ $0 == $0.rounded() ? Int(exactly: $0) : nil }),
              range.contains(number) else {
            throw ToolFailure("‘\(name)’ must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return number
    }

    func date(_ name: String) throws(ToolFailure) -> LocalDate? {
        guard let text = try string(name) else { return nil }
        switch LocalDate.reading(text) {
        case .date(let date):
            return date
        case .notInTheForm:
            throw ToolFailure("‘\(name)’ must be a date written YYYY-MM-DD (found ‘\(text)’).")
        case .noSuchMonth(let month):
            throw ToolFailure("‘\(name)’ is not a date: a year has 12 months, not \(month) (found ‘\(text)’).")
        case .noSuchDay(_, let days):
            throw ToolFailure("‘\(name)’ is not a date: \(text.prefix(7)) has \(days) days (found ‘\(text)’).")
        }
    }

    func time(_ name: String) throws(ToolFailure) -> LocalTime? {
        guard let text = try string(name) else { return nil }
        let parts = text.split(separator: ":").map { Int($0) }
        guard parts.count == 2, let hour = parts[0], let minute = parts[1], (0..<24).contains(hour), (0..<60).contains(minute) else {
            throw ToolFailure("‘\(name)’ must be a time written HH:MM (found ‘\(text)’).")
        }
        return LocalTime(hour: hour, minute: minute)
    }

    /// One of `choices` (a category, a muscle group).
    func choice(_ name: String, among choices: [String]) throws(ToolFailure) -> String? {
        guard let text = try string(name) else { return nil }
        guard choices.contains(text) else {
            throw ToolFailure("‘\(name)’ must be one of \(choices.joined(separator: ", ")) (found ‘\(text)’).")
        }
        return text
    }
}
