import AntrainModel
import Foundation

/// Numbers and quantities as a lifter reads them: `97.5`, `1,250 kg`, `5:05 /km`.
public enum Format {
    /// A number with at most `decimals` decimals and no trailing zeros.
    public static func number(_ value: Double, decimals: Int = 1, grouping: Bool = true) -> String {
        guard value.isFinite else { return "–" }
        // Beyond what an `Int` holds (a typo of twenty digits): Swift's own spelling.
        guard abs(value) < 1e15 else { return "\(value)" }
        // At most three places: 10^15 × 10^3 still fits an `Int`.
        let places = max(0, min(decimals, 3))
        var scale: UInt = 1
        for _ in 0..<places { scale *= 10 }
        // Whole units of the last decimal, so the digits come from integer arithmetic.
        let units = Int((value * Double(scale)).rounded())
        return spelled(whole: units.magnitude / scale, fraction: units.magnitude % scale, places: places,
                       negative: units < 0, grouping: grouping)
    }

    /// An integer with thousands separators from five digits on: `12,500`, `1250`.
    public static func grouped(_ value: Int) -> String {
        spelled(whole: value.magnitude, fraction: 0, places: 0, negative: value < 0, grouping: true)
    }

    /// Writes the digits backwards into a buffer on the stack: hover texts print thousands of
    /// numbers, and a short `String` made from bytes needs no allocation at all.
    private static func spelled(whole: UInt, fraction: UInt, places: Int, negative: Bool, grouping: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var position = buffer.count
            if fraction > 0 {
                var digits = fraction
                var width = places
                while digits % 10 == 0 { digits /= 10; width -= 1 }
                for _ in 0..<width {
                    position -= 1
                    buffer[position] = UInt8(ascii: "0") + UInt8(digits % 10)
                    digits /= 10
                }
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            var digitCount = 1
            var probe = whole
            while probe >= 10 { probe /= 10; digitCount += 1 }
            let groups = grouping && digitCount > 4
            var rest = whole
            var written = 0
            repeat {
                if groups, written > 0, written % 3 == 0 {
                    position -= 1
                    buffer[position] = UInt8(ascii: ",")
                }
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            } while rest > 0
            if negative {
                position -= 1
                buffer[position] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[position...]), as: UTF8.self)
        }
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
