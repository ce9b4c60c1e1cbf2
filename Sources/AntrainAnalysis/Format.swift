import AntrainModel

/// Numbers and quantities as a lifter reads them: `97.5`, `1,250 kg`, `5:05 /km`.
public enum Format {
    /// A number with at most `decimals` decimals and no trailing zeros.
    public static func number(_ value: Double, decimals: Int = 1, grouping: Bool = true) -> String {
        guard value.isFinite else { return "–" }
        // Beyond what an `Int` holds (a typo of twenty digits): Swift's own spelling.
        guard abs(value) < 1e15 else { return "\(value)" }
        // At most three places: 10^15 × 10^3 still fits an `Int`.
        let places = max(0, min(decimals, 3))
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        // Whole units of the last decimal, so the digits come from integer arithmetic: hover
        // texts print thousands of these.
        let units = Int((value * Double(scale)).rounded())
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        if units < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: (units / scale).magnitude, grouping: grouping, to: &bytes)
        var fraction = (units % scale).magnitude
        if fraction > 0 {
            var digits = [UInt8](repeating: UInt8(ascii: "0"), count: places)
            for index in stride(from: places - 1, through: 0, by: -1) {
                digits[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            while digits.last == UInt8(ascii: "0") { digits.removeLast() }
            bytes.append(UInt8(ascii: "."))
            bytes += digits
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An integer with thousands separators: `12,500`.
    public static func grouped(_ value: Int) -> String {
        var bytes: [UInt8] = []
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, grouping: true, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The decimal digits of `value`, with a `,` every three digits when `grouping` and the
    /// number has five digits or more (`1250` stays as it is, `12,500` is grouped).
    private static func appendDigits<Value: BinaryInteger>(of value: Value, grouping: Bool, to bytes: inout [UInt8]) {
        var digits: [UInt8] = []
        var rest = value
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        let groups = grouping && digits.count > 4
        for index in stride(from: digits.count - 1, through: 0, by: -1) {
            bytes.append(digits[index])
            if groups, index > 0, index % 3 == 0 { bytes.append(UInt8(ascii: ",")) }
        }
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
