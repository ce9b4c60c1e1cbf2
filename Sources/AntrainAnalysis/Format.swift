import AntrainModel

/// Numbers and quantities as a lifter reads them: `97.5`, `1,250 kg`, `5:05 /km`.
public enum Format {
    /// A number with at most `decimals` decimals and no trailing zeros.
    public static func number(_ value: Double, decimals: Int = 1, grouping: Bool = true) -> String {
        guard value.isFinite else { return "–" }
        // Beyond what an `Int` holds (a typo of twenty digits): Swift's own spelling.
        guard abs(value) < 1e15 else { return "\(value)" }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let group: (Int) -> String = { grouping ? grouped($0) : String($0) }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            return group(Int(rounded))
        }
        let whole = Int(rounded.rounded(.towardZero))
        var fraction = abs(rounded - Double(whole))
        var digits = ""
        for _ in 0..<decimals {
            fraction *= 10
            let digit = Int((fraction + 1e-9).rounded(.down))
            digits.append(String(min(9, digit)))
            fraction -= Double(min(9, digit))
        }
        while digits.hasSuffix("0") { digits.removeLast() }
        let sign = rounded < 0 && whole == 0 ? "-" : ""
        return sign + group(whole) + (digits.isEmpty ? "" : "." + digits)
    }

    /// An integer with thousands separators: `12,500`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        guard digits.count > 4 else { return value < 0 ? "-" + digits : digits }
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return value < 0 ? "-" + result : result
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
