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
        let value = unit.fromKilograms(kilograms)
        return "\(number((value * 2).rounded() / 2)) \(unit.rawValue)"
    }

    /// A load in the user's unit, rounded to 0.5, as `language` writes it: `97,5 kg` in Turkish.
    public static func load(_ kilograms: Double, unit: WeightUnit, language: Language) -> String {
        "\(loadNumber(kilograms, unit: unit, language: language)) \(unit.rawValue)"
    }

    /// A load's number only, in the user's unit, rounded to 0.5, as `language` writes it.
    public static func loadNumber(_ kilograms: Double, unit: WeightUnit, language: Language) -> String {
        number((unit.fromKilograms(kilograms) * 2).rounded() / 2, language: language)
    }

    /// A load's number only, in the user's unit, rounded to 0.5.
    public static func loadNumber(_ kilograms: Double, unit: WeightUnit) -> String {
        number((unit.fromKilograms(kilograms) * 2).rounded() / 2)
    }

    /// `1:05:00`, `26:30`, `45s`.
    public static func duration(_ seconds: Double) -> String {
        let total = Int(max(-1e12, min(seconds, 1e12)).rounded())
        if total < 60 { return "\(total)s" }
        let hours = total / 3600
        let minutes = (total % 3600) / 60
        let secs = total % 60
        let two: (Int) -> String = { $0 < 10 ? "0\($0)" : "\($0)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(minutes):\(two(secs))"
    }

    /// Minutes per km as `5:05 /km`.
    public static func pace(minutesPerKm: Double) -> String {
        let seconds = Int(max(-1e12, min(minutesPerKm * 60, 1e12)).rounded())
        return "\(seconds / 60):\(seconds % 60 < 10 ? "0" : "")\(seconds % 60) /km"
    }
}
