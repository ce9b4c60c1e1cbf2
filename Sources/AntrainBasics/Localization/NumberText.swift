/// Numbers as a lifter reads them, in either language: `12,500.5` in English, `12.500,5` in
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
    ///
    /// Inlinable, with the writer of short numbers (``writeShort(_:tenths:language:to:)``): most
    /// numbers a hover writes are short, and the calls cost as much as their digits.
    @inlinable
    public static func append(_ value: Double, decimals: Int = 1, grouping: Bool = true, language: Language = .en, to buffer: inout UTF8Buffer) {
        if decimals <= 1 {
            buffer.reserve(maximumLength)
            if let length = writeShort(value, tenths: decimals == 1, language: language, to: buffer.start + buffer.written) {
                buffer.written += length
                return
            }
        }
        appendAny(value, decimals: decimals, grouping: grouping, language: language, to: &buffer)
    }

    /// ``append(_:decimals:grouping:language:to:)`` for any number.
    @usableFromInline
    static func appendAny(_ value: Double, decimals: Int, grouping: Bool, language: Language, to buffer: inout UTF8Buffer) {
        guard value.isFinite, abs(value) < 1e15 else {
            buffer.append(spell(value, decimals: decimals, grouping: grouping, language: language))
            return
        }
        buffer.reserve(maximumLength)
        buffer.written += write(value, decimals: decimals, grouping: grouping, language: language, to: buffer.start + buffer.written)
    }

    /// The longest number ``write(_:decimals:grouping:language:to:)`` writes: a sign, fifteen
    /// digits with four separators, a point and three decimals.
    @usableFromInline static var maximumLength: Int { 24 }

    /// Writes a finite number under 10^15 at `target` and returns its length (at most
    /// ``maximumLength``): the writer of ``spell(_:decimals:grouping:language:)``, and of
    /// ``append(_:decimals:grouping:language:to:)`` for the numbers
    /// ``writeShort(_:tenths:language:to:)`` does not take.
    private static func write(_ value: Double, decimals: Int, grouping: Bool, language: Language, to target: UnsafeMutablePointer<UInt8>) -> Int {
        // At most three places: 10^15 × 10^3 still fits an `Int`.
        let places = max(0, min(decimals, 3))
        let scale = places == 0 ? 1.0 : places == 1 ? 10.0 : places == 2 ? 100.0 : 1000.0
        // Whole units of the last decimal, so the digits come from integer arithmetic.
        let units = roundedUnits(value * scale)
        let magnitude = units.magnitude
        let whole: UInt, fraction: UInt
        switch places {
        case 0: (whole, fraction) = (magnitude, 0)
        case 1: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 10)
        case 2: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 100)
        default: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 1000)
        }
        // The decimals without their trailing zeros.
        var decimalDigits = fraction
        var width = fraction > 0 ? places : 0
        while decimalDigits > 0, decimalDigits % 10 == 0 { decimalDigits /= 10; width -= 1 }
        let digitCount = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1000 ? 3 : whole < 10000 ? 4 : digits(of: whole)
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
                target[position] = zero &+ UInt8(truncatingIfNeeded: decimalDigits % 10)
                decimalDigits /= 10
            }
            position -= 1
            target[position] = point
        }
        if groups {
            var rest = whole
            var inGroup = 0
            repeat {
                if inGroup == 3 {
                    position -= 1
                    target[position] = thousands
                    inGroup = 0
                }
                position -= 1
                target[position] = zero &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                inGroup += 1
            } while rest > 0
        } else {
            writeDigits(of: whole, endingAt: position, to: target)
        }
        if negative { target[0] = UInt8(ascii: "-") }
        return length
    }

    /// Writes a number with no decimal or one whose whole part has at most four digits (so it
    /// is never grouped) and returns its length, as the general writer writes it; nil for any
    /// other. Most numbers a hover writes are such (a meal's calories and grams, a day's
    /// totals), and they need none of the general writer's cases.
    @inlinable @inline(__always)
    static func writeShort(_ value: Double, tenths: Bool, language: Language, to target: UnsafeMutablePointer<UInt8>) -> Int? {
        let scaled = tenths ? value * 10 : value
        // Under the limit, the rounded units keep the whole part within four digits; NaN fails.
        let limit = tenths ? shortTenthsLimit : shortWholeLimit
        guard scaled > -limit, scaled < limit else { return nil }
        // Rounded as the general writer rounds.
        let units = roundedUnits(scaled)
        let magnitude = units.magnitude
        let (whole, tenth) = tenths ? magnitude.quotientAndRemainder(dividingBy: 10) : (magnitude, 0)
        let negative = units < 0
        let digitCount = whole < 10 ? 1 : whole < 100 ? 2 : whole < 1000 ? 3 : 4
        let length = (negative ? 1 : 0) + digitCount + (tenth > 0 ? 2 : 0)
        let zero = UInt8(ascii: "0")
        var position = length
        if tenth > 0 {
            target[length - 1] = zero &+ UInt8(truncatingIfNeeded: tenth)
            target[length - 2] = language == .tr ? UInt8(ascii: ",") : UInt8(ascii: ".")
            position -= 2
        }
        writeDigits(of: whole, endingAt: position, to: target)
        if negative { target[0] = UInt8(ascii: "-") }
        return length
    }

    /// `scaled` rounded to a whole number half away from zero, as `rounded()` does, from the
    /// truncated units and the exact remainder `scaled - truncated` (libm's `round` cost a call
    /// per number). `scaled` is finite and fits an `Int`.
    @inlinable @inline(__always)
    static func roundedUnits(_ scaled: Double) -> Int {
        var units = Int(scaled)
        let remainder = scaled - Double(units)
        if remainder >= 0.5 { units += 1 } else if remainder <= -0.5 { units -= 1 }
        return units
    }

    /// Writes the decimal digits of `value`, with no separators, backwards so that the last
    /// ends just before `end`.
    @inlinable @inline(__always)
    static func writeDigits(of value: UInt, endingAt end: Int, to target: UnsafeMutablePointer<UInt8>) {
        var position = end
        var rest = value
        repeat {
            position -= 1
            target[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
    }

    /// The bounds of ``writeShort(_:tenths:language:to:)``: a whole number or a number of
    /// tenths under them rounds to a whole part of at most four digits.
    @usableFromInline static var shortWholeLimit: Double { 9_999 }
    @usableFromInline static var shortTenthsLimit: Double { 99_999 }

    /// How many decimal digits `value` has (at least one).
    private static func digits(of value: UInt) -> Int {
        var count = 1
        var rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }
}
