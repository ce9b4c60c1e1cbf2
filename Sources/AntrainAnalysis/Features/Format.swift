import AntrainBasics
import AntrainModel
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Numbers and quantities as a lifter reads them: `97.5`, `1,250 kg`, `5:05 /km`.
public enum Format {
    /// A number with at most `decimals` decimals and no trailing zeros (see ``NumberText``).
    public static func number(_ value: Double, decimals: Int = 1, grouping: Bool = true) -> String {
        NumberText.spell(value, decimals: decimals, grouping: grouping)
    }

    /// A number as `language` writes it: `112.5` in English, `112,5` in Turkish.
    public static func number(_ value: Double, decimals: Int = 1, grouping: Bool = true, language: Language) -> String {
        NumberText.spell(value, decimals: decimals, grouping: grouping, language: language)
    }

    /// An integer with thousands separators from five digits on: `12,500`, `1250`.
    public static func grouped(_ value: Int) -> String {
        NumberText.spell(Double(value), decimals: 0)
    }

    /// "A", "A and B", "A, B and C": names in running text.
    public static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// Each word with a capital first letter and the rest lower case (`breakfast` →
    /// `Breakfast`, `post-workout shake` → `Post-Workout Shake`), as Foundation's
    /// `capitalized` does; ASCII text takes a path that allocates nothing for short names.
    public static func titleCased(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.capitalized }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var startsWord = true
        for byte in text.utf8 {
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if isLetter {
                bytes.append(startsWord ? byte & ~0x20 : byte | 0x20)
            } else {
                bytes.append(byte)
            }
            startsWord = !(isLetter || isDigit || byte == UInt8(ascii: "'"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A load in the user's unit, rounded to 0.5: `97.5 kg`.
    public static func load(_ kilograms: Double, unit: WeightUnit) -> String {
        load(kilograms, unit: unit, language: .en)
    }

    /// A load in the user's unit, rounded to 0.5, as `language` writes it: `97,5 kg` in Turkish.
    public static func load(_ kilograms: Double, unit: WeightUnit, language: Language) -> String {
        var buffer = UTF8Buffer(capacity: 16)
        appendLoad(kilograms, unit: unit, language: language, to: &buffer)
        return buffer.text
    }

    /// ``load(_:unit:language:)`` written into `buffer`, for text written piece by piece (a
    /// hover's volume).
    static func appendLoad(_ kilograms: Double, unit: WeightUnit, language: Language, to buffer: inout UTF8Buffer) {
        NumberText.append((unit.fromKilograms(kilograms) * 2).rounded() / 2, decimals: 1, grouping: true, language: language, to: &buffer)
        buffer.append(UInt8(ascii: " "))
        buffer.append(unit.rawValue)
    }

    /// A load's number only, in the user's unit, rounded to 0.5, as `language` writes it.
    public static func loadNumber(_ kilograms: Double, unit: WeightUnit, language: Language) -> String {
        number((unit.fromKilograms(kilograms) * 2).rounded() / 2, language: language)
    }

    /// A load's number only, in the user's unit, rounded to 0.5.
    public static func loadNumber(_ kilograms: Double, unit: WeightUnit) -> String {
        number((unit.fromKilograms(kilograms) * 2).rounded() / 2)
    }

    /// A lifted set as the lifter wrote it, in the user's unit: `100 kg × 5`; a bodyweight
    /// set as `BW+5 kg × 8 (84 kg)`, `BW × 10 (79 kg)` or `BW-20 kg × 5 (59 kg)`, the total
    /// load (with the day's bodyweight) in parentheses. The one way summary, report, hover
    /// and lens write a record or a top set.
    /// - Parameters:
    ///   - kilograms: the load lifted, in kg (for a bodyweight set, bodyweight plus offset).
    ///   - bodyweightOffset: for a bodyweight set, what was written after `BW`, in kg; nil for a weight.
    public static func lift(_ kilograms: Double, reps: Int, bodyweightOffset: Double?, unit: WeightUnit, language: Language = .en) -> String {
        guard let offset = bodyweightOffset else { return "\(load(kilograms, unit: unit, language: language)) × \(reps)" }
        return "\(bodyweight(plus: offset, unit: unit, language: language)) × \(reps) (\(load(kilograms, unit: unit, language: language)))"
    }

    /// A bodyweight load as written, in the user's unit rounded to 0.5: `BW`, `BW+5 kg`, `BW-20 lb`.
    public static func bodyweight(plus offset: Double, unit: WeightUnit, language: Language = .en) -> String {
        let added = (unit.fromKilograms(offset) * 2).rounded() / 2
        return added == 0 ? "BW" : "BW\(added > 0 ? "+" : "-")\(number(abs(added), language: language)) \(unit.rawValue)"
    }

    /// `1:05:00`, `26:30`, `45s`.
    public static func duration(_ seconds: Double) -> String {
        var buffer = UTF8Buffer(capacity: 16)
        appendDuration(seconds, to: &buffer)
        return buffer.text
    }

    /// ``duration(_:)`` written into `buffer`, for text written piece by piece (a hover's
    /// workout duration).
    static func appendDuration(_ seconds: Double, to buffer: inout UTF8Buffer) {
        let total = Int(max(-1e12, min(seconds, 1e12)).rounded())
        guard total >= 60 else {
            appendInteger(total, to: &buffer)
            buffer.append(UInt8(ascii: "s"))
            return
        }
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let seconds = total % 60
        func twoDigits(_ value: Int) {
            if value < 10 { buffer.append(UInt8(ascii: "0")) }
            appendInteger(value, to: &buffer)
        }
        if hours > 0 {
            appendInteger(hours, to: &buffer)
            buffer.append(UInt8(ascii: ":"))
            twoDigits(minutes)
        } else {
            appendInteger(minutes, to: &buffer)
        }
        buffer.append(UInt8(ascii: ":"))
        twoDigits(seconds)
    }

    /// `value` as `String(value)` writes it (no grouping), with no string made for it.
    static func appendInteger(_ value: Int, to buffer: inout UTF8Buffer) {
        // A count or a part of a clock, the usual case, is written digit by digit: a hover
        // writes several per workout, and the general writer rounds a `Double` first. Others
        // (negative, or past what any count reaches) go through the general writer.
        guard value >= 0, value < maximumCountDigitsValue else {
            NumberText.append(Double(value), decimals: 0, grouping: false, to: &buffer)
            return
        }
        var length = 1
        var bound = 10
        while value >= bound {
            length += 1
            bound *= 10
        }
        buffer.write(atMost: length) { target in
            var rest = value
            for position in stride(from: length - 1, through: 0, by: -1) {
                target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            return length
        }
    }

    /// The counts ``appendInteger(_:to:)`` writes digit by digit are below this: nine digits.
    private static let maximumCountDigitsValue = 1_000_000_000

    /// Minutes per km as `5:05 /km`.
    public static func pace(minutesPerKm: Double) -> String {
        let seconds = Int(max(-1e12, min(minutesPerKm * 60, 1e12)).rounded())
        return "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60) /km"
    }
}
