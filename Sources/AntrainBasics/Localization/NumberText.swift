/// Numbers as a lifter reads them, in either language: `1,250.5` in English, `1.250,5` in
/// Turkish (decimal comma, dot between thousands).
public enum NumberText {
    /// A number with at most `decimals` decimals and no trailing zeros; thousands grouped
    /// from five digits on when `grouping` is set.
    public static func spell(_ value: Double, decimals: Int = 1, grouping: Bool = true, language: Language = .en) -> String {
        guard value.isFinite else { return "–" }
        // Beyond what an `Int` holds (a typo of twenty digits): Swift's own spelling.
        guard abs(value) < 1e15 else { return "\(value)" }
        return String(unsafeUninitializedCapacity: maximumLength) { target in
            write(value, decimals: decimals, grouping: grouping, language: language, to: target.baseAddress!)
        }
    }

    /// Appends the number as ``spell(_:decimals:grouping:language:)`` writes it, its digits
    /// written in place: a hover writes dozens of numbers into one buffer, and none needs a
    /// `String` or a scratch buffer of its own.
    public static func append(_ value: Double, decimals: Int = 1, grouping: Bool = true, language: Language = .en, to buffer: inout UTF8Buffer) {
        guard value.isFinite, abs(value) < 1e15 else {
            buffer.append(spell(value, decimals: decimals, grouping: grouping, language: language))
            return
        }
        buffer.reserve(maximumLength)
        buffer.written += write(value, decimals: decimals, grouping: grouping, language: language, to: buffer.start + buffer.written)
    }

    /// The longest number ``write(_:decimals:grouping:language:to:)`` writes: a sign, fifteen
    /// digits with four separators, a point and three decimals.
    private static let maximumLength = 24

    /// Writes a finite number under 10^15 at `target` and returns its length (at most
    /// ``maximumLength``): the one writer of both ``spell(_:decimals:grouping:language:)``
    /// and ``append(_:decimals:grouping:language:to:)``.
    private static func write(_ value: Double, decimals: Int, grouping: Bool, language: Language, to target: UnsafeMutablePointer<UInt8>) -> Int {
        // At most three places: 10^15 × 10^3 still fits an `Int`.
        let places = max(0, min(decimals, 3))
        let scale: UInt = places == 0 ? 1 : places == 1 ? 10 : places == 2 ? 100 : 1000
        // Whole units of the last decimal, so the digits come from integer arithmetic.
        let units = Int((value * Double(scale)).rounded())
        let whole = units.magnitude / scale
        // The decimals without their trailing zeros.
        var fraction = units.magnitude % scale
        var width = fraction > 0 ? places : 0
        while fraction > 0, fraction % 10 == 0 { fraction /= 10; width -= 1 }
        var digitCount = 1
        var probe = whole
        while probe >= 10 { probe /= 10; digitCount += 1 }
        let groups = grouping && digitCount > 4
        let negative = units < 0
        let length = (negative ? 1 : 0) + digitCount + (groups ? (digitCount - 1) / 3 : 0) + (width > 0 ? 1 + width : 0)
        let (point, thousands): (UInt8, UInt8) = language == .tr ? (UInt8(ascii: ","), UInt8(ascii: ".")) : (UInt8(ascii: "."), UInt8(ascii: ","))
        let zero = UInt8(ascii: "0")
        // Backwards from the last digit, as the length is known: a hover writes thousands of
        // numbers, and a closure per number cost as much as its digits.
        var position = length
        if width > 0 {
            for _ in 0..<width {
                position -= 1
                target[position] = zero &+ UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            position -= 1
            target[position] = point
        }
        var rest = whole
        var written = 0
        repeat {
            if groups, written > 0, written % 3 == 0 {
                position -= 1
                target[position] = thousands
            }
            position -= 1
            target[position] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            written += 1
        } while rest > 0
        if negative { target[0] = UInt8(ascii: "-") }
        return length
    }
}
